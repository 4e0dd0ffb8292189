import { describe, expect, it } from 'vitest';
import {
  cssLength,
  escapeHtml,
  fallbackPath,
  frameUrl,
  iframeCode,
  paramAttribute,
  scriptCode,
} from './embedCode';

const ORIGIN = 'https://www.countysportszone.com';

describe('embed code', () => {
  it('writes a frame address with the params that are set, URL-encoded, in order', () => {
    expect(
      frameUrl(ORIGIN, 'scoreboard', {
        sport: 5,
        state: '1',
        isLeague: false,
        color: '#1f3a68',
        school: '',
      }),
    ).toBe(`${ORIGIN}/embed/scoreboard?state=1&sport=5&color=%231f3a68`);
    expect(frameUrl(ORIGIN, 'standings', {})).toBe(`${ORIGIN}/embed/standings`);
    expect(frameUrl(ORIGIN, 'standings', { theme: 'dark&x=<y>' })).toBe(
      `${ORIGIN}/embed/standings?theme=dark%26x%3D%3Cy%3E`,
    );
  });

  it('names data attributes the way browsers read them', () => {
    expect(paramAttribute('isLeague')).toBe('data-is-league');
    expect(paramAttribute('state')).toBe('data-state');
  });

  it('escapes what could break out of HTML', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });

  it('reads a width or height as pixels or a percentage, else the default', () => {
    expect(cssLength('300', 600)).toBe('300px');
    expect(cssLength('320px', 600)).toBe('320px');
    expect(cssLength('100%', 600)).toBe('100%');
    expect(cssLength('100vh', 600)).toBe('600px');
    expect(cssLength(null, 300)).toBe('300px');
  });

  it('writes the iframe code with a max-width, a title, lazy loading and a referrer policy', () => {
    expect(
      iframeCode(ORIGIN, 'scoreboard', { state: 1, sport: 5, width: '100%', height: '700' }),
    ).toBe(
      `<iframe src="${ORIGIN}/embed/scoreboard?state=1&amp;sport=5&amp;width=100%25&amp;height=700" title="CSZ scoreboard" width="100%" height="700" frameborder="0" style="width: 100%; max-width: 100%; height: 700px; border: 0;" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    );
    expect(iframeCode(ORIGIN, 'standings', {})).toContain(
      'width: 300px; max-width: 100%; height: 600px;',
    );
  });

  it('writes the script code: a placeholder with a fallback link, and the loader', () => {
    expect(
      scriptCode(ORIGIN, 'standings', { state: 1, district: 25, sport: 1, isLeague: true }),
    ).toBe(
      [
        '<div data-csz-widget="standings" data-state="1" data-district="25" data-is-league="true" data-sport="1">',
        `  <a href="${ORIGIN}/scores/standings?selectedStateId=1&amp;selectedCountyId=25&amp;selectedSportId=1&amp;force=true">High school standings on CSZ</a>`,
        '</div>',
        `<script async src="${ORIGIN}/embed/v1/loader.js"></script>`,
      ].join('\n'),
    );
    expect(
      scriptCode(ORIGIN, 'scoreboard', { school: '"><img src=x onerror=alert(1)>' }),
    ).not.toContain('<img');
  });

  it('links the fallback to the site page of the same selection', () => {
    expect(fallbackPath('scoreboard', { state: 1, district: 25 })).toBe(
      '/scores?stateId=1&countyId=25&force=true',
    );
  });
});
