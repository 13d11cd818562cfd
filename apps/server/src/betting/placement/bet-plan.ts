import type {
  PlaceBet,
  PlaceBetsRequest,
  PlaceBetType,
  PlaceSelection,
} from '@sportsbook/contract/sportsbook/bet-calls';
import { betWindowRefusal } from '@sportsbook/core/catalog/bet-window';
import { isOpenMarket, type MarketStatus } from '@sportsbook/core/catalog/market-status';
import type { MatchStatus } from '@sportsbook/core/catalog/match-status';
import {
  type BetLimits,
  cappedPotentialWin,
  checkBetLimits,
  type LimitedBet,
} from '@sportsbook/core/ticket/bet-limits';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { combinedOdds, potentialWin } from '@sportsbook/core/ticket/odds-math';
import { PLACE_ERROR_CODES } from '@sportsbook/core/ticket/place-errors';
import {
  parseSystemId,
  type SystemType,
  systemOdds,
  systemTypeFits,
} from '@sportsbook/core/ticket/system-bets';
import { toIsoUtc } from '../../db/time';
import { findCurrency } from '../../platform/currencies';
import { lineRefKey, type MarketLineRow } from '../betting-repository';
import type { CustomQuote } from '../custom-bets/custom-bet-pricer';
import { type AppliedBonus, applyBonus, extraFreebetBets, type PlacementBonuses } from './bet-bonus';
import { acceptOdds, isPlaceableOdds, isSamePrice } from './odds-acceptance';
import type { OfferedMatch } from './offered-match';
import { type CurrentOdds, type Refusal, refusal } from './refusals';

/*
 * The checks of one placement, as pure functions of the request and what was read for it (lines, matches,
 * accounts, the player's odds acceptance mode, the operator's limits, custom bet prices, the bonuses named).
 * Per bet, in order: its shape for its type, duplicates, same match twice, every selection on offer, one
 * provider, an account in its currency, the odds (spec §4 acceptance), its bonus, the stake against its
 * potential win and the bet limits (spec §5 order). Then the stakes of each currency against its balance.
 */

/** What a placement is checked against. */
export interface PlacementInputs {
  readonly mode: OddsAcceptMode;
  /** Market lines by lineRefKey; a line that does not exist is absent. */
  readonly lines: ReadonlyMap<string, MarketLineRow>;
  /** Matches by id, with their provider's status. */
  readonly matches: ReadonlyMap<number, OfferedMatch>;
  /** The player's active accounts by currency. */
  readonly accounts: ReadonlyMap<string, { readonly id: number; readonly balance: number }>;
  readonly limits: BetLimits | null;
  /** Bet builder prices by bet index, for custom bets whose selections are on one match. */
  readonly customQuotes: ReadonlyMap<number, CustomQuote>;
  /** The server clock's time of the check (ms): prematch fixtures close at their start (BWIN1). */
  readonly now: number;
  /** The player's bonuses the bets name, and who the player is to them (none read when no bet names one). */
  readonly bonuses: PlacementBonuses;
}

/** A selection as it will be placed. */
export interface PlannedSelection {
  readonly position: number;
  readonly request: PlaceSelection;
  readonly line: MarketLineRow;
  readonly match: OfferedMatch;
  /** The odds accepted: the book's price when the bet is placed. */
  readonly acceptedOdds: number;
}

/** A bet priced at the odds accepted, before its stake is checked. */
export interface PricedBet {
  readonly index: number;
  readonly type: PlaceBetType;
  /** Minor units. */
  readonly stake: number;
  readonly currency: string;
  readonly accountId: number;
  /** The bet's odds: the single's, combined (ODM2), system (SYS4) or the custom price. */
  readonly odds: number;
  readonly system: { readonly id: string; readonly type: SystemType } | null;
  readonly requestedCustomOdds: number | null;
  readonly customOdds: number | null;
  readonly selections: readonly PlannedSelection[];
  /** The bonus it is placed with, applied (bet-bonus.ts). */
  readonly bonus: AppliedBonus | null;
}

