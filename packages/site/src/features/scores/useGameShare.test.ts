import { describe, expect, it } from 'vitest';
import { shareLink, type ShareDevice } from './useGameShare';

const data = {
  title: 'Whitman @ B-CC',
  text: 'Whitman @ B-CC | CSZ',
  url: 'https://csz.test/scores/view/4',
};

/** A clipboard that keeps what it was given, or refuses. */
function clipboard(refuse = false) {
  const written: string[] = [];
  return {
    written,
    writeText: (text: string) =>
      refuse
        ? Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
        : Promise.resolve(void written.push(text)),
  };
}

describe('shareLink', () => {
  it('shares through the share sheet when the device has one', async () => {
    const shared: ShareData[] = [];
    const device: ShareDevice = { share: (d) => Promise.resolve(void shared.push(d)) };
    expect(await shareLink(device, data)).toBe('shared');
    expect(shared).toEqual([data]);
  });

  it('counts a share sheet the reader closed as no share, and copies nothing', async () => {
    const board = clipboard();
    const device: ShareDevice = {
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      clipboard: board,
    };
    expect(await shareLink(device, data)).toBe('cancelled');
    expect(board.written).toEqual([]);
  });

  it('copies the link when there is no share sheet, or it failed to open', async () => {
    const board = clipboard();
    expect(await shareLink({ clipboard: board }, data)).toBe('copied');
    const failing: ShareDevice = {
      share: () => Promise.reject(new DOMException('No activation', 'NotAllowedError')),
      clipboard: board,
    };
    expect(await shareLink(failing, data)).toBe('copied');
    expect(board.written).toEqual([data.url, data.url]);
  });

  it('says the copy was refused when the clipboard refuses or is missing', async () => {
    expect(await shareLink({ clipboard: clipboard(true) }, data)).toBe('refused');
    expect(await shareLink({}, data)).toBe('refused');
  });
});
