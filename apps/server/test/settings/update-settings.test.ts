import { SettingsSchema } from '@sportsbook/contract/entities/settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerSettings } from '../../src/db/schema';
import { aPlayerSession, type PlayerSession } from '../realtime/support/player-session';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';

const SETTINGS_URL = '/api/v2/settings';

/** POST /api/v2/settings: a player saves stakes, odds acceptance mode and odds type; the answer is GET's. */
describe.each(testDatabaseKinds())('POST /api/v2/settings on %s', (kind) => {
  const t = useSuiteApp(kind, { env: { CONTENT_LOCALES: 'en,de' }, demoPlayers: false });

  const post = (player: PlayerSession | null, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: SETTINGS_URL,
      headers: { ...(player ? { authorization: `Bearer ${player.bearer}` } : {}), ...headers },
      payload: body as Record<string, unknown>,
    });
  const get = async (player: PlayerSession) => {
    const res = await t.app.inject({
      method: 'GET',
      url: SETTINGS_URL,
      headers: { authorization: `Bearer ${player.bearer}` },
    });
    return SettingsSchema.parse(res.json());
  };

  it("saves the player's choices and answers the settings as GET does for that player", async () => {
    const player = await aPlayerSession(t.database, t.deps.tokens);
    const res = await post(player, {
      stakes: [2, 5, 12.5],
      auto_accept_odds_change: 'higher',
      odds_type: 'american',
    });
    expect(res.statusCode).toBe(200);
    const answer = SettingsSchema.parse(res.json());
    expect(answer).toMatchObject({
      stakes: [2, 5, 12.5],
      odds_accept_mode: 'higher',
      odds_types: { selected: 'american' },
      active_odds_type: 'american',
    });
    expect(await get(player)).toEqual(answer);
    const [row] = await t.db
      .select()
      .from(playerSettings)
      .where(eq(playerSettings.playerId, player.playerId));
    expect(row).toMatchObject({ stakes: [2, 5, 12.5], oddsAcceptMode: 'higher', oddsType: 'american' });
  });

  it('keeps what a partial update leaves out', async () => {
    const player = await aPlayerSession(t.database, t.deps.tokens);
    await post(player, { stakes: [1, 2], odds_type: 'british' });
    const res = await post(player, { auto_accept_odds_change: 'any' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stakes: [1, 2],
      odds_accept_mode: 'any',
      active_odds_type: 'british',
    });
  });

  it('keeps the defaults for what a player never chose', async () => {
    const player = await aPlayerSession(t.database, t.deps.tokens);
    const res = await post(player, { odds_type: 'hongkong' });
    expect(res.json()).toMatchObject({ stakes: [5, 10, 25, 50], odds_accept_mode: 'none' });
  });

  it('names the market groups in the request locale', async () => {
    const player = await aPlayerSession(t.database, t.deps.tokens);
    const res = await post(player, { odds_type: 'european' }, { 'accept-language': 'de' });
    expect(res.json().market_groups.totals.name).toBe('Gesamt');
  });

  it('answers 401 without a bearer token and saves nothing', async () => {
    const res = await post(null, { auto_accept_odds_change: 'any' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown mode', { auto_accept_odds_change: 'always' }],
    ['a boolean mode', { auto_accept_odds_change: true }],
    ['an unknown odds type', { odds_type: 'roman' }],
    ['no stakes', { stakes: [] }],
    ['a negative stake', { stakes: [-5] }],
    ['eleven stakes', { stakes: Array.from({ length: 11 }, (_, i) => i + 1) }],
    ['an unknown field', { theme: 'dark' }],
  ])('refuses %s with 400', async (_name, body) => {
    const player = await aPlayerSession(t.database, t.deps.tokens);
    const res = await post(player, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const rows = await t.db.select().from(playerSettings).where(eq(playerSettings.playerId, player.playerId));
    expect(rows).toEqual([]);
  });
});
