import { Fragment, useId, useRef, useState } from 'react';
import {
  MESSAGES,
  confirmPostActionMessage,
  embeddableVideoUrl,
  formatNumber,
  formatShortDate,
  forumTagPath,
  gamePath,
  pinButtonState,
  postMenuActions,
  postPath,
  linkHost,
  safeWebLink,
  type Actor,
  type Post,
  type PostSource,
} from '@csz/core';
import { ConfirmDialog } from '../internal/ConfirmDialog';
import { cx } from '../internal/cx';
import { LikeButton } from '../internal/LikeButton';
import { ExternalLink, SiteLink } from '../internal/links';
import { Popover } from '../internal/Popover';
import { SafeHtml } from '../internal/SafeHtml';
import { TeamLogo } from '../internal/TeamLogo';
import { useOverflow } from './useOverflow';

/** What a confirmed menu choice does to a post. */
export type PostAction = 'report' | 'hide' | 'delete';

/** Props of {@link PostCard}. */
export interface PostCardProps {
  /** The post. */
  post: Post;
  /** Who is reading, for the menu (spec §6); null for a guest. */
  viewer: Actor;
  /** Whether another post is pinned already (only one may be). @default false */
  anotherPostPinned?: boolean;
  /** Whether a pin or unpin request for this post is running. @default false */
  pinPending?: boolean;
  /** A member liked or unliked the post; the page changes the count at once, then sends it. */
  onToggleLike?: ((post: Post) => void) | undefined;
  /** The reader confirmed reporting, hiding or deleting the post. */
  onAction?: ((action: PostAction, post: Post) => void) | undefined;
  /** A SiteAdmin pinned or unpinned the post. */
  onTogglePin?: ((post: Post) => void) | undefined;
  /** A guest tried something that needs an account. */
  onLogIn?: (() => void) | undefined;
  /** Tags shown before 'See More'. @default 3 */
  visibleTags?: number;
  /** The title's heading level: 2 in a page's list under its title, 1 alone on its page. @default 3 */
  headingLevel?: 1 | 2 | 3;
}

const ACTION_LABELS: Readonly<Record<PostAction, string>> = {
  report: 'Report',
  hide: 'Hide',
  delete: 'Delete',
};

/**
 * A Highlights video from YouTube or Vimeo, played here. The player's page is loaded only when the
 * reader presses play: a feed of highlights stays light on a phone, and the video site learns of a
 * reader only when they choose to watch.
 */
