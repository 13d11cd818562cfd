import { randomUUID } from 'node:crypto';
import { type Bet, BetSchema } from '@sportsbook/contract/entities/bet';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { PlaceBet } from '@sportsbook/contract/sportsbook/bet-calls';
import { settleBet } from '@sportsbook/core/settlement/bet-payout';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBettingContext } from '../../src/betting/betting-context';
import { FeedFollower } from '../../src/betting/feed-follower';
import { outcomeResult } from '../../src/betting/settlement/outcome-results';
import { betToSettle, SettlementService } from '../../src/betting/settlement/settlement-service';
import { accounts, betSelections, bets, markets } from '../../src/db/schema';
import { finalStateOfRow } from '../../src/feed/simulator/final-state';
import {
  ListeningPublisher,
  type MatchRow,
  matchesOf,
  matchRow,
  openSimWorld,
  type SimWorld,
  simulatorOn,
  storedMs,
} from '../feed/support/sim-harness';
import type { TestApp } from '../support/app';
import { testDatabaseKinds } from '../support/database';
import { aSlip, type Bettor, signedInBettor } from './support/betting-world';

const MINUTE = 60_000;

/*
 * Betting as the product runs it: the feed simulator plays matches, and the FeedFollower it tells after
 * every tick settles what finished (in the tick it finished) and sends listening players their cash-out
 * values. Bets are placed through the API on the seeded catalogue.
 */
