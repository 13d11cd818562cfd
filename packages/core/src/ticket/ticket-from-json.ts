import { BONUS_KINDS } from '../bonuses/bonus-selection';
import { MATCH_STATUSES } from '../catalog/match-status';
import { EVENT_TYPES } from '../catalog/providers';
import { initialQuickBetState, QUICK_BET_STATES, type QuickBetState } from './quick-bet-state';
import type { Selection } from './selection';
import { BET_TYPES, SLIP_BET_STATUSES, type SlipBet, STAKE_SOURCES, withBetOdds } from './slip-bet';
import { systemTypeFits, systemTypes } from './system-bets';
import {
  initialTicketState,
  type SlipCurrency,
  TICKET_STATES,
  type TicketError,
  type TicketState,
} from './ticket-state';

/*
 * Session storage holds whatever an older build, another tab or a person wrote there: these guards read it
 * back as a valid state or give the initial one. They never throw.
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isMinorUnits = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;
const isPositiveInteger = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;
const oneOf = <T>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

function isSelection(value: unknown): value is Selection {
  if (!isRecord(value)) return false;
  const v = value;
  return (
    isString(v.id) &&
    oneOf(EVENT_TYPES, v.type) &&
    isPositiveInteger(v.matchId) &&
    isString(v.matchUrnId) &&
    isString(v.matchSlug) &&
    oneOf(MATCH_STATUSES, v.matchStatus) &&
    isPositiveInteger(v.marketId) &&
    isString(v.marketName) &&
    isString(v.marketGroup) &&
    isString(v.specifier) &&
    isString(v.outcomeId) &&
    isString(v.outcomeName) &&
    isNumber(v.odds) &&
    isNumber(v.acceptedOdds) &&
    isNumber(v.initialOdds) &&
    isBoolean(v.isSuspended) &&
    isBoolean(v.isChanged) &&
    isBoolean(v.isNotAvailable) &&
    isBoolean(v.active) &&
    isString(v.provider) &&
    isString(v.sportKey) &&
    isNullableString(v.nameA) &&
    isNullableString(v.nameB) &&
    isString(v.categoryName)
  );
}

/** An offered bonus as the slip keeps it (BON21). */
function isOfferedBonus(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return (
    isPositiveInteger(value.id) &&
    oneOf(BONUS_KINDS, value.type) &&
    (value.amount === undefined || isPositiveInteger(value.amount)) &&
    (value.bonusOdds === undefined || value.bonusOdds === null || isNumber(value.bonusOdds)) &&
    (value.title === undefined || isString(value.title)) &&
    (value.hunting === undefined || isHuntingStanding(value.hunting)) &&
    (value.tournament === undefined || isTournamentStanding(value.tournament)) &&
    (value.lootbox === undefined || isLootboxStanding(value.lootbox))
  );
}

function isLootboxStanding(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.available) &&
    (value.available as number) >= 0 &&
    Number.isSafeInteger(value.potential) &&
    (value.potential as number) >= 0
  );
}

function isTournamentStanding(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.farmed) &&
    (value.farmed as number) >= 0 &&
    (value.position === null || isPositiveInteger(value.position))
  );
}

function isHuntingStanding(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return (
    oneOf(['bets', 'stake'] as const, value.metric) &&
    Number.isSafeInteger(value.progress) &&
    (value.progress as number) >= 0 &&
    isPositiveInteger(value.target) &&
    (value.reward === null || isPositiveInteger(value.reward))
  );
}

/** The optional bonus fields of a bet: absent, or of the right types. */
function hasValidBonusFields(v: Json): boolean {
  return (
    (v.availableBonuses === undefined ||
      (Array.isArray(v.availableBonuses) && v.availableBonuses.every(isOfferedBonus))) &&
    (v.bonus === undefined || v.bonus === null || isOfferedBonus(v.bonus)) &&
    (v.bonusDeclined === undefined || isBoolean(v.bonusDeclined)) &&
    (v.jackpots === undefined ||
      (Array.isArray(v.jackpots) &&
        v.jackpots.every((jackpot) => isRecord(jackpot) && isPositiveInteger(jackpot.id))))
  );
}

/** A bet whose fields have the right types and whose shape fits its type (BTY1, BTY4). */
function isSlipBet(value: unknown): value is SlipBet {
  if (!isRecord(value)) return false;
  const v = value;
  if (
    !isString(v.betId) ||
    !oneOf(SLIP_BET_STATUSES, v.status) ||
    !isMinorUnits(v.stake) ||
    !oneOf(STAKE_SOURCES, v.stakeSource) ||
    !isString(v.currency) ||
    !isPositiveInteger(v.subunits) ||
    !oneOf(BET_TYPES, v.betType) ||
    !(v.customOdds === null || isNumber(v.customOdds)) ||
    !isNumber(v.odds) ||
    !Array.isArray(v.selections) ||
    !v.selections.every(isSelection) ||
    !hasValidBonusFields(v)
  ) {
    return false;
  }
  const count = v.selections.length;
  const system = v.systemType;
  if (v.betType === 'system') {
    return (
      isRecord(system) &&
      isPositiveInteger(system.totalCount) &&
      isPositiveInteger(system.winCount) &&
      systemTypeFits({ totalCount: system.totalCount, winCount: system.winCount }, count)
    );
  }
  if (system !== null) return false;
  if (v.betType === 'single') return count === 1;
  if (v.betType === 'combo') return count >= 2;
  const selections = v.selections as Selection[];
  return count >= 1 && selections.every((selection) => selection.matchId === selections[0]?.matchId);
}

