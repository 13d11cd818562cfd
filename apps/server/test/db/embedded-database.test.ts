import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualTimers } from '../../src/timers';
import { aBet, aSlip, BettingWorld, type Bettor, type WorldMatch } from '../betting/support/betting-world';

/*
 * The embedded database (PGlite) runs one statement at a time and a transaction holds it whole. Work
 * beyond a bound is refused at once with 503 and Retry-After instead of waiting behind everyone else.
 * The tests hold PGlite with an open transaction (as a long tick of the feed would), so nothing admitted
 * can finish until they let go.
 */

/** Holds the embedded database in an open transaction until `release()`. */
async function holdDatabase(world: BettingWorld): Promise<{ release: () => Promise<void> }> {
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let holding: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const transaction = world.db.transaction(async () => {
    holding();
    await released;
  });
  await held;
  return {
    release: async () => {
      letGo();
      await transaction;
    },
  };
}

describe('the embedded database under more work than it can take', () => {
  let world: BettingWorld;
  let match: WorldMatch;
  let timers: ManualTimers;

  // A world each: the pace of earlier calls (which the bound takes into account) stays out of the test.
  beforeEach(async () => {
    timers = new ManualTimers();
    world = await BettingWorld.open('pglite', {
      env: { EMBEDDED_DB_CONCURRENCY: '2', EMBEDDED_DB_QUEUE: '3', EMBEDDED_DB_QUEUE_WAIT_MS: '1000' },
      overrides: { timers },
    });
    match = await world.aMatch();
  });
  afterEach(async () => world.close());

  /** Sends `count` placements of 1.00 at once; each answer is recorded as it arrives. */
  function placeAtOnce(bettor: Bettor, count: number) {
    const arrived: { statusCode: number; headers: Record<string, unknown>; body: string }[] = [];
    const all = Promise.all(
      Array.from({ length: count }, () =>
        world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 100)])).then((answer) => {
          arrived.push(answer);
          return answer;
        }),
      ),
    );
    return { arrived, all };
  }

  function expectBusy(answer: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body).error).toMatchObject({
      code: 'service_unavailable',
      message_key: 'error.service_unavailable',
    });
    expect(answer.headers['retry-after']).toBe('1');
  }

  it('refuses at once what is beyond the working and waiting bound; the rest is placed once it can', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    const hold = await holdDatabase(world);
    // 2 may work, 3 may wait: of 7, 2 are refused while the database is still held.
    const { arrived, all } = placeAtOnce(bettor, 7);
    await vi.waitFor(() => expect(arrived).toHaveLength(2));
    for (const answer of arrived) expectBusy(answer);

    await hold.release();
    const answers = await all;
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(await world.balance(bettor)).toBe(100_000 - 500);
    expect(await world.ledgerSum(bettor)).toBe(-500);
    expect(await world.betCount(bettor)).toBe(5);
  });

  it('refuses a call that waited its longest for a turn; those working finish', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    const hold = await holdDatabase(world);
    const { arrived, all } = placeAtOnce(bettor, 5);
    // 2 working, 3 waiting, each wait timed.
    await vi.waitFor(() => expect(timers.pending).toBe(3));
    expect(arrived).toHaveLength(0);
    timers.advance(1_000);
    await vi.waitFor(() => expect(arrived).toHaveLength(3));
    for (const answer of arrived) expectBusy(answer);

    await hold.release();
    const answers = await all;
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(await world.balance(bettor)).toBe(100_000 - 200);
    expect(await world.ledgerSum(bettor)).toBe(-200);
    expect(await world.betCount(bettor)).toBe(2);
  });
});

describe('an embedded database that is gone (closed under the app)', () => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open('pglite');
  });
  afterAll(async () => {
    await world.t.app.close();
  });

  it('answers 503: betting_paused for a placement, service_unavailable for a read; never 500', async () => {
    const match = await world.aMatch();
    const bettor = await world.aBettor();
    await world.database.close();
    const placed = await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')], 100)]));
    expect(placed.statusCode).toBe(503);
    expect(placed.json().error.code).toBe('betting_paused');
    const read = await world.t.app.inject({ method: 'GET', url: `/api/v2/matches/${match.id}` });
    expect(read.statusCode).toBe(503);
    expect(read.json().error.code).toBe('service_unavailable');
  });
});
