import { expect } from 'chai';
import userEvent from '@testing-library/user-event';
import {
  getAllByRole,
  getByRole,
  getByText,
  queryByRole,
  waitFor,
  within,
} from '@testing-library/dom';
import { MAX_IMAGES, MESSAGES, VALIDATION, type FeedItem, type Post } from '@csz/core';
import {
  MEMBER_ID,
  comments,
  longPost,
  notifications,
  ownPost,
  pinnedPost,
  pointsByMonth,
  shortPost,
  spiritStats,
  viewers,
} from '../fixtures/community';
import { finalGame } from '../fixtures/games';
import { fn } from '../testing/fn';
import { afterFrames } from '../testing/frames';
import { render, STATUS_TEXT } from '../testing/render';
import { testStories } from '../testing/stories';
import * as commentStories from './CommentList.stories';
import * as createStories from './CreatePostCard.stories';
import * as feedStories from './Feed.stories';
import * as imagePickerStories from './ImagePicker.stories';
import * as notificationStories from './NotificationsList.stories';
import * as chartStories from './PointsByMonthChart.stories';
import * as postStories from './PostCard.stories';
import * as spiritStories from './SpiritPointsCard.stories';
import { CommentList } from './CommentList';
import { CreatePostCard, type NewPost } from './CreatePostCard';
import { Feed } from './Feed';
import { ImagePicker } from './ImagePicker';
import { NotificationsList } from './NotificationsList';
import { PointsByMonthChart } from './PointsByMonthChart';
import { PostCard, type PostAction } from './PostCard';
import { SpiritPointsCard } from './SpiritPointsCard';

for (const stories of [
  postStories,
  commentStories,
  createStories,
  notificationStories,
  spiritStories,
  chartStories,
  feedStories,
  imagePickerStories,
]) {
  testStories(stories);
}

describe('ImagePicker', () => {
  /** Picks files through the input, as a reader's file dialog would. */
  function pick(container: HTMLElement, files: File[]) {
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });

  it('takes pictures up to the limit, says so past it, and names each in 7 characters', async () => {
    const onChange = fn<[File[]]>();
    const { container } = render(<ImagePicker label="Photos" images={[]} onChange={onChange} />);
    const many = Array.from({ length: MAX_IMAGES + 2 }, (_, i) => png(`scoreboard-${i}.png`));
    pick(container, many);
    expect(onChange.calls[0]![0]).to.have.length(MAX_IMAGES);
    await waitFor(() =>
      expect(getByRole(container, 'alert').textContent).to.contain(
        'You achieved maximum amount of images',
      ),
    );
    const shown = render(
      <ImagePicker label="Photos" images={[png('scoreboard.png')]} onChange={onChange} />,
    );
    expect(shown.container.querySelector('.csz-image-picker__name')?.textContent).to.equal(
      'scorebo',
    );
    await userEvent.click(getByRole(shown.container, 'button', { name: 'Remove scoreboard.png' }));
    expect(onChange.calls.at(-1)![0]).to.deep.equal([]);
  });

  it('refuses what is not a photo', () => {
    const onChange = fn<[File[]]>();
    const { container } = render(<ImagePicker label="Photos" images={[]} onChange={onChange} />);
    pick(container, [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })]);
    expect(onChange.calls[0]![0]).to.deep.equal([]);
  });
});

/** Opens a post's menu and lists its entries. */
async function menuEntries(container: HTMLElement) {
  await userEvent.click(getByRole(container, 'button', { name: 'Post actions' }));
  const menu = container.querySelector('.csz-post__menu') as HTMLElement;
  await waitFor(() => expect(menu.matches(':popover-open')).to.equal(true));
  return {
    menu,
    names: within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent),
  };
}

