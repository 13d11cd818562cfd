import type { Bonus, BonusTermsSchema, Pool } from '@sportsbook/contract/entities/bonus';
import type { BonusKind } from '@sportsbook/core/bonuses/bonus-selection';
import type { FreebetVariant } from '@sportsbook/core/bonuses/freebet';
import { stepStates } from '@sportsbook/core/bonuses/hunting';
import {
  availablePoints,
  averageStake,
  boostCeiling,
  boostFreebet,
  lootboxTier,
  pointsEarned,
  potentialFreebetAmount,
  potentialPoints,
} from '@sportsbook/core/bonuses/lootbox';
import { poolAmount, poolLevelStates, type TournamentStage } from '@sportsbook/core/bonuses/tournament';
import type { z } from 'zod';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import { findCurrency } from '../platform/currencies';
import type { CampaignRow, PlayerBonusRow } from './bonus-repository';
import {
  comboboostRules,
  freebetRulesOf,
  huntingRules,
  type LootboxRules,
  lootboxPoints,
  lootboxRules,
  poolLevels,
  type TournamentRules,
  tournamentRules,
} from './campaign-rules';

/*
 * A player's bonus as the wire's Bonus (spec §3): its state now (spec §4 bonus states) from the bonus's own
 * state, its campaign's and the clock; texts in the request's locale with English as the fallback.
 */

const ms = (stored: string | null) => (stored === null ? null : Date.parse(toIsoUtc(stored)));

/** The kind a bet names for a freebet of this variant (spec §4 kinds). */
export function freebetKind(variant: FreebetVariant): BonusKind {
  return `freebet_${variant}` as BonusKind;
}

/** The freebet variant of a bonus kind a bet names, or undefined for other kinds. */
export function variantOfKind(kind: string): FreebetVariant | undefined {
  if (kind === 'freebet_only_win') return 'only_win';
  if (kind === 'freebet_all_win') return 'all_win';
  if (kind === 'freebet_no_risk') return 'no_risk';
  return undefined;
}

/** Whether a player's bonus is a freebet: of a freebet campaign, or a hunting's reward. */
export function isFreebetRow(row: PlayerBonusRow): boolean {
  return row.bonus.amount !== null;
}

/** Whether a player's bonus is their enrolment in a hunting (not one of its reward freebets). */
export function isHuntingRow(row: PlayerBonusRow): boolean {
  return row.campaign.kind === 'hunting' && row.bonus.amount === null;
}

/** Whether a player's bonus is their entry in a hunting tournament (not one of its prize freebets). */
export function isTournamentRow(row: PlayerBonusRow): boolean {
  return row.campaign.kind === 'tournament' && row.bonus.amount === null;
}

/**
 * Whether a freebet lasts its own days after its campaign ends: a tournament's prize (won as it ends) and a bet
 * and collect free bet (collected up to its last day); other freebets end with their campaign.
 */
export function outlivesCampaign(row: PlayerBonusRow): boolean {
  return (row.campaign.kind === 'tournament' || row.campaign.kind === 'amb') && row.bonus.amount !== null;
}

/** Whether a player's bonus is their lootbox (spec §3 lootbox). */
export function isLootboxRow(row: PlayerBonusRow): boolean {
  return row.campaign.kind === 'lootbox' && row.bonus.amount === null;
}

/** An entry bets advance once the player activated it: a hunting, a tournament or a lootbox. */
export function isProgressRow(row: PlayerBonusRow): boolean {
  return isHuntingRow(row) || isTournamentRow(row) || isLootboxRow(row);
}

/** What a lootbox's terms need beyond its row: its bets and spent points, and the player's freebets. */
export interface LootboxState {
  readonly betsCounted: number;
  readonly pointsSpent: number;
  /** The player's freebets with what boosts have added to each so far (minor units). */
  readonly freebets: readonly { readonly row: PlayerBonusRow; readonly boosted: number }[];
}

const NO_LOOTBOX_STATE: LootboxState = { betsCounted: 0, pointsSpent: 0, freebets: [] };

/**
 * A freebet's boost multiplier when a lootbox may raise it (above 1), else null. A freebet a settled bet gave
 * back is not raised again: its amount may already hold a boost, and its ceiling would start over from it.
 */
