import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  LENGTHS,
  MESSAGES,
  commentSchema,
  formErrors,
  formatShortDate,
  type Actor,
  type Post,
} from '@csz/core';
import { ConfirmDialog } from '../internal/ConfirmDialog';
import { SafeHtml } from '../internal/SafeHtml';
import { ListStatus } from '../internal/ListStatus';
import { TeamLogo } from '../internal/TeamLogo';

/** Props of {@link CommentList}. */
export interface CommentListProps {
  /** The comments loaded so far, oldest first. */
  comments: readonly Post[];
  /** How many comments the post has now; the page lowers it when one is deleted (spec §4). */
  total: number;
  /** Whether comments are loading. */
  loading: boolean;
  /** The load's error, or null; the page retries every 2 s (spec §4). */
  error: string | null;
  /** Who is reading; guests cannot comment (spec §5). */
  viewer: Actor;
  /** Loads the next 10 comments. */
  onLoadMore: () => void;
  /** Sends a new comment; the page adds it and counts it. */
  onComment?: ((text: string) => void) | undefined;
  /** Deletes one of the reader's own comments. */
  onDelete?: ((comment: Post) => void) | undefined;
  /** A guest asked to comment. */
  onLogIn?: (() => void) | undefined;
  /** Whether a comment is being sent. @default false */
  sending?: boolean;
  /** Why the last comment could not be sent ('' without a message); the text stays to send again. */
  sendError?: string | null | undefined;
  /** Changes once a comment was taken, which empties the box (the text stays until then). */
  sentCount?: number;
}

/**
 * A post's comments (spec §4 "Comments"): the first page, 'Load More' for the rest, deleting one's
 * own once confirmed in the 'warning!' dialog (as a post's delete is), and the comment box
 * (required, at most 12,000 characters), disabled for guests.
 */
export function CommentList({
  comments,
  total,
  loading,
  error,
  viewer,
  onLoadMore,
  onComment,
  onDelete,
  onLogIn,
  sending = false,
  sendError = null,
  sentCount = 0,
}: CommentListProps) {
  const shown = comments.filter((c) => !c.isDeleted);
  const [confirming, setConfirming] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The Delete button that had focus goes with its comment: focus moves to the list's heading, so a
  // keyboard or screen reader user is not left at the top of the page.
  const deletedGone = deleting != null && !shown.some((c) => c.id === deleting);
  useEffect(() => {
    if (deletedGone) titleRef.current?.focus();
  }, [deletedGone]);

  return (
    <section className="csz-comments" aria-label="Comments">
      <h3 ref={titleRef} className="csz-comments__title" tabIndex={-1}>
        {total} {total === 1 ? 'Comment' : 'Comments'}
      </h3>
      {shown.length > 0 ? (
        <ul className="csz-comments__list">
          {shown.map((comment) => (
            <li key={comment.id} className="csz-comment">
              <TeamLogo name={comment.authorName} src={comment.avatarUrl} size={32} />
              <div className="csz-comment__body">
                <p className="csz-comment__byline">
                  <span className="csz-comment__author">{comment.authorName}</span>{' '}
                  <time dateTime={comment.date}>{formatShortDate(comment.date.slice(0, 10))}</time>
                </p>
                <SafeHtml html={comment.content} className="csz-comment__text" />
                {viewer != null && viewer.memberId === comment.memberId && onDelete ? (
                  <button
                    type="button"
                    className="csz-button csz-button--quiet csz-comment__delete"
                    onClick={() => setConfirming(comment)}
                  >
                    Delete<span className="csz-visually-hidden"> your comment</span>
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ListStatus
        phase={error != null ? 'error' : loading ? 'loading' : 'ready'}
        texts={{ loading: MESSAGES.loading, empty: '', error: error || MESSAGES.loadingError }}
      />
      {error == null && !loading && shown.length < total ? (
        <button
          type="button"
          className="csz-button csz-button--secondary csz-comments__more"
          onClick={onLoadMore}
        >
          {MESSAGES.loadMore}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming != null}
        title={MESSAGES.warningTitle}
        message={MESSAGES.confirmDeleteComment}
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) {
            setDeleting(confirming.id);
            onDelete?.(confirming);
          }
          setConfirming(null);
        }}
      />
      {/* A new key once a comment was taken empties the box; a failed send keeps the text. */}
      <CommentForm
        key={sentCount}
        disabled={viewer == null}
        sending={sending}
        sendError={sendError}
        onComment={onComment}
        onLogIn={onLogIn}
      />
    </section>
  );
}

/** The comment box: required, at most 12,000 characters (spec §5), disabled for guests. */
function CommentForm({
  disabled,
  sending,
  sendError,
  onComment,
  onLogIn,
}: {
  disabled: boolean;
  sending: boolean;
  sendError: string | null;
  onComment: ((text: string) => void) | undefined;
  onLogIn: (() => void) | undefined;
}) {
  const boxId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = formErrors(commentSchema.pick({ message: true }), { message: text });
    if (!result.ok) {
      setProblem(result.errors.message ?? MESSAGES.unknownError);
      document.getElementById(boxId)?.focus();
      return;
    }
    setProblem(null);
    onComment?.(result.data.message);
  };

  return (
    <form className="csz-comments__form" onSubmit={submit} noValidate>
      <label htmlFor={boxId} className="csz-comments__label">
        Add a comment
      </label>
      <textarea
        id={boxId}
        className="csz-input csz-comments__box"
        rows={3}
        maxLength={LENGTHS.commentMax}
        value={text}
        required
        disabled={disabled || sending}
        aria-invalid={problem != null}
        aria-describedby={problem ? `${boxId}-problem` : undefined}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {problem ? (
        <span id={`${boxId}-problem`} className="csz-score-form__error">
          {problem}
        </span>
      ) : null}
      {sendError != null ? (
        <p role="alert" className="csz-score-form__failure">
          {sendError || MESSAGES.unknownError}
        </p>
      ) : null}
      {disabled ? (
        <button type="button" className="csz-button" onClick={() => onLogIn?.()}>
          {MESSAGES.logInToComment}
        </button>
      ) : (
        <button type="submit" className="csz-button" disabled={sending}>
          {sending ? 'Posting...' : 'Comment'}
        </button>
      )}
    </form>
  );
}
