import { can, idPathSchema, profileFormSchema, profileSchema } from '@csz/core';
import { Hono } from 'hono';
import { combineRanges, parse as parseRange } from 'range-parser';
import { setActive } from '../auth/accounts';
import {
  authenticate,
  caller,
  noStore,
  requireMember,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { notFound, RequestError } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid, validNow } from '../http/validation';
import { readUploadedImage, storedImageKey } from '../storage/images';
import { profileOf } from './profileQueries';
import { removeAvatar, setAvatar, updateProfile } from './profileWrites';

/** Avatars are stored as 256 x 256 WebP. */
const AVATAR_SIZE = 256;

/** The member's profile and avatar (spec §7 "Profile"), and leaving the site. */
export function profileRoutes(deps: AppDeps) {
  const { clock } = deps;
  const { db } = deps.handle;
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore, requireMember] as const;

  return (
    new Hono<AuthEnv>()
      .get(
        '/memberProfile',
        describeJson('Profile', 'The profile of the member logged in', {
          response: profileSchema,
          session: true,
        }),
        ...auth,
        async (c) => c.json(await profileOf(db, caller(c).member)),
      )
      .put(
        '/memberProfile',
        describeJson('Profile', 'Save the profile', {
          body: profileFormSchema('2026-01-01'),
          response: profileSchema,
          session: true,
        }),
        ...auth,
        validNow('json', () => profileFormSchema(clock.today())),
        async (c) => {
          const member = caller(c).member;
          const updated = await updateProfile(db, member.id, c.req.valid('json'), clock.now());
          return c.json(await profileOf(db, updated));
        },
      )
      // Closes the member's own account; it can be restored through 'recovery'.
      .delete(
        '/memberProfile',
        describeJson('Profile', 'Close the account (restore it with recovery)', { session: true }),
        ...auth,
        async (c) => {
          await setActive(db, caller(c).member.id, false);
          return c.body(null, 204);
        },
      )
      .delete(
        '/memberProfile/avatar/:id',
        describeJson('Profile', "Remove a member's picture (own, or any for staff)", {
          session: true,
        }),
        ...auth,
        valid('param', idPathSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          if (!can(caller(c).actor, { action: 'removeAvatar', memberId: id }).allowed) {
            throw new RequestError(403, 'You can remove only your own picture');
          }
          await removeAvatarFile(deps, await removeAvatar(db, id));
          return c.body(null, 204);
        },
      )
  );
}

async function removeAvatarFile(deps: AppDeps, url: string | null): Promise<void> {
  const key = url == null ? null : deps.storage.keyOf(url);
  if (key != null) await deps.storage.delete(key);
}

/**
 * POST {admin}/api/upload/images/avatar (spec §7): an image (checked and re-encoded by
 * readUploadedImage), cropped to a square, resized and stored; answers its URL.
 */
export function avatarUploadRoutes(deps: AppDeps) {
  const { db } = deps.handle;
  return new Hono<AuthEnv>().post(
    '/upload/images/avatar',
    describeJson(
      'Profile',
      "Upload a profile picture (multipart field 'file'; images only, 5 MB)",
      {
        session: true,
      },
    ),
    authenticate(db, deps.tokens),
    requirePermission({ action: 'uploadAvatar' }),
    async (c) => {
      const { member } = caller(c);
      const avatar = await readUploadedImage(c, 'picture', {
        resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' },
        quality: 80,
      });
      const url = await deps.storage.put(
        storedImageKey('avatars', `${member.id}-`),
        avatar.bytes,
        'image/webp',
      );
      // The picture it replaces is deleted once the new one is stored and committed.
      await removeAvatarFile(deps, await setAvatar(db, member.id, url, deps.clock.now()));
      return c.json({ url });
    },
  );
}

/**
 * Uploaded files, /uploads/<key>: names are random, so they are cached for good. A byte range is
 * answered with that part alone (206): Safari plays audio only from a server that does, and a
 * listener skipping through an episode fetches only what they hear. A range past the end is 416;
 * a malformed or multi-part Range header is ignored and the whole file sent, as HTTP allows.
 */
export function uploadRoutes(deps: AppDeps) {
  return new Hono().get('/*', async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, '');
    let file: Awaited<ReturnType<typeof deps.storage.get>>;
    try {
      file = await deps.storage.get(key);
    } catch {
      file = null;
    }
    if (file == null) throw notFound('Not Found');
    const headers = {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'Accept-Ranges': 'bytes',
    };
    const bytes = new Uint8Array(file.bytes);
    const header = c.req.header('Range');
    // RFC 9110 §14.2: a Range that is not well formed, or of another unit, is ignored (the whole
    // file); one that asks only for bytes past the end gets 416; of a well formed one, the parts
    // that fall within the file are served when they make one range (several would need a
    // multipart answer, which nothing that shows a picture asks for: they get the whole file).
    const asked = header == null ? null : parseRange(bytes.length, header);
    if (asked == null || asked.type !== 'bytes' || (asked.code & 1) !== 0) {
      return c.body(bytes, 200, headers);
    }
    if (asked.ranges.length === 0) {
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${bytes.length}` });
    }
    const ranges = combineRanges(asked.ranges);
    if (ranges.length !== 1) return c.body(bytes, 200, headers);
    const { start, end } = ranges[0]!;
    return c.body(bytes.subarray(start, end + 1), 206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
    });
  });
}
