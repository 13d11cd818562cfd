import { combinedOdds, roundOdds } from '../ticket/odds-math';

/**
 * Comboboost (spec §3 bonuses, §4 bonus selection): a combo of enough suitable selections has its winnings
 * raised by the percentage of the range its selection count falls in. The same functions decide it in the
 * slip (what is offered and shown) and on the server (what is applied inside the placement transaction).
 */

/** A range of selection counts and the boost it gives: `bonusOdds` percent more profit. */
export interface ComboboostRange {
  readonly minCount: number;
  readonly maxCount: number;
  /** Percentage added to the combo's profit (10 = 10 % more winnings). */
  readonly bonusOdds: number;
}

/** Which events a comboboost counts; an empty list allows all. */
export interface EventConditions {
  /** 0 prematch, 1 live (spec match statuses); empty: both. */
  readonly matchStatuses: readonly number[];
  readonly sportIds: readonly number[];
  readonly tournamentIds: readonly number[];
}

export interface Comboboost {
  readonly ranges: readonly ComboboostRange[];
  /** The lowest price a selection may have to count. */
  readonly minOdds: number;
  /** Bets left that may use it; 0 means used up. */
  readonly usesLeft: number;
  readonly eventConditions: EventConditions;
  /** ISO 3166 alpha-2 codes the bonus is for; empty: every country. */
  readonly countryCodes: readonly string[];
  readonly onlyVerified: boolean;
}

/** A selection of the combo, as the bonus rules see it. */
export interface BonusSelection {
  readonly odds: number;
  readonly matchId: number;
  readonly matchStatus: number;
  readonly sportId: number;
  readonly tournamentId: number;
}

/** Who bets: the restrictions of spec §6. */
export interface BonusPlayer {
  readonly countryCode: string | null;
  readonly verified: boolean;
}

/** Why a comboboost does not apply. */
export type ComboboostRefusal =
  | 'not_combo'
  | 'used_up'
  | 'country'
  | 'not_verified'
  | 'unsuitable_selection'
  | 'too_few_selections'
  | 'too_many_selections';

export type ComboboostDecision =
  | {
      readonly applies: true;
      readonly activeRangeIndex: number;
      readonly percent: number;
      /** The combo's odds with the boost (ODM1 rounding), what the payout is figured on. */
      readonly boostedOdds: number;
    }
  | { readonly applies: false; readonly reason: ComboboostRefusal };

/** [BON3] A selection counts toward a comboboost when its price and its event meet the bonus's conditions. */
export function isSuitableSelection(bonus: Comboboost, selection: BonusSelection): boolean {
  const { matchStatuses, sportIds, tournamentIds } = bonus.eventConditions;
  const allowed = (list: readonly number[], value: number) => list.length === 0 || list.includes(value);
  return (
    selection.odds >= bonus.minOdds &&
    allowed(matchStatuses, selection.matchStatus) &&
    allowed(sportIds, selection.sportId) &&
    allowed(tournamentIds, selection.tournamentId)
  );
}

/** [BON2] The range a number of selections falls in (the highest boost when ranges overlap), or -1. */
export function activeRangeIndex(ranges: readonly ComboboostRange[], count: number): number {
  let found = -1;
  ranges.forEach((range, index) => {
    if (count < range.minCount || count > range.maxCount) return;
    if (found === -1 || range.bonusOdds > (ranges[found] as ComboboostRange).bonusOdds) found = index;
  });
  return found;
}

/** [BON4] Odds whose profit is raised by `percent`: 1 + (odds − 1) × (1 + percent / 100), rounded as ODM1. */
export function boostOdds(odds: number, percent: number): number {
  return roundOdds(1 + (odds - 1) * (1 + percent / 100));
}

/** [BON5] [BON6] Whether a comboboost applies to a combo, and the odds it gives. */
export function decideComboboost(
  bonus: Comboboost,
  bet: { readonly type: string; readonly selections: readonly BonusSelection[] },
  player: BonusPlayer,
): ComboboostDecision {
  if (bet.type !== 'combo') return { applies: false, reason: 'not_combo' };
  if (bonus.usesLeft <= 0) return { applies: false, reason: 'used_up' };
  if (bonus.countryCodes.length > 0 && !bonus.countryCodes.includes(player.countryCode ?? ''))
    return { applies: false, reason: 'country' };
  if (bonus.onlyVerified && !player.verified) return { applies: false, reason: 'not_verified' };
  if (!bet.selections.every((selection) => isSuitableSelection(bonus, selection)))
    return { applies: false, reason: 'unsuitable_selection' };
  const count = bet.selections.length;
  const index = activeRangeIndex(bonus.ranges, count);
  if (index === -1) {
    const lowest = Math.min(...bonus.ranges.map((range) => range.minCount));
    return { applies: false, reason: count < lowest ? 'too_few_selections' : 'too_many_selections' };
  }
  const percent = (bonus.ranges[index] as ComboboostRange).bonusOdds;
  const odds = combinedOdds(bet.selections.map((selection) => selection.odds));
  return { applies: true, activeRangeIndex: index, percent, boostedOdds: boostOdds(odds, percent) };
}

/** What the slip says a combo is short of: "add one more selection for a 10 % boost". */
export interface UpcomingBoost {
  readonly selectionsNeeded: number;
  readonly percent: number;
}

/**
 * [BON7] The next boost within reach: the range with the smallest count above the combo's suitable selections
 * (of those, the highest boost), as long as the player may have the bonus at all; null when none is.
 */
export function upcomingBoost(
  bonus: Comboboost,
  selections: readonly BonusSelection[],
  player: BonusPlayer,
): UpcomingBoost | null {
  if (bonus.usesLeft <= 0) return null;
  if (bonus.countryCodes.length > 0 && !bonus.countryCodes.includes(player.countryCode ?? '')) return null;
  if (bonus.onlyVerified && !player.verified) return null;
  const suitable = selections.filter((selection) => isSuitableSelection(bonus, selection)).length;
  const current = activeRangeIndex(bonus.ranges, suitable);
  const currentPercent = current === -1 ? 0 : (bonus.ranges[current] as ComboboostRange).bonusOdds;
  let best: UpcomingBoost | null = null;
  for (const range of bonus.ranges) {
    if (range.minCount <= suitable || range.bonusOdds <= currentPercent) continue;
    const needed = range.minCount - suitable;
    if (
      best === null ||
      needed < best.selectionsNeeded ||
      (needed === best.selectionsNeeded && range.bonusOdds > best.percent)
    )
      best = { selectionsNeeded: needed, percent: range.bonusOdds };
  }
  return best;
}

/**
 * [BON20] What a combo placed with a comboboost pays once settled, from what the same bet pays without it
 * (`payout`, STL8, the stake included): its profit raised by the percentage fixed at placement, rounded down
 * to the minor unit; a loss or a refund is not boosted. Capped at the potential win it was placed with (LIM5).
 */
export function boostedPayout(stake: number, payout: number, percent: number, potentialWin: number): number {
  if (payout <= stake) return payout;
  const boosted = stake + Math.floor(((payout - stake) * (100 + percent)) / 100 + 1e-9);
  return Math.max(payout, Math.min(boosted, potentialWin));
}