/** A bet that passed every check: what will be written. */
export interface PlannedBet extends PricedBet {
  /** Minor units, capped at an accepting payout limit (LIM5). */
  readonly potentialWin: number;
}

export interface IndexedRefusal {
  readonly index: number;
  readonly refusal: Refusal;
}

/** The outcome of checking a whole placement: every bet planned, or the refusals (all or nothing). */
export type PlacementPlan =
  | { readonly ok: true; readonly bets: readonly PlannedBet[] }
  | { readonly ok: false; readonly refusals: readonly IndexedRefusal[] };

const selectionKey = (s: PlaceSelection) => `${lineRefKey(refOf(s))}|${s.outcome_id}`;

function refOf(selection: PlaceSelection) {
  return { matchId: selection.match_id, marketId: selection.market_id, specifier: selection.specifier };
}

function describe(selection: PlaceSelection): string {
  const specifier = selection.specifier ? ` (${selection.specifier})` : '';
  return `outcome ${selection.outcome_id} of market ${selection.market_id}${specifier} of match ${selection.match_id}`;
}

/** Why a bet does not have the shape of its type, or undefined. */
function shapeProblem(type: PlaceBetType, bet: PlaceBet): string | undefined {
  const count = bet.selections.length;
  if (type !== 'system' && bet.system_id !== undefined) return `a ${type} bet has no system_id`;
  if (type !== 'custom_bet' && bet.custom_odds !== undefined) return `a ${type} bet has no custom_odds`;
  switch (type) {
    case 'single':
      return count === 1 ? undefined : `a single bet has exactly 1 selection, not ${count}`;
    case 'combo':
      return count >= 2 ? undefined : 'a combo bet has at least 2 selections';
    case 'system': {
      if (bet.system_id === undefined) return 'a system bet needs a system_id such as "2/3"';
      const system = parseSystemId(bet.system_id);
      return system && systemTypeFits(system, count)
        ? undefined
        : `system ${bet.system_id} does not fit ${count} selections (k/n with n = ${count}, 2 <= k < n)`;
    }
    case 'custom_bet':
      if (count < 2) return 'a custom bet has at least 2 selections';
      if (bet.custom_odds === undefined) return 'a custom bet needs the custom_odds it was offered at';
      return new Set(bet.selections.map((s) => s.match_id)).size === 1
        ? undefined
        : 'the selections of a custom bet are all of one match';
  }
}

/** A stored timestamp as ISO 8601, or '' (which closes a prematch fixture: BWIN1 fails closed). */
function isoOrNothing(stored: string): string {
  try {
    return toIsoUtc(stored);
  } catch {
    return '';
  }
}

/** Why a selection cannot be backed now, or undefined when it can. */
function unavailability(selection: PlaceSelection, inputs: PlacementInputs): string | undefined {
  const line = inputs.lines.get(lineRefKey(refOf(selection)));
  const match = inputs.matches.get(selection.match_id);
  if (!line || !match) return `${describe(selection)} is not offered`;
  const window = betWindowRefusal(
    {
      status: match.match.status as MatchStatus,
      type: match.match.type,
      startTime: isoOrNothing(match.match.startTime),
    },
    inputs.now,
  );
  if (window === 'not_bettable_status')
    return `match ${selection.match_id} is not open for betting (status ${match.match.status})`;
  if (window === 'started')
    return `match ${selection.match_id} started at ${match.match.startTime}: its prematch markets are closed`;
  // A provider without a status row has never been switched off (as GET /settings reports it).
  if (match.providerStatus === 'inactive') return `provider ${match.match.provider} is inactive`;
  if (!isOpenMarket(line.status as MarketStatus))
    return `market ${selection.market_id} of match ${selection.match_id} is not open (status ${line.status})`;
  const outcome = line.outcomes.find((o) => o.id === selection.outcome_id);
  if (!outcome) return `${describe(selection)} does not exist`;
  if (!outcome.active) return `${describe(selection)} is not active`;
  return undefined;
}

