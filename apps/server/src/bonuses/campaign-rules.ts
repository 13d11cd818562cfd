import type { AmbCondition } from '@sportsbook/core/bonuses/amb';
import type { Comboboost } from '@sportsbook/core/bonuses/comboboost';
import type { Freebet, FreebetVariant } from '@sportsbook/core/bonuses/freebet';
import type { HuntingRules as CoreHuntingRules, HuntingStep } from '@sportsbook/core/bonuses/hunting';
import { type JackpotRules as CoreJackpotRules, levelProblems } from '@sportsbook/core/bonuses/jackpot';
import type { LootboxPointRules } from '@sportsbook/core/bonuses/lootbox';
import type { PoolLevel } from '@sportsbook/core/bonuses/tournament';
import { z } from 'zod';

/*
 * A campaign's rules as stored (`bonus_campaigns.rules`, snake case as on the wire) and as core's bonus rules
 * take them. The operator API and the demo seed write rules through these schemas; a stored rule that no
 * longer reads (a hand edit) makes its campaign unusable, never a wrong payout.
 */

/** Stored rules as their schema reads them, or undefined when they do not read. */
function readRules<Rules>(schema: z.ZodType<Rules>, stored: unknown): Rules | undefined {
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

const Percent = z.number().positive().max(1_000);
const Odds = z.number().min(1).max(1_000_000);
const CountryList = z.array(z.string().regex(/^[A-Z]{2}$/)).max(250);

export const EventConditionsRulesSchema = z.strictObject({
  match_statuses: z.array(z.number().int().min(0).max(1)).max(2).default([]),
  sport_ids: z.array(z.number().int().positive()).max(500).default([]),
  tournament_ids: z.array(z.number().int().positive()).max(5_000).default([]),
});

export const ComboboostRulesSchema = z
  .strictObject({
    ranges: z
      .array(
        z.strictObject({
          min_count: z.number().int().min(2).max(100),
          max_count: z.number().int().min(2).max(100),
          bonus_odds: Percent,
        }),
      )
      .min(1)
      .max(20),
    min_odds: Odds,
    /** Bets of each player that may use it. */
    uses_count: z.number().int().positive().max(1_000_000),
    event_conditions: EventConditionsRulesSchema.default({
      match_statuses: [],
      sport_ids: [],
      tournament_ids: [],
    }),
    country_codes: CountryList.default([]),
    only_verified: z.boolean().default(false),
    trigger_key: z.string().max(100).nullable().default(null),
  })
  .refine((rules) => rules.ranges.every((range) => range.min_count <= range.max_count), {
    message: 'every range has min_count ≤ max_count',
  });
export type ComboboostRules = z.infer<typeof ComboboostRulesSchema>;

export const FreebetRulesSchema = z
  .strictObject({
    /** The freebet's amount in minor units per currency: a player gets it in their account currency. */
    amounts: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), z.number().int().positive().max(1_000_000_000)),
    min_odds: Odds.default(1),
    max_odds: Odds.nullable().default(null),
    selection_count_from: z.number().int().min(1).max(100).default(1),
    selection_count_to: z.number().int().min(1).max(100).default(100),
    match_status: z.array(z.number().int().min(0).max(1)).max(2).default([]),
    boost_multiplier: z.number().positive().nullable().default(null),
    /** Days a freebet may be used after it is issued; null: until the campaign ends. */
    valid_days: z.number().int().positive().max(3_650).nullable().default(30),
    country_codes: CountryList.default([]),
    only_verified: z.boolean().default(false),
  })
  .refine((rules) => Object.keys(rules.amounts).length > 0, { message: 'amounts names a currency' })
  .refine((rules) => rules.selection_count_from <= rules.selection_count_to, {
    message: 'selection_count_from ≤ selection_count_to',
  });
export type FreebetRules = z.infer<typeof FreebetRulesSchema>;

