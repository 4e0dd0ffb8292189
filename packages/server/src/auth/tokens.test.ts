import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken, type TokenConfig } from './tokens';

const config: TokenConfig = {
  secret: new TextEncoder().encode('test-signing-secret-that-is-long-enough-0123456789'),
  accessTtlSeconds: 600,
  refreshTtlDays: 30,
};

const SESSION = '0b6f4c2e-8d1a-4f3b-9c7e-2a5d6e8f1b3c';

/** A token signed with the right key whose claims are written some other way. */
function signedWithSubject(sub: string, ver: unknown = 1, sid: unknown = SESSION): Promise<string> {
  return new SignJWT({ memberId: 1, roleName: null, ver, ...(sid === 'omit' ? {} : { sid }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('csz')
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('600s')
    .sign(config.secret);
}

describe('verifyAccessToken', () => {
  it('reads the member from the subject it wrote', async () => {
    const claims = { memberId: 42, roleName: 'Fan', version: 3, sessionId: SESSION } as const;
    const token = await signAccessToken(config, claims);
    expect(await verifyAccessToken(config, token)).toEqual({ ok: true, claims });
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

  it.each(['omit', null, 12, '', 'not-a-session', `${SESSION}x`])(
    'refuses the session id %j, which names no session',
    async (sid) => {
      expect(await verifyAccessToken(config, await signedWithSubject('1', 1, sid))).toEqual({
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
