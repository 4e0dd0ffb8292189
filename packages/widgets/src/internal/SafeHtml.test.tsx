import { expect } from 'chai';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './SafeHtml.stories';
import { SafeHtml, parseSafeHtml } from './SafeHtml';

testStories(stories);

/** The markup SafeHtml renders for some user HTML. */
function shown(html: string): string {
  const { container } = render(<SafeHtml html={html} />);
  return container.querySelector('div > div')!.innerHTML;
}

describe('SafeHtml', () => {
  it('keeps the allowed tags and their text', () => {
    expect(shown('<p>Senior <strong>night</strong><br>at <em>7</em></p>')).to.equal(
      '<p>Senior <strong>night</strong><br>at <em>7</em></p>',
    );
    expect(shown('<ul><li>one</li><li>two</li></ul>')).to.equal(
      '<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('drops other tags but keeps their text, and never copies attributes', () => {
    expect(
      shown('<div class="x"><span onclick="steal()">hi</span> <img src=x onerror=alert(1)></div>'),
    ).to.equal('hi ');
    expect(shown('<p style="color:red" onmouseover="x()">plain</p>')).to.equal('<p>plain</p>');
  });

  it('drops scripts, styles and comments with all that is inside them', () => {
    expect(shown('a<script>if (x<b) alert(1)</script>b<style>p{}</style>c<!-- note -->d')).to.equal(
      'abcd',
    );
    expect(shown('<SCRIPT>alert(1)</SCRIPT>safe')).to.equal('safe');
  });

  it('links only to web addresses, in a new tab, as user content', () => {
    const html = shown(
      '<a href="https://www.mcps.org/a?b=1&amp;c=2">ok</a><a href="javascript:alert(1)">bad</a>',
    );
    expect(html).to.equal(
      '<a href="https://www.mcps.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow ugc">ok</a><span>bad</span>',
    );
  });

  it('reads character references and survives broken markup', () => {
    expect(parseSafeHtml('Tom &amp; Jerry &#39;26 &#x2013; &lt;b&gt; &bogus;')).to.deep.equal([
      "Tom & Jerry '26 – <b> &bogus;",
    ]);
    expect(shown('<p>open <strong>never closed')).to.equal(
      '<p>open <strong>never closed</strong></p>',
    );
    expect(shown('3 < 4 and </p> stray')).to.equal('3 &lt; 4 and  stray');
  });
});
