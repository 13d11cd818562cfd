/**
 * Choosing a bonus for a slip bet (spec §4 bonus selection): what is chosen by default among the bonuses the
 * server offers, what choosing or removing a freebet does to the stake, and what happens when the chosen
 * freebet stops being offered.
 */

/** The spec's bonus kinds (§4). */
export const BONUS_KINDS = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** A bonus offered for a bet. */
export interface OfferedBonus {
  readonly id: number;
  readonly type: BonusKind;
  /** Freebets: the stake it gives (minor units). */
  readonly amount?: number;
  /** A comboboost: the bet's odds with it (BON4); null or absent when the bonus leaves the odds. */
  readonly bonusOdds?: number | null;
  /** Its title as the server names it, in the page's language. */
  readonly title?: string;
  /** A hunting: where the player stands toward its next step, and that step's reward if this bet reaches it. */
  readonly hunting?: HuntingStanding;
  /** A hunting tournament: what the player has farmed and their place in its rating (null before they farm). */
  readonly tournament?: TournamentStanding;
  /** A lootbox: the points it holds to spend and what this bet would add (BON32, BON33). */
  readonly lootbox?: LootboxStanding;
}

/** A player's lootbox, as the slip shows it next to the bonus. */
export interface LootboxStanding {
  readonly available: number;
  readonly potential: number;
}

/** A player's standing in a hunting tournament, as the slip shows it next to the bonus (BON19). */
export interface TournamentStanding {
  /** Minor units staked with it. */
  readonly farmed: number;
  readonly position: number | null;
}

/** A player's standing in a hunting, as the slip shows it next to the bonus (BON17). */
export interface HuntingStanding {
  readonly metric: 'bets' | 'stake';
  /** Bets counted, or minor units staked. */
  readonly progress: number;
  /** The next step's target, in the same unit. */
  readonly target: number;
  /** Minor units of the free bet this bet would win by reaching that step; null when it would not. */
  readonly reward: number | null;
}

/** A slip bet's bonus and stake, as far as the bonus rules touch them. */
export interface BetBonusState {
  readonly bonus: OfferedBonus | null;
  /** Minor units. */
  readonly stake: number;
  /** The bettor removed a bonus: none is chosen for them again until they choose one. */
  readonly declined?: boolean;
}

const FREEBET_KINDS: ReadonlySet<BonusKind> = new Set([
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
]);

export function isFreebet(bonus: OfferedBonus): boolean {
  return FREEBET_KINDS.has(bonus.type);
}

/** [BON12] Chosen by default: the first offered hunting, tournament or comboboost bonus, in that order. */
export function defaultBonus(offered: readonly OfferedBonus[]): OfferedBonus | null {
  for (const kind of ['hunting', 'tournament', 'comboboost'] as const) {
    const found = offered.find((bonus) => bonus.type === kind);
    if (found) return found;
  }
  return null;
}

/** [BON13] Choosing a freebet sets the stake to its amount; another bonus leaves the stake. */
export function chooseBonus(state: BetBonusState, bonus: OfferedBonus): BetBonusState {
  return { bonus, stake: isFreebet(bonus) ? (bonus.amount ?? 0) : state.stake, declined: false };
}

/**
 * [BON13] Removing a chosen freebet sets the stake to 0; removing another bonus leaves it. Either way no default
 * is chosen again for the bettor (BON14).
 */
export function removeBonus(state: BetBonusState): BetBonusState {
  if (state.bonus === null) return { ...state, declined: true };
  return { bonus: null, stake: isFreebet(state.bonus) ? 0 : state.stake, declined: true };
}

/**
 * [BON14] When the offer changes: a chosen freebet no longer offered is cleared with the stake set to 0; a chosen
 * bonus of another kind no longer offered gives way to the default; with nothing chosen the default is chosen,
 * unless the bettor removed one.
 */
export function reconcileBonus(state: BetBonusState, offered: readonly OfferedBonus[]): BetBonusState {
  const { bonus } = state;
  const still = bonus && offered.find((item) => item.id === bonus.id && item.type === bonus.type);
  // Still offered: the offer's copy is the current one (its figures may have moved), the stake stays.
  if (still) return still === bonus ? state : { ...state, bonus: still };
  if (bonus !== null && isFreebet(bonus)) return { ...state, bonus: null, stake: 0 };
  if (bonus === null && state.declined) return state;
  return { ...state, bonus: defaultBonus(offered) };
}
