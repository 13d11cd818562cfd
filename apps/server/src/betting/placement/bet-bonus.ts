import type { PlaceBet, PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import type { BonusPlayer, BonusSelection } from '@sportsbook/core/bonuses/comboboost';
import { decideComboboost } from '@sportsbook/core/bonuses/comboboost';
import { cashStake, type FreebetVariant, freebetRefusal } from '@sportsbook/core/bonuses/freebet';
import { progressOf } from '@sportsbook/core/bonuses/hunting';
import { isUsable, kindOf, variantOfKind } from '../../bonuses/bonus-presenter';
import type { CampaignRow, PlayerBonusRow } from '../../bonuses/bonus-repository';
import {
  asComboboost,
  asFreebet,
  asHunting,
  comboboostRules,
  freebetRulesOf,
  type HuntingRules,
  progressRules,
  restrictionOf,
} from '../../bonuses/campaign-rules';

/*
 * A bonus applied to one bet of a placement (spec §3 placement payload `bonus {id, type, odds}`), decided by
 * core's rules (BON5, BON6, BON8, BON9, BON15, BON16) from the player's bonus as read for the placement. The transaction
 * then spends what this decided (bet-plan.ts only plans).
 */

/** What a bonus does to a bet. */
export interface AppliedBonus {
  readonly playerBonusId: number;
  /** The kind the bet names: comboboost, freebet_only_win, freebet_all_win, freebet_no_risk. */
  readonly kind: string;
  readonly freebetVariant: FreebetVariant | null;
  /** A comboboost's percentage of profit and the boosted odds the payout is figured on. */
  readonly percent: number | null;
  readonly boostedOdds: number | null;
  /** What the bet takes from the cash balance (BON9). */
  readonly cashStake: number;
  /** What the bonus gives up: a freebet's amount, one comboboost use; what the bet adds to a hunting. */
  readonly spent: number;
  /** A freebet's amount as read when the bet was planned (a boost may raise it before it is spent). */
  readonly freebetAmount: number | null;
  /** A hunting the bet counts toward, with its rules (the steps its progress may reach). */
  readonly hunting: { readonly campaign: CampaignRow; readonly rules: HuntingRules } | null;
}

/** The bonuses a placement may use, as read for it: the player's named bonuses and who the player is. */
export interface PlacementBonuses {
  readonly rows: ReadonlyMap<number, PlayerBonusRow>;
  readonly holder: BonusPlayer | null;
  /** Several bets of the slip may each use a freebet (core BON27). */
  readonly multiActiveFreebetsAllowed: boolean;
}

/**
 * [BON27] The bets of a placement that may not use the freebet they name: one naming a freebet an earlier bet
 * names, or, without multi-active freebets, any bet after the first that names a freebet.
 */
export function extraFreebetBets(
  bets: readonly { readonly index: number; readonly bonus: AppliedBonus | null }[],
  multiActiveAllowed: boolean,
): { index: number; problem: string }[] {
  const used = new Set<number>();
  const refused: { index: number; problem: string }[] = [];
  for (const bet of bets) {
    const bonus = bet.bonus;
    if (!bonus?.freebetVariant) continue;
    if (used.has(bonus.playerBonusId))
      refused.push({ index: bet.index, problem: `freebet ${bonus.playerBonusId} is named by another bet` });
    else if (used.size > 0 && !multiActiveAllowed)
      refused.push({ index: bet.index, problem: 'one bet of a slip may use a freebet' });
    used.add(bonus.playerBonusId);
  }
  return refused;
}

/** A selection of a bet as its bonus is decided on: the price accepted and its match (bet-plan's PlannedSelection). */
export interface SelectionForBonus {
  readonly acceptedOdds: number;
  readonly match: {
    readonly match: {
      readonly id: number;
      readonly status: number;
      readonly sportId: number;
      readonly tournamentId: number;
    };
  };
}

/** A bet's selections as the bonus rules see them. */
export function bonusSelectionsOf(selections: readonly SelectionForBonus[]): BonusSelection[] {
  return selections.map((s) => ({
    odds: s.acceptedOdds,
    matchId: s.match.match.id,
    matchStatus: s.match.match.status,
    sportId: s.match.match.sportId,
    tournamentId: s.match.match.tournamentId,
  }));
}

/**
 * The bonus of a priced bet applied, or why it cannot be: not the player's, not usable now (spent, expired,
 * paused), the kind named is not the bonus's, or its conditions are not met by this bet.
 */
export function applyBonus(
  bonus: NonNullable<PlaceBet['bonus']>,
  bet: {
    readonly type: PlaceBetType;
    readonly stake: number;
    readonly currency: string;
    readonly odds: number;
    readonly selections: readonly SelectionForBonus[];
  },
  available: PlacementBonuses,
  now: number,
): { applied: AppliedBonus } | { problem: string } {
  const row = available.rows.get(bonus.id);
  const holder = available.holder;
  if (!row || !holder) return { problem: `bonus ${bonus.id} is not the player's` };
  if (!isUsable(row, now)) return { problem: `bonus ${bonus.id} cannot be used now` };
  const kind = kindOf(row);
  if (bonus.type !== kind) return { problem: `bonus ${bonus.id} is a ${kind}, not a ${bonus.type}` };
  if (row.campaign.kind === 'comboboost') {
    const rules = comboboostRules(row.campaign.rules);
    if (!rules) return { problem: `bonus ${bonus.id} cannot be used now` };
    const decision = decideComboboost(
      asComboboost(rules, row.bonus.usesLeft ?? 0),
      { type: bet.type, selections: bonusSelectionsOf(bet.selections) },
      holder,
    );
    if (!decision.applies) return { problem: `comboboost ${bonus.id} does not apply: ${decision.reason}` };
    return {
      applied: {
        playerBonusId: row.bonus.id,
        kind,
        freebetVariant: null,
        percent: decision.percent,
        boostedOdds: decision.boostedOdds,
        cashStake: bet.stake,
        spent: 1,
        freebetAmount: null,
        hunting: null,
      },
    };
  }
  if (kind === 'hunting' || kind === 'tournament' || kind === 'lootbox') {
    const rules = progressRules(row.campaign);
    if (!rules) return { problem: `bonus ${bonus.id} cannot be used now` };
    const restriction = restrictionOf(rules, holder);
    if (restriction) return { problem: `${kind} ${bonus.id} is not for this player: ${restriction}` };
    const progress = progressOf(asHunting(rules), {
      odds: bet.odds,
      stake: bet.stake,
      currency: bet.currency,
      matchStatuses: bet.selections.map((s) => s.match.match.status),
      withFreebet: false,
    });
    if (progress === 0) return { problem: `${kind} ${bonus.id} does not count this bet (its conditions)` };
    return {
      applied: {
        playerBonusId: row.bonus.id,
        kind,
        freebetVariant: null,
        percent: null,
        boostedOdds: null,
        cashStake: bet.stake,
        spent: progress,
        freebetAmount: null,
        hunting: { campaign: row.campaign, rules },
      },
    };
  }
  const variant = variantOfKind(kind);
  const rules = freebetRulesOf(row.campaign);
  if (!variant || !rules || row.bonus.amount === null || row.bonus.currency === null)
    return { problem: `bonus ${bonus.id} cannot be used now` };
  const restriction = restrictionOf(rules, holder);
  if (restriction) return { problem: `freebet ${bonus.id} is not for this player: ${restriction}` };
  const refused = freebetRefusal(asFreebet(rules, variant, row.bonus.amount, row.bonus.currency), {
    type: bet.type,
    odds: bet.odds,
    currency: bet.currency,
    stake: bet.stake,
    matchStatuses: bet.selections.map((s) => s.match.match.status),
  });
  if (refused) return { problem: `freebet ${bonus.id} cannot be used on this bet: ${refused}` };
  return {
    applied: {
      playerBonusId: row.bonus.id,
      kind,
      freebetVariant: variant,
      percent: null,
      boostedOdds: null,
      cashStake: cashStake(variant, bet.stake),
      spent: variant === 'no_risk' ? bet.stake : row.bonus.amount,
      freebetAmount: row.bonus.amount,
      hunting: null,
    },
  };
}