describe('PostCard', () => {
  it('offers a member report on others’ posts and delete on their own', async () => {
    expect(
      (await menuEntries(render(<PostCard post={shortPost} viewer={viewers.member} />).container))
        .names,
    ).to.deep.equal(['Report']);
    expect(
      (await menuEntries(render(<PostCard post={ownPost} viewer={viewers.member} />).container))
        .names,
    ).to.deep.equal(['Delete']);
  });

  it('offers a SiteAdmin hide in place of report, and pin; report is not offered on a pinned post', async () => {
    expect(
      (await menuEntries(render(<PostCard post={shortPost} viewer={viewers.admin} />).container))
        .names,
    ).to.deep.equal(['Hide', 'Pin']);
    const pinnedForMember = render(
      <PostCard post={pinnedPost} viewer={viewers.member} />,
    ).container;
    expect(queryByRole(pinnedForMember, 'button', { name: 'Post actions' })).to.be.null;
  });

  it("confirms in the 'warning!' dialog before the action is raised", async () => {
    const onAction = fn<[PostAction, Post]>();
    const { container } = render(
      <PostCard post={shortPost} viewer={viewers.admin} onAction={onAction} />,
    );
    const { menu } = await menuEntries(container);
    await userEvent.click(within(menu).getByRole('button', { name: 'Hide' }));
    const dialog = getByRole(container, 'dialog', { name: 'warning!' });
    expect(dialog.textContent).to.contain('Are you sure that you want to hide this post?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onAction.calls).to.have.length(0);
    await waitFor(() => expect((dialog as HTMLDialogElement).open).to.equal(false));

    await userEvent.click(getByRole(container, 'button', { name: 'Post actions' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Hide' }));
    await userEvent.click(
      within(getByRole(container, 'dialog')).getByRole('button', { name: 'Hide' }),
    );
    expect(onAction.calls).to.deep.equal([['hide', shortPost]]);
  });

  it('asks a guest to log in instead of reporting or liking', async () => {
    const onLogIn = fn();
    const { container } = render(
      <PostCard post={shortPost} viewer={viewers.guest} onLogIn={onLogIn} />,
    );
    const { menu } = await menuEntries(container);
    await userEvent.click(within(menu).getByRole('button', { name: 'Report' }));
    expect(onLogIn.calls).to.have.length(1);
    expect(queryByRole(container, 'dialog')).to.be.null;
  });

  it("shows 'Pinning...' while a pin runs, and no pin while another post is pinned", async () => {
    const pinning = render(<PostCard post={shortPost} viewer={viewers.admin} pinPending />);
    const entry = within((await menuEntries(pinning.container)).menu).getByRole('button', {
      name: 'Pinning...',
    });
    expect((entry as HTMLButtonElement).disabled).to.be.true;
    pinning.unmount();
    const other = render(<PostCard post={shortPost} viewer={viewers.admin} anotherPostPinned />);
    const pin = within((await menuEntries(other.container)).menu).getByRole('button', {
      name: 'Pin',
    });
    expect((pin as HTMLButtonElement).disabled).to.be.true;
  });

  it("clamps long text with 'See More' and collapses tags after three", async () => {
    const { container } = render(<PostCard post={longPost} viewer={viewers.member} />, {
      width: 500,
    });
    const text = container.querySelector('.csz-post__text') as HTMLElement;
    const more = await waitFor(() => {
      const button = container.querySelector<HTMLButtonElement>('.csz-post__more');
      expect(button?.textContent).to.equal('See More');
      return button!;
    });
    const clampedHeight = text.getBoundingClientRect().height;
    await userEvent.click(container.querySelector('.csz-post__more')!);
    expect(text.getBoundingClientRect().height).to.be.greaterThan(clampedHeight * 2);
    expect(more.textContent).to.equal('See Less');

    const tags = getByRole(container, 'list', { name: 'Tags' });
    expect(within(tags).getAllByRole('link')).to.have.length(3);
    await userEvent.click(within(tags).getByRole('button', { name: 'See More' }));
    expect(
      within(tags)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).to.have.length(6);
    expect(within(tags).getByRole('link', { name: 'Walt Whitman' }).getAttribute('href')).to.equal(
      '/forums/search/tag/School/Walt%20Whitman/100',
    );
  });

  it('leaves short text unclamped, links to the post and counts likes and comments', async () => {
    const onToggleLike = fn<[Post]>();
    const { container } = render(
      <PostCard post={shortPost} viewer={viewers.member} onToggleLike={onToggleLike} />,
    );
    await afterFrames();
    expect(queryByRole(container, 'button', { name: 'See More' })).to.be.null;
    expect(
      getByRole(container, 'link', { name: 'Whitman clinches the 4A West' }).getAttribute('href'),
    ).to.equal('/forums/post/801/post-801');
    expect(getByRole(container, 'link', { name: '4 Comments' })).to.exist;
    await userEvent.click(getByRole(container, 'button', { name: 'Like, 87 likes' }));
    expect(onToggleLike.calls).to.deep.equal([[shortPost]]);
  });
});

describe('PostCard videos', () => {
  it('loads the YouTube player only when the reader presses play, and keeps the link', async () => {
    const { container } = render(<PostCard post={longPost} viewer={viewers.member} />);
    expect(container.querySelector('iframe')).to.be.null;
    expect(
      getByRole(container, 'link', { name: /Highlights vs B-CC/ }).getAttribute('href'),
    ).to.equal('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(getByRole(container, 'button', { name: 'Play video' }));
    const player = container.querySelector('iframe')!;
    expect(player.getAttribute('src')).to.equal(
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(player.getAttribute('title')).to.equal('Video: Player of the Month: November');
    expect(player.getAttribute('sandbox')).to.contain('allow-scripts');
  });

  it('frames no player for a video on another site: it stays a link', () => {
    const elsewhere: Post = {
      ...shortPost,
      sources: [
        {
          url: 'https://videos.example.com/v/1',
          type: 'Video',
          name: 'Elsewhere',
          description: null,
        },
      ],
    };
    const { container } = render(<PostCard post={elsewhere} viewer={viewers.member} />);
    expect(queryByRole(container, 'button', { name: 'Play video' })).to.be.null;
    expect(getByRole(container, 'link', { name: /Elsewhere/ })).to.exist;
  });
});

describe('PostCard with unusual data', () => {
  it('shows a stored address that is not a web link without linking it, and does not break', () => {
    const odd: Post = {
      ...shortPost,
      metadata: [{ url: 'www.example.com/x', title: 'Odd', images: [], favicons: [] }],
      sources: [{ url: 'javascript:alert(1)', type: 'Link', name: 'Click me', description: null }],
    };
    const { container } = render(<PostCard post={odd} viewer={viewers.member} />);
    expect(container.querySelector('a[href^="javascript"]')).to.be.null;
    expect(getByText(container, 'Click me')).to.exist;
    expect(queryByRole(container, 'link', { name: /Odd/ })).to.be.null;
  });

  it("says 'Pinning...' outside the menu while the pin runs", async () => {
    const onTogglePin = fn<[Post]>();
    const { container, rerender } = render(
      <PostCard post={shortPost} viewer={viewers.admin} onTogglePin={onTogglePin} />,
    );
    const { menu } = await menuEntries(container);
    await userEvent.click(within(menu).getByRole('button', { name: 'Pin' }));
    expect(onTogglePin.calls).to.deep.equal([[shortPost]]);
    rerender(
      <PostCard post={shortPost} viewer={viewers.admin} onTogglePin={onTogglePin} pinPending />,
    );
    expect(container.querySelector('.csz-post__pin-status')?.textContent).to.equal('Pinning...');
    rerender(
      <PostCard post={{ ...shortPost, isPinned: true }} viewer={viewers.admin} pinPending />,
    );
    expect(container.querySelector('.csz-post__pin-status')?.textContent).to.equal('Unpinning...');
  });
});

describe('CommentList', () => {
  it("offers 'Load More' while the post's count is above what is shown, deleted ones aside", () => {
    const oneDeleted = comments.map((c, i) => (i === 0 ? { ...c, isDeleted: true } : c));
    const list = (total: number) =>
      render(
        <CommentList
          comments={oneDeleted}
          total={total}
          loading={false}
          error={null}
          viewer={viewers.member}
          onLoadMore={() => {}}
        />,
      ).container;
    expect(queryByRole(list(3), 'button', { name: 'Load More' })).to.exist;
    expect(queryByRole(list(2), 'button', { name: 'Load More' })).to.be.null;
  });

  it('keeps the text when sending failed and empties the box once the comment is taken', async () => {
    const props = {
      comments: [],
      total: 0,
      loading: false,
      error: null,
      viewer: viewers.member,
      onLoadMore: () => {},
      onComment: () => {},
    };
    const { container, rerender } = render(<CommentList {...props} />);
    const box = () =>
      getByRole(container, 'textbox', { name: 'Add a comment' }) as HTMLTextAreaElement;
    await userEvent.type(box(), 'Go Vikes!');
    await userEvent.click(getByRole(container, 'button', { name: 'Comment' }));
    rerender(<CommentList {...props} sendError="" />);
    expect(getByRole(container, 'alert').textContent).to.equal('Unknown Error');
    expect(box().value).to.equal('Go Vikes!');
    rerender(<CommentList {...props} sentCount={1} />);
    expect(box().value).to.equal('');
  });

  it("shows the comments, 'Load More' while some are left, and delete on one's own", async () => {
    const onLoadMore = fn();
    const onDelete = fn<[Post]>();
    const { container } = render(
      <CommentList
        comments={comments}
        total={14}
        loading={false}
        error={null}
        viewer={viewers.member}
        onLoadMore={onLoadMore}
        onDelete={onDelete}
      />,
    );
    expect(getAllByRole(container, 'listitem')).to.have.length(3);
    await userEvent.click(getByRole(container, 'button', { name: 'Load More' }));
    expect(onLoadMore.calls).to.have.length(1);
    const deletes = getAllByRole(container, 'button', { name: /^Delete/ });
    expect(deletes).to.have.length(1);
    await userEvent.click(deletes[0]!);
    await userEvent.click(
      within(getByRole(container, 'dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete.calls[0]![0].memberId).to.equal(MEMBER_ID);
  });

  it("confirms a delete in the 'warning!' dialog, and keeps the comment on Cancel", async () => {
    const onDelete = fn<[Post]>();
    const props = {
      total: 3,
      loading: false,
      error: null,
      viewer: viewers.member,
      onLoadMore: () => {},
      onDelete,
    };
    const { container, rerender } = render(<CommentList {...props} comments={comments} />);
    const remove = getByRole(container, 'button', { name: 'Delete your comment' });
    await userEvent.click(remove);
    const dialog = getByRole(container, 'dialog', { name: 'warning!' }) as HTMLDialogElement;
    expect(dialog.textContent).to.contain('Are you sure that you want to delete this comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.open).to.equal(false));
    expect(onDelete.calls).to.have.length(0);
    // The browser's modal dialog gives focus back to the button that opened it.
    expect(document.activeElement).to.equal(remove);

    await userEvent.click(remove);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete.calls).to.have.length(1);
    // Once the page has marked it deleted, its button is gone: focus is on the list's heading.
    const deleted = onDelete.calls[0]![0];
    rerender(
      <CommentList
        {...props}
        total={2}
        comments={comments.map((c) => (c.id === deleted.id ? { ...c, isDeleted: true } : c))}
      />,
    );
    await waitFor(() =>
      expect(document.activeElement).to.equal(
        getByRole(container, 'heading', { name: '2 Comments' }),
      ),
    );
  });

  it('requires a comment and sends it', async () => {
    const onComment = fn<[string]>();
    const { container } = render(
      <CommentList
        comments={[]}
        total={0}
        loading={false}
        error={null}
        viewer={viewers.member}
        onLoadMore={() => {}}
        onComment={onComment}
      />,
    );
    await userEvent.click(getByRole(container, 'button', { name: 'Comment' }));
    expect(getByText(container, VALIDATION.required)).to.exist;
    expect(onComment.calls).to.have.length(0);
    await userEvent.type(getByRole(container, 'textbox', { name: 'Add a comment' }), 'Go Vikes!');
    await userEvent.click(getByRole(container, 'button', { name: 'Comment' }));
    expect(onComment.calls).to.deep.equal([['Go Vikes!']]);
  });

  it('disables the comment box for guests and asks them to log in', async () => {
    const onLogIn = fn();
    const { container } = render(
      <CommentList
        comments={comments}
        total={3}
        loading={false}
        error={null}
        viewer={viewers.guest}
        onLoadMore={() => {}}
        onLogIn={onLogIn}
      />,
    );
    expect(
      (getByRole(container, 'textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).disabled,
    ).to.be.true;
    await userEvent.click(getByRole(container, 'button', { name: MESSAGES.logInToComment }));
    expect(onLogIn.calls).to.have.length(1);
  });
});

describe('CreatePostCard after sending', () => {
  it('starts afresh once the post was taken', async () => {
    const props = {
      author: { name: 'Sam', avatarUrl: null },
      linkPreviews: [],
      onLinksFound: () => {},
      onRemoveLink: () => {},
      onSubmit: () => {},
      onLogIn: () => {},
    };
    const { container, rerender } = render(<CreatePostCard {...props} />);
    await userEvent.click(getByRole(container, 'button', { name: MESSAGES.startAPost }));
    await userEvent.type(getByRole(container, 'textbox', { name: 'What’s happening?' }), 'Hi');
    rerender(<CreatePostCard {...props} error="" />);
    expect((getByRole(container, 'textbox') as HTMLTextAreaElement).value).to.equal('Hi');
    rerender(<CreatePostCard {...props} sentCount={1} />);
    expect(queryByRole(container, 'form')).to.be.null;
  });
});

describe('CreatePostCard', () => {
  function card(props: Partial<Parameters<typeof CreatePostCard>[0]> = {}) {
    const calls = {
      onLinksFound: fn<[string[]]>(),
      onRemoveLink: fn<[string]>(),
      onSubmit: fn<[NewPost]>(),
      onLogIn: fn(),
    };
    return {
      ...render(
        <CreatePostCard
          author={{ name: 'Sam', avatarUrl: null }}
          linkPreviews={[]}
          {...calls}
          {...props}
        />,
      ),
      ...calls,
    };
  }

  it('starts a post, finds its links after typing stops, and sends it', async () => {
    const { container, onLinksFound, onSubmit } = card();
    await userEvent.click(getByRole(container, 'button', { name: MESSAGES.startAPost }));
    await userEvent.type(
      getByRole(container, 'textbox', { name: 'What’s happening?' }),
      'Recap: https://www.mcps.org/recap',
    );
    await waitFor(
      () => expect(onLinksFound.calls.at(-1)).to.deep.equal([['https://www.mcps.org/recap']]),
      { timeout: 1500 },
    );
    await userEvent.click(getByRole(container, 'button', { name: 'Post' }));
    expect(onSubmit.calls[0]![0]).to.deep.include({
      kind: 'post',
      text: 'Recap: https://www.mcps.org/recap',
      title: null,
    });
  });

  it('takes only YouTube or Vimeo links as highlights', async () => {
    const { container, onSubmit } = card();
    await userEvent.click(getByRole(container, 'button', { name: 'Highlights' }));
    await userEvent.type(
      getByRole(container, 'textbox', { name: 'What’s happening?' }),
      'Pick six!',
    );
    const link = getByRole(container, 'textbox', { name: 'Video link (YouTube or Vimeo)' });
    await userEvent.type(link, 'https://free-streams.example/x');
    await userEvent.click(getByRole(container, 'button', { name: 'Post' }));
    expect(getByText(container, VALIDATION.videoLink)).to.exist;
    await userEvent.clear(link);
    await userEvent.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(getByRole(container, 'button', { name: 'Post' }));
    expect(onSubmit.calls[0]![0].videoUrl).to.equal('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('keeps images only, at most ten', async () => {
    const { container } = card();
    await userEvent.click(getByRole(container, 'button', { name: 'Media' }));
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const image = (i: number) => new File(['x'], `photo-${i}.jpg`, { type: 'image/jpeg' });
    await userEvent.upload(
      input,
      [
        ...Array.from({ length: 11 }, (_, i) => image(i)),
        new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      ],
      {
        applyAccept: false,
      },
    );
    expect(getAllByRole(container, 'button', { name: /^Remove photo-/ })).to.have.length(10);
    expect(getByText(container, VALIDATION.maxImages)).to.exist;
  });

  it('asks a guest to log in, and says when the card could not load', async () => {
    const guest = card({ author: null });
    await userEvent.click(getByRole(guest.container, 'button', { name: 'Blog' }));
    expect(guest.onLogIn.calls).to.have.length(1);
    expect(queryByRole(guest.container, 'form')).to.be.null;
    expect(getByText(card({ failed: true }).container, MESSAGES.createPostFailed)).to.exist;
  });
});

describe('NotificationsList, SpiritPointsCard and PointsByMonthChart', () => {
  it("lists notifications under 'My Notifications' with 'See more activity' past ten", () => {
    const few = render(
      <NotificationsList
        notifications={notifications}
        hasMore={false}
        loading={false}
        error={null}
        onLoadMore={() => {}}
      />,
    );
    expect(getByRole(few.container, 'heading', { name: 'My Notifications' })).to.exist;
    expect(
      getByRole(few.container, 'link', { name: 'Pat Parent liked “Whitman clinches the 4A West”' }),
    ).to.exist;
    // A followed team's game moved: core's words, and a link to the game.
    expect(
      getByRole(few.container, 'link', {
        name: 'B-CC @ Whitman (Football) was moved from Fri, Nov 27, 7:00 PM EST to Sat, Nov 28, 1:00 PM EST.',
      }).getAttribute('href'),
    ).to.equal('/scores/view/4103');
    expect(queryByRole(few.container, 'link', { name: 'See more activity' })).to.be.null;
    const many = Array.from({ length: 11 }, (_, i) => ({ ...notifications[0]!, id: 50 + i }));
    const lots = render(
      <NotificationsList
        notifications={many}
        hasMore
        loading={false}
        error={null}
        onLoadMore={() => {}}
      />,
    );
    expect(
      getByRole(lots.container, 'link', { name: 'See more activity' }).getAttribute('href'),
    ).to.equal('/my-account/activity');
    expect(getByRole(lots.container, 'button', { name: 'Load More' })).to.exist;
    expect(
      getByText(
        render(
          <NotificationsList
            notifications={[]}
            hasMore={false}
            loading={false}
            error={null}
            onLoadMore={() => {}}
          />,
        ).container,
        MESSAGES.noNotifications,
        STATUS_TEXT,
      ),
    ).to.exist;
  });

  it('invites a guest to earn points and shows a member theirs', async () => {
    const onLogIn = fn();
    const guest = render(<SpiritPointsCard viewer="guest" onLogIn={onLogIn} />);
    await userEvent.click(
      getByRole(guest.container, 'button', { name: MESSAGES.spiritPointsGuest }),
    );
    expect(onLogIn.calls).to.have.length(1);
    const member = render(<SpiritPointsCard viewer="member" stats={spiritStats} failed={false} />);
    const link = getByRole(member.container, 'link');
    expect(link.getAttribute('href')).to.equal('/my-account/activity');
    expect(link.textContent).to.contain('1,480 points');
    expect(
      getByText(
        render(<SpiritPointsCard viewer="member" stats={null} failed />).container,
        "Can't load data",
      ),
    ).to.exist;
  });

  it('draws a bar a month, tallest for the best month, with the figures in a table', () => {
    const { container } = render(
      <PointsByMonthChart months={pointsByMonth} loading={false} failed={false} />,
    );
    const bars = [...container.querySelectorAll('.csz-chart__bar')].map((b) =>
      Number(b.getAttribute('height')),
    );
    expect(bars).to.have.length(12);
    expect(bars.indexOf(Math.max(...bars))).to.equal(10);
    expect(getByRole(container, 'img', { name: 'Points Earned by Month' })).to.exist;
    expect(getByRole(container, 'table', { name: 'Points Earned by Month' })).to.exist;
    expect(
      getByText(
        render(<PointsByMonthChart months={[]} loading={false} failed={false} />).container,
        'No data available',
      ),
    ).to.exist;
  });
});

describe('Feed', () => {
  const items: FeedItem[] = Array.from({ length: 9 }, (_, i) =>
    i % 3 === 2
      ? { type: 'game', data: { ...finalGame, id: 9000 + i } }
      : { type: 'post', data: { ...shortPost, id: 9000 + i } },
  );
  const base = {
    loading: false,
    error: null,
    hasMore: true,
    onLoadMore: () => {},
    onRetry: () => {},
    viewer: viewers.member,
  };

  it('puts an ad after every N items and leaves hidden posts out', () => {
    const withHidden: FeedItem[] = [
      ...items,
      { type: 'post', data: { ...shortPost, id: 9999, isDeleted: true } },
    ];
    const { container } = render(
      <Feed
        {...base}
        items={withHidden}
        kind="updates"
        adEvery={4}
        renderAd={(i) => <p>ad {i}</p>}
      />,
    );
    const entries = [...container.querySelectorAll('.csz-feed__list > li')].map((li) =>
      li.classList.contains('csz-feed__ad')
        ? li.textContent
        : li.querySelector('article')
          ? 'item'
          : '?',
    );
    expect(entries).to.deep.equal([
      'item',
      'item',
      'item',
      'item',
      'ad 0',
      'item',
      'item',
      'item',
      'item',
      'ad 1',
      'item',
    ]);
  });

  it("has 'Load More', 'Retry' and each feed's empty text", async () => {
    const onRetry = fn();
    expect(
      getByRole(render(<Feed {...base} items={items} kind="zone" />).container, 'button', {
        name: 'Load More',
      }),
    ).to.exist;
    const failed = render(<Feed {...base} items={items} kind="zone" error="x" onRetry={onRetry} />);
    await userEvent.click(getByRole(failed.container, 'button', { name: 'Retry' }));
    expect(onRetry.calls).to.have.length(1);
    expect(
      getByText(
        render(<Feed {...base} items={[]} kind="updates" />).container,
        'No updates yet',
        STATUS_TEXT,
      ),
    ).to.exist;
    expect(
      getByText(
        render(<Feed {...base} items={[]} kind="zone" />).container,
        "It's quiet here... start a post!",
        STATUS_TEXT,
      ),
    ).to.exist;
    // The search page has no post box to start one in.
    const search = render(<Feed {...base} items={[]} kind="search" />).container;
    expect(getByText(search, 'No posts match your search.', STATUS_TEXT)).to.exist;
    expect(search.textContent).not.to.contain('start a post');
    const onAddRoles = fn();
    const member = render(<Feed {...base} items={[]} kind="member" onAddRoles={onAddRoles} />);
    expect(getByText(member.container, MESSAGES.noAffiliations, STATUS_TEXT)).to.exist;
    await userEvent.click(getByRole(member.container, 'button', { name: 'Add More Roles' }));
    expect(onAddRoles.calls).to.have.length(1);
  });
});

describe('PointsByMonthChart figures', () => {
  it('prints each month’s points above its bar', () => {
    const { container } = render(
      <PointsByMonthChart months={pointsByMonth} loading={false} failed={false} />,
    );
    const values = [...container.querySelectorAll('.csz-chart__value')].map((t) => t.textContent);
    expect(values).to.include('310');
    expect(values).to.have.length(pointsByMonth.filter((m) => m.spiritPointsSum > 0).length);
  });
});
