import { useState } from 'react';
import {
  HIDDEN_BY_STAFF_LISTED,
  NO_ANSWER_FAILURE,
  formatNumber,
  formatShortDate,
  safeWebLink,
  type ModerationDecision,
  type ModerationQueue,
  type Post,
} from '@csz/core';
import { ExternalLink, SafeHtml } from '@csz/widgets';
import { useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { StaffQueuePage, useFocusAfterDecision } from '../../shared/StaffQueue';
import { FORUM_REVIEW_KEY, decideQueuedPost, forumReviewQuery } from './api';
import './forumReview.css';

const TITLE = 'Forum review';
const EMPTY_ID = 'forum-review-empty';
const HIDDEN_ID = 'forum-review-hidden';

type QueueItem = ModerationQueue['items'][number];
type Reason = QueueItem['reason'];

/**
 * Why a post is waiting, and the two decisions it offers: the first shows it (closing its
 * reports), the second hides it. Words fit each case: a post still shown is kept, a post hidden by
 * three reports is restored, a post sent without an account is released.
 */
const REASONS: Readonly<
  Record<
    Reason,
    {
      says: string;
      show: { label: string; decision: ModerationDecision['decision'] };
      hide: string;
    }
  >
> = {
  reported: {
    says: 'Reported, still shown',
    show: { label: 'Keep', decision: 'restore' },
    hide: 'Hide',
  },
  hiddenByReports: {
    says: 'Hidden by members’ reports until staff decide',
    show: { label: 'Restore', decision: 'restore' },
    hide: 'Keep hidden',
  },
  held: {
    says: 'Sent without an account, held until staff decide',
    show: { label: 'Release', decision: 'release' },
    hide: 'Hide',
  },
};

const headingId = (postId: number) => `forum-review-post-${postId}`;
const postIdOf = (item: QueueItem) => item.post.id;

/**
 * /forum-review: the staff queue of The Zone (issue 17 "Moderation"): posts members reported,
 * posts three members' reports hid, and posts sent without an account, each with its reports, to
 * show again or hide; below it, the posts staff hid, to find one again. For SiteAdmins only:
 * anyone else goes to the home page. The server decides who is one; the page only hides.
 */
export function ForumReviewPage() {
  return (
    <StaffQueuePage
      title={TITLE}
      about="Posts of The Zone waiting for staff, oldest first. Showing a post closes its reports; hiding it takes back the Spirit Points it earned. Below them, the posts staff hid."
      permission={{ action: 'hidePost', post: { memberId: null, isPinned: false } }}
      query={forumReviewQuery}
    >
      {(queue) => (
        <>
          <ReviewQueue items={queue.items} />
          <HiddenByStaff hidden={queue.hiddenByStaff} />
        </>
      )}
    </StaffQueuePage>
  );
}

/**
 * The posts staff hid, the most recently hidden first: a SiteAdmin's hide takes a post out of
 * every list and out of the queue, and this is where it can be found again.
 */
function HiddenByStaff({ hidden }: { hidden: ModerationQueue['hiddenByStaff'] }) {
  return (
    <section className="forum-review__hidden" aria-labelledby={HIDDEN_ID}>
      <h2 id={HIDDEN_ID} className="site-card__title">
        Hidden by staff
      </h2>
      {hidden.length === 0 ? (
        <p className="site-page__hint">No post is hidden by staff.</p>
      ) : (
        <>
          <p className="site-page__hint">
            The posts staff hid most recently (up to {formatNumber(HIDDEN_BY_STAFF_LISTED)}), newest
            first.
          </p>
          <ol className="forum-review__items">
            {hidden.map(({ post, hiddenAt }) => (
              <li key={post.id} className="csz-card site-card forum-review__item">
                <p className="forum-review__meta">
                  Hidden <time dateTime={hiddenAt}>{formatShortDate(hiddenAt.slice(0, 10))}</time>
                </p>
                <QueuedPost post={post} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * The queued posts, a status line that says what each decision did, and focus on the next post once
 * the queue has loaded again after a decision.
 */
function ReviewQueue({ items }: { items: readonly QueueItem[] }) {
  const api = useApi();
  const cache = useQueryCache();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const decided = useFocusAfterDecision(items, postIdOf, headingId, EMPTY_ID);

  const decide = (item: QueueItem, decision: ModerationDecision['decision']) => {
    if (busy) return;
    setBusy(true);
    setStatus('Saving…');
    const name = item.post.title ?? `the post by ${item.post.authorName}`;
    void decideQueuedPost(api, item.post.id, { decision })
      .catch(() => ({ ok: false as const, failure: NO_ANSWER_FAILURE }))
      .then((answer) => {
        setBusy(false);
        setStatus(answer.ok ? `${answer.data.message}: ${name}` : answer.failure.message);
        // A refusal ('not waiting for a decision') means the queue is out of date: it loads again,
        // and focus moves on as after a decision; after a failure to reach us, it stays.
        if (answer.ok || answer.failure.status === 409) decided(item.post.id);
        // The forum's own lists load again whenever a page of them opens (they are never fresh).
        cache.invalidate([FORUM_REVIEW_KEY]);
      });
  };

  return (
    <>
      <p className="forum-review__status" role="status" aria-live="polite">
        {status}
      </p>
      {items.length === 0 ? (
        <p id={EMPTY_ID} className="site-page__hint" tabIndex={-1}>
          No posts to review
        </p>
      ) : (
        <ol className="forum-review__items">
          {items.map((item) => {
            const reason = REASONS[item.reason];
            return (
              <li key={item.post.id}>
                <section
                  className="csz-card site-card forum-review__item"
                  aria-labelledby={headingId(item.post.id)}
                >
                  <h2 id={headingId(item.post.id)} className="site-card__title" tabIndex={-1}>
                    {reason.says}
                  </h2>
                  {item.claims.length > 0 ? (
                    <>
                      <h3 className="forum-review__subtitle">
                        {item.claims.length === 1 ? '1 report' : `${item.claims.length} reports`}
                      </h3>
                      <ul className="forum-review__reports">
                        {item.claims.map((claim, i) => (
                          <li key={i}>
                            <strong>{claim.authorName}</strong>,{' '}
                            <time dateTime={claim.created}>
                              {formatShortDate(claim.created.slice(0, 10))}
                            </time>
                            : {claim.claimType}
                            {claim.claimText === '' ? null : ` (${claim.claimText})`}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <QueuedPost post={item.post} />
                  <div className="forum-review__actions">
                    <button
                      type="button"
                      className="csz-button"
                      aria-disabled={busy}
                      onClick={() => decide(item, reason.show.decision)}
                    >
                      {reason.show.label}
                    </button>
                    <button
                      type="button"
                      className="csz-button csz-button--secondary"
                      aria-disabled={busy}
                      onClick={() => decide(item, 'hide')}
                    >
                      {reason.hide}
                    </button>
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

/**
 * A post as staff read it before deciding, or after hiding it: who wrote it and when, its title,
 * text, photos, videos and links, and its tags. Nothing here likes, reports or opens it: the post
 * may be hidden.
 */
function QueuedPost({ post }: { post: Post }) {
  const images = post.sources.filter((s) => s.type === 'Image');
  const links = [...post.sources.filter((s) => s.type !== 'Image'), ...post.metadata];
  return (
    <article className="forum-review__post">
      <p className="forum-review__meta">
        {post.authorName} ·{' '}
        <time dateTime={post.date}>{formatShortDate(post.date.slice(0, 10))}</time>
        {post.tags.length > 0 ? ` · ${post.tags.map((t) => t.tagString).join(', ')}` : null}
      </p>
      {post.title == null ? null : <h3 className="forum-review__subtitle">{post.title}</h3>}
      <SafeHtml html={post.content} />
      {images.length > 0 ? (
        <ul className="forum-review__photos">
          {images.map((image, i) => (
            <li key={image.url}>
              <img
                src={image.url}
                alt={image.description ?? image.name ?? `Photo ${i + 1}`}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {links.length > 0 ? (
        <ul className="forum-review__links">
          {links.map((link, i) => {
            const href = safeWebLink(link.url);
            const words = ('title' in link ? link.title : link.name) ?? link.url;
            // A stored address that is not a web link is shown, not linked.
            return (
              // A source and its preview may share an address.
              <li key={i}>
                {href == null ? words : <ExternalLink href={href}>{words}</ExternalLink>}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
