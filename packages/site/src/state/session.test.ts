import { describe, expect, it } from 'vitest';
import { isAuthSession, sessionFromLogin, tokenClaims } from './session';

/** A JWT-shaped token with this payload (its signature is not checked here). */
function token(payload: unknown): string {
  const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
}

describe('sessionFromLogin', () => {
  it('works out the expiry from expiresIn, 86400 s when the server does not say', () => {
    const answer = { accessToken: 'a', refreshToken: 'r' };
    expect(sessionFromLogin({ ...answer, expiresIn: 60 }, 'x@y.z', 1000)).toEqual({
      ...answer,
      expiresAt: 61_000,
      email: 'x@y.z',
    });
    expect(sessionFromLogin(answer, 'x@y.z', 0).expiresAt).toBe(86_400_000);
  });
});

describe('tokenClaims', () => {
  it('reads the member and role from the token', () => {
    expect(tokenClaims(token({ memberId: 3, roleName: 'SiteAdmin', sub: '3' }))).toEqual({
      memberId: 3,
      roleName: 'SiteAdmin',
    });
  });

  it('gives null for a token it cannot read', () => {
    expect(tokenClaims('not a token')).toBeNull();
    expect(tokenClaims(token({ memberId: 'x' }))).toBeNull();
    expect(tokenClaims(token({ memberId: 3, roleName: 'King' }))).toBeNull();
  });
});

describe('isAuthSession', () => {
  it('takes a stored session, and nothing of another shape', () => {
    const session = { accessToken: 'a', refreshToken: 'r', expiresAt: 1, email: 'x@y.z' };
    expect(isAuthSession(session)).toBe(true);
    expect(isAuthSession({ ...session, expiresAt: '1' })).toBe(false);
    expect(isAuthSession({ accessToken: 'a' })).toBe(false);
    expect(isAuthSession('a')).toBe(false);
    expect(isAuthSession(null)).toBe(false);
  });
});
