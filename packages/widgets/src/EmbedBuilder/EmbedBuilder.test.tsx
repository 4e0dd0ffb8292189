import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, queryByRole, waitFor } from '@testing-library/dom';
import { frameUrl, iframeCode, scriptCode } from '@csz/core';
import { MONTGOMERY, counties, schools, sports, states } from '../fixtures/schools';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './EmbedBuilder.stories';
import { SELECTED_TO_COPY } from './CodeBlock';
import {
  EmbedBuilder,
  embedBuilderDefaults,
  previewHeight,
  type EmbedBuilderEdit,
  type EmbedBuilderProps,
  type EmbedBuilderValues,
} from './EmbedBuilder';

testStories(stories);

const ORIGIN = 'https://csz.example';
const options = {
  states,
  districts: counties,
  schools,
  leagues: [{ id: 7, name: 'MCPS Athletics' }],
  divisions: [{ id: 21, name: 'Division I' }],
  sports,
};
const chosen: EmbedBuilderValues = {
  ...embedBuilderDefaults,
  state: '1',
  district: String(MONTGOMERY),
  sport: '1',
};

function builder(props: Partial<EmbedBuilderProps> = {}) {
  const onChange = fn<[EmbedBuilderEdit]>();
  const rendered = render(
    <EmbedBuilder
      kind="scoreboard"
      embedOrigin={ORIGIN}
      options={options}
      values={chosen}
      onChange={onChange}
      {...props}
    />,
    { width: 1000 },
  );
  const textbox = (name: string) => getByRole(rendered.container, 'textbox', { name });
  const code = (name: 'Iframe code' | 'Script code') =>
    (textbox(name) as HTMLTextAreaElement).value;
  return { ...rendered, onChange, textbox, code };
}

/** Replaces the browser's clipboard for one test; null takes it away, as plain http does. */
function fakeClipboard(clipboard: { writeText: (text: string) => Promise<void> } | null) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

