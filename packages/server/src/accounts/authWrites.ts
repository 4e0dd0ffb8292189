import { MESSAGES } from '@csz/core';
import {
  accessTokenFor,
  createMember,
  EmailTakenError,
  memberByEmail,
  memberById,
  restoreAccount,
  sessionFor,
  setPassword,
} from '../auth/accounts';
import { loginError, type Member } from '../auth/authenticate';
import { unknownAccountHash, verifyPassword } from '../auth/passwords';
import { rotateRefreshToken, type Session, type TokenConfig } from '../auth/tokens';
import type { Database } from '../db/client';
import { badInput, RequestError } from '../http/errors';
import { enqueue } from '../jobs/enqueue';

/** Creates an account and its first session; a 409 when the email has one already. */
export async function registerMember(
  db: Database,
  tokens: TokenConfig,
  fields: Parameters<typeof createMember>[1],
): Promise<Session> {
  let member: Member;
  try {
    member = await createMember(db, fields);
  } catch (error) {
    if (error instanceof EmailTakenError) {
      throw new RequestError(409, error.message, { errors: { email: error.message } });
    }
    throw error;
  }
  return sessionFor(db, tokens, member);
}

/**
 * The member whose email and password these are, or undefined. An unknown email is checked against
 * a dummy hash, so both failures take as long and read alike.
 */
export async function logIn(
  db: Database,
  email: string,
  password: string,
): Promise<Member | undefined> {
  const member = await memberByEmail(db, email);
  const matches = await verifyPassword(
    password,
    member?.passwordHash ?? (await unknownAccountHash()),
  );
  return member != null && matches ? member : undefined;
}

/** Swaps a refresh token for a new session; a 401 (log out) when it is spent or the member is off. */
export async function refreshSession(
  db: Database,
  tokens: TokenConfig,
  refreshToken: string,
): Promise<Session> {
  const rotated = await rotateRefreshToken(db, tokens, refreshToken);
  if (!rotated.ok) throw loginError(MESSAGES.sessionExpired);
  const member = await memberById(db, rotated.memberId);
  if (member == null || !member.isActive) throw loginError(MESSAGES.sessionExpired);
  return {
    accessToken: await accessTokenFor(db, tokens, member, rotated.sessionId),
    refreshToken: rotated.refreshToken,
    expiresIn: tokens.accessTtlSeconds,
  };
}

/**
 * Records that an address asked for a restore link or a reset code: the worker looks the address
 * up and mails it, so the answer takes as long whether or not it has an account.
 */
export async function askForAccountMail(
  db: Database,
  purpose: 'restore' | 'reset',
  email: string,
): Promise<void> {
  await db.transaction((tx) => enqueue(tx, { kind: 'accountMail', purpose, email }));
}

/** Restores a closed account from its emailed link and opens a session; a 400 when not valid. */
export async function restoreSession(
  db: Database,
  tokens: TokenConfig,
  link: { email: string; token: string },
): Promise<Session> {
  const member = await restoreAccount(db, link);
  if (member == null) throw badInput('This restore link is not valid or has expired');
  return sessionFor(db, tokens, member);
}

/** Changes a member's password after checking the current one; a 400 when it is not right. */
export async function changePassword(
  db: Database,
  member: Member,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  if (!(await verifyPassword(oldPassword, member.passwordHash))) {
    const message = 'The current password is not right';
    throw badInput(message, { oldPassword: message });
  }
  await setPassword(db, member.id, newPassword);
}
