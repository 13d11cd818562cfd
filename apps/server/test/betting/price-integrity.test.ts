import { randomUUID } from 'node:crypto';
import { PlaceBetsErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_NAME } from '../../src/db/postgres-pool';
import { ManualTimers } from '../../src/timers';
import { ownConnectionTo, testDatabaseKinds } from '../support/database';
import {
  aBet,
  aSlip,
  BETTING_NOW,
  BettingWorld,
  type Bettor,
  type WorldSelection,
} from './support/betting-world';

/*
 * Price integrity (issue 14, UKGC RTS 2-style): the price, the market and match status and the start time are
 * checked again inside the placement transaction, after the player's lock, against the book as it is then.
 * The first check (outside the transaction) passes in each case here; what changes afterwards is refused.
 */

/** Runs `move` once, just before the next transaction of the world's database starts (after the first check). */
function beforeNextTransaction(world: BettingWorld, move: () => Promise<void>): void {
  const db = world.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = db.transaction;
  db.transaction = async (...args: unknown[]) => {
    db.transaction = original;
    await move();
    return original.apply(db, args);
  };
}

/** Kick-off of the world's prematch matches (an hour after BETTING_NOW). */
const KICK_OFF = BETTING_NOW + 3_600_000;

describe.each(testDatabaseKinds())('price integrity at commit on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

  async function refusedWithNothingTaken(
    bettor: Bettor,
    selection: WorldSelection,
    change: () => Promise<void>,
  ): Promise<string> {
    const before = await world.balance(bettor);
    beforeNextTransaction(world, change);
    const answer = await world.place(bettor, aSlip('single', [aBet([selection], 1_000)]));
    expect(answer.statusCode, answer.body).toBe(422);
    expect(await world.balance(bettor)).toBe(before);
    expect(await world.betCount(bettor)).toBe(0);
    return String(PlaceBetsErrorSchema.parse(answer.json()).error.code);
  }

  it('refuses a price the book moved away from while the placement waited, and offers the new one', async () => {
    const bettor = await world.aBettor({ oddsAcceptMode: 'none' });
    const selection = (await world.aMatch()).selection(1, '1');
    const moved = Math.round(selection.odds * 80) / 100;
    const before = await world.balance(bettor);
    beforeNextTransaction(world, () => world.setOdds(selection, moved));
    const answer = await world.place(bettor, aSlip('single', [aBet([selection], 1_000)]));
    expect(answer.statusCode).toBe(422);
    const body = PlaceBetsErrorSchema.parse(answer.json());
    expect(body.error.bets?.[0]?.current_odds?.[0]?.odds).toBe(moved);
    expect(await world.balance(bettor)).toBe(before);
  });

  it('refuses a market suspended and a match stopped while the placement waited', async () => {
    const suspended = (await world.aMatch()).selection(1, '1');
    expect(
      await refusedWithNothingTaken(await world.aBettor(), suspended, () =>
        world.setMarketStatus(suspended, -1),
      ),
    ).toBe('selection_unavailable');
    const stopped = (await world.aMatch()).selection(1, 'X');
    expect(
      await refusedWithNothingTaken(await world.aBettor(), stopped, () =>
        world.setMatchStatus(stopped.match_id, 2),
      ),
    ).toBe('selection_unavailable');
  });

  it('refuses a prematch bet one millisecond after the scheduled start, whatever the feed says', async () => {
    const selection = (await world.aMatch()).selection(1, '1');
    try {
      world.clock.set(KICK_OFF - 1);
      const bettor = await world.aBettor();
      expect((await world.place(bettor, aSlip('single', [aBet([selection], 500)]))).statusCode).toBe(201);
      world.clock.set(KICK_OFF + 1);
      const late = await world.place(bettor, aSlip('single', [aBet([selection], 500)]));
      expect(late.statusCode).toBe(422);
      expect(PlaceBetsErrorSchema.parse(late.json()).error.code).toBe('selection_unavailable');
      expect(await world.betCount(bettor)).toBe(1);
    } finally {
      world.clock.set(BETTING_NOW);
    }
  });

  it('refuses a kick-off that passes while the placement waits (the check uses the clock at commit)', async () => {
    const selection = (await world.aMatch()).selection(1, '2');
    try {
      world.clock.set(KICK_OFF - 5);
      const code = await refusedWithNothingTaken(await world.aBettor(), selection, async () => {
        world.clock.set(KICK_OFF);
      });
      expect(code).toBe('selection_unavailable');
    } finally {
      world.clock.set(BETTING_NOW);
    }
  });

  it('takes live bets on a live match, and outrights past their competition start', async () => {
    const bettor = await world.aBettor();
    const live = (await world.aMatch({ status: 1 })).selection(1, '1');
    expect((await world.place(bettor, aSlip('single', [aBet([live], 500)]))).statusCode).toBe(201);
    const outright = await world.anOutright();
    world.clock.set(BETTING_NOW + 400 * 86_400_000);
    try {
      const later = await world.aBettor();
      const answer = await world.place(later, aSlip('single', [aBet([outright.selection(1)], 500)]));
      expect(answer.statusCode, answer.body).toBe(201);
    } finally {
      world.clock.set(BETTING_NOW);
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a placement waiting on the player lock on PostgreSQL', () => {
  let world: BettingWorld;
  let watcher: pg.Client;

  beforeAll(async () => {
    world = await BettingWorld.open('postgres');
    watcher = await ownConnectionTo(world.db);
  });
  afterAll(async () => {
    await watcher.end();
    await world.close();
  });

  it('is refused when the price moves while it waits, and nothing is taken', async () => {
    const bettor = await world.aBettor({ oddsAcceptMode: 'none', balances: { EUR: 50_000 } });
    const selection = (await world.aMatch()).selection(1, '1');
    const holder = await ownConnectionTo(world.db);
    await holder.query('begin');
    await holder.query('select id from players where id = $1 for update', [bettor.playerId]);
    const placing = world.place(bettor, aSlip('single', [aBet([selection], 1_000)]), { key: randomUUID() });
    // The sentinel: the backend's placement is in its transaction, waiting on the player's row.
    await vi.waitFor(
      async () => {
        const { rows } = await watcher.query(
          `select pid from pg_stat_activity
            where datname = current_database() and application_name = $1 and wait_event_type = 'Lock'`,
          [APPLICATION_NAME],
        );
        expect(rows).toHaveLength(1);
      },
      { timeout: 20_000, interval: 20 },
    );
    await world.setOdds(selection, Math.round(selection.odds * 70) / 100);
    await holder.query('commit');
    await holder.end();
    const answer = await placing;
    expect(answer.statusCode).toBe(422);
    expect(PlaceBetsErrorSchema.parse(answer.json()).error.code).toBe('odds_different_than_bookmaker');
    expect(await world.balance(bettor)).toBe(50_000);
    expect(await world.ledgerSum(bettor)).toBe(0);
  });
});

describe('the in-play bet delay', () => {
  let world: BettingWorld;
  const timers = new ManualTimers();

  beforeAll(async () => {
    world = await BettingWorld.open('pglite', {
      env: { IN_PLAY_BET_DELAYS: 'football=5,tennis=3' },
      overrides: { timers },
    });
  });
  afterAll(async () => world.close());

  /** Starts a placement and waits until it is held on the delay's timer (the sentinel), unanswered. */
  async function heldPlacement(bettor: Bettor, selection: WorldSelection) {
    let answered = false;
    const placing = world.place(bettor, aSlip('single', [aBet([selection], 1_000)])).finally(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(timers.nextDueInMs).toBe(5_000), { timeout: 10_000, interval: 5 });
    expect(answered).toBe(false);
    // Wrapped: an async function returning the promise itself would wait for it.
    return { placing };
  }

  it('is the operator setting of GET /settings', async () => {
    const settings = (await world.call('GET', '/api/v2/settings', null)).json<Record<string, unknown>>();
    expect(settings.in_play_bet_delays).toEqual({ football: 5, tennis: 3 });
  });

  it('holds a live bet for its sport delay, then takes it at a price that held', async () => {
    const bettor = await world.aBettor({ oddsAcceptMode: 'none' });
    const { placing } = await heldPlacement(bettor, (await world.aMatch({ status: 1 })).selection(1, '1'));
    expect(await world.balance(bettor)).toBe(100_000);
    timers.advance(5_000);
    expect((await placing).statusCode).toBe(201);
  });

  it('refuses a live bet whose price moved during the delay, with nothing taken', async () => {
    const bettor = await world.aBettor({ oddsAcceptMode: 'none' });
    const selection = (await world.aMatch({ status: 1 })).selection(1, '2');
    const { placing } = await heldPlacement(bettor, selection);
    await world.setOdds(selection, Math.round(selection.odds * 90) / 100);
    timers.advance(5_000);
    const answer = await placing;
    expect(answer.statusCode).toBe(422);
    expect(PlaceBetsErrorSchema.parse(answer.json()).error.code).toBe('odds_different_than_bookmaker');
    expect(await world.balance(bettor)).toBe(100_000);
  });

  it('does not hold prematch bets', async () => {
    const bettor = await world.aBettor();
    const answer = await world.place(
      bettor,
      aSlip('single', [aBet([(await world.aMatch()).selection(1, '1')])]),
    );
    expect(answer.statusCode).toBe(201);
    expect(timers.pending).toBe(0);
  });
});
