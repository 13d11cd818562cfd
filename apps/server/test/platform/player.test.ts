import { AccountSchema, PlayerSchema } from '@sportsbook/contract/entities/player';
import { SESSION_COOKIE, SportsbookSessionSchema } from '@sportsbook/contract/platform/platform-calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../../src/clock';
import { players } from '../../src/db/schema';
import { SESSION_TTL_SECONDS, SPORTSBOOK_TOKEN_TTL_SECONDS } from '../../src/platform/session-service';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';
import { bearerToken, CSRF_HEADERS, DEMO_EMAIL, DEMO2_EMAIL, signInCookie } from './sign-in-helpers';

const START = Date.parse('2026-11-22T10:00:00.000Z');

describe.each(testDatabaseKinds())('the player, accounts and sportsbook sessions on %s', (kind) => {
  const clock = new ManualClock(START);

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}) });

  const t = useSuiteApp(kind, { clock });

  it('serves the signed-in player', async () => {
    const res = await get('/platform/player', await signInCookie(t.app));
    expect(res.statusCode).toBe(200);
    const player = PlayerSchema.parse(res.json());
    expect(player).toMatchObject({
      email: DEMO_EMAIL,
      first_name: 'Alex',
      last_name: 'Demo',
      currency: 'EUR',
      language: 'en',
      country: 'DE',
      auth_fields_missed: [],
      br_identity_check: null,
    });
  });

  it('names the sign-up fields a player still has to give, and passes on the pve flag', async () => {
    await t.db
      .update(players)
      .set({ lastName: null, country: 'BR', pve: true })
      .where(eq(players.email, DEMO2_EMAIL));
    const res = await get('/platform/player', await signInCookie(t.app, DEMO2_EMAIL));
    expect(res.json()).toMatchObject({ auth_fields_missed: ['last_name'], br_identity_check: { pve: true } });
  });

  it('serves only the active accounts, with their currency subunits', async () => {
    const res = await get('/platform/player/accounts?compatibility=false', await signInCookie(t.app));
    expect(res.statusCode).toBe(200);
    const accounts = z.array(AccountSchema).parse(res.json());
    expect(
      accounts.map(({ currency, balance, subunits, active }) => ({ currency, balance, subunits, active })),
    ).toEqual([
      { currency: 'EUR', balance: 100_000, subunits: 100, active: true },
      { currency: 'USD', balance: 100_000, subunits: 100, active: true },
    ]);
  });

  it('refuses an unknown compatibility value with 400', async () => {
    const res = await get('/platform/player/accounts?compatibility=maybe', await signInCookie(t.app));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('query.compatibility');
  });

  it.each([
    ['GET', '/platform/player'],
    ['GET', '/platform/player/accounts'],
    ['POST', '/platform/sportsbook_sessions'],
  ] as const)('answers %s %s with 401 without a valid session', async (method, url) => {
    const none = await t.app.inject({ method, url, headers: CSRF_HEADERS });
    const forged = await t.app.inject({
      method,
      url,
      headers: CSRF_HEADERS,
      cookies: { [SESSION_COOKIE]: 'x'.repeat(43) },
    });
    for (const res of [none, forged]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('starts a sportsbook session: a bearer token valid for one hour', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/platform/sportsbook_sessions',
      headers: CSRF_HEADERS,
      cookies: { [SESSION_COOKIE]: await signInCookie(t.app) },
    });
    expect(res.statusCode).toBe(201);
    const session = SportsbookSessionSchema.parse(res.json());
    expect(Date.parse(session.expires_at)).toBe(START + SPORTSBOOK_TOKEN_TTL_SECONDS * 1000);
  });

  it('never issues a bearer token that outlives its session', async () => {
    const cookie = await signInCookie(t.app);
    clock.advance((SESSION_TTL_SECONDS - 600) * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/platform/sportsbook_sessions',
      headers: CSRF_HEADERS,
      cookies: { [SESSION_COOKIE]: cookie },
    });
    clock.set(START);
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json().expires_at)).toBe(START + SESSION_TTL_SECONDS * 1000);
  });

  it("accepts the session's bearer token on the Sportsbook API until sign-out", async () => {
    const cookie = await signInCookie(t.app);
    const token = await bearerToken(t.app, cookie);
    const settings = () =>
      t.app.inject({ method: 'GET', url: '/api/v2/settings', headers: { authorization: `Bearer ${token}` } });
    expect((await settings()).statusCode).toBe(200);

    await t.app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      cookies: { [SESSION_COOKIE]: cookie },
    });
    const after = await settings();
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });
});