function isTicketError(value: unknown): value is TicketError {
  if (!isRecord(value)) return false;
  return (
    isString(value.messageKey) &&
    (isString(value.code) || isNumber(value.code)) &&
    Array.isArray(value.details) &&
    isRecord(value.betErrors) &&
    Object.values(value.betErrors).every(
      (error) =>
        isRecord(error) &&
        isString(error.betId) &&
        isString(error.selectionId) &&
        (isString(error.code) || isNumber(error.code)) &&
        isString(error.messageKey) &&
        isString(error.message),
    ) &&
    isBoolean(value.wrongOdds)
  );
}

function betNumber(betId: string): number {
  const match = /^b(\d+)$/.exec(betId);
  return match ? Number(match[1]) : 0;
}

/** Bets of a slip: valid, unique ids and selections, and either singles only or exactly one bet (BTY1). */
function slipBets(value: unknown): SlipBet[] | null {
  if (!Array.isArray(value) || !value.every(isSlipBet)) return null;
  const bets = value as SlipBet[];
  const ids = new Set(bets.map((bet) => bet.betId));
  const selectionIds = bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
  if (ids.size !== bets.length || new Set(selectionIds).size !== selectionIds.length) return null;
  if (bets.length > 1 && !bets.every((bet) => bet.betType === 'single')) return null;
  return bets.map(withBetOdds);
}

/**
 * [RST5] The ticket saved in session storage, or the initial ticket in `currency` when it is not a valid one.
 * Read back, nothing is in progress or restoring any more (the request's answer was lost with the page: My
 * Bets shows what became of it): PROCESSING becomes INITIAL and processing bets open again; ERROR without an
 * error becomes INITIAL; selected outcome ids, system types and bet odds are recomputed from the bets; the bet
 * counter moves past every bet id.
 */
export function ticketStateFromJson(json: unknown, currency: SlipCurrency): TicketState<unknown> {
  try {
    const initial = initialTicketState(currency);
    if (!isRecord(json)) return initial;
    const v = json;
    const bets = slipBets(v.bets);
    const processingBets =
      Array.isArray(v.processingBets) && v.processingBets.every(isSlipBet) ? v.processingBets : null;
    if (
      bets === null ||
      processingBets === null ||
      !oneOf(TICKET_STATES, v.ticketState) ||
      !(v.error === null || isTicketError(v.error)) ||
      !Array.isArray(v.placedBets) ||
      !isString(v.currency) ||
      !isPositiveInteger(v.subunits) ||
      !isRecord(v.providerStatuses) ||
      !Object.values(v.providerStatuses).every((status) => status === 'active' || status === 'inactive') ||
      !isPositiveInteger(v.nextBetNumber)
    ) {
      return initial;
    }
    const wasInProgress = v.inProgress === true || v.ticketState === 'PROCESSING';
    let ticketState = v.ticketState;
    if (ticketState === 'PROCESSING' || (ticketState === 'ERROR' && v.error === null))
      ticketState = 'INITIAL';
    const openBets = bets.map((bet) =>
      (wasInProgress && bet.status === 'processing') || (ticketState !== 'ERROR' && bet.status === 'refused')
        ? { ...bet, status: 'open' as const }
        : bet,
    );
    const selectedOutcomeIds = openBets.flatMap((bet) => bet.selections.map((selection) => selection.id));
    return {
      ticketState,
      error: ticketState === 'ERROR' ? (v.error as TicketError) : null,
      bets: openBets,
      selectedOutcomeIds,
      processingBets:
        wasInProgress || ticketState === 'INITIAL' || ticketState === 'ODDS_CHANGED' ? [] : processingBets,
      placedBets: v.placedBets,
      isRestoring: false,
      inProgress: false,
      systemTypes: systemTypes(selectedOutcomeIds.length),
      currency: v.currency,
      subunits: v.subunits,
      providerStatuses: v.providerStatuses as TicketState['providerStatuses'],
      nextBetNumber: Math.max(v.nextBetNumber, ...openBets.map((bet) => betNumber(bet.betId) + 1)),
      chosenBetType: openBets.length > 0 && oneOf(BET_TYPES, v.chosenBetType) ? v.chosenBetType : null,
    };
  } catch {
    return initialTicketState(currency);
  }
}

/**
 * [RST5] The quick bet saved in session storage, or the initial one in `currency` when it is not valid. A
 * quick bet read back is not processing (INITIAL).
 */
export function quickBetStateFromJson(json: unknown, currency: SlipCurrency): QuickBetState<unknown> {
  try {
    const initial = initialQuickBetState(currency);
    if (!isRecord(json)) return initial;
    const v = json;
    const bet =
      v.bet === null ? null : isSlipBet(v.bet) && v.bet.betType === 'single' ? withBetOdds(v.bet) : undefined;
    if (
      bet === undefined ||
      !isBoolean(v.isEnabled) ||
      !oneOf(QUICK_BET_STATES, v.state) ||
      !isMinorUnits(v.stake) ||
      !isString(v.currency) ||
      !isPositiveInteger(v.subunits) ||
      !isBoolean(v.isApproved) ||
      !(v.error === null || (isRecord(v.error) && isString(v.error.messageKey)))
    ) {
      return initial;
    }
    const error = v.error as { messageKey: string; code?: unknown } | null;
    return {
      isEnabled: v.isEnabled,
      state: v.state === 'PROCESSING' ? 'INITIAL' : v.state,
      bet,
      selectedOutcomeIds: bet ? [bet.selections[0]?.id ?? ''] : [],
      stake: v.stake,
      currency: v.currency,
      subunits: v.subunits,
      isApproved: v.isApproved && v.stake > 0,
      error: error
        ? {
            messageKey: error.messageKey,
            code: isString(error.code) || isNumber(error.code) ? error.code : null,
          }
        : null,
      placedBet: v.placedBet ?? null,
    };
  } catch {
    return initialQuickBetState(currency);
  }
}
