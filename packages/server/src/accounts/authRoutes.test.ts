import { loginResponseSchema, profileSchema, type LoginResponse, type Profile } from '@csz/core';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import { startMailingTestServer } from '../testing/testServer';

describeOnEngines('accounts', startMailingTestServer, (server) => {
  /** The newest mail to an address once the jobs worker has sent what it has (or undefined). */
  const lastMailTo = async (address: string) => {
    await jobsSettled(server.handle.db);
    return server.smtp.received.findLast((m) => m.to.includes(address));
  };

  it('signs up, logs in, refreshes, logs out', async () => {
    const email = 'new.fan@example.com';
    expect((await server.call('POST', '/api/csz/check/', { json: { email } })).body).toEqual({
      exists: false,
    });
    const signUp = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: `\t${email}\n`, password: 'first-pass-1', displayName: '  New   Fan ' },
    });
    expect(signUp.status).toBe(201);
    expect(loginResponseSchema.parse(signUp.body).expiresIn).toBe(86_400);
    expect(
      (await server.call('POST', '/api/csz/check', { json: { email: 'NEW.FAN@example.com' } }))
        .body,
    ).toEqual({ exists: true });

    const profile = await server.call<Profile>('GET', '/api/csz/memberProfile', {
      token: signUp.body.accessToken,
    });
    expect(profileSchema.parse(profile.body)).toMatchObject({
      email,
      displayName: 'New Fan',
      statTrue: 0,
      spiritPoints: { sum: 0 },
    });
    expect(profile.headers.get('cache-control')).toBe('private, no-store');

    const session = await server.login(email, 'first-pass-1');
    const refreshed = await server.call<LoginResponse>('POST', '/api/csz/token/refresh', {
      json: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: refreshed.body.accessToken }))
        .status,
    ).toBe(200);

    expect(
      (
        await server.call('POST', '/api/csz/logout', {
          json: { refreshToken: refreshed.body.refreshToken },
        })
      ).status,
    ).toBe(204);
    const afterLogout = await server.call('POST', '/api/csz/token/refresh', {
      json: { refreshToken: refreshed.body.refreshToken },
    });
    expect(afterLogout).toMatchObject({ status: 401, body: { logout: true } });
    // The access tokens of the session end with it, not when they expire a day later.
    for (const token of [session.accessToken, refreshed.body.accessToken]) {
      expect(await server.call('GET', '/api/csz/memberProfile', { token })).toMatchObject({
        status: 401,
        body: { logout: true },
      });
    }
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = await server.login('fan@demo.csz.test');
    const second = await server.call<LoginResponse>('POST', '/api/csz/token/refresh', {
      json: { refreshToken: first.refreshToken },
    });
    expect(second.status).toBe(200);
    // Someone replays the spent token: both it and the one that replaced it stop working.
    expect(
      (
        await server.call('POST', '/api/csz/token/refresh', {
          json: { refreshToken: first.refreshToken },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await server.call('POST', '/api/csz/token/refresh', {
          json: { refreshToken: second.body.refreshToken },
        })
      ).status,
    ).toBe(401);
    // Both access tokens of the revoked session stop working at once.
    for (const token of [first.accessToken, second.body.accessToken]) {
      expect((await server.call('GET', '/api/csz/memberProfile', { token })).status).toBe(401);
    }
    // Another device's session is untouched.
    const other = await server.login('fan@demo.csz.test');
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: other.accessToken })).status,
    ).toBe(200);
    expect(
      (
        await server.call('POST', '/api/csz/token/refresh', {
          json: { refreshToken: other.refreshToken },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses tampered, forged, expired and unknown tokens with a 401 that says log out', async () => {
    const { accessToken } = await server.login('player@demo.csz.test');
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const promoted = Buffer.from(
      JSON.stringify({ ...claims, roleName: 'SiteAdmin', sub: '1' }),
    ).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(server.tokens.secret);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [
      `${header}.${promoted}.${signature}`,
      unsigned,
      expired,
      otherKey,
      'garbage',
      `${accessToken}x`,
    ]) {
      const answer = await server.call('GET', '/api/csz/memberProfile', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ logout: true });
    }
  });

  it('resets a forgotten password with the emailed code', async () => {
    const email = 'forgetful@example.com';
    const { body: session } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email, password: 'old-password-1' },
    });
    const sent = await server.call('POST', '/api/csz/forgotPassword', { json: { email } });
    expect(sent.body).toEqual({ message: 'Reset Code Was Sent.' });
    const mail = (await lastMailTo(email))!;
    expect(mail.subject).toBe('Your CSZ password reset code');
    const code = /reset code is ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)![1]!;
    const wrong = await server.call('POST', '/api/csz/forgotPassword/change', {
      json: { token: 'AAAA-AAAA', newPassword: 'new-password-1' },
    });
    expect(wrong.status).toBe(400);
    const changed = await server.call('POST', '/api/csz/forgotPassword/change', {
      json: { token: code.toLowerCase(), newPassword: 'new-password-1' },
    });
    expect(changed.body).toEqual({ message: 'Your Password Was Changed Successfully.' });
    expect(
      (
        await server.call('POST', '/api/csz/forgotPassword/change', {
          json: { token: code, newPassword: 'again-password-1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('POST', '/api/csz/login', { json: { email, password: 'old-password-1' } }))
        .status,
    ).toBe(401);
    await server.login(email, 'new-password-1');
    // Sessions from before the reset are over.
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: session.accessToken })).status,
    ).toBe(401);
    expect(
      (
        await server.call('POST', '/api/csz/token/refresh', {
          json: { refreshToken: session.refreshToken },
        })
      ).status,
    ).toBe(401);
  });

  it('resets a password with the emailed link, and answers unknown emails the same way', async () => {
    const email = 'linked@example.com';
    await server.call('POST', '/api/csz/register', { json: { email, password: 'old-password-1' } });
    expect(
      (
        await server.call('POST', '/api/csz/forgotPassword', {
          json: { email: 'nobody@example.com' },
        })
      ).body,
    ).toEqual({
      message: 'Reset Code Was Sent.',
    });
    expect(await lastMailTo('nobody@example.com')).toBeUndefined();
    await server.call('POST', '/api/csz/forgotPassword', { json: { email } });
    const link = /(http:\/\/\S+forgot-password-change\S+)/.exec(
      (await lastMailTo(email))!.text,
    )![1]!;
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    expect(url.searchParams.get('email')).toBe(email);
    const otherEmail = await server.call('POST', '/api/csz/resetPassword', {
      json: { email: 'fan@demo.csz.test', token, newPassword: 'stolen-pass-1' },
    });
    expect(otherEmail.status).toBe(400);
    const reset = await server.call('POST', '/api/csz/resetPassword', {
      json: { email, token, newPassword: 'link-password-1' },
    });
    expect(reset.status).toBe(200);
    await server.login(email, 'link-password-1');
  });

  it('changes the password of the member logged in, and only theirs', async () => {
    const email = 'changer@example.com';
    const { body: session } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email, password: 'old-password-1' },
    });
    const { body: me } = await server.call<Profile>('GET', '/api/csz/memberProfile', {
      token: session.accessToken,
    });
    const other = await server.login('fan@demo.csz.test');
    expect(
      (
        await server.call('PUT', `/api/csz/changePassword/${me.id}`, {
          token: other.accessToken,
          json: { oldPassword: 'x', newPassword: 'whatever-1' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('PUT', `/api/csz/changePassword/${me.id}`, {
          json: { oldPassword: 'x', newPassword: 'whatever-1' },
        })
      ).status,
    ).toBe(401);
    const wrongOld = await server.call('PUT', `/api/csz/changePassword/${me.id}`, {
      token: session.accessToken,
      json: { oldPassword: 'not-it-at-all', newPassword: 'new-password-1' },
    });
    expect(wrongOld).toMatchObject({
      status: 400,
      body: { errors: { oldPassword: 'The current password is not right' } },
    });
    const short = await server.call('PUT', `/api/csz/changePassword/${me.id}`, {
      token: session.accessToken,
      json: { oldPassword: 'old-password-1', newPassword: 'short' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { errors: { newPassword: 'Must be 8 characters or more' } },
    });
    const changed = await server.call('PUT', `/api/csz/changePassword/${me.id}`, {
      token: session.accessToken,
      json: { oldPassword: 'old-password-1', newPassword: 'new-password-1' },
    });
    expect(changed.body).toEqual({ message: 'Your Password Was Changed Successfully.' });
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: session.accessToken })).status,
    ).toBe(401);
    await server.login(email, 'new-password-1');
  });

  it('closes an account and restores it from the emailed link', async () => {
    const email = 'leaver@example.com';
    const { body: session } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email, password: 'leaver-pass-1' },
    });
    expect(
      (await server.call('DELETE', '/api/csz/memberProfile', { token: session.accessToken }))
        .status,
    ).toBe(204);
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: session.accessToken })).status,
    ).toBe(401);
    const login = await server.call('POST', '/api/csz/login', {
      json: { email, password: 'leaver-pass-1' },
    });
    expect(login).toMatchObject({
      status: 403,
      body: { message: 'Your account is not active at this time. Please Contact Us' },
    });
    // A wrong password does not reveal that the account is closed.
    expect(
      (await server.call('POST', '/api/csz/login', { json: { email, password: 'wrong-pass-1' } }))
        .body,
    ).toEqual({
      message: 'Wrong email or password',
    });
    await server.call('POST', '/api/csz/recovery', { json: { email } });
    const link = new URL(/(http:\/\/\S+restore=\S+)/.exec((await lastMailTo(email))!.text)![1]!);
    const restored = await server.call<LoginResponse>('POST', '/api/csz/recovery/restore', {
      json: { email, token: link.searchParams.get('restore')! },
    });
    expect(restored.status).toBe(200);
    expect(
      (await server.call('GET', '/api/csz/memberProfile', { token: restored.body.accessToken }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.call('POST', '/api/csz/recovery/restore', {
          json: { email, token: link.searchParams.get('restore')! },
        })
      ).status,
    ).toBe(400);
  });

  it('answers wrong email and wrong password alike', async () => {
    const unknown = await server.call('POST', '/api/csz/login', {
      json: { email: 'nobody@example.com', password: 'whatever-1' },
    });
    const wrong = await server.call('POST', '/api/csz/login', {
      json: { email: 'fan@demo.csz.test', password: 'whatever-1' },
    });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Wrong email or password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong email or password' } });
  });

  it.each([
    ['/api/csz/login', {}, 'Email and Password are required', {}],
    ['/api/csz/login', { email: '\n', password: 'x' }, 'Email and Password are required', {}],
    [
      '/api/csz/login',
      { email: 'not-an-email', password: 'x' },
      "Invalid body field 'email': Must be valid email",
      { email: 'Must be valid email' },
    ],
    ['/api/csz/register', { email: 'a@b.co' }, 'Email and Password are required', {}],
    [
      '/api/csz/register',
      { email: 'a@b.co', password: 'short' },
      "Invalid body field 'password': Must be 8 characters or more",
      { password: 'Must be 8 characters or more' },
    ],
    [
      '/api/csz/register',
      { email: 'a@b.co', password: 'x'.repeat(101) },
      "Invalid body field 'password': Must be 100 characters or less",
      { password: 'Must be 100 characters or less' },
    ],
    [
      '/api/csz/register',
      { email: 'a@b.co', password: 'long-enough', displayName: '<b>' },
      "Invalid body field 'displayName': Must contain only letters, digits, spaces and . _ ' -",
      {},
    ],
    [
      '/api/csz/registerMyAccount',
      { email: 'a@b.co', password: 'long-enough', firstName: 'R2', lastName: '', cellPhone: '123' },
      "Invalid body field 'firstName': Must contain only letters",
      { lastName: 'Required', cellPhone: 'Must be 10 characters or more' },
    ],
    ['/api/csz/check', { email: 'x' }, "Invalid body field 'email': Must be valid email", {}],
    ['/api/csz/recovery', { email: '\t' }, "Invalid body field 'email': Email are required", {}],
    ['/api/csz/forgotPassword', { email: '' }, "Invalid body field 'email': Required", {}],
    [
      '/api/csz/forgotPassword/change',
      { token: '', newPassword: 'x' },
      "Invalid body field 'token': Required",
      { newPassword: 'Must be 8 characters or more' },
    ],
    [
      '/api/csz/resetPassword',
      { email: 'a@b.co', token: 't' },
      "Invalid body field 'newPassword': Required",
      {},
    ],
    [
      '/api/csz/token/refresh',
      { refreshToken: '' },
      "Invalid body field 'refreshToken': Required",
      {},
    ],
    ['/api/csz/logout', {}, "Invalid body field 'refreshToken': Required", {}],
  ])('answers POST %s %o with 400: %s', async (path, json, message, errors) => {
    const { status, body } = await server.raw<{ message: string; errors: Record<string, string> }>(
      'POST',
      path,
      { json },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors).toMatchObject(errors);
  });

  it('answers broken JSON with 400, and a body of another type with 415', async () => {
    const broken = await server.call('POST', '/api/csz/login', {
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const other = await server.call('POST', '/api/csz/login', {
        body: '{"email":"fan@demo.csz.test","password":"csz-demo-2026"}',
        headers: { 'Content-Type': type },
      });
      expect(other.status, type).toBe(415);
    }
  });

  it('refuses a second account for one email', async () => {
    const taken = await server.call('POST', '/api/csz/register', {
      json: { email: 'FAN@demo.csz.test', password: 'long-enough' },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
  });
});
