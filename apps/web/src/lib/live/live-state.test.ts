import { MatchSchema } from '@sportsbook/contract/entities/match';
import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import { describe, expect, it, vi } from 'vitest';
import { createLiveStore } from './live-state';
import { aMarket, aMatch, anOutcome } from './live-test-builders';
import { parsePublication } from './publication';

const PUBLIC: ChannelName = { kind: 'public', locale: 'en' };
const MATCH_7: ChannelName = { kind: 'match', locale: 'en', matchId: 7 };

function setup() {
  const report = vi.fn();
  const flushes: (() => void)[] = [];
  const store = createLiveStore({
    report,
    parse: parsePublication,
    schedule: (flush) => flushes.push(flush),
  });
  const runFrame = () => {
    for (const flush of flushes.splice(0)) flush();
  };
  return { store, report, flushes, runFrame };
}

describe('live store', () => {
  it('builds valid fixtures', () => {
    expect(MatchSchema.safeParse(aMatch()).success).toBe(true);
  });

  it('seeds matches and their main market outcomes', () => {
    const { store } = setup();
    const match = aMatch();
    store.seed([match], [], 'insert');
    expect(store.match(7)).toBe(match);
    expect(store.outcome(7, 1, '', '2')).toMatchObject({ outcome: { odds: 3.4 }, suspended: false });
  });

  it('applies a public odds tick to that outcome only and wakes only its listeners, once per frame', () => {
    const { store, runFrame, flushes } = setup();
    const match = aMatch();
    store.seed([match], [], 'insert');
    const home = vi.fn();
    const draw = vi.fn();
    const matchListener = vi.fn();
    store.subscribeOutcome(7, 1, '', '1', home);
    store.subscribeOutcome(7, 1, '', '2', draw);
    store.subscribeMatch(7, matchListener);
    const drawBefore = store.outcome(7, 1, '', '2');

    const ticked = aMarket({
      outcomes: [
        anOutcome({ id: '1', odds: 2.2 }),
        anOutcome({ id: '2', name: 'Draw', odds: 3.4 }),
        anOutcome({ id: '3', name: 'Away', odds: 3.9 }),
      ],
    });
    expect(store.receive(PUBLIC, { event: 'markets_changed', payload: { markets: [ticked] } })).toBe(true);
    ticked.outcomes[0] = anOutcome({ id: '1', odds: 2.25 });
    store.receive(PUBLIC, { event: 'markets_changed', payload: { markets: [ticked] } });
    expect(flushes).toHaveLength(1); // one notification round for both publications
    runFrame();

    expect(store.outcome(7, 1, '', '1')?.outcome.odds).toBe(2.25);
    expect(store.outcome(7, 1, '', '2')).toBe(drawBefore); // unchanged outcome keeps its identity
    expect(home).toHaveBeenCalledTimes(1);
    expect(draw).not.toHaveBeenCalled();
    expect(matchListener).not.toHaveBeenCalled();
    expect(store.match(7)).toBe(match);
  });

  it('shows a suspended market (status -1) and an inactive outcome as suspended', () => {
    const { store } = setup();
    store.seed([aMatch()], [], 'insert');
    store.receive(PUBLIC, {
      event: 'markets_changed',
      payload: { markets: [aMarket({ status: -1 })] },
    });
    expect(store.outcome(7, 1, '', '1')).toMatchObject({ marketStatus: -1, suspended: true });
    store.receive(PUBLIC, {
      event: 'markets_changed',
      payload: {
        markets: [aMarket({ outcomes: [anOutcome({ id: '1', active: false }), anOutcome({ id: '2' })] })],
      },
    });
    expect(store.outcome(7, 1, '', '1')?.suspended).toBe(true);
    expect(store.outcome(7, 1, '', '2')?.suspended).toBe(false);
    // Outcome 3 is gone from its market: suspended (spec §4).
    expect(store.outcome(7, 1, '', '3')?.suspended).toBe(true);
  });

  it('replaces the full market list of a match from its channel, keeping unchanged markets, never status 0', () => {
    const { store, runFrame } = setup();
    const winner = aMarket();
    const total = aMarket({
      id: 18,
      name: 'Total',
      specifier: 'total=2.5',
      outcomes: [anOutcome({ id: '12', name: 'Over' })],
    });
    const gone = aMarket({ id: 29, name: 'Both teams to score' });
    store.seed([aMatch()], [{ matchId: 7, markets: [winner, total, gone] }], 'insert');
    const markets = vi.fn();
    store.subscribeMarkets(7, markets);

    const changedTotal = { ...total, outcomes: [anOutcome({ id: '12', name: 'Over', odds: 1.5 })] };
    const hidden = aMarket({ id: 40, name: 'Hidden', status: 0 });
    store.receive(MATCH_7, {
      event: 'markets_changed',
      payload: { match_id: 7, markets: [{ ...winner }, changedTotal, hidden] },
    });
    runFrame();
    const list = store.markets(7) ?? [];
    expect(list.map((m) => m.id)).toEqual([1, 18]);
    expect(list[0]).toBe(winner);
    expect(list[1]?.outcomes[0]?.odds).toBe(1.5);
    expect(markets).toHaveBeenCalledTimes(1);
    expect(store.outcome(7, 29, '', '1')?.suspended).toBe(true);
  });

  it('merges a match change, and a match status change, into the known match', () => {
    const { store, runFrame } = setup();
    store.seed([aMatch()], [], 'insert');
    const listener = vi.fn();
    store.subscribeMatch(7, listener);
    store.receive(PUBLIC, {
      event: 'match_changed',
      payload: { match: aMatch({ total_score: { home: 2, away: 0 } }) },
    });
    runFrame();
    expect(store.match(7)?.total_score).toEqual({ home: 2, away: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    store.receive(MATCH_7, {
      event: 'match_status_changed',
      payload: { match: aMatch({ status: 4, total_score: { home: 2, away: 0 } }) },
    });
    runFrame();
    expect(store.match(7)?.status).toBe(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the match object when a publication changes nothing', () => {
    const { store, runFrame } = setup();
    store.seed([aMatch()], [], 'insert');
    const before = store.match(7);
    const listener = vi.fn();
    store.subscribeMatch(7, listener);
    store.receive(PUBLIC, { event: 'match_changed', payload: { match: aMatch() } });
    runFrame();
    expect(store.match(7)).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('suspends the outcomes of an inactive provider, and lifts it when active again', () => {
    const { store } = setup();
    store.seed([aMatch()], [], 'insert');
    const statuses = (betradar: 'active' | 'inactive') => ({
      event: 'provider_status_changed',
      payload: { provider_statuses: { betradar, oddin: 'active', betconstruct: 'active' } },
    });
    store.receive(PUBLIC, statuses('inactive'));
    expect(store.outcome(7, 1, '', '1')?.suspended).toBe(true);
    store.receive(PUBLIC, statuses('active'));
    expect(store.outcome(7, 1, '', '1')?.suspended).toBe(false);
  });

  it.each([
    ['not an object', 'garbage'],
    ['an unknown event', { event: 'odds_exploded', payload: {} }],
    [
      'odds below 1',
      { event: 'markets_changed', payload: { markets: [aMarket({ outcomes: [anOutcome({ odds: 0.5 })] })] } },
    ],
    ['a missing field', { event: 'match_changed', payload: { match: { ...aMatch(), urn_id: undefined } } }],
    [
      'an unknown market status',
      { event: 'markets_changed', payload: { markets: [aMarket({ status: 7 as never })] } },
    ],
    [
      'a user event on a public channel',
      { event: 'balance_changed', payload: { currency: 'EUR', balance: 1, subunits: 100 } },
    ],
  ])('ignores and reports a corrupt publication: %s', (_, data) => {
    const { store, report, flushes } = setup();
    const match = aMatch();
    store.seed([match], [], 'insert');
    const before = store.outcome(7, 1, '', '1');
    expect(store.receive(PUBLIC, data)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(store.match(7)).toBe(match);
    expect(store.outcome(7, 1, '', '1')).toBe(before);
    expect(flushes).toHaveLength(0);
  });

  it('refuses a match published on another match channel', () => {
    const { store, report } = setup();
    store.receive(MATCH_7, { event: 'match_changed', payload: { match: aMatch({ id: 8 }) } });
    expect(report).toHaveBeenCalledTimes(1);
    expect(store.match(8)).toBeUndefined();
  });

  it('seeds silently with insert and replaces with overwrite (fresh server data), waking readers', () => {
    const { store, runFrame } = setup();
    const first = aMatch();
    store.seed([first], [], 'insert');
    store.seed([aMatch({ total_score: { home: 5, away: 5 } })], [], 'insert');
    expect(store.match(7)).toBe(first); // insert never replaces
    const listener = vi.fn();
    store.subscribeMatch(7, listener);
    store.seed([first], [], 'overwrite'); // the very object seeded during render: nothing to do
    runFrame();
    expect(listener).not.toHaveBeenCalled();
    store.seed([aMatch({ total_score: { home: 5, away: 5 } })], [], 'overwrite');
    runFrame();
    expect(store.match(7)?.total_score).toEqual({ home: 5, away: 5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells status listeners once per frame when a published match changes status or is new, never for seeds', () => {
    const { store, runFrame } = setup();
    store.seed([aMatch({ status: 0 })], [], 'insert');
    const changes = vi.fn();
    store.subscribeStatusChanges((match, previous) => changes(match.id, match.status, previous));
    store.receive(PUBLIC, { event: 'match_status_changed', payload: { match: aMatch({ status: 1 }) } });
    store.receive(PUBLIC, { event: 'match_changed', payload: { match: aMatch({ status: 1 }) } });
    store.receive(PUBLIC, {
      event: 'match_status_changed',
      payload: { match: aMatch({ id: 8, status: 1 }) },
    });
    runFrame();
    expect(changes.mock.calls).toEqual([
      [7, 1, 0],
      [8, 1, undefined],
    ]);
    // Fresh server data is no news: a refresh it caused must not cause another.
    store.seed([aMatch({ status: 4 }), aMatch({ id: 9, status: 1 })], [], 'overwrite');
    runFrame();
    expect(changes).toHaveBeenCalledTimes(2);
  });
});

describe('live store: which matches are delivered (spec §5, core DLV2)', () => {
  const cyber = { id: 2, urn_id: 'od:sport:2', key: 'cs2', name: 'CS2', type: 'cyber' as const };
  const onlyBetradarForRegular = (match: {
    sportType: string | undefined;
    provider: string | null | undefined;
  }) => (match.provider === 'betradar' ? match.sportType !== 'cyber' : match.provider === 'oddin');

  it("drops a held-back match's changes and its markets on both channels; the others still apply", () => {
    const { store, runFrame } = setup();
    store.setDelivery(onlyBetradarForRegular);
    const held = aMatch({ id: 8, sport: cyber, provider: 'betradar' });
    const kept = aMatch({ id: 7 });
    store.seed([held, kept], [], 'insert');
    const heldListener = vi.fn();
    store.subscribeMatch(8, heldListener);

    store.receive(PUBLIC, {
      event: 'match_changed',
      payload: { match: { ...held, total_score: { home: 3, away: 0 } } },
    });
    store.receive(PUBLIC, {
      event: 'match_changed',
      payload: { match: { ...kept, total_score: { home: 2, away: 0 } } },
    });
    const tick = (matchId: number, odds: number) =>
      aMarket({
        match_id: matchId,
        outcomes: [anOutcome({ id: '1', odds }), anOutcome({ id: '2', odds: 3.4 })],
      });
    store.receive(PUBLIC, { event: 'markets_changed', payload: { markets: [tick(8, 9.5), tick(7, 2.5)] } });
    store.receive(
      { kind: 'match', locale: 'en', matchId: 8 },
      {
        event: 'markets_changed',
        payload: { match_id: 8, markets: [tick(8, 7.5)] },
      },
    );
    runFrame();

    expect(store.match(8)?.total_score).toEqual({ home: 1, away: 0 });
    expect(store.outcome(8, 1, '', '1')?.outcome.odds).toBe(2.1);
    expect(store.markets(8)).toBeUndefined();
    expect(heldListener).not.toHaveBeenCalled();
    expect(store.match(7)?.total_score).toEqual({ home: 2, away: 0 });
    expect(store.outcome(7, 1, '', '1')?.outcome.odds).toBe(2.5);
  });

  it('applies everything again once the filter lets the match through (a tester cookie)', () => {
    const { store } = setup();
    store.setDelivery(onlyBetradarForRegular);
    const held = aMatch({ id: 8, sport: cyber, provider: 'betradar' });
    store.seed([held], [], 'insert');
    store.setDelivery(() => true);
    store.receive(PUBLIC, {
      event: 'match_changed',
      payload: { match: { ...held, total_score: { home: 3, away: 0 } } },
    });
    expect(store.match(8)?.total_score).toEqual({ home: 3, away: 0 });
  });

  it('decides markets of a match it has not seen by their own provider, and learns a match from a dropped publication', () => {
    const { store } = setup();
    const decisions: unknown[] = [];
    store.setDelivery((match) => {
      decisions.push(match);
      return onlyBetradarForRegular(match);
    });
    store.receive(PUBLIC, {
      event: 'markets_changed',
      payload: { markets: [aMarket({ match_id: 9, provider: 'oddin' })] },
    });
    expect(decisions.at(-1)).toEqual({ sportType: undefined, provider: 'oddin' });
    expect(store.outcome(9, 1, '', '1')).toBeDefined();
    // The match is published (and held back): its markets are decided by its sport type from now on.
    store.receive(PUBLIC, {
      event: 'match_changed',
      payload: { match: aMatch({ id: 10, sport: cyber, provider: 'betradar' }) },
    });
    store.receive(PUBLIC, {
      event: 'markets_changed',
      payload: { markets: [aMarket({ match_id: 10, provider: 'betradar' })] },
    });
    expect(decisions.at(-1)).toEqual({ sportType: 'cyber', provider: 'betradar' });
    expect(store.outcome(10, 1, '', '1')).toBeUndefined();
  });

  it('hands a published feed status to its listeners at once, without a frame; never from a match channel', () => {
    const { store, report, flushes } = setup();
    const heard = vi.fn();
    store.subscribeFeedStatus(heard);
    const feed = { status: 'stale', since: '2026-11-27T12:00:00.000Z' };
    expect(store.receive(PUBLIC, { event: 'feed_status_changed', payload: { feed } })).toBe(true);
    expect(heard).toHaveBeenCalledWith(feed);
    expect(flushes).toHaveLength(0);
    expect(store.receive(MATCH_7, { event: 'feed_status_changed', payload: { feed } })).toBe(false);
    expect(
      store.receive(PUBLIC, { event: 'feed_status_changed', payload: { feed: { status: 'down' } } }),
    ).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
