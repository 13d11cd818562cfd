import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyHash } from '../../src/betting/placement/idempotency';
import { placementRequests } from '../../src/db/schema';
import { testDatabaseKinds } from '../support/database';
import { aBet, aSlip, BETTING_NOW, BettingWorld, type WorldMatch } from './support/betting-world';

/*
 * Idempotent placement: the Idempotency-Key names one placement per player. A retry of a completed one
 * gets the first answer back (same status, same bytes, no second debit); a retry while it runs gets 409;
 * the same key with another body gets 422. A claim whose request died is taken over after a minute.
 */
describe.each(testDatabaseKinds())('idempotent placement on %s', (kind) => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    match = await world.aMatch();
  });
  afterAll(async () => world.close());

  const slip = (stake = 1_000) => aSlip('single', [aBet([match.selection(1, '1')], stake)]);

  it('replays a placed answer byte for byte, without a second debit or bet', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const first = await world.place(bettor, slip(), { key });
    expect(first.statusCode).toBe(201);
    const again = await world.place(bettor, slip(), { key });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await world.betCount(bettor)).toBe(1);
    expect(await world.balance(bettor)).toBe(99_000);
    expect(await world.ledgerSum(bettor)).toBe(-1_000);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const body = slip();
    expect((await world.place(bettor, body, { key })).statusCode).toBe(201);
    const reordered = {
      locale: body.locale,
      bets: body.bets,
      meta: { type: 'single', quick: false, device_id: body.meta.device_id },
    };
    const again = await world.place(bettor, reordered, { key });
    expect(again.statusCode).toBe(201);
    expect(await world.betCount(bettor)).toBe(1);
  });

  it('replays a refusal too, as it was sent', async () => {
    const bettor = await world.aBettor({ balances: { EUR: 500 } });
    const key = randomUUID();
    const first = await world.place(bettor, slip(1_000), { key });
    expect(first.statusCode).toBe(422);
    expect(first.json().error.code).toBe('insufficient_balance');
    const again = await world.place(bettor, slip(1_000), { key });
    expect(again.statusCode).toBe(422);
    expect(again.body).toBe(first.body);
  });

  it('answers 422 idempotency_key_reused to the same key with another body, placing nothing more', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    expect((await world.place(bettor, slip(1_000), { key })).statusCode).toBe(201);
    const other = await world.place(bettor, slip(2_000), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'idempotency_key_reused',
      message_key: 'error.place_bets.idempotency_key_reused',
    });
    expect(await world.betCount(bettor)).toBe(1);
    expect(await world.balance(bettor)).toBe(99_000);
  });

  it('answers 409 placement_in_progress while the first request still runs', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const body = slip();
    // The first request has claimed the key and is still working (its row says so).
    const at = new Date(BETTING_NOW).toISOString();
    await world.db.insert(placementRequests).values({
      playerId: bettor.playerId,
      idempotencyKey: key,
      bodyHash: bodyHash(body),
      status: 'in_progress',
      claimToken: randomUUID(),
      createdAt: at,
      claimedAt: at,
    });
    const second = await world.place(bettor, body, { key });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'placement_in_progress',
      message_key: 'error.place_bets.placement_in_progress',
    });
    expect(await world.betCount(bettor)).toBe(0);
  });

  it('takes over a claim whose request died a minute ago, and places once', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const body = slip();
    const at = new Date(BETTING_NOW - 61_000).toISOString();
    await world.db.insert(placementRequests).values({
      playerId: bettor.playerId,
      idempotencyKey: key,
      bodyHash: bodyHash(body),
      status: 'in_progress',
      claimToken: 'dead-request',
      createdAt: at,
      claimedAt: at,
    });
    const retry = await world.place(bettor, body, { key });
    expect(retry.statusCode).toBe(201);
    const again = await world.place(bettor, body, { key });
    expect(again.body).toBe(retry.body);
    expect(await world.betCount(bettor)).toBe(1);
  });

  it('places once when the same request arrives ten times at once', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => world.place(bettor, slip(), { key })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((a) => a.body)).size).toBe(1);
    expect(await world.betCount(bettor)).toBe(1);
    expect(await world.balance(bettor)).toBe(99_000);
    const rows = await world.db
      .select({ status: placementRequests.status })
      .from(placementRequests)
      .where(and(eq(placementRequests.playerId, bettor.playerId), eq(placementRequests.idempotencyKey, key)));
    expect(rows).toEqual([{ status: 'completed' }]);
  });

  it('keeps keys per player: two players may use the same key', async () => {
    const alice = await world.aBettor();
    const bob = await world.aBettor();
    const key = randomUUID();
    expect((await world.place(alice, slip(), { key })).statusCode).toBe(201);
    expect((await world.place(bob, slip(), { key })).statusCode).toBe(201);
    expect(await world.betCount(alice)).toBe(1);
    expect(await world.betCount(bob)).toBe(1);
  });

  it('does not record a request refused before it ran (pve, bad input), so the key stays free', async () => {
    const bettor = await world.aBettor();
    const key = randomUUID();
    const bad = await world.place(bettor, { ...slip(), extra: 1 }, { key });
    expect(bad.statusCode).toBe(400);
    expect((await world.place(bettor, slip(), { key })).statusCode).toBe(201);
  });
});
