import { describe, expect, it } from 'vitest';
import { sessionFromLogin, tokenClaims } from './session';

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
  });
});
