import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken, type TokenConfig } from './tokens';

const config: TokenConfig = {
  secret: new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789'),
  accessTtlSeconds: 600,
  refreshTtlDays: 30,
};

/** A token signed with the right key whose subject is written some other way. */
function signedWithSubject(sub: string, ver: unknown = 1): Promise<string> {
  return new SignJWT({ memberId: 1, roleName: null, ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('csz')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('600s')
    .sign(config.secret);
}

describe('verifyAccessToken', () => {
  it('reads the member from the subject it wrote', async () => {
    const token = await signAccessToken(config, { memberId: 42, roleName: 'Fan', version: 3 });
    expect(await verifyAccessToken(config, token)).toEqual({
      ok: true,
      claims: { memberId: 42, roleName: 'Fan', version: 3 },
    });
  });

  it.each(['1.0', '01', '1e0', ' 1', '0x1', '-1', '0', '2147483648', '99999999999999', ''])(
    'refuses the subject %j, which is no member',
    async (sub) => {
      expect(await verifyAccessToken(config, await signedWithSubject(sub))).toEqual({
        ok: false,
        reason: 'invalid',
      });
    },
  );

  it('refuses a token version that is not a whole number', async () => {
    expect(await verifyAccessToken(config, await signedWithSubject('1', 1.5))).toMatchObject({
      ok: false,
    });
  });
});
