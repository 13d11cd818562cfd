import { SettingsSchema } from '@sportsbook/contract/entities/settings';
import { ODDS_TYPES } from '@sportsbook/core/odds/odds-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerSettings, players, providerStatuses } from '../../src/db/schema';
import { DEFAULT_BETS_LIMITS } from '../../src/settings/settings-defaults';
import { bearerToken, DEMO_EMAIL, DEMO2_EMAIL, signInCookie } from '../platform/sign-in-helpers';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';

const SETTINGS_URL = '/api/v2/settings';

describe.each(testDatabaseKinds())('GET /api/v2/settings on %s', (kind) => {
  const getSettings = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: SETTINGS_URL, headers });
    expect(res.statusCode).toBe(200);
    return SettingsSchema.parse(res.json());
  };
  const playerId = async (email: string) => {
    const rows = await t.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    return rows[0]?.id ?? 0;
  };

  const t = useSuiteApp(kind, { env: { CONTENT_LOCALES: 'en,de,pt-BR' } });

  it("gives a visitor the operator's defaults", async () => {
    const settings = await getSettings();
    expect(settings).toMatchObject({
      stakes: [5, 10, 25, 50],
      odds_accept_mode: 'none',
      odds_types: { available: [...ODDS_TYPES], selected: 'european' },
      active_odds_type: 'european',
      video_enabled: false,
      sport_type_providers: { regular: ['betradar', 'betconstruct'], cyber: ['oddin'] },
      bets_limits: DEFAULT_BETS_LIMITS,
      default_currency_code: 'EUR',
    });
  });

  it('carries the system data: locales, currencies by code, countries', async () => {
    const settings = await getSettings();
    expect(settings.locales).toEqual(['en', 'de', 'pt-BR']);
    expect(settings.currencies.EUR).toEqual({ code: 'EUR', fiat: true, subunits: 100, subcurrencies: [] });
    expect(settings.currencies.BTC?.subunits).toBe(100_000_000);
    expect(settings.countries).toContainEqual({ code: 'BR', name: 'Brazil' });
    expect(settings.user_country).toBeNull();
  });

  it('names the market groups in the request locale', async () => {
    const english = await getSettings();
    expect(english.market_groups.main).toEqual({ key: 'main', name: 'Main', priority: 100 });
    const german = await getSettings({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.market_groups.totals?.name).toBe('Gesamt');
    // pt-BR is served with the Portuguese names of the market vocabulary.
    const brazilian = await getSettings({ 'accept-language': 'pt-BR' });
    expect(brazilian.market_groups.scores?.name).toBe('Placares');
  });

  it('reports every provider active unless its row says inactive', async () => {
    expect((await getSettings()).provider_statuses).toEqual({
      betradar: 'active',
      oddin: 'active',
      betconstruct: 'active',
    });
    await t.db.insert(providerStatuses).values([
      { provider: 'oddin', status: 'inactive' },
      { provider: 'betradar', status: 'active' },
    ]);
    expect((await getSettings()).provider_statuses).toEqual({
      betradar: 'active',
      oddin: 'inactive',
      betconstruct: 'active',
    });
    await t.db.delete(providerStatuses);
  });

  it("takes the visitor's country from the proxy header and ignores a hostile value", async () => {
    expect((await getSettings({ 'x-country-code': 'BR' })).user_country).toBe('BR');
    expect((await getSettings({ 'x-country-code': 'tr' })).user_country).toBe('TR');
    expect((await getSettings({ 'x-country-code': "DE' OR 1=1 --" })).user_country).toBeNull();
    expect((await getSettings({ 'x-country-code': 'ZZ' })).user_country).toBeNull();
  });

  it('gives a player their own stakes, odds acceptance mode and odds type', async () => {
    await t.db.insert(playerSettings).values({
      playerId: await playerId(DEMO_EMAIL),
      stakes: [1, 2.5, 20],
      oddsAcceptMode: 'higher',
      oddsType: 'american',
    });
    const token = await bearerToken(t.app, await signInCookie(t.app, DEMO_EMAIL));
    const settings = await getSettings({ authorization: `Bearer ${token}` });
    expect(settings).toMatchObject({
      stakes: [1, 2.5, 20],
      odds_accept_mode: 'higher',
      odds_types: { available: [...ODDS_TYPES], selected: 'american' },
      active_odds_type: 'american',
    });
  });

  it('keeps the defaults for a player with no choices, or with a stored value no longer offered', async () => {
    const token = await bearerToken(t.app, await signInCookie(t.app, DEMO2_EMAIL));
    const defaults = await getSettings({ authorization: `Bearer ${token}` });
    expect(defaults).toMatchObject({
      stakes: [5, 10, 25, 50],
      odds_accept_mode: 'none',
      active_odds_type: 'european',
    });

    await t.db.insert(playerSettings).values({
      playerId: await playerId(DEMO2_EMAIL),
      stakes: [],
      oddsAcceptMode: 'sometimes',
      oddsType: 'roman',
    });
    const fallback = await getSettings({ authorization: `Bearer ${token}` });
    expect(fallback).toMatchObject({
      stakes: [5, 10, 25, 50],
      odds_accept_mode: 'none',
      active_odds_type: 'european',
    });
  });

  it('refuses a bearer token that is not one of ours with 401', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic dXNlcjpwdw==']) {
      const res = await t.app.inject({ method: 'GET', url: SETTINGS_URL, headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });
});
