import {
  type BetBonusState,
  chooseBonus,
  isFreebet,
  type OfferedBonus,
  reconcileBonus,
  removeBonus,
} from '../bonuses/bonus-selection';
import { potentialWin } from './odds-math';
import type { SlipBet } from './slip-bet';

/*
 * A slip bet's bonus (spec §3 slip bet availableBonuses, bonus, bonusOdds, freebetStake; §4 bonus selection): the
 * rules of bonus-selection.ts applied to the bet's fields, what the placement sends, and what the bet can win.
 */

/** The boost a combo is short of (spec §3 ticket upcomingBonuses): "add 1 more selection for a 10 % boost". */
export interface UpcomingBonus {
  readonly betId: string;
  readonly bonusId: number;
  readonly selectionsNeeded: number;
  readonly percent: number;
}

function bonusStateOf(bet: SlipBet): BetBonusState {
  return { bonus: bet.bonus ?? null, stake: bet.stake, declined: bet.bonusDeclined ?? false };
}

/** The bet with a bonus state applied; the bet itself when nothing changed. */
function withBonusState(bet: SlipBet, next: BetBonusState, offered = bet.availableBonuses): SlipBet {
  const unchanged =
    next.bonus === (bet.bonus ?? null) &&
    next.stake === bet.stake &&
    (next.declined ?? false) === (bet.bonusDeclined ?? false) &&
    offered === bet.availableBonuses;
  if (unchanged) return bet;
  return {
    ...bet,
    ...(offered !== undefined ? { availableBonuses: offered } : {}),
    bonus: next.bonus,
    bonusDeclined: next.declined ?? false,
    stake: next.stake,
    stakeSource: next.stake === bet.stake ? bet.stakeSource : 'stake',
  };
}

/** [BON21] A new offer for the bet: kept as its available bonuses, and the chosen bonus reconciled (BON14). */
export function offerBonuses(bet: SlipBet, offered: readonly OfferedBonus[]): SlipBet {
  return withBonusState(bet, reconcileBonus(bonusStateOf(bet), offered), offered);
}

/** [BON21] The bettor chooses one of the bonuses offered to the bet (BON13); one not offered changes nothing. */
export function chooseSlipBonus(bet: SlipBet, bonusId: number, type: string): SlipBet {
  const bonus = bet.availableBonuses?.find((item) => item.id === bonusId && item.type === type);
  return bonus ? withBonusState(bet, chooseBonus(bonusStateOf(bet), bonus)) : bet;
}

/**
 * [BON27] After a freebet is chosen on the bet `chosenBetId`: the same freebet chosen on another bet is cleared
 * there, and without multi-active freebets any freebet chosen on another bet is (its stake 0, the default
 * chosen again by the next offer, BON14).
 */
export function clearOtherFreebets<B extends SlipBet>(
  bets: readonly B[],
  chosenBetId: string,
  multiActiveAllowed: boolean,
): readonly B[] {
  const chosen = bets.find((bet) => bet.betId === chosenBetId)?.bonus;
  if (!chosen || !isFreebet(chosen)) return bets;
  const clears = (bet: B) => {
    const other = bet.bonus;
    if (bet.betId === chosenBetId || !other || !isFreebet(other)) return false;
    return !multiActiveAllowed || (other.id === chosen.id && other.type === chosen.type);
  };
  if (!bets.some(clears)) return bets;
  return bets.map((bet) => (clears(bet) ? { ...bet, bonus: null, stake: 0, bonusDeclined: false } : bet));
}

/** [BON21] The bettor removes the bet's bonus (BON13): none is chosen for them again (BON14). */
export function removeSlipBonus(bet: SlipBet): SlipBet {
  return withBonusState(bet, removeBonus(bonusStateOf(bet)));
}

/**
 * [BON22] A stake the bettor types: a chosen only-win or all-win freebet stakes exactly its amount, so another
 * stake removes it (the bet becomes a cash bet, nothing is chosen again); a no-risk freebet stays while the
 * stake is within its amount.
 */
export function stakeTyped(bet: SlipBet, stake: number): SlipBet {
  const bonus = bet.bonus;
  const withStake: SlipBet =
    bet.stake === stake && bet.stakeSource === 'stake' ? bet : { ...bet, stake, stakeSource: 'stake' };
  if (!bonus || !isFreebet(bonus)) return withStake;
  const fits =
    bonus.type === 'freebet_no_risk' ? stake > 0 && stake <= (bonus.amount ?? 0) : stake === bonus.amount;
  return fits ? withStake : { ...withStake, bonus: null, bonusDeclined: true };
}

/** [BON23] The bonus a placement sends for the bet (`bonus {id, type, odds}`), or undefined. */
export function bonusPayload(
  bet: Pick<SlipBet, 'bonus'>,
): { readonly id: number; readonly type: string; readonly odds: number | null } | undefined {
  const bonus = bet.bonus;
  return bonus ? { id: bonus.id, type: bonus.type, odds: bonus.bonusOdds ?? null } : undefined;
}

/**
 * [BON24] What the bet can win (minor units): on a comboboost's odds when one is chosen (BON4); an only-win
 * freebet's winnings without its stake (BON10); else stake × odds (ODM3).
 */
export function bonusPotentialWin(bet: Pick<SlipBet, 'stake' | 'odds' | 'bonus'>): number {
  const bonus = bet.bonus;
  const odds = bonus?.bonusOdds ?? bet.odds;
  const win = potentialWin(bet.stake, odds);
  return bonus?.type === 'freebet_only_win' ? Math.max(0, win - bet.stake) : win;
}
