import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetLimits } from './bet-limits';
import { reduceTicket } from './reduce-ticket';
import { aSelection, aTicket, EUR, ONE_BET, run, SETTINGS, someSelections, staked } from './test-builders';
import type { TicketState } from './ticket-state';
import { initialTicketState } from './ticket-state';
import { isValidBetSet, isValidStakeAmount, type ValidationContext, validateTicket } from './validate-ticket';

const CONTEXT: ValidationContext = {
  limits: null,
  currency: { code: 'EUR', fiat: true, subunits: 100 },
  balance: null,
};
const codes = (ticket: TicketState<unknown>, context: ValidationContext = CONTEXT) =>
  validateTicket(ticket, context).reasons.map((reason) => reason.code);

describe('place button', () => {
  it('[VAL5] each selection whose price the live feed has not confirmed blocks placing, named first after the ticket', () => {
    const ticket = staked(aTicket(someSelections(2)), 100);
    const [first, second] = ticket.selectedOutcomeIds;
    const validation = validateTicket(ticket, { ...CONTEXT, unconfirmed: [second ?? '', 'not-in-slip'] });
    expect(validation.enabled).toBe(false);
    expect(validation.reasons).toEqual([
      {
        code: 'price_unconfirmed',
        messageKey: 'sb.ticket.validation.price-unconfirmed',
        betId: 'b2',
        selectionId: second,
      },
    ]);
    expect(codes(aTicket(someSelections(2)), { ...CONTEXT, unconfirmed: [first ?? ''] })).toEqual([
      'price_unconfirmed',
      'stake_not_positive',
      'stake_not_positive',
    ]);
    expect(validateTicket(ticket, { ...CONTEXT, unconfirmed: [] }).enabled).toBe(true);
  });

  it('[VAL1] enabled for a ticket with stakes, prices accepted and nothing flagged', () => {
    const validation = validateTicket(staked(aTicket(someSelections(2)), 100), CONTEXT);
    expect(validation).toEqual({ enabled: true, reasons: [], warnings: [] });
  });

  it('[VAL1] disabled with no bets, a stake not above 0, a ticket in progress or placed, unaccepted odds', () => {
    expect(codes(initialTicketState(EUR))).toEqual(['no_bets']);
    expect(codes(aTicket(someSelections(1)))).toEqual(['stake_not_positive']);
    const ticket = staked(aTicket(someSelections(1)), 100);
    const inProgress = reduceTicket(ticket, { type: 'placementStarted', loggedIn: true }, SETTINGS).state;
    expect(codes(inProgress)).toEqual(['in_progress']);
    expect(codes(run([{ type: 'placementSucceeded', placedBets: [] }], SETTINGS, inProgress))).toEqual([
      'already_placed',
    ]);
    const changed = run(
      [
        {
          type: 'marketsRefreshed',
          outcomes: { [ticket.selectedOutcomeIds[0] ?? '']: { odds: 1.5, active: true, marketStatus: 1 } },
        },
      ],
      SETTINGS,
      ticket,
    );
    expect(codes(changed)).toEqual(['odds_changed']);
    const reason = validateTicket(aTicket(someSelections(1)), CONTEXT).reasons[0];
    expect(reason).toEqual({
      code: 'stake_not_positive',
      messageKey: 'sb.ticket.validation.stake-required',
      betId: 'b1',
    });
  });

  it('[VAL1] disabled by suspended, unavailable and not combinable selections, with the label keys', () => {
    const ticket = staked(
      aTicket(
        [
          aSelection({ matchId: 1, isSuspended: true }),
          aSelection({ matchId: 2, matchStatus: 4 }),
          aSelection({ matchId: 3, provider: 'oddin' }),
        ],
        ONE_BET,
      ),
      100,
      ONE_BET,
    );
    const { reasons } = validateTicket(ticket, CONTEXT);
    expect(reasons.map((r) => [r.code, r.messageKey, r.selectionId])).toEqual([
      ['selection_suspended', 'sb.ticket.suspended.label', ticket.selectedOutcomeIds[0]],
      ['selection_not_available', 'sb.ticket.not-available.label', ticket.selectedOutcomeIds[1]],
      ['selections_not_combinable', 'sb.ticket.validation.not-combinable', ticket.selectedOutcomeIds[2]],
    ]);
  });

  it('[VAL1] disabled by a refused limit (spec key), warned by an accepted one, and by a known balance below the total', () => {
    const limits: BetLimits = {
      selectionLimit: null,
      oddsLimit: { value: 5, action: 'accept' },
      maxStakeLimit: { fiat: { EUR: { amount: 150, action: 'reject' } }, crypto: {} },
      payoutLimit: null,
    };
    const ticket = staked(aTicket(someSelections(2), ONE_BET), 200, ONE_BET);
    const validation = validateTicket(ticket, { ...CONTEXT, limits, balance: 199 });
    expect(validation.enabled).toBe(false);
    expect(validation.reasons.map((r) => [r.code, r.messageKey])).toEqual([
      ['max_stake', 'error.validation.bet_limits.max_stake_limit_exceeded'],
      ['insufficient_balance', 'sb.ticket.validation.insufficient-balance'],
    ]);
    expect(validation.warnings.map((r) => [r.code, r.messageKey, r.betId])).toEqual([
      ['max_odds', 'warning.validation.bet_limits.odds_limit_exceeded', 'b1'],
    ]);
    const warnedOnly = validateTicket(staked(ticket, 100, ONE_BET), { ...CONTEXT, limits, balance: 100 });
    expect(warnedOnly.enabled).toBe(true);
    expect(warnedOnly.warnings).toHaveLength(1);
  });

  it('[VAL1] a system whose selection count fits no system type, and an unpriced custom bet, disable the button', () => {
    const system = run([{ type: 'betTypeChanged', betType: 'system' }], SETTINGS, aTicket(someSelections(3)));
    const broken = {
      ...staked(system, 100),
      bets: staked(system, 100).bets.map((bet) => ({ ...bet, systemType: { totalCount: 4, winCount: 2 } })),
    };
    expect(codes(broken)).toEqual(['system_type_mismatch']);
    const custom = run([
      {
        type: 'customBetComposed',
        selections: [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })],
        customOdds: null,
      },
      { type: 'stakeChanged', betId: 'b1', stake: 100 },
    ]);
    expect(codes(custom)).toEqual(['custom_odds_missing']);
  });

  it('[VAL2] every reason has a message key: the spec’s where it names one, else under sb.ticket.*', () => {
    const ticket = { ...aTicket(someSelections(2)), ticketState: 'ODDS_CHANGED' as const };
    for (const reason of validateTicket(ticket, { ...CONTEXT, balance: 0 }).reasons) {
      expect(reason.messageKey).toMatch(/^(sb\.ticket\.|error\.validation\.)/);
    }
  });

  it('[VAL3] the amount check: whole minor units from 1, in the slip currency (code and subunits)', () => {
    const eur = { code: 'EUR', fiat: true, subunits: 100 };
    const btc = { code: 'BTC', fiat: false, subunits: 100_000_000 };
    const table: [number, string, number, typeof eur, boolean][] = [
      [1, 'EUR', 100, eur, true],
      [0, 'EUR', 100, eur, false],
      [10.5, 'EUR', 100, eur, false],
      [2 ** 53, 'EUR', 100, eur, false],
      [100, 'USD', 100, eur, false],
      [100, 'EUR', 1000, eur, false],
      [1, 'BTC', 100_000_000, btc, true],
      [100, 'EUR', 100, btc, false],
    ];
    for (const [stake, currency, subunits, slip, valid] of table) {
      expect([stake, currency, isValidStakeAmount({ stake, currency, subunits }, slip)]).toEqual([
        stake,
        currency,
        valid,
      ]);
    }
    const wrongCurrency = { ...staked(aTicket(someSelections(1)), 100) };
    expect(codes(wrongCurrency, { ...CONTEXT, currency: btc })).toEqual(['invalid_amount']);
  });

  it('[VAL4] a bet set is valid when every stake is above 0 and the summed stake is the computed total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 20 }),
        (stakes) => {
          expect(isValidBetSet(stakes.map((stake) => ({ stake })))).toBe(true);
          expect(isValidBetSet([...stakes, 0].map((stake) => ({ stake })))).toBe(false);
        },
      ),
    );
    expect(isValidBetSet([{ stake: 1.5 }])).toBe(false);
    expect(isValidBetSet([{ stake: Number.MAX_SAFE_INTEGER }, { stake: 2 }])).toBe(false);
    expect(isValidBetSet([])).toBe(true);
  });

  it('[VAL1] the button is enabled exactly when there are no reasons (any random ticket)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 0, maxLength: 6 }),
        fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
        (stakes, balance) => {
          let ticket = aTicket(someSelections(stakes.length));
          ticket = run(
            stakes.map(
              (stake, index) =>
                ({ type: 'stakeChanged', betId: `b${index + 1}`, stake: stake * 100 }) as const,
            ),
            SETTINGS,
            ticket,
          );
          const validation = validateTicket(ticket, { ...CONTEXT, balance });
          expect(validation.enabled).toBe(validation.reasons.length === 0);
          const total = stakes.reduce((sum, stake) => sum + stake * 100, 0);
          expect(validation.enabled).toBe(
            stakes.length > 0 && stakes.every((stake) => stake > 0) && (balance === null || total <= balance),
          );
        },
      ),
    );
  });
});
