import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomeKey, selectionFromOutcome } from './selection';
import { aSelection, run, SETTINGS, someSelections } from './test-builders';
import type { TicketEvent } from './ticket-events';

const match = {
  id: 42,
  urn_id: 'sr:match:42',
  slug: 'arsenal-chelsea',
  type: 'match' as const,
  status: 0 as const,
  provider: 'betradar',
  sport: { key: 'soccer' },
  category: { name: 'England' },
  home: { name: 'Arsenal' },
  away: { name: 'Chelsea' },
};
const market = { id: 18, name: 'Total', status: 1, specifier: 'total=2.5', market_groups: ['goals', 'main'] };
const outcome = { id: '12', name: 'Over', active: true, odds: 1.95 };

describe('selections', () => {
  it('[SLIP1] the outcome key is match urn / market id / outcome id / specifier', () => {
    expect(
      outcomeKey({ matchUrnId: 'sr:match:42', marketId: 18, outcomeId: '12', specifier: 'total=2.5' }),
    ).toBe('sr:match:42/18/12/total=2.5');
  });

  it('[SLIP2] a selection from wire data: all odds the current price; suspended and availability from the data', () => {
    const selection = selectionFromOutcome(match, market, outcome);
    expect(selection).toEqual({
      id: 'sr:match:42/18/12/total=2.5',
      type: 'match',
      matchId: 42,
      matchUrnId: 'sr:match:42',
      matchSlug: 'arsenal-chelsea',
      matchStatus: 0,
      marketId: 18,
      marketName: 'Total',
      marketGroup: 'goals',
      specifier: 'total=2.5',
      outcomeId: '12',
      outcomeName: 'Over',
      odds: 1.95,
      acceptedOdds: 1.95,
      initialOdds: 1.95,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
      active: true,
      provider: 'betradar',
      sportKey: 'soccer',
      nameA: 'Arsenal',
      nameB: 'Chelsea',
      categoryName: 'England',
    });
    expect(selectionFromOutcome(match, { ...market, status: -1 }, outcome).isSuspended).toBe(true);
    expect(selectionFromOutcome(match, market, { ...outcome, active: false }).isSuspended).toBe(true);
    expect(selectionFromOutcome({ ...match, status: 4 }, market, outcome).isNotAvailable).toBe(true);
    expect(selectionFromOutcome(match, market, outcome, false).isNotAvailable).toBe(true);
    expect(
      selectionFromOutcome({ ...match, home: null, away: null }, { ...market, market_groups: [] }, outcome),
    ).toMatchObject({
      nameA: null,
      nameB: null,
      marketGroup: '',
    });
  });

  it('[SLIP3] the ticket is plain JSON: a JSON round trip gives an equal state', () => {
    const pool = [...someSelections(4), aSelection({ matchId: 5, provider: 'oddin' })];
    const event: fc.Arbitrary<TicketEvent> = fc.oneof(
      fc.constantFrom(...pool).map((selection) => ({ type: 'selectionAdded' as const, selection })),
      fc
        .constantFrom('b1', 'b2', 'b3')
        .chain((betId) =>
          fc
            .integer({ min: 0, max: 10_000 })
            .map((stake) => ({ type: 'stakeChanged' as const, betId, stake })),
        ),
      fc
        .constantFrom('single', 'combo', 'system')
        .map((betType) => ({ type: 'betTypeChanged' as const, betType })),
      fc.constant({ type: 'placementStarted' as const, loggedIn: true }),
      fc.constant({ type: 'placementFailed' as const, status: 422, body: { error: { code: 101 } } }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 15 }), (events) => {
        const ticket = run(events, SETTINGS);
        expect(JSON.parse(JSON.stringify(ticket))).toEqual(ticket);
      }),
    );
  });

  it('[SLIP4] stakes are whole minor units ≥ 0 whatever is typed', () => {
    fc.assert(
      fc.property(fc.double(), (typed) => {
        const ticket = run([
          { type: 'selectionAdded', selection: aSelection() },
          { type: 'stakeChanged', betId: 'b1', stake: typed },
        ]);
        const stake = ticket.bets[0]?.stake ?? -1;
        expect(Number.isSafeInteger(stake) && stake >= 0).toBe(true);
      }),
    );
  });
});
