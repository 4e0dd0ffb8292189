import { profileSchema, type LoginResponse, type Profile } from '@csz/core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines } from '../testing/engines';
import { startTestServer } from '../testing/testServer';
import { testPng, uploadForm as upload } from '../testing/uploads';

describeOnEngines('profiles and avatars', startTestServer, (server) => {
  let member: LoginResponse;

  beforeAll(async () => {
    member = (
      await server.call<LoginResponse>('POST', '/api/csz/register', {
        json: { email: 'profile@example.com', password: 'profile-pass-1' },
      })
    ).body;
  });

  it('saves a valid profile and shows it', async () => {
    // With an email the profile does not take (unchecked against the route's body): it is ignored.
    const saved = await server.raw<Profile>('PUT', '/api/csz/memberProfile', {
      token: member.accessToken,
      json: {
        firstName: 'Dana',
        lastName: "O'Neil",
        displayName: 'Coach  Dana',
        cellPhone: '301-555-0142',
        zipCode: '20814',
        birthday: '1985-04-02',
        email: 'ignored@example.com',
      },
    });
    expect(saved.status).toBe(200);
    expect(profileSchema.parse(saved.body)).toMatchObject({
      email: 'profile@example.com',
      firstName: 'Dana',
      lastName: "O'Neil",
      displayName: 'Coach Dana',
      cellPhone: '301-555-0142',
      zipCode: '20814',
      birthday: '1985-04-02',
    });
  });

  it.each([
    [{ firstName: '', lastName: 'Lee' }, { firstName: 'Required' }],
    [{ firstName: 'D4na', lastName: 'Lee' }, { firstName: 'Must contain only letters' }],
    [
      { firstName: 'Dana', lastName: 'x'.repeat(51) },
      { lastName: 'Must be 50 characters or less' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', cellPhone: '301555' },
      { cellPhone: 'Must be 10 characters or more' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', cellPhone: '123-555-0142' },
      { cellPhone: 'Invalid phone number' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', zipCode: '2081' },
      { zipCode: 'Must be valid Zip Code' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', birthday: '2024-01-01' },
      { birthday: 'Must be a date in the allowed range' },
    ],
    [
      { firstName: 'Dana', lastName: 'Lee', birthday: '1899-12-31' },
      { birthday: 'Must be a date in the allowed range' },
    ],
  ])('refuses %o with %o and changes nothing', async (json, errors) => {
    const before = (
      await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken })
    ).body;
    const { status, body } = await server.call<{ errors: Record<string, string> }>(
      'PUT',
      '/api/csz/memberProfile',
      { token: member.accessToken, json },
    );
    expect(status).toBe(400);
    expect(body.errors).toMatchObject(errors);
    expect(
      (await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken }))
        .body,
    ).toEqual(before);
  });

  it('takes a picture, stores it as a 256 px WebP and serves it', async () => {
    const png = await testPng();
    const { status, body } = await server.call<{ url: string }>(
      'POST',
      '/admin/api/upload/images/avatar',
      {
        token: member.accessToken,
        body: upload(png, 'me.png', 'image/png'),
      },
    );
    expect(status).toBe(200);
    expect(body.url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{32}\.webp$/);
    const served = await fetch(`${server.url}${body.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    const profile = await server.call<Profile>('GET', '/api/csz/memberProfile', {
      token: member.accessToken,
    });
    expect(profile.body.avatarUrl).toBe(body.url);
  });

  it.each([
    [
      'a text file renamed .png',
      new TextEncoder().encode('this is not a picture at all'),
      'avatar.png',
      'image/png',
      400,
    ],
    [
      'an SVG (scripts can hide in one)',
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'a.svg',
      'image/svg+xml',
      400,
    ],
    ['a file over 5 MB', new Uint8Array(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg', 413],
  ])('refuses %s', async (_name, bytes, fileName, type, status) => {
    const before = (
      await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken })
    ).body.avatarUrl;
    const answer = await server.call<{ message: string }>(
      'POST',
      '/admin/api/upload/images/avatar',
      {
        token: member.accessToken,
        body: upload(bytes, fileName, type),
      },
    );
    expect(answer.status).toBe(status);
    expect(
      (await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken }))
        .body.avatarUrl,
    ).toBe(before);
  });

  it.each([
    ['a body that is no multipart at all', 'multipart/form-data; boundary=xyz', 'garbage', 400],
    [
      'a truncated part',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      400,
    ],
    ['a multipart type without a boundary', 'multipart/form-data', 'garbage', 400],
    ['JSON instead of a form', 'application/json', '{"file":"x"}', 415],
  ])('answers %s with %4$s, keeping the picture', async (_name, type, body, status) => {
    const before = (
      await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken })
    ).body.avatarUrl;
    const answer = await server.call<{ message: string }>(
      'POST',
      '/admin/api/upload/images/avatar',
      { token: member.accessToken, headers: { 'Content-Type': type }, body },
    );
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(/picture/);
    expect(
      (await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken }))
        .body.avatarUrl,
    ).toBe(before);
  });

  it('lets a member remove their own picture, and staff anyone’s', async () => {
    const me = (
      await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken })
    ).body;
    const fan = await server.login('fan@demo.csz.test');
    expect(
      (
        await server.call('DELETE', `/api/csz/memberProfile/avatar/${me.id}`, {
          token: fan.accessToken,
        })
      ).status,
    ).toBe(403);
    expect((await server.call('DELETE', `/api/csz/memberProfile/avatar/${me.id}`)).status).toBe(
      401,
    );
    const admin = await server.login('admin@demo.csz.test');
    expect(
      (
        await server.call('DELETE', `/api/csz/memberProfile/avatar/${me.id}`, {
          token: admin.accessToken,
        })
      ).status,
    ).toBe(204);
    expect(
      (await server.call<Profile>('GET', '/api/csz/memberProfile', { token: member.accessToken }))
        .body.avatarUrl,
    ).toBeNull();
    expect((await fetch(`${server.url}${me.avatarUrl}`)).status).toBe(404);
    expect(
      (
        await server.call('DELETE', '/api/csz/memberProfile/avatar/999999', {
          token: admin.accessToken,
        })
      ).status,
    ).toBe(404);
  });
});
