import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signUploadToken, uploadLink, verifyUploadToken } from './uploadLinks';

const secret = randomBytes(32);
const grant = { memberId: 7, gameId: 42 };

describe('score upload links', () => {
  it('speak for their member on their game until they expire', async () => {
    const now = new Date('2026-11-20T23:00:00Z');
    const token = await signUploadToken(secret, grant, now);
    expect(await verifyUploadToken(secret, token, 42, now)).toEqual({ ok: true, grant });
    const week = new Date(now.getTime() + 7 * 86_400_000 - 1000);
    expect((await verifyUploadToken(secret, token, 42, week)).ok).toBe(true);
    const after = new Date(now.getTime() + 7 * 86_400_000 + 1000);
    expect(await verifyUploadToken(secret, token, 42, after)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused on another game, with another key, or tampered with', async () => {
    const token = await signUploadToken(secret, grant);
    expect(await verifyUploadToken(secret, token, 43)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyUploadToken(randomBytes(32), token, 42)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [head, , sig] = token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: '1', gid: 42 })).toString('base64url');
    expect((await verifyUploadToken(secret, `${head}.${body}.${sig}`, 42)).ok).toBe(false);
    expect((await verifyUploadToken(secret, 'not a token', 42)).ok).toBe(false);
  });

  it('are not access tokens, and access tokens are not links', async () => {
    const access = await new SignJWT({ memberId: 7, gid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('csz')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyUploadToken(secret, access, 42)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('put the token in the upload page address', async () => {
    const link = await uploadLink('https://csz.example', secret, grant);
    expect(link).toMatch(/^https:\/\/csz\.example\/uploadScores\/42\?token=[\w.-]+$/);
  });
});