export function boostMultiplierOf(row: PlayerBonusRow): number | null {
  if (row.bonus.source === 'returned') return null;
  const multiplier = isFreebetRow(row) ? (freebetRulesOf(row.campaign)?.boost_multiplier ?? null) : null;
  return multiplier !== null && multiplier > 1 ? multiplier : null;
}

/** A lootbox's fields on the wire (core BON31–BON36). `pending`: the slip's bet's stake when it counts. */
function lootboxTerms(
  row: PlayerBonusRow,
  rules: LootboxRules,
  state: LootboxState,
  pending: number,
  locale: string,
  now: number,
): NonNullable<Bonus['lootbox']> {
  const points = lootboxPoints(rules);
  const farmed = row.bonus.progress ?? 0;
  const earned = pointsEarned(points, farmed);
  const available = availablePoints(points, farmed, state.pointsSpent);
  const subunits = findCurrency(rules.currency)?.subunits ?? 100;
  return {
    currency: rules.currency,
    subunits,
    min_odds: rules.min_odds,
    min_stake: rules.min_stake,
    match_statuses: rules.match_statuses,
    stake_per_point: rules.stake_per_point,
    point_value: rules.point_value,
    activated: row.bonus.activatedAt !== null,
    farming_stats: {
      average_stake: averageStake(farmed, state.betsCounted),
      bets_count: state.betsCounted,
      points: earned,
      available_points: available,
      potential_points: potentialPoints(points, farmed, pending),
      potential_freebet_amount: potentialFreebetAmount(points, available),
      initial_pool: rules.initial_points,
    },
    freebets_to_boost: state.freebets.flatMap(({ row: freebet, boosted }) => {
      const multiplier = boostMultiplierOf(freebet);
      const amount = freebet.bonus.amount;
      if (multiplier === null || amount === null || freebet.bonus.currency !== rules.currency) return [];
      if (statusOf(freebet, now) !== 'available') return [];
      const boostable = { amount, boosted, multiplier };
      return [
        {
          id: freebet.bonus.id,
          title: campaignTexts(freebet.campaign, locale).title,
          amount,
          currency: rules.currency,
          subunits,
          boost_multiplier: multiplier,
          max_amount: amount - boosted + boostCeiling(boostable),
          boost_amount: boostFreebet(points, available, boostable).added,
        },
      ];
    }),
    tier: lootboxTier(earned, rules.tiers),
    images: rules.images,
  };
}

/** What everyone has done in a tournament: farmed in all, prizes paid, and each player's position (BON19). */
export interface TournamentStanding {
  readonly farmedTotal: number;
  readonly prizesPaid: number;
  readonly positions: ReadonlyMap<number, number>;
}

/** A tournament's stage (core BON28): paused by the operator, ended (by the operator or its date), or running. */
export function tournamentStage(campaign: CampaignRow, now: number): TournamentStage {
  const ends = ms(campaign.endsAt);
  if (campaign.status === 'ended' || (ends !== null && now >= ends)) return 'ended';
  return campaign.status === 'paused' ? 'paused' : 'running';
}

/** A tournament's pool (spec §3 pool) with its level states (core BON28, BON29). */
export function presentPool(
  campaign: CampaignRow,
  rules: TournamentRules,
  standing: TournamentStanding,
  locale: string,
  now: number,
): Pool {
  const levels = poolLevels(rules);
  const states = poolLevelStates(levels, standing.farmedTotal, tournamentStage(campaign, now));
  const language = locale.split('-')[0] ?? locale;
  return {
    id: campaign.id,
    name: campaignTexts(campaign, locale).title,
    amount: poolAmount(levels, standing.farmedTotal),
    pool_amount: standing.farmedTotal,
    hits_amount: standing.prizesPaid,
    currency: rules.currency,
    subunits: findCurrency(rules.currency)?.subunits ?? 100,
    levels: rules.levels.map((level, i) => {
      const state = states[i] ?? 'created';
      return {
        name: level.names[locale] ?? level.names[language] ?? level.name,
        pool_amount: level.pool,
        threshold: level.threshold,
        active: state === 'active',
        state,
      };
    }),
  };
}

const NO_STANDING: TournamentStanding = { farmedTotal: 0, prizesPaid: 0, positions: new Map() };

/** The kind of a player's bonus as bets and lists name it. */
export function kindOf(row: PlayerBonusRow): BonusKind {
  const variant = variantOf(row);
  return isFreebetRow(row) && variant ? freebetKind(variant) : (row.campaign.kind as BonusKind);
}

