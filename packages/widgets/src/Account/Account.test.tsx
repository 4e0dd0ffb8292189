import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import { getByRole, getByText, queryByRole, waitFor } from '@testing-library/dom';
import { ROLE_LIST_MESSAGES } from '@csz/core/display';
import { avatarDataUrl, coachesAndDirectors, groupedRoles } from '../fixtures/account';
import { fn } from '../testing/fn';
import { expectAccessible } from '../testing/axe';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as avatarStories from './AvatarEditor.stories';
import * as accuracyStories from './ReportingAccuracy.stories';
import * as roleStories from './RoleList.stories';
import { AvatarEditor } from './AvatarEditor';
import { clampView, sourceSquare } from './cropSquare';
import { ReportingAccuracy } from './ReportingAccuracy';
import { RoleList, type RoleListEntry } from './RoleList';

for (const stories of [avatarStories, accuracyStories, roleStories]) testStories(stories);

describe('ReportingAccuracy', () => {
  it('shows correct over total and the percent, 100% before any report', () => {
    expect(
      render(<ReportingAccuracy statTrue={3} statFalse={1} />).container.textContent,
    ).to.contain('75% (3/4 correct)');
    expect(
      render(<ReportingAccuracy statTrue={0} statFalse={0} />).container.textContent,
    ).to.contain('100% (0/0 correct)');
  });
});