export const JackpotRulesSchema = z
  .strictObject({
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    /** Basis points (1/100 %) of a qualifying bet's cash stake fed to the pool (core JKP2). */
    contribution_bp: z.number().int().min(1).max(10_000),
    min_stake: z.number().int().min(0).max(1_000_000_000).default(0),
    min_odds: Odds.default(1),
    /** Euro per whole unit of the currency, for the hits' euro amounts; 1 for a euro jackpot. */
    euro_rate: z.number().positive().max(1_000_000).nullable().default(null),
    /** A drop above this many minor units waits for the operator's approval before it is paid; null: none does. */
    approval_above: z.number().int().positive().max(1_000_000_000_000).nullable().default(null),
    levels: z
      .array(
        z.strictObject({
          code: z.string().regex(/^[a-z0-9_-]{1,20}$/),
          name: z.string().trim().min(1).max(60),
          /** The name per locale where it differs from `name` (`{"ar": "ميني"}`). */
          names: z
            .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string().trim().min(1).max(60))
            .default({}),
          seed: z.number().int().min(0).max(1_000_000_000_000),
          cap: z.number().int().min(1).max(1_000_000_000_000),
          share: z.number().int().min(0).max(100),
        }),
      )
      .min(1)
      .max(10),
  })
  .superRefine((rules, context) => {
    for (const problem of levelProblems(rules.levels)) context.addIssue({ code: 'custom', message: problem });
    if (rules.currency !== 'EUR' && rules.euro_rate === null)
      context.addIssue({ code: 'custom', message: 'euro_rate is needed for a jackpot not in EUR' });
  });
export type JackpotRules = z.infer<typeof JackpotRulesSchema>;

const MinorAmount = z.number().int().positive().max(1_000_000_000);

/**
 * The free bets a campaign pays (their variant, days valid after issue, null: until the campaign ends) and who
 * may have them: what huntings and amb programmes share.
 */
const rewardsAndRestrictions = {
  reward_freebet_type: z.enum(['only_win', 'all_win', 'no_risk']).default('only_win'),
  reward_valid_days: z.number().int().positive().max(3_650).nullable().default(30),
  country_codes: CountryList.default([]),
  only_verified: z.boolean().default(false),
};

/** Whether numbers rise strictly, each above the one before. */
const rising = (values: readonly number[]) =>
  values.every((value, i) => i === 0 || value > (values[i - 1] ?? 0));

/**
 * A hunting (core BON15–BON18): bets of the player placed with it count toward its steps, each step reached
 * issues its reward once, a freebet of `reward_freebet_type` in the hunting's currency.
 */
export const HuntingRulesSchema = z
  .strictObject({
    /** What counts: each qualifying bet, or its stake in minor units. */
    metric: z.enum(['bets', 'stake']),
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    min_odds: Odds.default(1),
    min_stake: z.number().int().min(0).max(1_000_000_000).default(0),
    /** 0 prematch, 1 live; empty: both. */
    match_statuses: z.array(z.number().int().min(0).max(1)).max(2).default([]),
    steps: z
      .array(
        z.strictObject({ target: z.number().int().positive().max(1_000_000_000_000), reward: MinorAmount }),
      )
      .min(1)
      .max(20),
    ...rewardsAndRestrictions,
  })
  .refine((rules) => rising(rules.steps.map((step) => step.target)), {
    message: 'steps are in rising order of target',
  });
export type HuntingRules = z.infer<typeof HuntingRulesSchema>;

/** The rules of a stored hunting campaign, or undefined when they do not read. */
export function huntingRules(stored: unknown): HuntingRules | undefined {
  return readRules(HuntingRulesSchema, stored);
}

/** A hunting as core's rules take it. */
export function asHunting(rules: HuntingRules): CoreHuntingRules {
  return {
    metric: rules.metric,
    minOdds: rules.min_odds,
    minStake: rules.min_stake,
    currency: rules.currency,
    matchStatuses: rules.match_statuses,
  };
}

/** A hunting's steps as core's rules take them. */
export function huntingSteps(rules: HuntingRules): HuntingStep[] {
  return rules.steps.map(({ target, reward }) => ({ target, reward }));
}

/**
 * The terms a hunting's reward freebet is used under: any bet in its currency (the freebet rules' defaults),
 * valid for the hunting's `reward_valid_days`. Each reward carries its own amount (its step's); `amounts`
 * only names the currency.
 */
export function rewardFreebetRules(rules: HuntingRules): FreebetRules {
  return FreebetRulesSchema.parse({
    amounts: { [rules.currency]: Math.max(...rules.steps.map((step) => step.reward)) },
    valid_days: rules.reward_valid_days,
  });
}

/**
 * The freebet rules a player's freebet is used under: its campaign's, or for a hunting's reward the reward
 * terms of the hunting; undefined when they do not read.
 */
