import { isBettableMatchStatus } from '../catalog/match-status';
import { isValidOdds } from './odds-math';
import type { Selection } from './selection';
import { comboProblems, type NotCombinableReason } from './selection-flags';
import { type BetType, type SlipBet, withBetOdds } from './slip-bet';
import { type SystemType, systemTypeFits, systemTypes } from './system-bets';
import type { TicketSettings } from './ticket-state';

/**
 * How selections are laid out in bets (spec §4, bet type changes): pure functions over the slip's bets that
 * either give the new bets or refuse with a code and a message key. Invariant (BTY1): the slip holds either
 * singles only, or exactly one bet.
 */

/** The part of the ticket a shape change works on. */
export interface SlipShape {
  readonly bets: readonly SlipBet[];
  /** The number the next new bet's id takes ("b{n}"). */
  readonly nextBetNumber: number;
  /** Currency code new bets take. */
  readonly currency: string;
  /** Minor units per major unit of `currency`. */
  readonly subunits: number;
}

/** [BTY10] Why a change of the slip was refused: a code and the message key the web shows. */
export const REFUSALS = {
  ticket_in_progress: 'sb.ticket.refused.in-progress',
  no_selections: 'sb.ticket.refused.no-selections',
  multi_single_not_allowed: 'sb.ticket.refused.multi-single-not-allowed',
  combo_needs_two_selections: 'sb.ticket.refused.combo-needs-two-selections',
  system_type_not_available: 'sb.ticket.refused.system-type-not-available',
  custom_bet_disabled: 'sb.ticket.refused.custom-bet-disabled',
  custom_bet_selection_count: 'sb.ticket.refused.custom-bet-selection-count',
  custom_bet_one_match: 'sb.ticket.refused.custom-bet-one-match',
  custom_bet_match_not_bettable: 'sb.ticket.refused.custom-bet-match-not-bettable',
  custom_bet_in_slip: 'sb.ticket.refused.custom-bet-in-slip',
} as const;
export type RefusalCode = keyof typeof REFUSALS;

/** A refused change. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly messageKey: string;
}

/** The bets after a shape change, or why it was refused. */
export type ShapeResult =
  | { readonly ok: true; readonly bets: readonly SlipBet[]; readonly nextBetNumber: number }
  | { readonly ok: false; readonly refusal: Refusal };

function refuse(code: RefusalCode): ShapeResult {
  return { ok: false, refusal: { code, messageKey: REFUSALS[code] } };
}

function allSelections(bets: readonly SlipBet[]): Selection[] {
  return bets.flatMap((bet) => bet.selections);
}

/** [BTY5] Whether each of these selections' providers lets a slip hold several singles. */
function multiSingleAllowed(selections: readonly Selection[], settings: TicketSettings): boolean {
  return selections.every(
    (selection) => settings.multiSingleAvailableByProvider[selection.provider] === true,
  );
}

function newBet(shape: SlipShape, number: number, selections: readonly Selection[]): SlipBet {
  return withBetOdds({
    betId: `b${number}`,
    status: 'open',
    stake: 0,
    stakeSource: 'stake',
    currency: shape.currency,
    subunits: shape.subunits,
    betType: 'single',
    systemType: null,
    customOdds: null,
    odds: 0,
    selections,
  });
}

/**
 * [BTY4] [BTY9] A bet after its selections changed: dropped when empty; one selection makes a single (a
 * custom bet stays custom when custom bets may be single); a single with more makes a combo; a system k/n
 * keeps its win count k over the new count m while k < m, else it becomes a combo. A stake derived from a
 * potential win becomes a typed stake (the wanted win was for other odds).
 */
