import { ShareBetSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShareCode, SHARE_CODE_TTL_MS } from '../../src/betting/share-codes/share-code-service';
import { ConfigError, loadConfig } from '../../src/config/config';
import { testDatabaseKinds } from '../support/database';
import { aBet, BettingWorld, type WorldMatch } from './support/betting-world';

/*
 * Share codes (spec §3 Share bet, §7.2): POST /bets/share-code stores bets under a random code for 30
 * days, GET /bets/share-code?code reads them back; both answer 403 when the operator turned sharing off.
 */
describe.each(testDatabaseKinds())('share codes on %s', (kind) => {
  let world: BettingWorld;
  let matches: WorldMatch[];

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    matches = await world.matches(3);
  });
  afterAll(async () => world.close());

  const slip = () => {
    const [m1, m2, m3] = matches as [WorldMatch, WorldMatch, WorldMatch];
    return [
      aBet([m1.selection(1, '1')], 500),
      aBet([m2.selection(18, 'over'), m3.selection(1, '2')], 1_000, { currency: 'USD' }),
    ];
  };
  const create = (body: unknown, authorization?: string) =>
    world.call('POST', '/api/v3/bets/share-code', null, body, authorization ? { authorization } : {});
  const read = (code: string) =>
    world.call('GET', `/api/v3/bets/share-code?code=${encodeURIComponent(code)}`, null);

  it('stores a visitor’s slip under a fresh code and reads it back, moving no money', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 10_000 } });
    const bets = slip();
    const visitor = await create({ bets });
    expect(visitor.statusCode).toBe(201);
    const shared = ShareBetSchema.parse(visitor.json());
    expect(shared.code).toMatch(/^[A-Za-z0-9]{8,10}$/);
    expect(shared.bets).toEqual(bets);
    expect(shared.created_at).toBe(new Date(world.clock.now()).toISOString());

    const signedIn = await create({ bets }, bettor.authorization);
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.json().code).not.toBe(shared.code);
    expect(await world.balance(bettor)).toBe(10_000);
    expect(await world.betCount(bettor)).toBe(0);

    const back = await read(shared.code);
    expect(back.statusCode).toBe(200);
    expect(ShareBetSchema.parse(back.json())).toEqual(shared);
  });

  it('answers 404 for an unknown or malformed code, 400 for a missing or absurd one', async () => {
    for (const code of [newShareCode(8), 'abc', 'abcdefgh$', 'a'.repeat(11), '../../etc']) {
      const res = await read(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'share_code_not_found',
        message_key: 'share-bet.not-found-modal.link-not-found',
      });
    }
    expect((await world.call('GET', '/api/v3/bets/share-code', null)).statusCode).toBe(400);
    expect((await read('x'.repeat(65))).statusCode).toBe(400);
  });

  it('forgets a code 30 days after it was made', async () => {
    const { code } = (await create({ bets: slip() })).json<{ code: string }>();
    world.clock.advance(SHARE_CODE_TTL_MS - 1);
    expect((await read(code)).statusCode).toBe(200);
    world.clock.advance(1);
    expect((await read(code)).statusCode).toBe(404);
  });

  it('refuses selections that do not exist (422, each one named) and bodies it cannot read (400)', async () => {
    const [m1] = matches as [WorldMatch];
    const real = m1.selection(1, '1');
    const res = await create({
      bets: [aBet([real, { ...real, outcome_id: 'nope' }]), aBet([{ ...real, match_id: 999_999 }])],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'share_selection_not_found',
      message_key: 'error.share_bet.selection_not_found',
    });
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'body.bets.0.selections.1',
      'body.bets.1.selections.0',
    ]);
    for (const body of [{}, { bets: [] }, { bets: [{ stake: 5 }] }, { bets: slip(), extra: 1 }]) {
      const bad = await create(body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message_key).toBe('error.bets.invalid_request');
    }
  });

  it('makes codes of 8 to 10 letters and digits, every character drawn evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i += 1) {
      const code = newShareCode(8 + (i % 3));
      expect(code).toMatch(/^[A-Za-z0-9]{8,10}$/);
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // 18,000 characters over 62: about 290 each.
    for (const n of counts.values()) expect(n).toBeGreaterThan(180);
  });
});

describe('share codes turned off (SHARE_BET_ENABLED=0)', () => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open('pglite', { env: { SHARE_BET_ENABLED: '0' } });
  });
  afterAll(async () => world.close());

  it('answers 403 to both calls and says so in the settings', async () => {
    const [match] = await world.matches(1);
    const created = await world.call('POST', '/api/v3/bets/share-code', null, {
      bets: [aBet([(match as WorldMatch).selection(1, '1')])],
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().error).toMatchObject({
      code: 'share_bet_disabled',
      message_key: 'error.share_bet.disabled',
    });
    expect((await world.call('GET', '/api/v3/bets/share-code?code=abcdEFGH12', null)).statusCode).toBe(403);
    const settings = await world.call('GET', '/api/v2/settings', null);
    expect(settings.json().platform_settings.share_bet_enabled).toBe(false);
  });

  it('reads the switch from the environment, refusing what is not one', () => {
    expect(loadConfig({}).shareBetEnabled).toBe(true);
    for (const off of ['0', 'false', 'off', 'no', 'OFF'])
      expect(loadConfig({ SHARE_BET_ENABLED: off }).shareBetEnabled).toBe(false);
    for (const on of ['1', 'true', 'on', 'yes'])
      expect(loadConfig({ SHARE_BET_ENABLED: on }).shareBetEnabled).toBe(true);
    expect(() => loadConfig({ SHARE_BET_ENABLED: 'maybe' })).toThrow(ConfigError);
  });
});
