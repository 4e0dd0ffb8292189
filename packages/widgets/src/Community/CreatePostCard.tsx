import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import {
  MESSAGES,
  TIMERS_MS,
  VALIDATION,
  findLinks,
  embeddableVideoUrl,
  type LinkPreview,
} from '@csz/core';
import { TeamLogo } from '../internal/TeamLogo';
import { ImagePicker } from './ImagePicker';

/** The kinds of post the card starts (spec §2 "Create-post card"). */
export type PostKind = 'post' | 'media' | 'highlight' | 'blog';

/** A post as written, for the page to send. */
export interface NewPost {
  kind: PostKind;
  /** Blogs have a title. */
  title: string | null;
  text: string;
  /** Pictures to upload (media posts). */
  images: File[];
  /** The video's embeddable address (highlights). */
  videoUrl: string | null;
  /** Addresses in the text whose previews the reader kept. */
  links: string[];
}

/** A link found in the text, with its preview once the page has fetched it (spec §3 "Post draft"). */
export interface LinkPreviewState {
  url: string;
  isLoading: boolean;
  parseResult: LinkPreview | null;
}

/** Props of {@link CreatePostCard}. */
export interface CreatePostCardProps {
  /** The member writing, or null for a guest, who is asked to log in. */
  author: { name: string; avatarUrl: string | null } | null;
  /** Previews of the links found in the text. */
  linkPreviews: readonly LinkPreviewState[];
  /** Called 500 ms after typing stops with the links in the text, for the page to fetch previews. */
  onLinksFound: (urls: string[]) => void;
  /** The reader removed a link's preview. */
  onRemoveLink: (url: string) => void;
  /** Sends the post. */
  onSubmit: (post: NewPost) => void;
  /** A guest pressed something. */
  onLogIn: () => void;
  /** Whether the post is being sent. @default false */
  submitting?: boolean;
  /** The server's message when sending failed; '' for a failure without one. */
  error?: string | null;
  /** The card itself could not be loaded (spec §8 'Could not load create a post component'). */
  failed?: boolean;
  /** Changes once a post was taken, which empties and closes the card (it keeps the text until then). */
  sentCount?: number;
}

const KIND_LABELS: Readonly<Record<Exclude<PostKind, 'post'>, string>> = {
  media: 'Media',
  highlight: 'Highlights',
  blog: 'Blog',
};

/**
 * The create-post card (spec §2): 'Start a post' with Media, Highlights and Blog, link previews of
 * the addresses in the text, picture rules of spec §5 (images only, at most ten, short names), and
 * a video link that must be YouTube or Vimeo.
 */
export function CreatePostCard({ failed = false, sentCount = 0, ...props }: CreatePostCardProps) {
  if (failed) {
    return (
      <section className="csz-create csz-card">
        <p className="csz-status csz-status--error">{MESSAGES.createPostFailed}</p>
      </section>
    );
  }
  // A new key once a post was taken starts the card afresh; a failed send keeps what was written.
  return <Composer key={sentCount} {...props} />;
}

