import { SPIRIT_POINTS, type SpiritPointType } from '@csz/core';
import { eq } from 'drizzle-orm';
import type { Member } from '../auth/authenticate';
import type { Database } from '../db/client';
import { members } from './schema';
import { notFound } from '../http/errors';
import { awardPoints } from '../points/writes';

/** The profile form as the server stores it. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  displayName?: string | null | undefined;
  cellPhone?: string | null | undefined;
  zipCode?: string | null | undefined;
  birthday?: string | null | undefined;
}

/**
 * Saves a member's profile. A mobile number, a zip code or a birthday given for the first time
 * earns its Spirit Points (spec §4 types 2, 3, 4) in the same transaction; once per member.
 */
export async function updateProfile(
  db: Database,
  memberId: number,
  change: ProfileChange,
  now: Date,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(members)
      .set({
        firstName: change.firstName,
        lastName: change.lastName,
        displayName: change.displayName ?? null,
        cellPhone: change.cellPhone || null,
        zipCode: change.zipCode || null,
        birthday: change.birthday || null,
        updatedAt: new Date(),
      })
      .where(eq(members.id, memberId))
      .returning();
    const earned: [unknown, SpiritPointType][] = [
      [updated!.cellPhone, SPIRIT_POINTS.mobileNumber],
      [updated!.zipCode, SPIRIT_POINTS.zipCode],
      [updated!.birthday, SPIRIT_POINTS.birthday],
    ];
    for (const [value, type] of earned) {
      if (value != null && value !== '') await awardPoints(tx, memberId, type, 'profile', now);
    }
    return updated!;
  });
}

/** Sets a member's picture in a transaction; answers the one it replaced. */
async function replaceAvatarUrl(
  tx: Database,
  memberId: number,
  url: string | null,
): Promise<string | null> {
  const [before] = await tx
    .select({ avatarUrl: members.avatarUrl })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (before == null) throw notFound(`No member with id ${memberId}`);
  await tx
    .update(members)
    .set({ avatarUrl: url, updatedAt: new Date() })
    .where(eq(members.id, memberId));
  return before.avatarUrl;
}

/**
 * Stores a member's new picture (the file is already stored) and awards the profile picture's
 * Spirit Points (spec §4 type 1) with it; answers the picture it replaced, to delete after commit.
 */
export async function setAvatar(
  db: Database,
  memberId: number,
  url: string,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await replaceAvatarUrl(tx, memberId, url);
    await awardPoints(tx, memberId, SPIRIT_POINTS.profilePicture, 'profile', now);
    return before;
  });
}

/** Removes a member's picture; answers the picture removed, to delete after commit. */
export async function removeAvatar(db: Database, memberId: number): Promise<string | null> {
  return db.transaction((tx) => replaceAvatarUrl(tx, memberId, null));
}