export function freebetRulesOf(campaign: {
  readonly kind: string;
  readonly rules: unknown;
}): FreebetRules | undefined {
  if (campaign.kind === 'freebet') return freebetRules(campaign.rules);
  if (campaign.kind === 'amb') {
    const amb = ambRules(campaign.rules);
    return amb ? ambFreebetRules(amb) : undefined;
  }
  if (campaign.kind === 'tournament') {
    const tournament = tournamentRules(campaign.rules);
    return tournament ? prizeFreebetRules(tournament) : undefined;
  }
  if (campaign.kind !== 'hunting') return undefined;
  const hunting = huntingRules(campaign.rules);
  return hunting ? rewardFreebetRules(hunting) : undefined;
}

/**
 * A hunting tournament (core BON15, BON16 count the bets; BON19 ranks; BON28–BON30 the pool): the stakes of the
 * bets players place with it are their farmed amount; everyone's farming opens the pool's levels (`threshold`,
 * minor units farmed by all) and when the tournament ends the open level's `pool` is shared by position,
 * `prize_shares[n-1]` percent to the player at position n, as freebets of `reward_freebet_type`.
 */
export const TournamentRulesSchema = z
  .strictObject({
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    min_odds: Odds.default(1),
    min_stake: z.number().int().min(0).max(1_000_000_000).default(0),
    /** 0 prematch, 1 live; empty: both. */
    match_statuses: z.array(z.number().int().min(0).max(1)).max(2).default([]),
    levels: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).max(60),
          /** The name per locale where it differs from `name`. */
          names: z
            .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string().trim().min(1).max(60))
            .default({}),
          threshold: z.number().int().min(0).max(1_000_000_000_000),
          pool: MinorAmount,
        }),
      )
      .min(1)
      .max(10),
    prize_shares: z.array(z.number().int().min(1).max(100)).min(1).max(100),
    reward_freebet_type: z.enum(['only_win', 'all_win', 'no_risk']).default('only_win'),
    reward_valid_days: z.number().int().positive().max(3_650).nullable().default(30),
    country_codes: CountryList.default([]),
    only_verified: z.boolean().default(false),
  })
  .superRefine((rules, context) => {
    const rising = rules.levels.every(
      (level, i) =>
        i === 0 ||
        (level.threshold > (rules.levels[i - 1]?.threshold ?? 0) &&
          level.pool > (rules.levels[i - 1]?.pool ?? 0)),
    );
    if (!rising)
      context.addIssue({
        code: 'custom',
        message: 'levels rise: each threshold and pool above the one before',
      });
    if (rules.prize_shares.reduce((sum, share) => sum + share, 0) > 100)
      context.addIssue({ code: 'custom', message: 'prize_shares add up to at most 100' });
  });
export type TournamentRules = z.infer<typeof TournamentRulesSchema>;

/** The rules of a stored tournament campaign, or undefined when they do not read. */
export function tournamentRules(stored: unknown): TournamentRules | undefined {
  return readRules(TournamentRulesSchema, stored);
}

/**
 * A tournament as a placement counts it: a hunting of stakes without steps (its prizes are paid when it ends,
 * never with a bet), so the hunting's counting and progress serve both.
 */
export function tournamentAsHunting(rules: TournamentRules): HuntingRules {
  return stakesWithoutSteps(rules, rules.reward_freebet_type, rules.reward_valid_days);
}

/** The conditions of a kind counted as a hunting of stakes without steps (a tournament, a lootbox). */
function stakesWithoutSteps(
  rules: Pick<
    HuntingRules,
    'currency' | 'min_odds' | 'min_stake' | 'match_statuses' | 'country_codes' | 'only_verified'
  >,
  rewardType: HuntingRules['reward_freebet_type'],
  rewardValidDays: HuntingRules['reward_valid_days'],
): HuntingRules {
  return {
    metric: 'stake',
    currency: rules.currency,
    min_odds: rules.min_odds,
    min_stake: rules.min_stake,
    match_statuses: rules.match_statuses,
    steps: [],
    reward_freebet_type: rewardType,
    reward_valid_days: rewardValidDays,
    country_codes: rules.country_codes,
    only_verified: rules.only_verified,
  };
}

/**
 * A lootbox (core BON31–BON36): the stakes of the bets a player places with it (counted as a hunting's, BON15,
 * BON16) fill it with points, one per `stake_per_point` farmed on top of `initial_points` (spec: initial pool);
 * `POST /bonuses/{freebet}/boost` spends them on the player's freebets that allow a boost, each point adding
 * `point_value`, up to the freebet's boost multiplier. Its picture grows with the points (`tiers`, `images`).
 */
