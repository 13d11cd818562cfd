import { randomUUID } from 'node:crypto';
import type { Bet } from '@sportsbook/contract/entities/bet';
import type { PlaceBet, PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import { settleBet } from '@sportsbook/core/settlement/bet-payout';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBettingContext } from '../../src/betting/betting-context';
import { FeedFollower } from '../../src/betting/feed-follower';
import { betToSettle } from '../../src/betting/settlement/settlement-service';
import { accountLedger, accounts, betSelections, bets, markets, matches } from '../../src/db/schema';
import { Random } from '../../src/feed/generator/random';
import {
  ListeningPublisher,
  openSimWorld,
  SIM_NOW,
  type SimWorld,
  simulatorOn,
} from '../feed/support/sim-harness';
import type { TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/database';
import { aSlip, type Bettor, signedInBettor } from './support/betting-world';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BETTORS = 12;
const INITIAL = 200_000;

/*
 * The ledger invariant over a simulated day: the feed simulator plays a day on a manual clock, with the
 * FeedFollower settling and revaluing; bettors place random singles, combos and systems on open lines and
 * cash some out at the value GET /bets shows. At the end, nothing was created or lost:
 *   sum of balances + stakes of open bets + (stakes − payouts) of settled bets = the balances at the start,
 * every account's ledger replays to its balance, and every settled bet paid what core says it should.
 */
describe.each(testDatabaseKinds())('the ledger over a simulated day on %s', (kind) => {
  let world: SimWorld;
  let t: TestApp;
  const bettors: Bettor[] = [];
  const counts = { placed: 0, refused: 0, cashedOut: 0, cashoutRefused: 0 };

  beforeAll(async () => {
    world = await openSimWorld(kind, 0.1);
    t = await world.app();
    const publisher = new ListeningPublisher((channel) => channel.startsWith('$user:'));
    const follower = new FeedFollower(
      createBettingContext({ db: world.db, clock: world.clock, publisher, contentLocales: ['en'] }),
    );
    const { simulator, logger } = simulatorOn(world, { publisher, listener: follower, minLive: 8 });
    const modes = ['none', 'higher', 'any'] as const;
    for (let i = 0; i < BETTORS; i += 1)
      bettors.push(
        await signedInBettor(t, {
          balances: { EUR: INITIAL },
          oddsAcceptMode: modes[i % modes.length] as string,
          sessionSeconds: 2 * 86_400,
        }),
      );
    const random = new Random(20_261_125, `ledger-day-${kind}`);
    await simulator.tick();
    for (let at = SIM_NOW + 5 * MINUTE; at <= SIM_NOW + DAY; at += 5 * MINUTE) {
      world.clock.set(at);
      await simulator.tick();
      for (let n = random.int(0, 3); n > 0; n -= 1) await placeRandomBet(random);
      if (random.chance(0.5)) await cashOutRandomBet(random);
    }
    expect(logger.errors).toEqual([]);
  }, 600_000);
  afterAll(async () => world.close());

  /** Open lines of matches starting within a few hours (so most are decided within the day), in key order. */
  async function openLines(now: number) {
    return world.db
      .select({
        matchId: markets.matchId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .innerJoin(matches, eq(matches.id, markets.matchId))
      .where(
        and(
          eq(markets.status, 1),
          inArray(matches.status, [0, 1]),
          eq(matches.type, 'match'),
          gte(matches.startTime, new Date(now - 3 * 60 * MINUTE).toISOString()),
          lte(matches.startTime, new Date(now + 2 * 60 * MINUTE).toISOString()),
        ),
      )
      .orderBy(asc(markets.matchId), asc(markets.marketId), asc(markets.specifier));
  }

  async function placeRandomBet(random: Random): Promise<void> {
    const lines = await openLines(world.clock.now());
    const byMatch = new Map<number, typeof lines>();
    for (const line of lines) byMatch.set(line.matchId, [...(byMatch.get(line.matchId) ?? []), line]);
    const matchIds = [...byMatch.keys()];
    if (matchIds.length < 3) return;
    const roll = random.next();
    const type: PlaceBetType = roll < 0.6 ? 'single' : roll < 0.9 ? 'combo' : 'system';
    const legs = type === 'single' ? 1 : type === 'combo' ? random.int(2, 3) : 3;
    const selections = random
      .shuffle(matchIds)
      .slice(0, legs)
      .flatMap((matchId) => {
        const line = random.pick(byMatch.get(matchId) ?? []);
        const outcome = random.pick(line.outcomes.filter((o) => o.active));
        return outcome
          ? [
              {
                match_id: matchId,
                market_id: line.marketId,
                specifier: line.specifier,
                outcome_id: outcome.id,
                odds: outcome.odds,
              },
            ]
          : [];
      });
    if (selections.length !== legs) return;
    const bet: PlaceBet = {
      stake: { value: random.int(100, 2_000), currency: 'EUR' },
      selections,
      ...(type === 'system' ? { system_id: '2/3' } : {}),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      headers: { authorization: random.pick(bettors).authorization, 'idempotency-key': randomUUID() },
      payload: aSlip(type, [bet]),
    });
    if (res.statusCode === 201) counts.placed += 1;
    else {
      // Refusals are answers too (the balance ran out, a line is too lopsided to win anything).
      expect(res.statusCode).toBe(422);
      counts.refused += 1;
    }
  }

  async function cashOutRandomBet(random: Random): Promise<void> {
    const bettor = random.pick(bettors);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/bets?status=waiting_results',
      headers: { authorization: bettor.authorization },
    });
    const offered = res.json<{ data: Bet[] }>().data.filter((bet) => bet.to_cashout !== null);
    if (offered.length === 0) return;
    const bet = random.pick(offered);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v3/bets/cashout',
      headers: { authorization: bettor.authorization },
      payload: { bet_id: bet.id, to_cashout: bet.to_cashout },
    });
    if (paid.statusCode === 200) counts.cashedOut += 1;
    else {
      expect(paid.statusCode).toBe(409);
      counts.cashoutRefused += 1;
    }
  }

  it('was a day of betting: bets placed, settled by the feed, some cashed out', async () => {
    const byStatus = await world.db
      .select({ status: bets.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(bets)
      .groupBy(bets.status);
    const n = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
    expect(counts.placed).toBeGreaterThan(100);
    expect(n('done')).toBeGreaterThan(50);
    expect(n('cashed_out')).toBe(counts.cashedOut);
    expect(counts.cashedOut).toBeGreaterThan(5);
    expect(n('done') + n('cashed_out') + n('waiting_results')).toBe(counts.placed);
  });

  it('balances + open stakes + settled net = the balances at the start', async () => {
    const [money] = await world.db
      .select({
        balances: sql<string>`(select coalesce(sum(balance), 0) from ${accounts})`,
        open: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'waiting_results'), 0)`,
        settledNet: sql<string>`coalesce(sum(${bets.stake} - ${bets.winAmount}) filter (where ${bets.status} in ('done', 'cashed_out')), 0)`,
      })
      .from(bets);
    const total = Number(money?.balances) + Number(money?.open) + Number(money?.settledNet);
    expect(total).toBe(BETTORS * INITIAL);
  });

  it("replays every account's ledger to its balance", async () => {
    const rows = await world.db.select().from(accountLedger).orderBy(asc(accountLedger.id));
    const replayed = new Map<number, number>();
    for (const row of rows) {
      const balance = (replayed.get(row.accountId) ?? INITIAL) + row.amount;
      expect(row.balanceAfter).toBe(balance);
      replayed.set(row.accountId, balance);
    }
    for (const account of await world.db.select().from(accounts))
      expect(account.balance).toBe(replayed.get(account.id) ?? INITIAL);
    // One stake per bet, at most one payout per bet.
    const perBet = await world.db
      .select({
        betId: accountLedger.betId,
        kind: accountLedger.kind,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(accountLedger)
      .groupBy(accountLedger.betId, accountLedger.kind);
    expect(perBet.filter((row) => row.n !== 1)).toEqual([]);
  });

  it('paid every settled bet what its selections say', async () => {
    const done = await world.db.select().from(bets).where(eq(bets.status, 'done'));
    const selections = await world.db
      .select()
      .from(betSelections)
      .where(
        inArray(
          betSelections.betId,
          done.map((bet) => bet.id),
        ),
      );
    for (const bet of done) {
      const own = selections.filter((s) => s.betId === bet.id);
      expect(own.every((s) => s.result !== 'no_results')).toBe(true);
      const expected = settleBet(betToSettle(bet, own));
      expect({ id: bet.id, result: bet.result, paid: bet.winAmount }).toEqual({
        id: bet.id,
        result: expected.result,
        paid: expected.winAmount,
      });
    }
  });
});
