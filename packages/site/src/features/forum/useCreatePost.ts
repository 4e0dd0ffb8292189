import { useCallback, useRef, useState } from 'react';
import type { NewPostBody, NewPostTag, Post } from '@csz/core';
import type { CreatePostCardProps, LinkPreviewState, NewPost } from '@csz/widgets';
import { profileQuery } from '../../api/accounts';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useSession } from '../../state/session';
import { useOpenSignIn } from '../../state/useRequireLogin';
import { createPost, getLinkPreview, uploadPostImage } from './api/forum';
import { linksToSend } from './posts';
import { MEMBER_FEED_KEY } from './usePostActions';

const KINDS: Readonly<Record<NewPost['kind'], NewPostBody['kind']>> = {
  post: 'Post',
  media: 'Media',
  highlight: 'Highlights',
  blog: 'Blog',
};

/** A link's preview as the draft keeps it; a removed one stays removed (spec §3 "Post draft"). */
interface DraftLink extends LinkPreviewState {
  isDeleted: boolean;
}

/**
 * The create-post card's behaviour (spec §2, §7): previews of the links in the text, fetched once
 * each (GET metadata); on Post, the pictures are uploaded first (POST images), then the post is sent
 * with their addresses and the page's tags (POST posts); once taken, the card empties and
 * `onCreated` puts the post at the top of the page's list. Guests are asked to log in.
 */
export function useCreatePost(
  tags: readonly NewPostTag[],
  onCreated: (post: Post) => void,
): CreatePostCardProps {
  const api = useApi();
  const cache = useQueryCache();
  const session = useSession();
  const onLogIn = useOpenSignIn();
  const profile = useQuery(session ? profileQuery(api, session.email) : null);
  const [links, setLinks] = useState<DraftLink[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentCount, setSentCount] = useState(0);
  // The latest draft, for previews that arrive after the text changed.
  const latest = useRef(links);
  latest.current = links;

  const onLinksFound = useCallback(
    (urls: string[]) => {
      const known = new Set(latest.current.map((link) => link.url));
      const fresh = [...new Set(urls)].filter((url) => !known.has(url));
      // Links no longer in the text go, unless the writer removed them (they stay removed).
      setLinks((draft) => [
        ...draft.filter((link) => link.isDeleted || urls.includes(link.url)),
        ...fresh.map((url) => ({ url, isLoading: true, isDeleted: false, parseResult: null })),
      ]);
      for (const url of fresh) {
        void getLinkPreview(api, url).then((answer) =>
          setLinks((draft) =>
            draft.map((link) =>
              link.url === url
                ? { ...link, isLoading: false, parseResult: answer.ok ? answer.data : null }
                : link,
            ),
          ),
        );
      }
    },
    [api],
  );

  const onRemoveLink = useCallback((url: string) => {
    setLinks((draft) =>
      draft.map((link) => (link.url === url ? { ...link, isDeleted: true } : link)),
    );
  }, []);

  const onSubmit = useCallback(
    (post: NewPost) => {
      setSubmitting(true);
      setError(null);
      void (async () => {
        const sources: NewPostBody['sources'] = [];
        for (const image of post.images) {
          const uploaded = await uploadPostImage(api, image);
          if (!uploaded.ok) {
            setSubmitting(false);
            setError(uploaded.failure.message);
            return;
          }
          sources.push({ url: uploaded.data.url, name: image.name });
        }
        const answer = await createPost(api, {
          kind: KINDS[post.kind],
          title: post.title,
          message: post.text,
          tags: [...tags],
          sources,
          videoUrl: post.videoUrl,
          links: linksToSend(latest.current, post.links),
          gameId: null,
        });
        setSubmitting(false);
        if (!answer.ok) {
          setError(answer.failure.message);
          return;
        }
        setLinks([]);
        setSentCount((count) => count + 1);
        // The member feed starts again with the new post (spec §4 "Member feed").
        cache.reset(MEMBER_FEED_KEY);
        onCreated(answer.data);
      })();
    },
    [api, cache, onCreated, tags],
  );

  const author =
    session == null
      ? null
      : {
          name:
            profile.status === 'loaded'
              ? profile.data.displayName ||
                `${profile.data.firstName ?? ''} ${profile.data.lastName ?? ''}`.trim() ||
                session.email
              : session.email,
          avatarUrl: profile.status === 'loaded' ? (profile.data.avatarUrl ?? null) : null,
        };

  return {
    author,
    linkPreviews: links.filter((link) => !link.isDeleted),
    onLinksFound,
    onRemoveLink,
    onSubmit,
    onLogIn,
    submitting,
    error,
    sentCount,
  };
}
