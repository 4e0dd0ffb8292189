import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_ID, highestRole, type RoleName, type TokenClaims } from '@csz/core';
import { and, eq, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { refreshTokens } from '../accounts/schema';

/** How tokens are made. */
export interface TokenConfig {
  /** HMAC key for access tokens (HS256). */
  secret: Uint8Array;
  /** Access-token lifetime: 86400 s unless configured (spec §4 "Auth"). */
  accessTtlSeconds: number;
  /** Refresh-token lifetime in days. */
  refreshTtlDays: number;
}

const ISSUER = 'csz';

/** What the API answers a successful login with (core's loginResponseSchema). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** The claims this server puts in an access token: core's, plus the member's token version. */
export interface AccessClaims extends TokenClaims {
  /** Changes when the password changes; older tokens then stop working. */
  version: number;
  /**
   * The session (refresh-token family) the token was issued for: when it ends (logout, a reused
   * refresh token), the access token stops working at once rather than when it expires.
   */
  sessionId: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signs an access token (a JWT carrying memberId and roleName, spec §3 "Auth session"). */
export async function signAccessToken(config: TokenConfig, claims: AccessClaims): Promise<string> {
  return new SignJWT({
    memberId: claims.memberId,
    roleName: claims.roleName,
    ver: claims.version,
    sid: claims.sessionId,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${config.accessTtlSeconds}s`)
    .sign(config.secret);
}

/** Reads an access token: its claims, or why it is refused. */
export async function verifyAccessToken(
  config: TokenConfig,
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, config.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    // The member is the subject, written as signTokens writes it: a plain decimal id in the
    // database's range. '1.0', '01', '1e0' or an id past MAX_ID is no member, not member 1.
    const sub = payload.sub ?? '';
    const memberId = /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : NaN;
    const sid = payload.sid;
    if (
      !(memberId <= MAX_ID) ||
      !Number.isInteger(payload.ver) ||
      typeof sid !== 'string' ||
      !SESSION_ID.test(sid)
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        memberId,
        roleName: (payload.roleName ?? null) as RoleName | null,
        version: payload.ver as number,
        sessionId: sid,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The name a token carries for a member: SiteAdmin, else the highest approved role. */
export function tokenRoleName(
  isSiteAdmin: boolean,
  approvedRoles: readonly RoleName[],
): RoleName | null {
  return isSiteAdmin ? 'SiteAdmin' : highestRole(approvedRoles);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Makes a refresh token for a member, in a new family or an existing one; only its hash is kept. */
export async function issueRefreshToken(
  db: Database,
  config: TokenConfig,
  memberId: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    memberId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.refreshTtlDays * 86_400_000),
  });
  return token;
}

/**
 * Uses a refresh token: a valid one is spent and replaced by a new one of its family. A token that
 * was already spent has leaked (the owner and someone else both hold it), so its whole family is
 * revoked and both must log in again.
 */
export async function rotateRefreshToken(
  db: Database,
  config: TokenConfig,
  token: string,
): Promise<
  | { ok: true; memberId: number; refreshToken: string; sessionId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' }
> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (row == null) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt != null) return { ok: false, reason: 'revoked' } as const;
    if (row.usedAt != null) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await issueRefreshToken(tx, config, row.memberId, row.familyId);
    return { ok: true, memberId: row.memberId, refreshToken, sessionId: row.familyId } as const;
  });
}

/** Revokes the family of a refresh token (logout). Unknown tokens are ignored. */
export async function revokeRefreshFamily(db: Database, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row == null) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh token of a member (password change, deactivation). */
export async function revokeAllRefreshTokens(db: Database, memberId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
}

/** A random secret token and its hash, for reset and restore links. */
export function secretToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The hash stored for a secret token or code. */
export { hashToken };