function currentOddsOf(planned: PlannedSelection): CurrentOdds {
  const { request } = planned;
  return {
    match_id: request.match_id,
    market_id: request.market_id,
    specifier: request.specifier,
    outcome_id: request.outcome_id,
    odds: planned.acceptedOdds,
  };
}

/** Accepts the selections' odds one by one (spec §4 with the player's mode). */
function acceptSelectionOdds(
  planned: readonly PlannedSelection[],
  mode: OddsAcceptMode,
): { refusal: Refusal } | { accepted: PlannedSelection[] } {
  const invalid = planned.find((s) => !isPlaceableOdds(s.request.odds));
  if (invalid) {
    return {
      refusal: refusal(
        PLACE_ERROR_CODES.invalidOdds,
        `odds ${invalid.request.odds} of ${describe(invalid.request)} are not a price (at least 1.01, at most 3 decimals)`,
      ),
    };
  }
  const moved = planned.filter((s) => !isSamePrice(s.acceptedOdds, s.request.odds)).map(currentOddsOf);
  for (const selection of planned) {
    const verdict = acceptOdds(selection.request.odds, selection.acceptedOdds, mode);
    if ('refused' in verdict) {
      return {
        refusal: refusal(
          verdict.refused,
          `${describe(selection.request)} is at ${selection.acceptedOdds}, not ${selection.request.odds} (odds acceptance "${mode}")`,
          { currentOdds: moved },
        ),
      };
    }
  }
  return { accepted: [...planned] };
}

/** Prices a custom bet from the bet builder's quote, with the player's odds acceptance. */
function acceptCustomOdds(
  bet: PlaceBet,
  quote: CustomQuote | undefined,
  mode: OddsAcceptMode,
): { refusal: Refusal } | { odds: number } {
  const requested = bet.custom_odds ?? 0;
  if (!isPlaceableOdds(requested)) {
    return {
      refusal: refusal(
        PLACE_ERROR_CODES.invalidOddsCustomBet,
        `custom odds ${requested} are not a price (at least 1.01, at most 3 decimals)`,
      ),
    };
  }
  if (!quote || quote.kind === 'not_eligible') {
    const leg = quote?.leg ?? 0;
    const selection = bet.selections[leg];
    return {
      refusal: refusal(
        'not_combinable',
        `${selection ? describe(selection) : 'a selection'} cannot be part of a custom bet`,
        { messageKey: 'error.custom_bet.market_not_eligible' },
      ),
    };
  }
  if (quote.kind === 'contradictory') {
    return { refusal: refusal('not_combinable', 'the selections of the custom bet cannot all win together') };
  }
  const verdict = acceptOdds(requested, quote.odds, mode);
  if ('refused' in verdict) {
    return {
      refusal: refusal(
        PLACE_ERROR_CODES.invalidOddsCustomBet,
        `the custom bet is priced ${quote.odds}, not ${requested} (${verdict.refused}, odds acceptance "${mode}")`,
        { currentCustomOdds: quote.odds },
      ),
    };
  }
  return { odds: verdict.accepted };
}

/**
 * Checks one bet up to its odds: shape, duplicates, combinability, availability, account, odds acceptance,
 * then the bonus it names. The price it comes out with is the book's current one (or the custom bet's
 * current price).
 */
export function priceBet(
  type: PlaceBetType,
  bet: PlaceBet,
  index: number,
  inputs: PlacementInputs,
): { priced: PricedBet } | { refusal: Refusal } {
  const priced = priceWithoutBonus(type, bet, index, inputs);
  if ('refusal' in priced || !bet.bonus) return priced;
  const bonus = applyBonus(bet.bonus, priced.priced, inputs.bonuses, inputs.now);
  if ('problem' in bonus) return { refusal: refusal('bonus_unavailable', bonus.problem) };
  return { priced: { ...priced.priced, bonus: bonus.applied } };
}