function VideoPlayer({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="csz-post__video">
      {playing ? (
        // The address is one video's, with no query (embeddableVideoUrl). Focus goes to the player
        // that replaced the button pressed.
        <iframe
          ref={(frame) => frame?.focus()}
          src={`${src}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)}>
          <span aria-hidden="true">▶</span> Play video
        </button>
      )}
    </div>
  );
}

function Media({ sources, title }: { sources: readonly PostSource[]; title: string }) {
  const images = sources.filter((s) => s.type === 'Image');
  const others = sources.filter((s) => s.type !== 'Image');
  return (
    <>
      {images.length > 0 ? (
        <ul className={cx('csz-post__images', images.length === 1 && 'csz-post__images--one')}>
          {images.map((image, i) => (
            <li key={image.url}>
              <img
                src={image.url}
                alt={image.description ?? image.name ?? `Photo ${i + 1}`}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {others.map((source) => {
        if (source.type === 'Audio') {
          return (
            <figure key={source.url} className="csz-post__audio">
              <figcaption>{source.name ?? 'Audio'}</figcaption>
              <audio controls preload="none" src={source.url} />
            </figure>
          );
        }
        const href = safeWebLink(source.url);
        // Only YouTube's and Vimeo's players are framed (the site's frame-src names them).
        const player = source.type === 'Video' && href ? embeddableVideoUrl(href) : null;
        const label = (
          <>
            <span aria-hidden="true">{source.type === 'Video' ? '▶' : '🔗'}</span>{' '}
            {source.name ?? source.url}
          </>
        );
        // A stored address that is not a web link is shown, not linked.
        return href ? (
          <Fragment key={source.url}>
            {player == null ? null : <VideoPlayer src={player} title={`Video: ${title}`} />}
            <ExternalLink href={href} className="csz-post__source">
              {label}
            </ExternalLink>
          </Fragment>
        ) : (
          <p key={source.url} className="csz-post__source">
            {label}
          </p>
        );
      })}
    </>
  );
}

/**
 * A forum post (spec §2, §4, §6, §8): its author, text clamped with 'See More', tags that collapse
 * with 'See More', media and link previews, likes, comments, and the menu whose entries depend on
 * who reads it (report, or hide for a SiteAdmin; delete for the author; pin for a SiteAdmin), each
 * confirmed in the 'warning!' dialog.
 */
export function PostCard({
  post,
  viewer,
  anotherPostPinned = false,
  pinPending = false,
  onToggleLike,
  onAction,
  onTogglePin,
  onLogIn,
  visibleTags = 3,
  headingLevel = 3,
}: PostCardProps) {
  const titleId = useId();
  const Title = `h${headingLevel}` as const;
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const [confirming, setConfirming] = useState<PostAction | null>(null);
  const clamped = useOverflow(textRef, !expanded);
  const actions = postMenuActions(viewer, post);
  const pin = pinButtonState({
    isPinned: post.isPinned,
    anotherPostPinned,
    requestRunning: pinPending,
  });
  const tags = allTags ? post.tags : post.tags.slice(0, visibleTags);
  const href = postPath(post.id, post.slug);
  return (
    <article
      className={cx('csz-post', 'csz-card', post.isPinned && 'csz-post--pinned')}
      aria-labelledby={titleId}
    >
      <header className="csz-post__head">
        <TeamLogo name={post.authorName} src={post.avatarUrl} size={40} />
        <div className="csz-post__byline">
          <span className="csz-post__author">{post.authorName}</span>
          <time className="csz-post__date" dateTime={post.date}>
            {formatShortDate(post.date.slice(0, 10))}
          </time>
        </div>
        {post.isPinned ? <span className="csz-post__pinned">Pinned</span> : null}
        {actions.includes('pin') ? (
          // Outside the menu, which closes as the request starts: 'Pinning...' while it runs.
          <span className="csz-post__pin-status" role="status">
            {pinPending ? pin.label : ''}
          </span>
        ) : null}
        {actions.length > 0 ? (
          <Popover
            label={<span aria-hidden="true">⋯</span>}
            buttonLabel="Post actions"
            buttonClassName="csz-button csz-button--quiet csz-post__menu-button"
            className="csz-post__menu"
          >
            {(close) => (
              <ul className="csz-post__menu-list">
                {actions.map((action) =>
                  action === 'pin' ? (
                    <li key="pin">
                      <button
                        type="button"
                        className="csz-post__menu-item"
                        disabled={pin.disabled}
                        onClick={() => {
                          close();
                          onTogglePin?.(post);
                        }}
                      >
                        {pin.label}
                      </button>
                    </li>
                  ) : (
                    <li key={action}>
                      <button
                        type="button"
                        className="csz-post__menu-item"
                        onClick={() => {
                          close();
                          if (viewer == null) onLogIn?.();
                          else setConfirming(action);
                        }}
                      >
                        {ACTION_LABELS[action]}
                      </button>
                    </li>
                  ),
                )}
              </ul>
            )}
          </Popover>
        ) : null}
      </header>
      <Title className="csz-post__title" id={titleId}>
        <SiteLink href={href}>{post.title ?? `Post by ${post.authorName}`}</SiteLink>
      </Title>
      <div ref={textRef} className={cx('csz-post__text', !expanded && 'csz-post__text--clamped')}>
        <SafeHtml html={post.content} />
      </div>
      {clamped || expanded ? (
        <button
          type="button"
          className="csz-button csz-button--quiet csz-post__more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      ) : null}
      <Media sources={post.sources} title={post.title ?? 'Highlights'} />
      {post.metadata.map((preview) => {
        const href = safeWebLink(preview.url);
        return href ? (
          <ExternalLink key={preview.url} href={href} className="csz-post__preview">
            <span className="csz-post__preview-title">{preview.title ?? preview.url}</span>
            <span className="csz-post__preview-host">{linkHost(href)}</span>
          </ExternalLink>
        ) : null;
      })}
      {post.tags.length > 0 ? (
        <ul className="csz-post__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={`${tag.tagType}-${tag.tagString}`}>
              <SiteLink href={forumTagPath(tag)} className="csz-post__tag">
                {tag.tagString}
              </SiteLink>
            </li>
          ))}
          {post.tags.length > visibleTags ? (
            <li>
              <button
                type="button"
                className="csz-button csz-button--quiet csz-post__tag-more"
                aria-expanded={allTags}
                onClick={() => setAllTags(!allTags)}
              >
                {allTags ? 'See Less' : 'See More'}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <footer className="csz-post__foot">
        <LikeButton
          count={post.upvotes}
          liked={post.youVoted}
          isLoggedIn={viewer != null}
          logInText={MESSAGES.logInToLikePost}
          onToggle={() => onToggleLike?.(post)}
          onLogIn={onLogIn}
        />
        <SiteLink href={href} className="csz-post__comments">
          {formatNumber(post.comments)} {post.comments === 1 ? 'Comment' : 'Comments'}
        </SiteLink>
        {post.gameId != null ? (
          <SiteLink href={gamePath(post.gameId)} className="csz-post__game">
            Game
          </SiteLink>
        ) : null}
      </footer>
      <ConfirmDialog
        open={confirming != null}
        title={MESSAGES.warningTitle}
        message={confirmPostActionMessage(confirming ?? 'report')}
        confirmLabel={confirming ? ACTION_LABELS[confirming] : 'Confirm'}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onAction?.(confirming, post);
          setConfirming(null);
        }}
      />
    </article>
  );
}
