import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, queryByRole } from '@testing-library/dom';
import { gamePageGame } from '../fixtures/games';
import { fn } from '../testing/fn';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './ShareButton.stories';
import { GameView } from './GameView';
import { ShareButton } from './ShareButton';

testStories(stories);

describe('ShareButton', () => {
  it('tells the reader the link was copied and the points it earned', async () => {
    const onShare = fn();
    const { container, rerender } = render(<ShareButton onShare={onShare} />);
    await userEvent.click(getByRole(container, 'button', { name: 'Share' }));
    expect(onShare.calls).to.have.length(1);
    expect(getByRole(container, 'status').textContent).to.equal('');
    rerender(<ShareButton onShare={onShare} outcome={{ kind: 'copied' }} />);
    expect(getByRole(container, 'status').textContent).to.equal('Link copied');
    rerender(<ShareButton onShare={onShare} outcome={{ kind: 'copied', spiritPoints: 5 }} />);
    expect(getByRole(container, 'status').textContent).to.equal('Link copied · +5 Spirit Points');
    rerender(<ShareButton onShare={onShare} outcome={{ kind: 'shared', spiritPoints: 0 }} />);
    expect(getByRole(container, 'status').textContent).to.equal('');
  });

  it('shows the link selected in a field when the browser refused to copy it', () => {
    const url = 'https://csz.example/scores/view/7';
    const { container } = render(<ShareButton onShare={fn()} outcome={{ kind: 'manual', url }} />);
    const field = getByRole(container, 'textbox', { name: 'Copy this link' }) as HTMLInputElement;
    expect(field.value).to.equal(url);
    expect(document.activeElement).to.equal(field);
    expect(field.selectionEnd! - field.selectionStart!).to.equal(url.length);
  });

  it('is on the game view only when the page can share', () => {
    const { container, rerender } = render(<GameView game={gamePageGame} />);
    expect(queryByRole(container, 'button', { name: 'Share' })).to.equal(null);
    rerender(<GameView game={gamePageGame} onShare={fn()} />);
    getByRole(container, 'button', { name: 'Share' });
  });
});
