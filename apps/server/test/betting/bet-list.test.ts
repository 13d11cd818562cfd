import type { Bet } from '@sportsbook/contract/entities/bet';
import { listBets } from '@sportsbook/contract/sportsbook/bet-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/database';
import { aBet, BettingWorld, type Bettor, type WorldSelection } from './support/betting-world';

type BetPage = { data: Bet[]; pagination: { total: number; page: number; limit: number; last_page: number } };

/*
 * GET /api/v3/bets: the caller's bets newest first, filtered by status and result lists, 500 a page at most,
 * names in the request's locale and open bets' cash-out values current.
 */
describe.each(testDatabaseKinds())('my bets on %s', (kind) => {
  let world: BettingWorld;
  let bettor: Bettor;
  /** Bet ids by what happened to them. */
  const ids: Record<'won' | 'lost' | 'halfWon' | 'cashedOut' | 'open1' | 'open2' | 'open3', number> = {
    won: 0,
    lost: 0,
    halfWon: 0,
    cashedOut: 0,
    open1: 0,
    open2: 0,
    open3: 0,
  };

  const list = (query = '', who: Bettor | null = bettor, headers: Record<string, string> = {}) =>
    world.call('GET', `/api/v3/bets${query}`, who, undefined, headers);

  beforeAll(async () => {
    world = await BettingWorld.open(kind);
    bettor = await world.aBettor({ balances: { EUR: 100_000 } });
    const [decided, halfLine, cashed, ...open] = await world.matches(6);
    if (!decided || !halfLine || !cashed) throw new Error('no matches');
    const result = await world.aLine(decided, 1, '', { '1': 2, X: 3.4, '2': 3.8 });
    const asian = await world.aLine(halfLine, 18, 'total=2.75', { over: 1.8, under: 2 });
    const place = async (selection: WorldSelection) => {
      world.clock.advance(60_000);
      const [bet] = await world.placed(bettor, 'single', [aBet([selection], 1_000)]);
      return bet?.id ?? 0;
    };
    ids.won = await place(result['1'] as WorldSelection);
    ids.lost = await place(result['2'] as WorldSelection);
    ids.halfWon = await place(asian.over as WorldSelection);
    ids.cashedOut = await place(cashed.selection(1, '1'));
    ids.open1 = await place((open[0] ?? cashed).selection(1, '1'));
    ids.open2 = await place((open[1] ?? cashed).selection(1, 'X'));
    ids.open3 = await place((open[2] ?? cashed).selection(1, '2'));
    await world.finish(decided.id, {
      periods: [
        [1, 0],
        [0, 0],
      ],
    });
    await world.finish(halfLine.id, {
      periods: [
        [2, 0],
        [1, 0],
      ],
    });
    await world.settle();
    const value = (await list()).json<BetPage>().data.find((bet) => bet.id === ids.cashedOut)?.to_cashout;
    const res = await world.call('POST', '/api/v3/bets/cashout', bettor, {
      bet_id: ids.cashedOut,
      to_cashout: value,
    });
    expect(res.statusCode).toBe(200);
    // Someone else's bets never show.
    const other = await world.aBettor({ balances: { EUR: 100_000 } });
    await world.placed(other, 'single', [aBet([cashed.selection(1, '2')], 1_000)]);
  });
  afterAll(async () => world.close());

  it('lists the caller’s bets newest first, valid for the contract', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const page = listBets.response.parse(res.json());
    expect(page.data.map((bet) => bet.id)).toEqual([
      ids.open3,
      ids.open2,
      ids.open1,
      ids.cashedOut,
      ids.halfWon,
      ids.lost,
      ids.won,
    ]);
    expect(page.pagination).toEqual({ total: 7, page: 1, limit: 500, last_page: 1 });
  });

  it.each<[string, readonly (keyof typeof ids)[]]>([
    ['?status=waiting_results', ['open3', 'open2', 'open1']],
    ['?status=done,cashed_out', ['cashedOut', 'halfWon', 'lost', 'won']],
    ['?status=cashed_out', ['cashedOut']],
    ['?result=win_entire,refund_half_win_other', ['halfWon', 'won']],
    ['?result=lose_entire,refund_half_lose_other', ['lost']],
    ['?status=done&result=win_entire', ['won']],
    ['?result=refund_entire,canceled', []],
    ['?status=', ['open3', 'open2', 'open1', 'cashedOut', 'halfWon', 'lost', 'won']],
  ])('filters %s', async (query, expected) => {
    const page = (await list(query)).json<BetPage>();
    expect(page.data.map((bet) => bet.id)).toEqual(expected.map((name) => ids[name]));
    expect(page.pagination.total).toBe(expected.length);
  });

  it('pages through, newest first, with the total and the last page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?limit=3&page=${page}`)));
    const bodies = pages.map((res) => res.json<BetPage>());
    expect(bodies.map((body) => body.data.length)).toEqual([3, 3, 1, 0]);
    expect(bodies.flatMap((body) => body.data.map((bet) => bet.id))).toEqual([
      ids.open3,
      ids.open2,
      ids.open1,
      ids.cashedOut,
      ids.halfWon,
      ids.lost,
      ids.won,
    ]);
    for (const [i, body] of bodies.entries())
      expect(body.pagination).toEqual({ total: 7, page: i + 1, limit: 3, last_page: 3 });
  });

  it('shows settled bets with their result and payout, open ones with a cash-out value', async () => {
    const bets = new Map((await list()).json<BetPage>().data.map((bet) => [bet.id, bet]));
    expect(bets.get(ids.won)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: 2_000,
      to_cashout: null,
    });
    expect(bets.get(ids.halfWon)).toMatchObject({ result: 'refund_half_win_other', win_amount: 1_400 });
    expect(bets.get(ids.cashedOut)).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      to_cashout: null,
    });
    for (const id of [ids.open1, ids.open2, ids.open3]) {
      const open = bets.get(id);
      expect(open?.to_cashout).toBe(Math.floor(1_000 * 0.95 + 1e-6));
      expect(open?.selections[0]?.status).toBe('no_results');
    }
  });

  it('writes names in the request’s locale (query, else Accept-Language)', async () => {
    const byQuery = (await list('?locale=de')).json<BetPage>().data[0];
    const byHeader = (await list('', bettor, { 'accept-language': 'de-DE' })).json<BetPage>().data[0];
    for (const bet of [byQuery, byHeader]) {
      expect(bet?.selections[0]?.match.name).toMatch(/^Heim \d+ - Gast \d+$/);
      expect(bet?.selections[0]?.category.name).toBe('England (de)');
    }
    const english = (await list()).json<BetPage>().data[0];
    expect(english?.selections[0]?.match.name).toMatch(/^Home \d+ - Away \d+$/);
  });

  it('answers 400 with a message key for filters it cannot read, 401 without a token', async () => {
    for (const query of [
      '?status=bogus',
      '?status=done,nope',
      '?result=win',
      '?limit=501',
      '?limit=0',
      '?page=0',
      '?page=x',
      '?sort=asc',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message_key).toBe('error.bets.invalid_request');
    }
    expect((await list('', null)).statusCode).toBe(401);
  });
});