export function reshapeBet(
  bet: SlipBet,
  selections: readonly Selection[],
  betType: BetType,
  systemType: SystemType | null,
  settings: TicketSettings,
): SlipBet | null {
  const count = selections.length;
  if (count === 0) return null;
  let type = betType;
  let system: SystemType | null = null;
  if (count === 1) {
    type = betType === 'custom_bet' && settings.customBetAllowedForSingle ? 'custom_bet' : 'single';
  } else if (betType === 'single') {
    type = 'combo';
  } else if (betType === 'system') {
    const winCount = systemType?.winCount ?? 2;
    const candidate = { totalCount: count, winCount };
    if (systemTypeFits(candidate, count)) system = candidate;
    else type = 'combo';
  }
  const sameSelections =
    selections.length === bet.selections.length &&
    selections.every((selection, index) => selection === bet.selections[index]);
  const sameShape =
    sameSelections &&
    type === bet.betType &&
    system?.winCount === bet.systemType?.winCount &&
    system?.totalCount === bet.systemType?.totalCount;
  if (sameShape) return bet;
  return withBetOdds({
    ...bet,
    status: 'open',
    betType: type,
    systemType: system,
    customOdds: type === 'custom_bet' && sameSelections ? bet.customOdds : null,
    stakeSource: bet.stakeSource === 'potential_win' ? 'stake' : bet.stakeSource,
    selections,
  });
}

/**
 * [BTY5] [BTY11] Adds a selection: the first makes a single. While the bettor has not chosen a bet type
 * (`chosen` null), the slip takes the type its selections call for (BTY11). Once they chose one: while the
 * slip holds singles and multi-single is allowed for every provider in it (the new selection's included)
 * another single is appended; otherwise the selection joins the slip's bet (several singles merge into one
 * combo, first bet's stake). Refused while the slip holds a custom bet (the custom-bet modal edits it). A
 * selection already in the slip changes nothing.
 */
export function addSelection(
  shape: SlipShape,
  selection: Selection,
  settings: TicketSettings,
  chosen: BetType | null = 'single',
): ShapeResult {
  const { bets } = shape;
  const selections = allSelections(bets);
  if (selections.some((existing) => existing.id === selection.id)) {
    return { ok: true, bets, nextBetNumber: shape.nextBetNumber };
  }
  const first = bets[0];
  if (!first) {
    return {
      ok: true,
      bets: [newBet(shape, shape.nextBetNumber, [selection])],
      nextBetNumber: shape.nextBetNumber + 1,
    };
  }
  if (first.betType === 'custom_bet') return refuse('custom_bet_in_slip');
  if (chosen === null) {
    return autoLayout(
      {
        ...shape,
        bets: [...bets, newBet(shape, shape.nextBetNumber, [selection])],
        nextBetNumber: shape.nextBetNumber + 1,
      },
      settings,
    );
  }
  const allSingles = bets.every((bet) => bet.betType === 'single');
  if (allSingles && multiSingleAllowed([...selections, selection], settings)) {
    return {
      ok: true,
      bets: [...bets, newBet(shape, shape.nextBetNumber, [selection])],
      nextBetNumber: shape.nextBetNumber + 1,
    };
  }
  const merged = reshapeBet(
    first,
    [...selections, selection],
    bets.length === 1 ? first.betType : 'combo',
    first.systemType,
    settings,
  );
  return { ok: true, bets: merged ? [merged] : [], nextBetNumber: shape.nextBetNumber };
}

/**
 * [BTY4] [BTY11] Removes the selections `drop` picks: each bet reshaped (BTY4), bets left without selections
 * dropped (BTY6); a custom bet that lost a selection needs pricing again (custom odds null). While the bettor
 * has not chosen a bet type (`chosen` null) the rest takes the type its selections call for (BTY11).
 */
export function removeSelections(
  shape: SlipShape,
  drop: (selection: Selection) => boolean,
  settings: TicketSettings,
  chosen: BetType | null = 'single',
): ShapeResult {
  const removed = removedSelections(shape, drop, settings);
  if (chosen !== null || !removed.ok || removed.bets === shape.bets) return removed;
  return autoLayout({ ...shape, bets: removed.bets, nextBetNumber: removed.nextBetNumber }, settings);
}