function priceWithoutBonus(
  type: PlaceBetType,
  bet: PlaceBet,
  index: number,
  inputs: PlacementInputs,
): { priced: PricedBet } | { refusal: Refusal } {
  const shape = shapeProblem(type, bet);
  if (shape) return { refusal: refusal('invalid_bet_type', shape) };
  const keys = bet.selections.map(selectionKey);
  const duplicate = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (duplicate >= 0) {
    const selection = bet.selections[duplicate] as PlaceSelection;
    return { refusal: refusal('duplicate_selection', `${describe(selection)} is in the bet twice`) };
  }
  if (type === 'combo' || type === 'system') {
    const matchIds = bet.selections.map((s) => s.match_id);
    const twice = matchIds.find((id, i) => matchIds.indexOf(id) !== i);
    if (twice !== undefined)
      return { refusal: refusal('not_combinable', `match ${twice} is in the ${type} bet twice`) };
  }
  for (const selection of bet.selections) {
    const problem = unavailability(selection, inputs);
    if (problem) return { refusal: refusal('selection_unavailable', problem) };
  }
  const planned: PlannedSelection[] = bet.selections.map((request, position) => {
    const line = inputs.lines.get(lineRefKey(refOf(request))) as MarketLineRow;
    const outcome = line.outcomes.find((o) => o.id === request.outcome_id);
    return {
      position,
      request,
      line,
      match: inputs.matches.get(request.match_id) as OfferedMatch,
      acceptedOdds: outcome?.odds ?? 0,
    };
  });
  const providers = new Set(planned.map((s) => s.line.provider));
  if (providers.size > 1)
    return {
      refusal: refusal('not_combinable', `selections of providers ${[...providers].join(', ')} in one bet`),
    };
  const { value: stake, currency } = bet.stake;
  const account = inputs.accounts.get(currency);
  if (!account) return { refusal: refusal('account_unavailable', `no active ${currency} account`) };

  const base = {
    index,
    type,
    stake,
    currency,
    accountId: account.id,
    system: null,
    requestedCustomOdds: null,
    bonus: null,
  };
  if (type === 'custom_bet') {
    const custom = acceptCustomOdds(bet, inputs.customQuotes.get(index), inputs.mode);
    if ('refusal' in custom) return custom;
    return {
      priced: {
        ...base,
        odds: custom.odds,
        requestedCustomOdds: bet.custom_odds ?? null,
        customOdds: custom.odds,
        selections: planned,
      },
    };
  }
  const accepted = acceptSelectionOdds(planned, inputs.mode);
  if ('refusal' in accepted) return accepted;
  const prices = accepted.accepted.map((s) => s.acceptedOdds);
  if (type === 'system') {
    const id = bet.system_id as string;
    const systemType = parseSystemId(id) as SystemType;
    return {
      priced: {
        ...base,
        odds: systemOdds(prices, systemType),
        system: { id, type: systemType },
        customOdds: null,
        selections: accepted.accepted,
      },
    };
  }
  return {
    priced: {
      ...base,
      odds: type === 'single' ? (prices[0] as number) : combinedOdds(prices),
      customOdds: null,
      selections: accepted.accepted,
    },
  };
}

/** The limited-bet view of a priced bet (core bet-limits): a comboboost's payout is on its boosted odds. */
export function limitedBet(priced: PricedBet): LimitedBet {
  const odds = priced.bonus?.boostedOdds ?? priced.odds;
  return {
    selectionCount: priced.selections.length,
    odds,
    stake: priced.stake,
    potentialWin: potentialWin(priced.stake, odds),
    currency: priced.currency,
    fiat: findCurrency(priced.currency)?.fiat ?? true,
  };
}

