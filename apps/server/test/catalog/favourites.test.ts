import { FAVOURITES_PER_TYPE_MAX, FavouriteSchema } from '@sportsbook/contract/sportsbook/favourite-calls';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { favourites, matches } from '../../src/db/schema';
import { BettingWorld, type Bettor } from '../betting/support/betting-world';
import { testDatabaseKinds } from '../support/database';

/*
 * Favourites at server level (issue 19, spec §7.2 /favourites/{type}): a player stars matches, leagues and sports,
 * lists them (matches by status and bettable), unstars them; GET /matches?favourite=true answers the matches
 * starred. Visitors are refused; one player never sees another's.
 */
describe.each(testDatabaseKinds())('favourites on %s', (kind) => {
  let world: BettingWorld;

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
  });
  afterAll(async () => world.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, bettor: Bettor | null) =>
    world.call(method, url, bettor);

  async function listOf(bettor: Bettor, url: string) {
    const res = await call('GET', url, bettor);
    expect(res.statusCode, res.body).toBe(200);
    return z.array(FavouriteSchema).parse(res.json().data);
  }

  it('refuses visitors every call', async () => {
    const match = await world.aMatch();
    expect((await call('GET', '/api/v2/favourites/match', null)).statusCode).toBe(401);
    expect((await call('POST', `/api/v2/favourites/match/${match.id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/v2/favourites/match/${match.id}`, null)).statusCode).toBe(401);
  });

  it('stars a match once, lists it newest first, finds it among the matches, and unstars it', async () => {
    const [ann, ben] = await Promise.all([world.aBettor(), world.aBettor()]);
    const first = await world.aMatch();
    const second = await world.aMatch();
    const starred = await call('POST', `/api/v2/favourites/match/${first.id}`, ann);
    expect(starred.statusCode, starred.body).toBe(200);
    expect(FavouriteSchema.parse(starred.json())).toMatchObject({ type: 'match', id: first.id });
    world.clock.advance(1_000);
    await call('POST', `/api/v2/favourites/match/${second.id}`, ann);
    // Starring again changes nothing.
    const again = await call('POST', `/api/v2/favourites/match/${first.id}`, ann);
    expect(again.json()).toEqual(starred.json());
    expect((await listOf(ann, '/api/v2/favourites/match')).map((f) => f.id)).toEqual([second.id, first.id]);
    // Another player's list is their own.
    expect(await listOf(ben, '/api/v2/favourites/match')).toEqual([]);
    const mine = await call('GET', '/api/v2/matches?favourite=true', ann);
    expect(
      mine
        .json()
        .data.map((match: { id: number }) => match.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    const removed = await call('DELETE', `/api/v2/favourites/match/${first.id}`, ann);
    expect(removed.statusCode).toBe(204);
    expect((await call('DELETE', `/api/v2/favourites/match/${first.id}`, ann)).statusCode).toBe(204);
    // Ben unstarring Ann's favourite changes nothing of hers.
    await call('DELETE', `/api/v2/favourites/match/${second.id}`, ben);
    expect((await listOf(ann, '/api/v2/favourites/match')).map((f) => f.id)).toEqual([second.id]);
  });

  it('lists match favourites by status and by whether they take bets', async () => {
    const bettor = await world.aBettor();
    const open = await world.aMatch();
    const live = await world.aMatch({ status: 1 });
    const closed = await world.aMatch();
    await world.setMatchStatus(closed.id, 3);
    // Bets are taken on a match whose main market (1X2 here) is open.
    await world.db
      .update(matches)
      .set({ mainMarketId: 1 })
      .where(inArray(matches.id, [open.id, live.id, closed.id]));
    for (const match of [open, live, closed])
      await call('POST', `/api/v2/favourites/match/${match.id}`, bettor);
    const ids = async (query: string) =>
      (await listOf(bettor, `/api/v2/favourites/match?${query}`)).map((f) => f.id).sort();
    expect(await ids('match_status=1')).toEqual([live.id]);
    expect(await ids('match_status=0,1')).toEqual([open.id, live.id].sort());
    expect(await ids('bettable=true')).toEqual([open.id, live.id].sort());
    expect(await ids('bettable=false')).toEqual([closed.id]);
  });

  it('stars leagues and sports, and refuses what does not exist', async () => {
    const bettor = await world.aBettor();
    expect((await call('POST', '/api/v2/favourites/tournament/1', bettor)).statusCode).toBe(200);
    expect((await call('POST', '/api/v2/favourites/sport/1', bettor)).statusCode).toBe(200);
    expect((await listOf(bettor, '/api/v2/favourites/tournament')).map((f) => f.id)).toEqual([1]);
    expect((await listOf(bettor, '/api/v2/favourites/sport')).map((f) => f.id)).toEqual([1]);
    expect((await call('POST', '/api/v2/favourites/match/987654', bettor)).statusCode).toBe(404);
    expect((await call('POST', '/api/v2/favourites/sport/987654', bettor)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/favourites/player', bettor)).statusCode).toBeLessThan(500);
    expect((await call('GET', '/api/v2/favourites/player', bettor)).statusCode).not.toBe(200);
  });

  it(`keeps at most ${FAVOURITES_PER_TYPE_MAX} of a type, still answering one already starred`, async () => {
    const bettor = await world.aBettor();
    const kept = await world.aMatch();
    const extra = await world.aMatch();
    await call('POST', `/api/v2/favourites/match/${kept.id}`, bettor);
    // The rest of the limit as rows (ids need not exist for the count).
    await world.db.insert(favourites).values(
      Array.from({ length: FAVOURITES_PER_TYPE_MAX - 1 }, (_, i) => ({
        playerId: bettor.playerId,
        type: 'match',
        entityId: 5_000_000 + i,
      })),
    );
    const full = await call('POST', `/api/v2/favourites/match/${extra.id}`, bettor);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('favourites_full');
    expect((await call('POST', `/api/v2/favourites/match/${kept.id}`, bettor)).statusCode).toBe(200);
  });
});