export const LootboxRulesSchema = z
  .strictObject({
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    min_odds: Odds.default(1),
    min_stake: z.number().int().min(0).max(1_000_000_000).default(0),
    /** 0 prematch, 1 live; empty: both. */
    match_statuses: z.array(z.number().int().min(0).max(1)).max(2).default([]),
    initial_points: z.number().int().min(0).max(1_000_000).default(0),
    /** Minor units staked per point. */
    stake_per_point: z.number().int().positive().max(1_000_000_000),
    /** Minor units a point adds to a freebet. */
    point_value: z.number().int().positive().max(1_000_000),
    /** Points earned from which the box shows its medium and large picture. */
    tiers: z.strictObject({
      medium: z.number().int().positive().max(1_000_000_000),
      large: z.number().int().positive().max(1_000_000_000),
    }),
    images: z.strictObject({
      small: z.string().max(500).nullable().default(null),
      medium: z.string().max(500).nullable().default(null),
      large: z.string().max(500).nullable().default(null),
    }),
    country_codes: CountryList.default([]),
    only_verified: z.boolean().default(false),
  })
  .refine((rules) => rules.tiers.medium < rules.tiers.large, { message: 'tiers.medium < tiers.large' });
export type LootboxRules = z.infer<typeof LootboxRulesSchema>;

/** The rules of a stored lootbox campaign, or undefined when they do not read. */
export function lootboxRules(stored: unknown): LootboxRules | undefined {
  return readRules(LootboxRulesSchema, stored);
}

/** A lootbox's points as core's rules take them. */
export function lootboxPoints(rules: LootboxRules): LootboxPointRules {
  return {
    initialPoints: rules.initial_points,
    stakePerPoint: rules.stake_per_point,
    pointValue: rules.point_value,
  };
}

/** A lootbox as a placement counts it: a hunting of stakes without steps, like a tournament. */
export function lootboxAsHunting(rules: LootboxRules): HuntingRules {
  // A lootbox pays no reward of its own: its points boost freebets.
  return stakesWithoutSteps(rules, 'only_win', null);
}

/**
 * Accumulated bonus progress, amb (core BON37–BON39): every qualifying cash bet of the player counts, with nothing
 * chosen in the slip; each condition reached (`number_of_bets`) gives `freebets_count` free bets of `amount`,
 * issued once when the player collects them, used like a hunting's rewards (any bet in its currency).
 */
export const AmbRulesSchema = z
  .strictObject({
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    min_odds: Odds.default(1),
    min_stake: z.number().int().min(0).max(1_000_000_000).default(0),
    conditions: z
      .array(
        z.strictObject({
          number_of_bets: z.number().int().positive().max(1_000_000),
          freebets_count: z.number().int().positive().max(20),
          amount: MinorAmount,
        }),
      )
      .min(1)
      .max(20),
    ...rewardsAndRestrictions,
  })
  .refine((rules) => rising(rules.conditions.map((condition) => condition.number_of_bets)), {
    message: 'conditions are in rising order of number_of_bets',
  });
export type AmbRules = z.infer<typeof AmbRulesSchema>;

/** The rules of a stored amb campaign, or undefined when they do not read. */
export function ambRules(stored: unknown): AmbRules | undefined {
  return readRules(AmbRulesSchema, stored);
}

/** An amb's conditions as core's rules take them. */
export function ambConditions(rules: AmbRules): AmbCondition[] {
  return rules.conditions.map((condition) => ({
    bets: condition.number_of_bets,
    freebets: condition.freebets_count,
    amount: condition.amount,
  }));
}

/** An amb's free bets are used like a hunting's rewards: any bet in its currency, for its valid days. */
export function ambFreebetRules(rules: AmbRules): FreebetRules {
  return FreebetRulesSchema.parse({
    amounts: { [rules.currency]: Math.max(...rules.conditions.map((condition) => condition.amount)) },
    valid_days: rules.reward_valid_days,
  });
}

/**
 * The counting rules of a campaign bets advance (a hunting, or a tournament or a lootbox as a hunting without
 * steps), or undefined for other kinds and rules that do not read.
 */
