import { chosenAdSchema, type ChosenAd, type District, type State } from '@csz/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEngines } from '../testing/engines';
import { startTestServer } from '../testing/testServer';

describeOnEngines('ads', startTestServer, (server) => {
  let maryland: State;
  let delaware: State;
  let montgomery: District;
  let howard: District;

  beforeAll(async () => {
    const states = (await server.get<{ items: State[] }>('/api/csz/states')).body.items;
    maryland = states.find((s) => s.abbreviation === 'MD')!;
    delaware = states.find((s) => s.abbreviation === 'DE')!;
    const counties = (
      await server.get<{ items: District[] }>(`/api/csz/districts?stateId=${maryland.id}`)
    ).body.items;
    montgomery = counties.find((d) => d.name === 'Montgomery')!;
    howard = counties.find((d) => d.name === 'Howard')!;
  });

  const ad = async (query: string) => {
    const { status, body } = await server.get<ChosenAd>(`/api/csz/ads?${query}`);
    expect(status).toBe(200);
    return chosenAdSchema.parse(body).ad;
  };

  it("shows a Montgomery reader the county's ad, a Maryland reader the state's, others everyone's", async () => {
    const slot = 'slot=General_Top_300x250';
    expect((await ad(`${slot}&stateId=${maryland.id}&districtId=${montgomery.id}`))?.alt).toBe(
      'Montgomery County: every final score by 11 pm',
    );
    // A county alone is placed in its state; countyId is districtId's other name.
    expect((await ad(`${slot}&countyId=${montgomery.id}`))?.alt).toBe(
      'Montgomery County: every final score by 11 pm',
    );
    expect((await ad(`${slot}&stateId=${maryland.id}&districtId=${howard.id}`))?.alt).toBe(
      'Maryland playoffs: every bracket on CSZ',
    );
    expect((await ad(`${slot}&stateId=${maryland.id}`))?.alt).toBe(
      'Maryland playoffs: every bracket on CSZ',
    );
    expect((await ad(`${slot}&stateId=${delaware.id}`))?.alt).toBe(
      "Play Pick 'Em: call tonight's winners",
    );
    expect((await ad(slot))?.alt).toBe("Play Pick 'Em: call tonight's winners");
  });

  it('turns through ads of the same rank by weight', async () => {
    const alts = [];
    for (const rotation of [0, 1, 2, 3]) {
      alts.push((await ad(`slot=General_Top_300x250&rotation=${rotation}`))?.alt);
    }
    expect(alts).toEqual([
      "Play Pick 'Em: call tonight's winners",
      "Play Pick 'Em: call tonight's winners",
      'Add your team to CSZ',
      "Play Pick 'Em: call tonight's winners",
    ]);
  });

  it('fills statewide slots only with ads aimed at the state', async () => {
    expect(await ad('slot=Statewide_300x250')).toBeNull();
    expect((await ad(`slot=Statewide_300x250&stateId=${delaware.id}`))?.alt).toBe(
      'Delaware scores, schedules and standings',
    );
    expect((await ad(`slot=Statewide_970x90&stateId=${maryland.id}`))?.alt).toBe(
      'Maryland playoff brackets on CSZ',
    );
  });

  it("serves a banner with its phone picture, and draws house ads' pictures", async () => {
    const banner = (await ad(`slot=General_970x90&districtId=${montgomery.id}`))!;
    expect(banner).toEqual({
      id: expect.any(Number),
      slot: 'General_970x90',
      size: '970x90',
      href: `/scores?stateId=${maryland.id}&countyId=${montgomery.id}`,
      imageUrl: `/ads/${banner.id}.svg`,
      mobileImageUrl: `/ads/${banner.id}-320x50.svg`,
      alt: 'Montgomery County scores, schedules and standings',
    });
    const box = (await ad('slot=General_Lower_300x250'))!;
    expect(box.mobileImageUrl).toBeUndefined();

    for (const path of [banner.imageUrl, banner.mobileImageUrl!, box.imageUrl]) {
      const picture = await fetch(`${server.url}${path}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(picture.headers.get('cache-control')).toMatch(/^public/);
      const svg = await picture.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(path === box.imageUrl ? 'Advertise with CSZ' : 'Montgomery County');
    }
    expect(await (await fetch(`${server.url}${banner.mobileImageUrl!}`)).text()).toContain(
      'viewBox="0 0 320 50"',
    );
    expect((await server.get('/ads/999999.svg')).status).toBe(404);
    expect((await server.get('/ads/banner.svg')).status).toBe(400);
  });

  it('answers publicly cacheable, the same for the same question', async () => {
    const first = await server.get(`/api/csz/ads?slot=General_970x90&stateId=${maryland.id}`);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    const second = await server.get(`/api/csz/ads?slot=General_970x90&stateId=${maryland.id}`, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(second.status).toBe(304);
  });

  it.each([
    ['an unknown slot', 'slot=Sidebar_160x600', "Invalid query parameter 'slot': Must be one of"],
    ['no slot', 'stateId=1', "Invalid query parameter 'slot': Must be one of"],
    [
      'a state that is not an id',
      'slot=General_970x90&stateId=MD',
      "'stateId': Must be a whole number",
    ],
    ['a negative rotation', 'slot=General_970x90&rotation=-1', "'rotation': Must be 0 or more"],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const { status, body } = await server.get<{ message: string }>(`/api/csz/ads?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
