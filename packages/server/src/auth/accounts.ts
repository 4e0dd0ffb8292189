import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountTokens, members } from '../accounts/schema';
import type { Member } from './authenticate';
import { actorOf } from './authenticate';
import { hashPassword } from './passwords';
import {
  hashToken,
  issueRefreshToken,
  revokeAllRefreshTokens,
  secretToken,
  signAccessToken,
  tokenRoleName,
  type Session,
  type TokenConfig,
} from './tokens';

/** An access token for a member in a session, carrying their id and role name. */
export async function accessTokenFor(
  db: Database,
  config: TokenConfig,
  member: Member,
  sessionId: string,
): Promise<string> {
  const roles = (await actorOf(db, member)).roles.filter((r) => !r.isPending).map((r) => r.role);
  return signAccessToken(config, {
    memberId: member.id,
    roleName: tokenRoleName(member.isSiteAdmin, roles),
    version: member.tokenVersion,
    sessionId,
  });
}

/** A new session for a member: an access token and the first refresh token of a new family. */
export async function sessionFor(
  db: Database,
  config: TokenConfig,
  member: Member,
): Promise<Session> {
  const sessionId = randomUUID();
  return {
    accessToken: await accessTokenFor(db, config, member, sessionId),
    refreshToken: await issueRefreshToken(db, config, member.id, sessionId),
    expiresIn: config.accessTtlSeconds,
  };
}

/** The member with an email, if any (emails are stored lower case). */
export async function memberByEmail(db: Database, email: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.email, email.toLowerCase()));
  return member;
}

/** An email already has an account. */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** Creates an active member. */
export async function createMember(
  db: Database,
  fields: { email: string; password: string } & Partial<
    Pick<
      Member,
      | 'displayName'
      | 'firstName'
      | 'lastName'
      | 'birthday'
      | 'cellPhone'
      | 'zipCode'
      | 'isSiteAdmin'
      | 'createdAt'
    >
  >,
): Promise<Member> {
  const { password, ...profile } = fields;
  const [created] = await db
    .insert(members)
    .values({
      ...profile,
      email: fields.email.toLowerCase(),
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing({ target: members.email })
    .returning();
  if (created == null) throw new EmailTakenError('An account with this email already exists');
  return created;
}

/** The member with an id, if any. */
export async function memberById(db: Database, id: number): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

/** Stores a password hash, inside the caller's transaction: see {@link setPassword}. */
async function storePasswordHash(tx: Database, memberId: number, passwordHash: string) {
  await tx
    .update(members)
    .set({
      passwordHash,
      tokenVersion: sql`${members.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId));
  await revokeAllRefreshTokens(tx, memberId);
}

/**
 * Sets a new password: old access tokens stop working (the token version moves on) and every
 * refresh token is revoked, so other devices must log in again; all of it or nothing. The hash is
 * worked out before the transaction, which it would otherwise hold open.
 */
export async function setPassword(db: Database, memberId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => storePasswordHash(tx, memberId, passwordHash));
}

/**
 * Sets a new password with a reset code or link: the token is spent and the password set in one
 * transaction, so a token works once even for two requests at the same time. The account's email,
 * or null when the token is not valid.
 */
export async function resetPassword(
  db: Database,
  by: { code: string } | { token: string; email: string },
  password: string,
): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, 'reset', by);
    if (spent == null) return null;
    await storePasswordHash(tx, spent.memberId, passwordHash);
    return spent.email;
  });
}

/** Turns an account off (or on), ending its sessions when off; all of it or nothing. */
export async function setActive(db: Database, memberId: number, isActive: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ isActive, tokenVersion: sql`${members.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(members.id, memberId));
    if (!isActive) await revokeAllRefreshTokens(tx, memberId);
  });
}

/**
 * Restores a closed account with its emailed link: the link is spent and the account turned on in
 * one transaction. The member, or undefined when the link is not valid.
 */
export async function restoreAccount(
  db: Database,
  by: { token: string; email: string },
): Promise<Member | undefined> {
  return db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, 'restore', by);
    if (spent == null) return undefined;
    const [member] = await tx
      .update(members)
      .set({
        isActive: true,
        tokenVersion: sql`${members.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(members.id, spent.memberId))
      .returning();
    return member;
  });
}

/** How long a reset code and its link work: 30 minutes. */
export const RESET_CODE_MS = 30 * 60_000;

/** How long a link restoring a closed account works: a day. */
export const RESTORE_LINK_MS = 24 * 3_600_000;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reset code, 'K7Q2-M9XD': 40 bits, typed by hand, tried at most a few times an hour. */
function resetCode(): string {
  const chars = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A code as typed: case, spaces and dashes do not matter. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Makes a reset code and link token (30 minutes) or a restore link token (24 hours) for a member;
 * earlier unused ones of the same purpose stop working.
 */
export async function createAccountToken(
  db: Database,
  memberId: number,
  purpose: 'reset' | 'restore',
): Promise<{ code: string | null; token: string }> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.memberId, memberId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const code = purpose === 'reset' ? resetCode() : null;
  const { token, hash } = secretToken();
  await db.insert(accountTokens).values({
    memberId,
    purpose,
    codeHash: code == null ? null : hashToken(normaliseCode(code)),
    tokenHash: hash,
    expiresAt: new Date(Date.now() + (purpose === 'reset' ? RESET_CODE_MS : RESTORE_LINK_MS)),
  });
  return { code, token };
}

/**
 * Spends a valid, unused token (found by code or by link token); answers its member id. Run it in
 * a transaction: the token's row stays locked until it commits, so a second request waits and then
 * finds it spent.
 */
export async function spendAccountToken(
  db: Database,
  purpose: 'reset' | 'restore',
  by: { code: string } | { token: string; email: string },
): Promise<{ memberId: number; email: string } | null> {
  const hash = 'code' in by ? hashToken(normaliseCode(by.code)) : hashToken(by.token);
  const [row] = await db
    .select({ id: accountTokens.id, memberId: accountTokens.memberId, email: members.email })
    .from(accountTokens)
    .innerJoin(members, eq(members.id, accountTokens.memberId))
    .where(
      and(
        'code' in by ? eq(accountTokens.codeHash, hash) : eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .for('update', { of: accountTokens });
  if (row == null || ('email' in by && row.email !== by.email.toLowerCase())) return null;
  await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, row.id));
  return { memberId: row.memberId, email: row.email };
}