describe.each(testDatabaseKinds())('betting that follows the feed on %s', (kind) => {
  let world: SimWorld;
  let t: TestApp;
  const listening = new Set<string>();
  let publisher: ListeningPublisher;

  beforeEach(async () => {
    world = await openSimWorld(kind, 0.1);
    t = await world.app();
    listening.clear();
    publisher = new ListeningPublisher((channel) => listening.has(channel));
  });
  afterEach(async () => world.close());

  const context = () =>
    createBettingContext({ db: world.db, clock: world.clock, publisher, contentLocales: ['en'] });

  /** The earliest prematch football match. */
  async function nextKickOff(): Promise<MatchRow> {
    const [first] = (await matchesOf(world.db, 'football', 0)).sort(
      (a, b) => storedMs(a.startTime) - storedMs(b.startTime) || a.id - b.id,
    );
    if (!first) throw new Error('no prematch football match');
    return first;
  }

  /** One selection per open market type of a match: the first active outcome of its first open line. */
  async function onePerMarket(matchId: number): Promise<PlaceBet['selections']> {
    const lines = await world.db
      .select()
      .from(markets)
      .where(and(eq(markets.matchId, matchId), eq(markets.status, 1)))
      .orderBy(asc(markets.marketId), asc(markets.specifier));
    const seen = new Set<number>();
    return lines.flatMap((line) => {
      const outcome = line.outcomes.find((o) => o.active);
      if (seen.has(line.marketId) || !outcome) return [];
      seen.add(line.marketId);
      return [
        {
          match_id: matchId,
          market_id: line.marketId,
          specifier: line.specifier,
          outcome_id: outcome.id,
          odds: outcome.odds,
        },
      ];
    });
  }

  async function place(bettor: Bettor, type: 'single' | 'combo', bets: PlaceBet[]): Promise<Bet[]> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      headers: { authorization: bettor.authorization, 'idempotency-key': randomUUID() },
      payload: aSlip(type, bets),
    });
    if (res.statusCode !== 201) throw new Error(`placement refused: ${res.body}`);
    return BetSchema.array().parse(res.json());
  }

  async function balanceOf(bettor: Bettor): Promise<number> {
    const [account] = await world.db.select().from(accounts).where(eq(accounts.playerId, bettor.playerId));
    return account?.balance ?? 0;
  }

  it('settles the bets of a match in the tick it finishes, from how it ended', async () => {
    const match = await nextKickOff();
    const start = storedMs(match.startTime);
    const { simulator, logger } = simulatorOn(world, { publisher, listener: new FeedFollower(context()) });
    world.clock.set(start + 10 * MINUTE);
    await simulator.tick();
    const bettor = await signedInBettor(t, { balances: { EUR: 1_000_000 } });
    listening.add(userChannel('en', bettor.playerId));
    const selections = await onePerMarket(match.id);
    expect(selections.length).toBeGreaterThan(10);
    const placed = await place(
      bettor,
      'single',
      selections.map((selection) => ({ stake: { value: 500, currency: 'EUR' }, selections: [selection] })),
    );
    const staked = placed.length * 500;

    let row = await matchRow(world.db, match.id);
    for (let minute = 11; row.status === 1 && minute < 150; minute += 1) {
      world.clock.set(start + minute * MINUTE);
      await simulator.tick();
      row = await matchRow(world.db, match.id);
    }
    expect(row.status).toBe(4);
    // Settled in the very tick the match finished.
    const final = finalStateOfRow(row, 'football');
    const ids = placed.map((bet) => bet.id);
    const settledBets = await world.db.select().from(bets).where(inArray(bets.id, ids));
    const selectionRows = await world.db
      .select()
      .from(betSelections)
      .where(inArray(betSelections.betId, ids));
    let paid = 0;
    for (const bet of settledBets) {
      const own = selectionRows.filter((s) => s.betId === bet.id);
      const [selection] = own;
      if (!selection) throw new Error('a bet without its selection');
      expect(selection.result).toBe(outcomeResult(final, selection, selection.outcomeId));
      const expected = settleBet(betToSettle(bet, own));
      expect({ status: bet.status, result: bet.result, paid: bet.winAmount }).toEqual({
        status: 'done',
        result: expected.result,
        paid: expected.winAmount,
      });
      paid += expected.winAmount;
    }
    // A football match decides every one of these markets: nothing was cancelled.
    expect(selectionRows.filter((s) => s.result === 'canceled')).toEqual([]);
    expect(await balanceOf(bettor)).toBe(1_000_000 - staked + paid);
    const published = publisher.published.filter((p) => p.channel === userChannel('en', bettor.playerId));
    const changed = new Set(
      published.flatMap((p) =>
        p.event.event === 'bet_changed' && p.event.payload.bet.status === 'done'
          ? [p.event.payload.bet.id]
          : [],
      ),
    );
    expect(changed.size).toBe(placed.length);
    expect(logger.errors).toEqual([]);
  });

  it("sends a listening player's cash-out values as prices move, and builds none for others", async () => {
    const match = await nextKickOff();
    const start = storedMs(match.startTime);
    const { simulator, logger } = simulatorOn(world, { publisher, listener: new FeedFollower(context()) });
    world.clock.set(start + 5 * MINUTE);
    await simulator.tick();
    const [home] = (await onePerMarket(match.id)).filter((s) => s.market_id === 1);
    if (!home) throw new Error('no 1x2 line open');
    const watcher = await signedInBettor(t);
    const other = await signedInBettor(t);
    listening.add(userChannel('en', watcher.playerId));
    const [watched] = await place(watcher, 'single', [
      { stake: { value: 10_000, currency: 'EUR' }, selections: [home] },
    ]);
    await place(other, 'single', [{ stake: { value: 10_000, currency: 'EUR' }, selections: [home] }]);
    for (let i = 1; i <= 36; i += 1) {
      world.clock.set(start + 5 * MINUTE + i * 5_000);
      await simulator.tick();
    }
    const sent = publisher.published.flatMap((p) =>
      p.event.event === 'bet_cashout_changed' ? [{ channel: p.channel, ...p.event.payload }] : [],
    );
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((s) => s.channel))).toEqual(new Set([userChannel('en', watcher.playerId)]));
    expect(new Set(sent.map((s) => s.bet_id))).toEqual(new Set([watched?.id]));
    // Each one is a change, and the last is what GET /bets says now.
    for (let i = 1; i < sent.length; i += 1) expect(sent[i]?.to_cashout).not.toBe(sent[i - 1]?.to_cashout);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v3/bets',
      headers: { authorization: watcher.authorization },
    });
    expect(res.json<{ data: Bet[] }>().data[0]?.to_cashout).toBe(sent.at(-1)?.to_cashout);
    expect(publisher.asked.has(userChannel('en', other.playerId))).toBe(true);
    expect(logger.errors).toEqual([]);
  });

  it('settles at start-up what was decided while nobody settled', async () => {
    const match = await nextKickOff();
    const start = storedMs(match.startTime);
    // A simulator of a server that did not settle (stopped before it could).
    const { simulator } = simulatorOn(world);
    world.clock.set(start + MINUTE);
    await simulator.tick();
    const bettor = await signedInBettor(t);
    const [home] = (await onePerMarket(match.id)).filter((s) => s.market_id === 1);
    if (!home) throw new Error('no 1x2 line open');
    const [bet] = await place(bettor, 'single', [
      { stake: { value: 1_000, currency: 'EUR' }, selections: [home] },
    ]);
    world.clock.set(start + 3 * 60 * MINUTE);
    await simulator.tick();
    // Finished, and closed by now.
    expect([3, 4]).toContain((await matchRow(world.db, match.id)).status);
    const [open] = await world.db
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, bet?.id ?? 0));
    expect(open?.result).toBe('no_results');

    const report = await new SettlementService(context()).settleOutstanding();
    expect(report.bets).toBeGreaterThanOrEqual(1);
    const [settled] = await world.db
      .select()
      .from(bets)
      .where(eq(bets.id, bet?.id ?? 0));
    expect(settled?.status).toBe('done');
    expect(['win_entire', 'lose_entire']).toContain(settled?.result);
  });
});