/** A freebet's variant: its own (a given-back freebet's), else its campaign's. */
export function variantOf(row: PlayerBonusRow): FreebetVariant | null {
  return (row.bonus.freebetType ?? row.campaign.freebetType) as FreebetVariant | null;
}

/** Before, within or after the campaign's dates. */
export function validityOf(row: PlayerBonusRow, now: number): Bonus['validity'] {
  const starts = ms(row.campaign.startsAt) ?? 0;
  const ends = ms(row.campaign.endsAt);
  if (now < starts) return 'Upcoming';
  if (ends !== null && now >= ends) return 'Past';
  return 'Valid';
}

/**
 * A bonus's state now (spec §4): spent or used up → bonus_over; past its own expiry or its campaign's end
 * → expired; deactivated by the operator → deactivated; its campaign paused or not started, or its rules
 * unreadable → not_available; a hunting the player activated → active; else available.
 */
export function statusOf(row: PlayerBonusRow, now: number): Bonus['user_bonus_status'] {
  const { bonus, campaign } = row;
  if (bonus.status === 'bonus_over' || bonus.status === 'deactivated') return bonus.status;
  const expires = ms(bonus.expiresAt);
  if (bonus.status === 'expired' || (expires !== null && now >= expires)) return 'expired';
  // A tournament's prize is won as it ends: its own expiry, not the tournament's, ends it (an amb's too).
  if (!outlivesCampaign(row)) {
    if (campaign.status === 'ended' || validityOf(row, now) === 'Past') return 'expired';
    if (campaign.status !== 'active' || validityOf(row, now) === 'Upcoming') return 'not_available';
  }
  if (rulesOf(row) === undefined) return 'not_available';
  if (isProgressRow(row) && bonus.activatedAt !== null) return 'active';
  return 'available';
}

/** Whether the player may use the bonus on a bet now (a hunting or tournament once they have activated it). */
export function isUsable(row: PlayerBonusRow, now: number): boolean {
  return statusOf(row, now) === (isProgressRow(row) ? 'active' : 'available');
}

function rulesOf(row: PlayerBonusRow) {
  if (isFreebetRow(row)) return freebetRulesOf(row.campaign);
  if (row.campaign.kind === 'comboboost') return comboboostRules(row.campaign.rules);
  if (row.campaign.kind === 'hunting') return huntingRules(row.campaign.rules);
  if (row.campaign.kind === 'tournament') return tournamentRules(row.campaign.rules);
  if (row.campaign.kind === 'lootbox') return lootboxRules(row.campaign.rules);
  return undefined;
}

function textsOf(row: PlayerBonusRow, locale: string) {
  return campaignTexts(row.campaign, locale);
}

/** A campaign's texts in a locale: the locale's, its language's, else English. */
export function campaignTexts(campaign: CampaignRow, locale: string) {
  const texts = campaign.texts;
  return (
    texts[locale] ??
    texts[locale.split('-')[0] ?? ''] ??
    texts.en ??
    Object.values(texts)[0] ?? {
      title: '',
      description: '',
      terms: '',
    }
  );
}

/**
 * A player's bonus on the wire. `pendingProgress`: what the slip's bet would add to a hunting, so the step it
 * would reach reads `suitable` (core BON17), or to a lootbox's points. `standings`: the tournaments' by campaign
 * id (none: nothing farmed); `lootboxes`: the lootboxes' states by bonus id (none: nothing counted or spent).
 */