function removedSelections(
  shape: SlipShape,
  drop: (selection: Selection) => boolean,
  settings: TicketSettings,
): ShapeResult {
  const bets: SlipBet[] = [];
  let changed = false;
  for (const bet of shape.bets) {
    const kept = bet.selections.filter((selection) => !drop(selection));
    if (kept.length === bet.selections.length) {
      bets.push(bet);
      continue;
    }
    changed = true;
    const reshaped = reshapeBet(bet, kept, bet.betType, bet.systemType, settings);
    if (reshaped) bets.push(reshaped);
  }
  return { ok: true, bets: changed ? bets : shape.bets, nextBetNumber: shape.nextBetNumber };
}

/** [BTY7] Custom bets: enabled, enough selections, all of one match, and that match prematch or live. */
function customBetRefusal(selections: readonly Selection[], settings: TicketSettings): RefusalCode | null {
  if (!settings.customBetEnabled) return 'custom_bet_disabled';
  if (selections.length < (settings.customBetAllowedForSingle ? 1 : 2)) return 'custom_bet_selection_count';
  const matchId = selections[0]?.matchId;
  if (selections.some((selection) => selection.matchId !== matchId)) return 'custom_bet_one_match';
  if (selections.some((selection) => !isBettableMatchStatus(selection.matchStatus))) {
    return 'custom_bet_match_not_bettable';
  }
  return null;
}

/**
 * [BTY2] [BTY3] Changes the slip's bet type: `single` splits the selections into one single each, every
 * single keeping the stake of the bet it came from (refused when a provider does not allow multi-single);
 * `combo` merges them into one bet (the first bet's id and stake; refused under two selections); `system`
 * merges them with the given system type, or the first the count offers (2/n), refused when none fits;
 * `custom_bet` merges them into one custom bet to be priced (BTY7). Choosing the type the slip already has
 * (and the same system) changes nothing.
 */
export function changeBetType(
  shape: SlipShape,
  betType: BetType,
  systemType: SystemType | null,
  settings: TicketSettings,
): ShapeResult {
  const { bets } = shape;
  const selections = allSelections(bets);
  const first = bets[0];
  if (!first) return refuse('no_selections');
  const unchanged: ShapeResult = { ok: true, bets, nextBetNumber: shape.nextBetNumber };
  if (betType === 'single') {
    if (bets.every((bet) => bet.betType === 'single')) return unchanged;
    if (selections.length > 1 && !multiSingleAllowed(selections, settings))
      return refuse('multi_single_not_allowed');
    let number = shape.nextBetNumber;
    const singles: SlipBet[] = [];
    for (const bet of bets) {
      bet.selections.forEach((selection, index) => {
        const id = index === 0 ? bet.betId : `b${number++}`;
        singles.push(
          withBetOdds({
            ...bet,
            betId: id,
            status: 'open',
            betType: 'single',
            systemType: null,
            customOdds: null,
            stakeSource: bet.stakeSource === 'potential_win' ? 'stake' : bet.stakeSource,
            selections: [selection],
          }),
        );
      });
    }
    return { ok: true, bets: singles, nextBetNumber: number };
  }
  let type: SystemType | null = null;
  if (betType === 'combo' && selections.length < 2) return refuse('combo_needs_two_selections');
  if (betType === 'system') {
    type = systemType ?? systemTypes(selections.length)[0] ?? null;
    if (!type || !systemTypeFits(type, selections.length)) return refuse('system_type_not_available');
  }
  if (betType === 'custom_bet') {
    const refusal = customBetRefusal(selections, settings);
    if (refusal) return refuse(refusal);
  }
  if (
    bets.length === 1 &&
    first.betType === betType &&
    first.systemType?.winCount === type?.winCount &&
    first.systemType?.totalCount === type?.totalCount
  ) {
    return unchanged;
  }
  const merged = withBetOdds({
    ...first,
    status: 'open',
    betType,
    systemType: type,
    customOdds: null,
    stakeSource: first.stakeSource === 'potential_win' ? 'stake' : first.stakeSource,
    selections,
  });
  return { ok: true, bets: [merged], nextBetNumber: shape.nextBetNumber };
}

