import type { OfferedBonus } from '../bonuses/bonus-selection';
import { combinedOdds } from './odds-math';
import type { Selection } from './selection';
import { type SystemType, systemOdds, systemTypeFits } from './system-bets';

/** Bet types of the slip (spec §3). */
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export type BetType = (typeof BET_TYPES)[number];

/**
 * Where a stake came from (spec §3 stakeSource): typed as a stake, derived from a wanted potential win
 * (rescaled when odds move, ACC5), or set by the slip itself (a share code, a currency change).
 */
export const STAKE_SOURCES = ['stake', 'potential_win', 'sharing'] as const;
export type StakeSource = (typeof STAKE_SOURCES)[number];

/**
 * [TKT9] Where a bet stands in placement: open in the slip, sent and waiting, placed, or refused by the
 * server (its message is in the ticket error's `betErrors`).
 */
export const SLIP_BET_STATUSES = ['open', 'processing', 'placed', 'refused'] as const;
export type SlipBetStatus = (typeof SLIP_BET_STATUSES)[number];

/**
 * A bet of the slip (spec §3). Money in integer minor units of `currency`; odds decimal. The bonus fields are
 * optional (absent: none offered yet): what the server offers the bet, the bonus chosen (its `bonusOdds` and a
 * freebet's stake, BON21–BON24), and whether the bettor removed one; the jackpots it would feed (JKP7). Profit
 * is not modelled.
 */
export interface SlipBet {
  /** Id within the slip ("b1", "b2"...), given by the ticket (never reused while the slip lives). */
  readonly betId: string;
  readonly status: SlipBetStatus;
  /** Stake in minor units of `currency` (an integer ≥ 0). */
  readonly stake: number;
  readonly stakeSource: StakeSource;
  /** Currency code of the stake. */
  readonly currency: string;
  /** Minor units per major unit of `currency` (100 for EUR). */
  readonly subunits: number;
  readonly betType: BetType;
  /** The system (k out of n) of a system bet; null for every other type. */
  readonly systemType: SystemType | null;
  /** Decimal odds of a custom bet as priced by the server (POST /bets/custom/odds); null until priced. */
  readonly customOdds: number | null;
  /** [DER1] The bet's decimal odds, kept equal to `betOdds(this)` by the ticket. */
  readonly odds: number;
  readonly selections: readonly Selection[];
  /** The bonuses the server offers this bet (POST /bonuses), as last told. */
  readonly availableBonuses?: readonly OfferedBonus[];
  /** The bonus the bet is placed with. */
  readonly bonus?: OfferedBonus | null;
  /** The bettor removed a bonus: none is chosen for them again until they choose one (BON14). */
  readonly bonusDeclined?: boolean;
  /** The running jackpots the bet would feed (POST /jackpots), as last told (JKP7). */
  readonly jackpots?: readonly { readonly id: number }[];
}

/**
 * [DER1] A bet's decimal odds from its selections' current odds: a single's own price, a combo's product
 * (ODM2), a system's odds per unit stake (SYS4; 0 when its type does not fit), a custom bet's priced odds
 * (0 until priced).
 */
export function betOdds(bet: Pick<SlipBet, 'betType' | 'selections' | 'systemType' | 'customOdds'>): number {
  switch (bet.betType) {
    case 'single':
      return bet.selections[0]?.odds ?? 0;
    case 'combo':
      return combinedOdds(bet.selections.map((selection) => selection.odds));
    case 'system':
      return bet.systemType && systemTypeFits(bet.systemType, bet.selections.length)
        ? systemOdds(
            bet.selections.map((selection) => selection.odds),
            bet.systemType,
          )
        : 0;
    case 'custom_bet':
      return bet.customOdds ?? 0;
  }
}

/** The bet with `odds` recomputed (DER1); the bet itself when they are already right. */
export function withBetOdds(bet: SlipBet): SlipBet {
  const odds = betOdds(bet);
  return odds === bet.odds ? bet : { ...bet, odds };
}
