import { actorFromRoleEntries, can, MESSAGES, type Actor, type Permission } from '@csz/core';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { forbidden, RequestError } from '../http/errors';
import { memberRoles, members, refreshTokens } from '../accounts/schema';
import { districts, schools } from '../lookups/schema';
import { verifyAccessToken, type TokenConfig } from './tokens';

/** A member as stored. */
export type Member = typeof members.$inferSelect;

/** What authentication puts on the request context. */
export interface AuthVariables {
  /** Null for a guest. */
  actor: Actor;
  member: Member | null;
}

/** The Hono environment of routes that know who is calling. */
export type AuthEnv = { Variables: AuthVariables };

/**
 * A member as core's permissions read them: core's actor of their role rows, each with its state
 * (the row's own, else its school's or its league's: the role writes fill it in, an older row may
 * lack it).
 */
export async function actorOf(db: Database, member: Member): Promise<NonNullable<Actor>> {
  const rows = await db
    .select({
      role: memberRoles.role,
      status: memberRoles.status,
      followedSchoolId: memberRoles.followedSchoolId,
      followedSportId: memberRoles.followedSportId,
      followedDistrictId: memberRoles.followedDistrictId,
      followedStateId: sql<
        number | null
      >`coalesce(${memberRoles.followedStateId}, ${schools.stateId}, ${districts.stateId})`,
    })
    .from(memberRoles)
    .leftJoin(schools, eq(schools.id, memberRoles.followedSchoolId))
    .leftJoin(districts, eq(districts.id, memberRoles.followedDistrictId))
    .where(eq(memberRoles.memberId, member.id));
  return actorFromRoleEntries(
    { memberId: member.id, isSiteAdmin: member.isSiteAdmin },
    rows.map((row) => ({
      memberRoleType: row.role,
      pendingStatus: row.status,
      followedSchoolId: row.followedSchoolId,
      followedSportId: row.followedSportId,
      followedDistrictId: row.followedDistrictId,
      followedStateId: row.followedStateId,
    })),
  );
}

/** The 401 error: the client logs out on it (spec §4). */
export function loginError(message: string = MESSAGES.loginRequired): RequestError {
  return new RequestError(401, message, { logout: true });
}

/**
 * Checks a permission with core's rule (spec §6) and throws when it is refused: 401 for a guest,
 * 403 for a member who may not.
 */
export function authorize(c: Context<AuthEnv>, permission: Permission): void {
  const decision = can(c.get('actor'), permission);
  if (decision.allowed) return;
  throw decision.reason === 'login' ? loginError() : forbidden();
}

/**
 * The middleware form of {@link authorize}, for a permission that needs no subject: placed after
 * authenticate and before the input is read, so a guest learns they must log in, not what is wrong
 * with a body they may not send.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    authorize(c, permission);
    await next();
  };
}

/** The calling member and their actor; a guest is a 401. */
export function caller(c: Context<AuthEnv>): { member: Member; actor: NonNullable<Actor> } {
  const member = c.get('member');
  const actor = c.get('actor');
  if (member == null || actor == null) throw loginError();
  return { member, actor };
}

/**
 * Middleware for a route any member may call (a guest is a 401), placed before the input is read
 * as {@link requirePermission} is.
 */
export const requireMember: MiddlewareHandler<AuthEnv> = async (c, next) => {
  caller(c);
  await next();
};

/**
 * Reads the bearer token, if any: a guest has none; a valid token whose member is active and whose
 * version matches the member's gives the actor. A bad, expired or outdated token is a 401 with
 * logout, so the client drops the session (spec §4 "A 401 on an authenticated call triggers logout").
 */
export function authenticate(db: Database, tokens: TokenConfig): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (header == null || header === '') {
      c.set('actor', null);
      c.set('member', null);
      return next();
    }
    const match = /^Bearer (\S+)$/.exec(header);
    if (match == null) throw loginError(MESSAGES.sessionExpired);
    const verified = await verifyAccessToken(tokens, match[1]!);
    if (!verified.ok) throw loginError(MESSAGES.sessionExpired);
    // The member and whether the token's session is still open (not logged out, not revoked).
    const [row] = await db
      .select({
        member: members,
        sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${verified.claims.sessionId} and ${refreshTokens.memberId} = ${verified.claims.memberId} and ${refreshTokens.revokedAt} is null)`,
      })
      .from(members)
      .where(eq(members.id, verified.claims.memberId));
    const member = row?.member;
    if (
      member == null ||
      !member.isActive ||
      member.tokenVersion !== verified.claims.version ||
      !row!.sessionOpen
    ) {
      throw loginError(MESSAGES.sessionExpired);
    }
    c.set('member', member);
    c.set('actor', await actorOf(db, member));
    return next();
  };
}

/** Answers about one member are theirs alone: never stored by a browser cache or a CDN. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};

/**
 * For public answers that also say something about the member asking (youVoted): a guest's answer
 * stays public, a member's is theirs alone.
 */
export const noStoreForMembers: MiddlewareHandler<AuthEnv> = async (c, next) => {
  await next();
  if (c.get('member') != null) c.header('Cache-Control', 'private, no-store');
};
