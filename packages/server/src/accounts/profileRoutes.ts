import { randomBytes } from 'node:crypto';
import { can, idPathSchema, profileFormSchema, profileSchema, type Profile } from '@csz/core';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { setActive } from '../auth/accounts';
import {
  authenticate,
  denied,
  noStore,
  signedIn,
  type AuthEnv,
  type Member,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { pointsSum } from '../points/queries';
import { readUpload } from '../http/multipart';
import { describeJson } from '../http/openapi';
import { badRequest, readJson } from '../http/validation';

/** The largest avatar upload. */
const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Formats taken, read from the file's content, never from its name. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Avatars are stored as 256 x 256 WebP. */
const AVATAR_SIZE = 256;

/** A member's profile as the API shows it (spec §3 "Profile"). */
export async function profileOf(db: Database, member: Member): Promise<Profile> {
  const points = await pointsSum(db, member.id);
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    displayName: member.displayName,
    email: member.email,
    birthday: member.birthday,
    cellPhone: member.cellPhone,
    zipCode: member.zipCode,
    avatarUrl: member.avatarUrl,
    statTrue: member.statTrue,
    statFalse: member.statFalse,
    spiritPoints: { sum: points },
  };
}

/** The member's profile and avatar (spec §7 "Profile"), and leaving the site. */
export function profileRoutes(deps: AppDeps): Hono<AuthEnv> {
  const { db } = deps.handle;
  const app = new Hono<AuthEnv>();
  // Per route, not use('*'): a sub-app's '*' would cover every route mounted beside it.
  const auth = [authenticate(db, deps.tokens), noStore] as const;

  app.get(
    '/memberProfile',
    describeJson('Profile', 'The profile of the member logged in', {
      response: profileSchema,
      session: true,
    }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      return c.json(await profileOf(db, caller.member));
    },
  );

  app.put(
    '/memberProfile',
    describeJson('Profile', 'Save the profile', {
      body: profileFormSchema('2026-01-01'),
      response: profileSchema,
      session: true,
    }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const input = await readJson(c, profileFormSchema(deps.clock.today()));
      if (!input.ok) return input.response;
      const { firstName, lastName, displayName, cellPhone, zipCode, birthday } = input.data;
      const [updated] = await db
        .update(members)
        .set({
          firstName,
          lastName,
          displayName: displayName ?? null,
          cellPhone: cellPhone || null,
          zipCode: zipCode || null,
          birthday: birthday ?? null,
          updatedAt: new Date(),
        })
        .where(eq(members.id, caller.member.id))
        .returning();
      return c.json(await profileOf(db, updated!));
    },
  );

  // Closes the member's own account; it can be restored through 'recovery'.
  app.delete(
    '/memberProfile',
    describeJson('Profile', 'Close the account (restore it with recovery)', { session: true }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      await setActive(db, caller.member.id, false);
      return c.body(null, 204);
    },
  );

  app.delete(
    '/memberProfile/avatar/:id',
    describeJson('Profile', "Remove a member's picture (own, or any for staff)", { session: true }),
    ...auth,
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const id = idPathSchema.safeParse({ id: c.req.param('id') });
      if (!id.success) return badRequest(c, 'param', id.error.issues);
      if (!can(caller.actor, { action: 'removeAvatar', memberId: id.data.id }).allowed) {
        return c.json({ message: 'You can remove only your own picture' }, 403);
      }
      const [target] = await db.select().from(members).where(eq(members.id, id.data.id));
      if (target == null) return c.json({ message: `No member with id ${id.data.id}` }, 404);
      await removeAvatarFile(deps, target.avatarUrl);
      await db
        .update(members)
        .set({ avatarUrl: null, updatedAt: new Date() })
        .where(eq(members.id, target.id));
      return c.body(null, 204);
    },
  );

  return app;
}

async function removeAvatarFile(deps: AppDeps, url: string | null): Promise<void> {
  const key = url == null ? null : deps.storage.keyOf(url);
  if (key != null) await deps.storage.delete(key);
}

/**
 * POST {admin}/api/upload/images/avatar (spec §7): an image (checked by its content), at most
 * 5 MB, cropped to a square, resized and stored; answers its URL.
 */
export function avatarUploadRoutes(deps: AppDeps): Hono<AuthEnv> {
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
    async (c) => {
      const caller = signedIn(c);
      if (caller instanceof Response) return caller;
      const refused = denied(c, { action: 'uploadAvatar' });
      if (refused) return refused;
      const { file } = await readUpload(c, {
        what: 'picture',
        maxBytes: MAX_AVATAR_BYTES,
        maxLabel: '5 MB',
      });
      const bytes = new Uint8Array(await file.arrayBuffer());
      let format: string | undefined;
      try {
        // limitInputPixels stops decompression bombs: a small file that expands to a huge image.
        format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
      } catch {
        format = undefined;
      }
      if (format == null || !IMAGE_FORMATS.has(format)) {
        return c.json(
          { message: 'Images only: this file is not a JPEG, PNG, WebP, GIF, AVIF or HEIF picture' },
          400,
        );
      }
      const avatar = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      const url = await deps.storage.put(
        `avatars/${caller.member.id}-${randomBytes(8).toString('hex')}.webp`,
        avatar,
        'image/webp',
      );
      await removeAvatarFile(deps, caller.member.avatarUrl);
      await db
        .update(members)
        .set({ avatarUrl: url, updatedAt: new Date() })
        .where(eq(members.id, caller.member.id));
      return c.json({ url });
    },
  );
}

/** Uploaded files, /uploads/<key>: names are random, so they are cached for good. */
export function uploadRoutes(deps: AppDeps): Hono {
  return new Hono().get('/*', async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, '');
    let file: Awaited<ReturnType<typeof deps.storage.get>>;
    try {
      file = await deps.storage.get(key);
    } catch {
      file = null;
    }
    if (file == null) return c.json({ message: 'Not Found' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
}