export function progressRules(campaign: {
  readonly kind: string;
  readonly rules: unknown;
}): HuntingRules | undefined {
  if (campaign.kind === 'hunting') return huntingRules(campaign.rules);
  if (campaign.kind === 'lootbox') {
    const rules = lootboxRules(campaign.rules);
    return rules ? lootboxAsHunting(rules) : undefined;
  }
  if (campaign.kind !== 'tournament') return undefined;
  const rules = tournamentRules(campaign.rules);
  return rules ? tournamentAsHunting(rules) : undefined;
}

/** A tournament's pool levels as core's rules take them. */
export function poolLevels(rules: TournamentRules): PoolLevel[] {
  return rules.levels.map(({ threshold, pool }) => ({ threshold, pool }));
}

/** A tournament's prizes are freebets used like a hunting's rewards: any bet in its currency. */
export function prizeFreebetRules(rules: TournamentRules): FreebetRules {
  return FreebetRulesSchema.parse({
    amounts: { [rules.currency]: Math.max(...rules.levels.map((level) => level.pool)) },
    valid_days: rules.reward_valid_days,
  });
}

/** The rules of a stored jackpot campaign, or undefined when they do not read. */
export function jackpotRules(stored: unknown): JackpotRules | undefined {
  return readRules(JackpotRulesSchema, stored);
}

/** A jackpot as core's rules take it. */
export function asJackpot(rules: JackpotRules): CoreJackpotRules {
  return {
    currency: rules.currency,
    contributionBasisPoints: rules.contribution_bp,
    minStake: rules.min_stake,
    minOdds: rules.min_odds,
    levels: rules.levels.map(({ code, seed, cap, share }) => ({ code, seed, cap, share })),
  };
}

/** The rules of a stored comboboost campaign, or undefined when they do not read. */
export function comboboostRules(stored: unknown): ComboboostRules | undefined {
  return readRules(ComboboostRulesSchema, stored);
}

/** The rules of a stored freebet campaign, or undefined when they do not read. */
export function freebetRules(stored: unknown): FreebetRules | undefined {
  return readRules(FreebetRulesSchema, stored);
}

/** A comboboost as core's rules take it, with the player's uses left. */
export function asComboboost(rules: ComboboostRules, usesLeft: number): Comboboost {
  return {
    ranges: rules.ranges.map((range) => ({
      minCount: range.min_count,
      maxCount: range.max_count,
      bonusOdds: range.bonus_odds,
    })),
    minOdds: rules.min_odds,
    usesLeft,
    eventConditions: {
      matchStatuses: rules.event_conditions.match_statuses,
      sportIds: rules.event_conditions.sport_ids,
      tournamentIds: rules.event_conditions.tournament_ids,
    },
    countryCodes: rules.country_codes,
    onlyVerified: rules.only_verified,
  };
}

/** A player's freebet as core's rules take it. */
export function asFreebet(
  rules: FreebetRules,
  variant: FreebetVariant,
  amount: number,
  currency: string,
): Freebet {
  return {
    variant,
    amount,
    currency,
    minOdds: rules.min_odds,
    maxOdds: rules.max_odds,
    selectionCountFrom: rules.selection_count_from,
    selectionCountTo: rules.selection_count_to,
    matchStatuses: rules.match_status,
  };
}

/** Whether a player may have a bonus restricted to countries and to verified players (spec §6). */
export function restrictionOf(
  rules: { readonly country_codes: readonly string[]; readonly only_verified: boolean },
  player: { readonly countryCode: string | null; readonly verified: boolean },
): 'country' | 'not_verified' | null {
  if (rules.country_codes.length > 0 && !rules.country_codes.includes(player.countryCode ?? ''))
    return 'country';
  if (rules.only_verified && !player.verified) return 'not_verified';
  return null;
}

const DAY_MS = 86_400_000;

/** When a freebet issued at `now` expires: its valid days, never after its campaign's end; null: never. */
export function freebetExpiry(rules: FreebetRules, now: number, campaignEnds: number | null): string | null {
  const validUntil = rules.valid_days === null ? null : now + rules.valid_days * DAY_MS;
  const expiry =
    validUntil === null
      ? campaignEnds
      : campaignEnds === null
        ? validUntil
        : Math.min(validUntil, campaignEnds);
  return expiry === null ? null : new Date(expiry).toISOString();
}

/** A jackpot level's name in a locale: the locale's, its language's, else the level's own. */
export function levelName(level: JackpotRules['levels'][number], locale: string): string {
  return level.names[locale] ?? level.names[locale.split('-')[0] ?? ''] ?? level.name;
}
