import { BannerSlotContentSchema } from '@sportsbook/contract/content/banner-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBannerSlots } from '../../src/content/banner-slots';
import { DEMO_BANNER_SLOTS } from '../../src/content/demo-banners';
import { BettingWorld } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

const KEY = 'operator-key-for-the-banner-tests-0123456789';

/*
 * Banner slots at server level (issue 19, spec §7.5 "a CMS supplies banner URLs", core BAN1–BAN2): the
 * operator replaces a slot's banners while the product runs, with the operator key; anyone reads the banners
 * shown now, in the operator's order; scheduled and past ones are left out; bad input is a 400.
 */
describe.each(testDatabaseKinds())('banner slots on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind, { env: { OPERATOR_API_KEY: KEY } });
  });
  afterAll(async () => world.close());

  const operator = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    key: string | null = KEY,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: key === null ? {} : { 'x-operator-key': key },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const shown = async (slot: string) => {
    const res = await world.t.app.inject({ method: 'GET', url: `/content/v1/banners/${slot}` });
    expect(res.statusCode, res.body).toBe(200);
    return BannerSlotContentSchema.parse(res.json());
  };
  const at = (offsetMs: number) => new Date(world.clock.now() + offsetMs).toISOString();

  it('shows what the operator published, in order, and only while each banner is scheduled', async () => {
    const slot = `home-${kind}`;
    expect(await shown(slot)).toEqual({ slot, banners: [] });

    const put = await operator('PUT', `/operator/v1/banners/${slot}`, {
      banners: [
        {
          id: 'first',
          title: { en: 'Derby day', ar: 'يوم الديربي' },
          href: '/live',
          image_url: '/site-assets/a.png',
        },
        { id: 'later', title: { en: 'Next week' }, starts_at: at(60_000) },
        { id: 'gone', title: { en: 'Last week' }, ends_at: at(-1) },
        { id: 'second', title: { en: 'Cup final' }, text: { en: 'Sunday, 8 pm' }, ends_at: at(120_000) },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().updated_at).toBe(new Date(world.clock.now()).toISOString());

    expect((await shown(slot)).banners.map((banner) => banner.id)).toEqual(['first', 'second']);
    expect((await shown(slot)).banners[0]?.title).toEqual({ en: 'Derby day', ar: 'يوم الديربي' });
    world.clock.advance(60_000);
    expect((await shown(slot)).banners.map((banner) => banner.id)).toEqual(['first', 'later', 'second']);
    world.clock.advance(60_000);
    expect((await shown(slot)).banners.map((banner) => banner.id)).toEqual(['first', 'later']);

    // The operator sees every banner, scheduled and past ones too; an empty list empties the slot.
    const listed = await operator('GET', '/operator/v1/banners');
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().data.find((entry: { slot: string }) => entry.slot === slot);
    expect(mine.banners).toHaveLength(4);
    expect((await operator('PUT', `/operator/v1/banners/${slot}`, { banners: [] })).statusCode).toBe(200);
    expect((await shown(slot)).banners).toEqual([]);

    expect((await operator('DELETE', `/operator/v1/banners/${slot}`)).statusCode).toBe(204);
    expect((await operator('DELETE', `/operator/v1/banners/${slot}`)).statusCode).toBe(404);
  });

  it('refuses calls without the operator key and banners that are not well formed', async () => {
    const slot = `guarded-${kind}`;
    const banners = [{ id: 'a', title: { en: 'A' } }];
    expect((await operator('PUT', `/operator/v1/banners/${slot}`, { banners }, null)).statusCode).toBe(401);
    expect((await operator('PUT', `/operator/v1/banners/${slot}`, { banners }, 'wrong')).statusCode).toBe(
      401,
    );
    expect((await operator('GET', '/operator/v1/banners', undefined, null)).statusCode).toBe(401);
    for (const bad of [
      [{ id: 'a', title: { de: 'Nur Deutsch' } }],
      [
        { id: 'a', title: { en: 'A' } },
        { id: 'a', title: { en: 'B' } },
      ],
      [{ id: 'a', title: { en: 'A' }, image_url: 'javascript:alert(1)' }],
      [{ id: 'a', title: { en: 'A' }, href: 'javascript:alert(1)' }],
      [{ id: 'a', title: { en: 'A' }, href: '//evil.example/' }],
      [{ id: 'a', title: { en: 'A\u0000' } }],
      [{ id: 'a', title: { en: 'A' }, starts_at: at(10), ends_at: at(0) }],
      [{ id: 'a', title: { en: 'A' }, colour: 'red' }],
      Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, title: { en: 'B' } })),
    ]) {
      const res = await operator('PUT', `/operator/v1/banners/${slot}`, { banners: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await operator('PUT', '/operator/v1/banners/Not%20A%20Slot', { banners })).statusCode).toBe(400);
    // Times compare as times, whatever their fractions of a second.
    const precise = [
      { id: 'a', title: { en: 'A' }, starts_at: '2026-11-29T12:00:00.500Z', ends_at: '2026-11-29T12:00:01Z' },
    ];
    expect(
      (await operator('PUT', `/operator/v1/banners/${slot}-precise`, { banners: precise })).statusCode,
    ).toBe(200);
    expect((await shown(slot)).banners).toEqual([]);
  });

  it('seeds the demo slots once and keeps what the operator wrote over them', async () => {
    const now = new Date(world.clock.now()).toISOString();
    await operator('DELETE', '/operator/v1/banners/sidebar');
    expect(await seedBannerSlots(world.db, DEMO_BANNER_SLOTS, now)).toBe(1);
    expect((await shown('sidebar')).banners.map((banner) => banner.id)).toEqual(['bet-in-play']);
    await operator('PUT', '/operator/v1/banners/sidebar', {
      banners: [{ id: 'mine', title: { en: 'Mine' } }],
    });
    expect(await seedBannerSlots(world.db, DEMO_BANNER_SLOTS, now)).toBe(0);
    expect((await shown('sidebar')).banners.map((banner) => banner.id)).toEqual(['mine']);
  });
});