function Composer({
  author,
  linkPreviews,
  onLinksFound,
  onRemoveLink,
  onSubmit,
  onLogIn,
  submitting = false,
  error = null,
}: Omit<CreatePostCardProps, 'failed' | 'sentCount'>) {
  const id = useId();
  const [kind, setKind] = useState<PostKind | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [video, setVideo] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const linksFound = useEffectEvent((urls: string[]) => onLinksFound(urls));
  useEffect(() => {
    const timer = setTimeout(() => linksFound(findLinks(text)), TIMERS_MS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text]);

  const open = (next: PostKind) => {
    if (author == null) onLogIn();
    else setKind(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind == null) return;
    const found: Record<string, string> = {};
    if (text.trim() === '') found.text = VALIDATION.required;
    if (kind === 'blog' && title.trim() === '') found.title = VALIDATION.required;
    // The server's own rule: a link it would refuse is said here, before anything is sent.
    const embed = kind === 'highlight' ? embeddableVideoUrl(video) : null;
    if (kind === 'highlight' && embed == null) found.video = VALIDATION.videoLink;
    if (kind === 'media' && images.length === 0) found.images = VALIDATION.required;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      kind,
      title: kind === 'blog' ? title.trim() : null,
      text: text.trim(),
      images: kind === 'media' ? images : [],
      videoUrl: embed,
      links: linkPreviews.map((preview) => preview.url),
    });
  };

  const field = (name: string) =>
    problems[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-problem` }
      : { 'aria-invalid': false as const };
  const problem = (name: string) =>
    problems[name] ? (
      <span id={`${id}-${name}-problem`} className="csz-score-form__error">
        {problems[name]}
      </span>
    ) : null;

  return (
    <section className="csz-create csz-card" aria-label="Create a post">
      <div className="csz-create__start">
        <TeamLogo name={author?.name ?? 'Guest'} src={author?.avatarUrl ?? null} size={40} />
        <button type="button" className="csz-create__prompt" onClick={() => open('post')}>
          {MESSAGES.startAPost}
        </button>
      </div>
      <div className="csz-create__kinds">
        {(Object.keys(KIND_LABELS) as Exclude<PostKind, 'post'>[]).map((k) => (
          <button
            key={k}
            type="button"
            className="csz-button csz-button--quiet"
            aria-pressed={kind === k}
            onClick={() => open(k)}
          >
            {KIND_LABELS[k]}
          </button>
        ))}
      </div>
      {kind != null ? (
        <form className="csz-create__form" onSubmit={submit} noValidate>
          {kind === 'blog' ? (
            <div className="csz-create__field">
              <label htmlFor={`${id}-title`}>Title</label>
              <input
                id={`${id}-title`}
                className="csz-input"
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                {...field('title')}
              />
              {problem('title')}
            </div>
          ) : null}
          <div className="csz-create__field">
            <label htmlFor={`${id}-text`}>
              {kind === 'blog' ? 'Your story' : 'What’s happening?'}
            </label>
            <textarea
              id={`${id}-text`}
              className="csz-input"
              rows={kind === 'blog' ? 8 : 3}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              {...field('text')}
            />
            {problem('text')}
          </div>
          {kind === 'media' ? (
            <div className="csz-create__field">
              <ImagePicker
                label="Pictures"
                images={images}
                onChange={setImages}
                error={problems.images ?? null}
              />
            </div>
          ) : null}
          {kind === 'highlight' ? (
            <div className="csz-create__field">
              <label htmlFor={`${id}-video`}>Video link (YouTube or Vimeo)</label>
              <input
                id={`${id}-video`}
                className="csz-input"
                type="url"
                inputMode="url"
                value={video}
                onChange={(e) => setVideo(e.currentTarget.value)}
                {...field('video')}
              />
              {problem('video')}
            </div>
          ) : null}
          {linkPreviews.length > 0 ? (
            <ul className="csz-create__previews" aria-label="Link previews">
              {linkPreviews.map((preview) => (
                <li key={preview.url} className="csz-create__preview">
                  <span className="csz-create__preview-text">
                    {preview.isLoading
                      ? 'Loading preview...'
                      : (preview.parseResult?.title ?? preview.url)}
                  </span>
                  <button
                    type="button"
                    className="csz-button csz-button--quiet"
                    onClick={() => onRemoveLink(preview.url)}
                  >
                    Remove<span className="csz-visually-hidden"> preview of {preview.url}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {error != null ? (
            <p role="alert" className="csz-score-form__failure">
              {error || MESSAGES.unknownError}
            </p>
          ) : null}
          <div className="csz-create__actions">
            <button
              type="button"
              className="csz-button csz-button--secondary"
              onClick={() => setKind(null)}
            >
              Cancel
            </button>
            <button type="submit" className="csz-button" disabled={submitting}>
              {submitting ? 'Posting...' : 'Post'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