/**
 * [BTY8] Replaces the slip with one custom bet of `selections` (from the custom-bet modal), priced at
 * `customOdds` (null: not priced yet), keeping the first bet's id and stake; refused as BTY7.
 */
export function composeCustomBet(
  shape: SlipShape,
  selections: readonly Selection[],
  customOdds: number | null,
  settings: TicketSettings,
): ShapeResult {
  const refusal = customBetRefusal(selections, settings);
  if (refusal) return refuse(refusal);
  const first = shape.bets[0];
  const base = first ?? newBet(shape, shape.nextBetNumber, selections);
  const bet = withBetOdds({
    ...base,
    status: 'open',
    betType: 'custom_bet',
    systemType: null,
    customOdds: customOdds !== null && isValidOdds(customOdds) ? customOdds : null,
    stakeSource: base.stakeSource === 'potential_win' ? 'stake' : base.stakeSource,
    selections,
  });
  return { ok: true, bets: [bet], nextBetNumber: first ? shape.nextBetNumber : shape.nextBetNumber + 1 };
}

/**
 * [BTY11] The bet type a slip takes by itself, before the bettor chooses one: one selection is a single;
 * selections that combine (CMB5: different matches, one provider) a combo; selections that do not combine
 * singles where every provider allows multi-single, else a combo (flagged, CMB4, until one goes).
 */
export function autoBetType(selections: readonly Selection[], settings: TicketSettings): BetType {
  if (selections.length < 2) return 'single';
  if (comboProblems(selections).size === 0) return 'combo';
  return multiSingleAllowed(selections, settings) ? 'single' : 'combo';
}

/** [BTY11] The slip laid out as `autoBetType` says (a custom bet stays as it is). */
export function autoLayout(shape: SlipShape, settings: TicketSettings): ShapeResult {
  const selections = allSelections(shape.bets);
  const unchanged: ShapeResult = { ok: true, bets: shape.bets, nextBetNumber: shape.nextBetNumber };
  if (selections.length === 0 || shape.bets[0]?.betType === 'custom_bet') return unchanged;
  const result = changeBetType(shape, autoBetType(selections, settings), null, settings);
  return result.ok ? result : unchanged;
}

/** [BTY12] Why a bet type cannot take the slip's selections. */
export type BetTypeBlock = NotCombinableReason | 'multi_single_not_allowed' | 'too_few_selections';

/** [BTY12] One bet type the switch offers: whether it can take the slip's selections, else why not. */
export interface BetTypeOption {
  readonly betType: 'single' | 'combo' | 'system';
  readonly available: boolean;
  readonly block: BetTypeBlock | null;
}

/**
 * [BTY12] The bet types a slip of these selections offers: singles (blocked when a provider does not allow
 * multi-single), combo (blocked under two selections, or with the first reason CMB5 finds: `match` before
 * `provider`), system (as combo, and only from three selections: a system needs a type to fit). The bettor
 * sees every type and why one is blocked.
 */
export function betTypeOptions(selections: readonly Selection[], settings: TicketSettings): BetTypeOption[] {
  const count = selections.length;
  const reasons = [...comboProblems(selections).values()];
  const combine: BetTypeBlock | null =
    count < 2 ? 'too_few_selections' : reasons.includes('match') ? 'match' : (reasons[0] ?? null);
  const singles: BetTypeBlock | null =
    count > 1 && !multiSingleAllowed(selections, settings) ? 'multi_single_not_allowed' : null;
  const system: BetTypeBlock | null = systemTypes(count).length === 0 ? 'too_few_selections' : combine;
  return [
    { betType: 'single', available: singles === null, block: singles },
    { betType: 'combo', available: combine === null, block: combine },
    { betType: 'system', available: system === null, block: system },
  ];
}