describe('RoleList', () => {
  function renderList() {
    const onRemove = fn<[RoleListEntry]>();
    const onToggle = fn<[RoleListEntry, boolean]>();
    const rendered = render(
      <RoleList
        groups={groupedRoles}
        canToggle={coachesAndDirectors}
        onRemove={onRemove}
        onToggle={onToggle}
      />,
      { width: 320 },
    );
    return { ...rendered, onRemove, onToggle };
  }

  it('lists pending roles apart under the disclaimer, approved ones by kind', () => {
    const { container } = renderList();
    const titles = [...container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).to.deep.equal([
      'League Directors',
      'Athletic Directors',
      'Other Roles',
      'Waiting for Approval',
    ]);
    const pending = container.querySelector('.csz-roles__group--pending') as HTMLElement;
    expect(pending.textContent).to.contain(ROLE_LIST_MESSAGES.pendingDisclaimer);
    expect(pending.textContent).to.contain('Assistant Coach');
  });

  it('offers the notifications switch to coaches and directors only', async () => {
    const { container, onToggle } = renderList();
    expect(container.querySelectorAll('input[type="checkbox"]')).to.have.length(4);
    const fan = getByText(container, 'Fan').closest('li') as HTMLElement;
    expect(queryByRole(fan, 'checkbox')).to.equal(null);
    const director = getByText(container, 'Athletic Director').closest('li') as HTMLElement;
    await userEvent.click(getByRole(director, 'checkbox', { name: /^Email notifications, / }));
    expect(onToggle.calls[0]![0].id).to.equal(2);
    expect(onToggle.calls[0]![1]).to.equal(false);
  });

  it('removes a role only once confirmed, and gives the focus back on cancel', async () => {
    const { container, onRemove } = renderList();
    const remove = () => getByRole(container, 'button', { name: /^Remove Head Coach,/ });
    await userEvent.click(remove());
    const dialog = getByRole(container, 'alertdialog', { name: 'warning!' });
    expect(dialog.textContent).to.contain(ROLE_LIST_MESSAGES.confirmRemove);
    expect(document.activeElement).to.equal(
      getByRole(dialog, 'button', { name: 'Remove Head Coach' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(onRemove.calls).to.have.length(0);
    expect(queryByRole(container, 'alertdialog')).to.equal(null);
    await waitFor(() => expect(document.activeElement).to.equal(remove()));
    await userEvent.click(remove());
    await userEvent.click(getByRole(container, 'button', { name: 'Remove Head Coach' }));
    expect(onRemove.calls[0]![0].id).to.equal(3);
    expect(document.activeElement).to.equal(container.querySelector('.csz-roles'));
  });

  it('fits a 320 px screen', () => {
    const { container } = renderList();
    expect(container.scrollWidth).to.be.at.most(320);
  });
});

describe('cropSquare', () => {
  const wide = { width: 400, height: 200 };

  it('shows the middle square of a picture at first', () => {
    expect(sourceSquare({ zoom: 1, x: 0, y: 0 }, wide, 100)).to.deep.equal({
      x: 100,
      y: 0,
      size: 200,
    });
  });

  it('keeps the frame covered and the zoom between 1 and 4', () => {
    expect(clampView({ zoom: 1, x: 500, y: 30 }, wide, 100)).to.deep.equal({
      zoom: 1,
      x: 50,
      y: 0,
    });
    expect(clampView({ zoom: 9, x: 0, y: 0 }, wide, 100).zoom).to.equal(4);
    expect(clampView({ zoom: 0.2, x: 0, y: 0 }, wide, 100).zoom).to.equal(1);
  });

  it('moves the square left of the picture when the picture is dragged right', () => {
    const square = sourceSquare({ zoom: 2, x: 25, y: 0 }, wide, 100);
    expect(square.size).to.equal(100);
    expect(square.x).to.equal(125);
  });
});

describe('AvatarEditor', () => {
  async function picture(width: number, height: number): Promise<File> {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c00';
    context.fillRect(0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return new File([blob!], 'me.png', { type: 'image/png' });
  }

  function pick(container: HTMLElement, file: File) {
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('crops a chosen picture to the square the member moved it to, and uploads that', async () => {
    const uploads: Blob[] = [];
    const { container } = render(
      <AvatarEditor
        avatarUrl={null}
        name="Jordan Avery"
        onRemove={fn()}
        onUpload={async (blob) => {
          uploads.push(blob);
          return true;
        }}
      />,
      { width: 320 },
    );
    pick(container, await picture(800, 400));
    const frame = await waitFor(() =>
      getByRole(container, 'application', { name: /Picture position/ }),
    );
    await waitFor(() => expect(document.activeElement).to.equal(frame));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}+');
    await expectAccessible(container);
    expect(container.scrollWidth).to.be.at.most(320);
    await userEvent.click(getByRole(container, 'button', { name: 'Save Picture' }));
    await waitFor(() => expect(uploads).to.have.length(1));
    expect(uploads[0]!.type).to.equal('image/jpeg');
    const bitmap = await createImageBitmap(uploads[0]!);
    expect(bitmap.width).to.equal(bitmap.height);
    // The cropper closes and the focus goes back to the picture's button.
    await waitFor(() => expect(queryByRole(container, 'group')).to.equal(null));
    expect(document.activeElement).to.equal(container.querySelector('input[type="file"]'));
  });

  it('uploads once when Save Picture is pressed twice quickly', async () => {
    let uploads = 0;
    const { container } = render(
      <AvatarEditor
        avatarUrl={null}
        name="Jordan Avery"
        onRemove={fn()}
        onUpload={async () => {
          uploads += 1;
          await new Promise((done) => setTimeout(done, 50));
          return true;
        }}
      />,
    );
    pick(container, await picture(600, 600));
    const save = await waitFor(() => getByRole(container, 'button', { name: 'Save Picture' }));
    await userEvent.dblClick(save);
    await waitFor(() => expect(queryByRole(container, 'group')).to.equal(null));
    expect(uploads).to.equal(1);
  });

  it('refuses a file that is not a picture, plainly', async () => {
    const { container } = render(
      <AvatarEditor
        avatarUrl={null}
        name="Jordan Avery"
        onRemove={fn()}
        onUpload={async () => true}
      />,
    );
    pick(container, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(getByRole(container, 'alert').textContent).to.contain('image file'));
  });

  it('removes the picture there is', async () => {
    const onRemove = fn();
    const { container } = render(
      <AvatarEditor
        avatarUrl={avatarDataUrl}
        name="Jordan Avery"
        onRemove={onRemove}
        onUpload={async () => true}
      />,
    );
    await userEvent.click(getByRole(container, 'button', { name: 'Remove Picture' }));
    expect(onRemove.calls).to.have.length(1);
  });
});