describe('EmbedBuilder', () => {
  it("writes core's script and iframe code for the settings chosen", () => {
    const values = { ...chosen, school: '100', width: '100%', color: '#1F3A68' };
    const { code } = builder({ values });
    const params = {
      state: '1',
      district: String(MONTGOMERY),
      school: '100',
      sport: '1',
      width: '100%',
      height: '600',
      theme: 'auto',
      color: '#1f3a68',
    };
    expect(code('Script code')).to.equal(scriptCode(ORIGIN, 'scoreboard', params));
    expect(code('Iframe code')).to.equal(iframeCode(ORIGIN, 'scoreboard', params));
    expect(code('Script code')).to.contain('data-color="#1f3a68"');
  });

  it('previews the frame at the size typed, titled for screen readers', () => {
    const { container } = builder({ values: { ...chosen, width: '320px', height: '480' } });
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('title')).to.equal('CSZ scoreboard');
    expect(frame.getAttribute('src')).to.equal(
      frameUrl(ORIGIN, 'scoreboard', {
        state: '1',
        district: String(MONTGOMERY),
        sport: '1',
        width: '320px',
        height: '480',
        theme: 'auto',
      }),
    );
    expect(frame.style.width).to.equal('320px');
    expect(frame.style.height).to.equal('480px');
  });

  it('makes scoreboard code with nothing chosen, and the default size for empty fields', () => {
    const { code } = builder({ values: { ...embedBuilderDefaults, width: ' ', height: '' } });
    expect(code('Iframe code')).to.equal(
      iframeCode(ORIGIN, 'scoreboard', { width: '300', height: '600', theme: 'auto' }),
    );
    expect(code('Iframe code')).to.contain('width: 300px; max-width: 100%; height: 600px;');
  });

  it("flags a width, height or colour the frames would refuse with core's messages, and makes no code", () => {
    const { container, textbox } = builder({
      values: { ...chosen, width: 'wide', height: '600pt', color: 'navy' },
    });
    const width = textbox('Width');
    expect(width.getAttribute('aria-invalid')).to.equal('true');
    expect(width.getAttribute('aria-describedby')).to.be.a('string');
    const described = width
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).to.include('Must be a number of pixels or a percentage');
    expect(textbox('School colour').getAttribute('aria-invalid')).to.equal('true');
    expect(container.textContent).to.contain('Must be a colour written like #1f3a68');
    expect(container.textContent).to.contain(
      'Correct the width, the height and the school colour to get the code.',
    );
    expect(queryByRole(container, 'textbox', { name: 'Iframe code' })).to.be.null;
    expect(queryByRole(container, 'textbox', { name: 'Script code' })).to.be.null;
    expect(container.querySelector('iframe')).to.be.null;
  });

  it('waits for a state, a county and a sport before it writes standings code', () => {
    const waiting = builder({ kind: 'standings', values: { ...chosen, sport: null } });
    expect(waiting.container.textContent).to.contain(
      'Standings need a state, a county and a sport: choose all three to get the code.',
    );
    expect(queryByRole(waiting.container, 'textbox', { name: 'Script code' })).to.be.null;
    waiting.unmount();
    const ready = builder({ kind: 'standings' });
    expect(ready.code('Script code')).to.contain('data-csz-widget="standings"');
    expect(ready.container.querySelector('iframe')?.getAttribute('title')).to.equal(
      'CSZ standings',
    );
  });

  /** What the builder says in place of the iframe code. */
  const note = (container: HTMLElement) =>
    container.querySelector('.csz-embed-builder__codes .csz-embed-builder__note')?.textContent;

  /** A resize message from a frame's window, as the frames' resize script sends it. */
  const resizeFrom = (frame: HTMLIFrameElement, height: number) =>
    new MessageEvent('message', {
      origin: ORIGIN,
      source: frame.contentWindow,
      data: { type: 'csz:resize', height },
    });

  it("writes no standings iframe code until it has measured them at a phone's width, then code that tall", async () => {
    const { container, code } = builder({ kind: 'standings' });
    const preview = container.querySelector<HTMLIFrameElement>('iframe[title="CSZ standings"]')!;
    const measure = container.querySelector<HTMLIFrameElement>(
      'iframe[title="CSZ standings, measured at 280 px"]',
    )!;
    const params = {
      state: '1',
      district: String(MONTGOMERY),
      sport: '1',
      width: '300',
      theme: 'auto',
    };
    // Both frames' address has no height: measuring does not reload what it measures. The code's
    // 300 px frame shrinks to a phone's column, so that is where it is measured.
    expect(preview.getAttribute('src')).to.equal(frameUrl(ORIGIN, 'standings', params));
    expect(measure.getAttribute('src')).to.equal(preview.getAttribute('src'));
    expect(measure.style.width).to.equal('280px');
    // Until then, no iframe code to copy with a height that would hide the standings behind a
    // scroll bar; the script code sizes itself, so it is there at once.
    expect(queryByRole(container, 'textbox', { name: 'Iframe code' })).to.be.null;
    expect(note(container)).to.equal(
      "Measuring the standings at a phone's width (280 px): the iframe code comes with their height. Or type a height.",
    );
    expect(code('Script code')).to.contain('data-csz-widget="standings"');
    // The preview, wider, is not where the standings are measured.
    dispatchEvent(resizeFrom(preview, 500));
    dispatchEvent(resizeFrom(measure, 811.2));
    await waitFor(() =>
      expect(code('Iframe code')).to.equal(
        iframeCode(ORIGIN, 'standings', { ...params, height: '840' }),
      ),
    );
    expect(code('Script code')).to.contain('data-height="840"');
    expect(preview.style.height).to.equal('840px');
    expect(container.textContent).to.contain(
      "For editors that remove scripts. The frame does not grow: it keeps the height it is given, 840px, as tall as the standings are at a phone's width (280 px), where they are tallest.",
    );
    expect(container.textContent).to.contain(
      'Recommended: the frame grows and shrinks with its content by itself',
    );
  });

  it('measures a frame narrower than a phone column at its own width', () => {
    const { container } = builder({ kind: 'standings', values: { ...chosen, width: '250px' } });
    expect(
      container.querySelector<HTMLIFrameElement>(
        'iframe[title="CSZ standings, measured at 250 px"]',
      )?.style.width,
    ).to.equal('250px');
  });

  it('writes no iframe code for standings taller than a frame can be, and says what to do', async () => {
    const { container, code } = builder({ kind: 'standings' });
    const measure = container.querySelector<HTMLIFrameElement>(
      'iframe[title$="measured at 280 px"]',
    )!;
    dispatchEvent(resizeFrom(measure, 9990));
    await waitFor(() =>
      expect(note(container)).to.equal(
        "These standings are 10020px tall at a phone's width, more than iframe code can hold: choose a league or a division, or use the script code.",
      ),
    );
    expect(queryByRole(container, 'textbox', { name: 'Iframe code' })).to.be.null;
    // The script code's first height is one a frame takes; the loader then sizes it.
    expect(code('Script code')).to.contain('data-height="600"');
  });

  it('needs no measuring for a height typed, nor for the scoreboard', () => {
    const typed = builder({ kind: 'standings', values: { ...chosen, height: '900' } });
    expect(typed.container.querySelectorAll('iframe')).to.have.length(1);
    expect(typed.code('Iframe code')).to.contain('height: 900px');
    typed.unmount();
    expect(builder().container.querySelectorAll('iframe')).to.have.length(1);
  });

  it("reads a preview's height only from the frames' origin and the preview's own window", () => {
    const preview = builder({ kind: 'standings' }).container.querySelector('iframe')!.contentWindow;
    const message = (data: unknown, origin = ORIGIN, source: Window | null = preview) =>
      new MessageEvent('message', { origin, source, data });
    const resize = (height: unknown) => ({ type: 'csz:resize', height });
    expect(previewHeight(message(resize(811.2)), `${ORIGIN}/`, preview)).to.equal(811.2);
    expect(previewHeight(message(resize(811), 'https://csz.example.evil.test'), ORIGIN, preview)).to
      .be.null;
    expect(previewHeight(message(resize(811), ORIGIN, window), ORIGIN, preview)).to.be.null;
    expect(previewHeight(message(resize(811)), ORIGIN, null)).to.be.null;
    for (const height of ['811', 0, -5, Infinity, NaN, null]) {
      expect(previewHeight(message(resize(height)), ORIGIN, preview), String(height)).to.be.null;
    }
    expect(previewHeight(message({ sentinel: 'amp', height: 811 }), ORIGIN, preview)).to.be.null;
    expect(previewHeight(message(null), ORIGIN, preview)).to.be.null;
  });

  it('offers the divisions of the chosen league for standings only', async () => {
    const scoreboard = builder({ values: { ...chosen, league: '7', division: '21' } });
    expect(queryByRole(scoreboard.container, 'combobox', { name: 'Division' })).to.be.null;
    expect(scoreboard.code('Iframe code')).not.to.contain('division');
    scoreboard.unmount();
    const none = builder({ kind: 'standings' });
    expect(
      (getByRole(none.container, 'combobox', { name: 'Division' }) as HTMLSelectElement).disabled,
    ).to.equal(true);
    none.unmount();
    const { container, code, onChange } = builder({
      kind: 'standings',
      values: { ...chosen, league: '7', division: '21' },
    });
    dispatchEvent(resizeFrom(container.querySelector('iframe[title$="measured at 280 px"]')!, 400));
    await waitFor(() =>
      expect(code('Iframe code')).to.contain('&amp;league=7&amp;division=21&amp;'),
    );
    expect(code('Script code')).to.contain('data-division="21"');
    await userEvent.selectOptions(
      getByRole(container, 'combobox', { name: 'Division' }),
      'Whole League',
    );
    expect(onChange.calls).to.deep.equal([[{ name: 'division', value: null }]]);
  });

  it('keeps a typed height, and says the scoreboard pages its games to fit it', () => {
    const standings = builder({ kind: 'standings', values: { ...chosen, height: '500' } });
    expect(standings.code('Iframe code')).to.contain('height: 500px;');
    standings.unmount();
    const { container } = builder();
    expect(container.textContent).to.contain(
      'it keeps the height it is given, 600px, and shows the games a page at a time to fit it.',
    );
  });

  it('raises each change as an edit of one setting', async () => {
    const { container, textbox, onChange } = builder();
    const pick = (name: string, option: string) =>
      userEvent.selectOptions(getByRole(container, 'combobox', { name }), option);
    await pick('State', 'Delaware');
    await pick('School', 'Sherwood High School');
    await pick('Sport', 'All Sports');
    await pick('Theme', 'Dark');
    await userEvent.type(textbox('Height'), '7');
    expect(onChange.calls).to.deep.equal([
      [{ name: 'state', value: '2' }],
      [{ name: 'school', value: '108' }],
      [{ name: 'sport', value: null }],
      [{ name: 'theme', value: 'dark' }],
      [{ name: 'height', value: '7' }],
    ]);
  });

  it('keeps the county, school and league pickers and the league view off until they can apply', () => {
    const { container } = builder({ values: embedBuilderDefaults });
    const disabled = (name: string) =>
      (getByRole(container, 'combobox', { name }) as HTMLSelectElement).disabled;
    expect([disabled('County'), disabled('School'), disabled('League')]).to.deep.equal([
      true,
      true,
      true,
    ]);
    const leagueView = getByRole(container, 'checkbox', {
      name: "Show the league's view",
    }) as HTMLInputElement;
    expect(leagueView.disabled).to.be.true;
  });

  it('shows the league view only with a league', async () => {
    const without = builder({ values: { ...chosen, isLeague: true } });
    expect(without.code('Script code')).to.not.contain('data-is-league');
    without.unmount();
    const { container, onChange, code } = builder({ values: { ...chosen, league: '7' } });
    await userEvent.click(getByRole(container, 'checkbox', { name: "Show the league's view" }));
    expect(onChange.calls).to.deep.equal([[{ name: 'isLeague', value: true }]]);
    expect(code('Script code')).to.contain('data-league="7"');
  });

  it("copies each code to the clipboard and says 'Copied'", async () => {
    const copied: string[] = [];
    const restore = fakeClipboard({ writeText: async (text) => void copied.push(text) });
    try {
      const { container, code } = builder();
      await userEvent.click(getByRole(container, 'button', { name: 'Copy iframe code' }));
      expect(copied).to.deep.equal([code('Iframe code')]);
      const status = container.querySelectorAll('[role="status"]');
      await waitFor(() => expect(status[1]!.textContent).to.equal('Copied'));
      expect(status[0]!.textContent).to.equal('');
      await userEvent.click(getByRole(container, 'button', { name: 'Copy script code' }));
      expect(copied[1]).to.equal(code('Script code'));
    } finally {
      restore();
    }
  });

  it('selects the code to copy by hand when there is no clipboard', async () => {
    const restore = fakeClipboard(null);
    try {
      const { container, textbox } = builder();
      await userEvent.click(getByRole(container, 'button', { name: 'Copy script code' }));
      const box = textbox('Script code') as HTMLTextAreaElement;
      expect(document.activeElement).to.equal(box);
      expect([box.selectionStart, box.selectionEnd]).to.deep.equal([0, box.value.length]);
      await waitFor(() => expect(container.textContent).to.contain(SELECTED_TO_COPY));
    } finally {
      restore();
    }
  });

  it("stops saying 'Copied' once the code changes", async () => {
    const restore = fakeClipboard({ writeText: async () => {} });
    try {
      const { container, rerender } = builder();
      await userEvent.click(getByRole(container, 'button', { name: 'Copy iframe code' }));
      await waitFor(() => expect(container.textContent).to.contain('Copied'));
      rerender(
        <EmbedBuilder
          kind="scoreboard"
          embedOrigin={ORIGIN}
          options={options}
          values={{ ...chosen, sport: '2' }}
          onChange={() => {}}
        />,
      );
      expect(container.textContent).to.not.contain('Copied');
    } finally {
      restore();
    }
  });
});
