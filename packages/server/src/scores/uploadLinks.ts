import { MAX_ID } from '@csz/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Score upload links (spec §2 `/uploadScores/:id`): a reminder mails a coach or athletic director a
 * link that lets them report one game's score without logging in, attributed to them. The link
 * carries a token signed with the server's key (HS256, as access tokens), naming the member and
 * the game, that expires. It is good for its game only: the page checks the game in the address
 * against the token's.
 */

/** How long a link works: the week after the night it was mailed, for a late or weekend report. */
export const UPLOAD_LINK_DAYS = 7;

/** Kept apart from access tokens: an upload token is never a session, and a session is never one. */
const AUDIENCE = 'csz:score-upload';
const ISSUER = 'csz';

/** Who a valid link speaks for, and the game it is for. */
export interface UploadGrant {
  memberId: number;
  gameId: number;
}

/** Signs a link's token for a member and a game. */
export async function signUploadToken(
  secret: Uint8Array,
  grant: UploadGrant,
  now: Date = new Date(),
  days: number = UPLOAD_LINK_DAYS,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ gid: grant.gameId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(grant.memberId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + days * 86_400)
    .sign(secret);
}

/** The address of a game's upload page with a member's token, for a reminder mail. */
export async function uploadLink(
  publicUrl: string,
  secret: Uint8Array,
  grant: UploadGrant,
  now?: Date,
): Promise<string> {
  const token = await signUploadToken(secret, grant, now);
  return `${publicUrl}/uploadScores/${grant.gameId}?token=${encodeURIComponent(token)}`;
}

/**
 * Reads a link's token for the game it is used on: the grant, or why it is refused ('expired', or
 * 'invalid' for a bad signature, another game's token, or anything not made by signUploadToken).
 */
export async function verifyUploadToken(
  secret: Uint8Array,
  token: string,
  gameId: number,
  now: Date = new Date(),
): Promise<{ ok: true; grant: UploadGrant } | { ok: false; reason: 'expired' | 'invalid' }> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const sub = payload.sub ?? '';
    const memberId = /^[1-9]\d{0,9}$/.test(sub) ? Number(sub) : NaN;
    if (!(memberId <= MAX_ID) || payload.gid !== gameId) return { ok: false, reason: 'invalid' };
    return { ok: true, grant: { memberId, gameId } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