export function presentBonus(
  row: PlayerBonusRow,
  locale: string,
  now: number,
  pendingProgress = 0,
  standings: ReadonlyMap<number, TournamentStanding> = new Map(),
  lootboxes: ReadonlyMap<number, LootboxState> = new Map(),
): Bonus {
  const { bonus, campaign } = row;
  const text = textsOf(row, locale);
  const combo = campaign.kind === 'comboboost' ? comboboostRules(campaign.rules) : undefined;
  const free = isFreebetRow(row) ? freebetRulesOf(campaign) : undefined;
  const hunt = isHuntingRow(row) ? huntingRules(campaign.rules) : undefined;
  const cup = isTournamentRow(row) ? tournamentRules(campaign.rules) : undefined;
  const box = isLootboxRow(row) ? lootboxRules(campaign.rules) : undefined;
  const standing = standings.get(campaign.id) ?? NO_STANDING;
  const progress = bonus.progress ?? 0;
  const states = hunt ? stepStates(hunt.steps, progress, pendingProgress) : [];
  const variant = variantOf(row);
  return {
    id: bonus.id,
    bonus_id: campaign.id,
    bonus_type: kindOf(row),
    freebet_type: variant,
    user_bonus_status: statusOf(row, now),
    validity: validityOf(row, now),
    title: text.title,
    description: text.description,
    images: campaign.images,
    seen: bonus.seen,
    starts_at: toIsoUtc(campaign.startsAt),
    ends_at: toIsoUtcOrNull(bonus.expiresAt ?? campaign.endsAt),
    issued_at: toIsoUtc(bonus.issuedAt),
    comboboost: combo
      ? {
          ranges: combo.ranges,
          min_odds: combo.min_odds,
          uses_count: bonus.usesLeft ?? 0,
          event_conditions: combo.event_conditions,
          country_codes: combo.country_codes,
          only_verified: combo.only_verified,
          trigger_key: combo.trigger_key,
        }
      : null,
    freebet:
      free && variant && bonus.amount !== null && bonus.currency !== null
        ? {
            type: variant,
            min_odds: free.min_odds,
            max_odds: free.max_odds,
            selection_count_from: free.selection_count_from,
            selection_count_to: free.selection_count_to,
            match_status: free.match_status,
            amount: bonus.amount,
            currency: bonus.currency,
            subunits: findCurrency(bonus.currency)?.subunits ?? 100,
            boost_multiplier: free.boost_multiplier,
          }
        : null,
    hunting: hunt
      ? {
          metric: hunt.metric,
          currency: hunt.currency,
          subunits: findCurrency(hunt.currency)?.subunits ?? 100,
          min_odds: hunt.min_odds,
          min_stake: hunt.min_stake,
          match_statuses: hunt.match_statuses,
          reward_freebet_type: hunt.reward_freebet_type,
          progress,
          activated: bonus.activatedAt !== null,
          steps: hunt.steps.map((step, i) => ({ ...step, state: states[i] ?? 'next' })),
        }
      : null,
    tournament: cup
      ? {
          currency: cup.currency,
          subunits: findCurrency(cup.currency)?.subunits ?? 100,
          min_odds: cup.min_odds,
          min_stake: cup.min_stake,
          match_statuses: cup.match_statuses,
          reward_freebet_type: cup.reward_freebet_type,
          prize_shares: cup.prize_shares,
          farmed_amount: progress,
          position: bonus.playerId > 0 ? (standing.positions.get(bonus.playerId) ?? null) : null,
          activated: bonus.activatedAt !== null,
          pool: presentPool(campaign, cup, standing, locale, now),
        }
      : null,
    lootbox: box
      ? lootboxTerms(row, box, lootboxes.get(bonus.id) ?? NO_LOOTBOX_STATE, pendingProgress, locale, now)
      : null,
  };
}

/**
 * A running campaign as a visitor sees it: the bonus a player would get (its id is the campaign's), a freebet
 * in `currency` (else the first currency it names), a comboboost with all its uses, a hunting not yet started.
 */
export function campaignOffer(campaign: CampaignRow, currency: string): PlayerBonusRow {
  const free = campaign.kind === 'freebet' ? freebetRulesOf(campaign) : undefined;
  const combo = campaign.kind === 'comboboost' ? comboboostRules(campaign.rules) : undefined;
  const amountIn = free
    ? free.amounts[currency] !== undefined
      ? currency
      : Object.keys(free.amounts)[0]
    : undefined;
  return {
    campaign,
    bonus: {
      id: campaign.id,
      campaignId: campaign.id,
      playerId: 0,
      status: 'available',
      freebetType: campaign.freebetType,
      amount: free && amountIn ? (free.amounts[amountIn] ?? null) : null,
      currency: amountIn ?? null,
      usesLeft: combo?.uses_count ?? null,
      progress: ['hunting', 'tournament', 'lootbox'].includes(campaign.kind) ? 0 : null,
      activatedAt: null,
      rewardStep: null,
      seen: true,
      source: 'offer',
      betId: null,
      issuedAt: campaign.startsAt,
      expiresAt: null,
      updatedAt: campaign.updatedAt,
    },
  };
}

export function presentTerms(row: PlayerBonusRow, locale: string): z.infer<typeof BonusTermsSchema> {
  const text = textsOf(row, locale);
  return { id: row.bonus.id, title: text.title, terms: text.terms };
}