/** Checks a priced bet's stake: it must be able to win something, and stay within the bet limits (LIM1-LIM5). */
export function checkStake(
  priced: PricedBet,
  limits: BetLimits | null,
): { plan: PlannedBet } | { refusal: Refusal } {
  const limited = limitedBet(priced);
  if (!Number.isSafeInteger(limited.potentialWin)) {
    return {
      refusal: refusal('bet_limit_exceeded', 'the potential win is beyond any amount the ledger can hold', {
        messageKey: 'error.validation.bet_limits.payout_limit_exceeded',
        limit: { kind: 'max_payout', value: Number.MAX_SAFE_INTEGER },
      }),
    };
  }
  if (limited.potentialWin <= priced.stake) {
    return {
      refusal: refusal(
        'invalid_stake',
        `a stake of ${priced.stake} at odds ${priced.odds} wins ${limited.potentialWin}, not more than the stake`,
      ),
    };
  }
  const refused = checkBetLimits(limited, limits).find((violation) => violation.action === 'reject');
  if (refused) {
    return {
      refusal: refusal(
        'bet_limit_exceeded',
        `the bet goes over its ${refused.kind} limit of ${refused.limit}`,
        {
          messageKey: refused.messageKey,
          limit: { kind: refused.kind, value: refused.limit },
        },
      ),
    };
  }
  return { plan: { ...priced, potentialWin: cappedPotentialWin(limited, limits) } };
}

/**
 * Checks every bet of a placement. All or nothing: any refusal refuses the whole placement, and every
 * refused bet is named. The balance check here reads the balance before the transaction; the conditional
 * debit in the transaction is what guarantees it.
 */
export function planPlacement(request: PlaceBetsRequest, inputs: PlacementInputs): PlacementPlan {
  const refusals: IndexedRefusal[] = [];
  const plans: PlannedBet[] = [];
  request.bets.forEach((bet, index) => {
    const priced = priceBet(request.meta.type, bet, index, inputs);
    if ('refusal' in priced) {
      refusals.push({ index, refusal: priced.refusal });
      return;
    }
    const checked = checkStake(priced.priced, inputs.limits);
    if ('refusal' in checked) refusals.push({ index, refusal: checked.refusal });
    else plans.push(checked.plan);
  });
  for (const extra of extraFreebetBets(plans, inputs.bonuses.multiActiveFreebetsAllowed))
    refusals.push({ index: extra.index, refusal: refusal('bonus_unavailable', extra.problem) });
  // What the bets take in cash: a freebet's stake takes none (BON9).
  const cashStakes = new Map(plans.map((plan) => [plan.index, cashStakeOf(plan)]));
  const staked = new Map<string, number>();
  request.bets.forEach((bet, index) => {
    const cash = cashStakes.get(index) ?? bet.stake.value;
    staked.set(bet.stake.currency, (staked.get(bet.stake.currency) ?? 0) + cash);
  });
  for (const plan of plans) {
    const balance = inputs.accounts.get(plan.currency)?.balance ?? 0;
    const total = staked.get(plan.currency) ?? 0;
    if (total > balance) {
      refusals.push({
        index: plan.index,
        refusal: insufficientBalance(plan.currency, total, balance),
      });
    }
  }
  if (refusals.length > 0) return { ok: false, refusals: refusals.sort((a, b) => a.index - b.index) };
  return { ok: true, bets: plans };
}

/** What a planned bet takes from the cash balance: its stake, or a freebet's cash part (BON9). */
export function cashStakeOf(bet: PricedBet): number {
  return bet.bonus ? bet.bonus.cashStake : bet.stake;
}

/** The refusal of bets whose currency's stakes the balance does not cover. */
export function insufficientBalance(currency: string, staked: number, balance: number | undefined): Refusal {
  return refusal(
    'insufficient_balance',
    balance === undefined
      ? `the ${currency} balance does not cover stakes of ${staked}`
      : `stakes of ${staked} ${currency} are more than the balance of ${balance}`,
  );
}
