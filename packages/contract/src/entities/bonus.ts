import { BONUS_KINDS } from '@sportsbook/core/bonuses/bonus-selection';
import { z } from 'zod';
import { CurrencyCode, MinorUnits, Timestamp } from './common';

/** Bonus kinds of spec §4. */
export const BonusKindSchema = z.enum(BONUS_KINDS).meta({ id: 'BonusKind' });

/** Bonus states of spec §4. */
export const BonusStatusSchema = z.enum([
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
]);

/** The common fields of every bonus (spec §3), as a bonus_issued event carries them. */
export const BonusSummarySchema = z
  .object({
    id: z.number().int().positive(),
    bonus_type: BonusKindSchema,
    freebet_type: z.enum(['only_win', 'all_win', 'no_risk']).nullable(),
    user_bonus_status: BonusStatusSchema,
    title: z.string(),
  })
  .meta({ id: 'BonusSummary' });
export type BonusSummary = z.infer<typeof BonusSummarySchema>;

/** A tournament pool level's state (spec §4, core BON28). */
export const PoolLevelStateSchema = z
  .enum(['active', 'created', 'disabled', 'finished', 'paused'])
  .meta({ id: 'PoolLevelState' });

/**
 * Tournament pool (spec §3): name, amount, pool amount, hits amount, currency, levels. `amount` is the prize the
 * pool holds now (its open level's, core BON29), `pool_amount` what everyone has farmed, `hits_amount` the prizes
 * paid once it ended. A level opens when `pool_amount` reaches its threshold; `active` is its state's `active`.
 */
export const PoolSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    amount: MinorUnits,
    pool_amount: MinorUnits,
    hits_amount: MinorUnits,
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    levels: z.array(
      z.object({
        name: z.string(),
        pool_amount: MinorUnits,
        /** Farmed by everyone (minor units) for the level to open. */
        threshold: MinorUnits,
        active: z.boolean(),
        state: PoolLevelStateSchema,
      }),
    ),
  })
  .meta({ id: 'Pool' });
export type Pool = z.infer<typeof PoolSchema>;

/** Freebet variants (spec §3 freebet type, §4 kinds freebet_only_win, freebet_all_win, freebet_no_risk). */
export const FreebetTypeSchema = z.enum(['only_win', 'all_win', 'no_risk']).meta({ id: 'FreebetType' });
export type FreebetType = z.infer<typeof FreebetTypeSchema>;

/** A bonus's validity now (spec §4): before, within or after its dates. */
export const BonusValiditySchema = z.enum(['Past', 'Valid', 'Upcoming']);

/** A comboboost's range: selections from min to max count raise the profit by `bonus_odds` percent. */
export const ComboboostRangeSchema = z
  .object({
    min_count: z.number().int().positive(),
    max_count: z.number().int().positive(),
    bonus_odds: z.number().positive().meta({ description: 'Percent added to the combo’s profit' }),
  })
  .meta({ id: 'ComboboostRange' });

/** Which events a bonus counts (spec §3 event conditions); an empty list allows all. */
export const EventConditionsSchema = z
  .object({
    match_statuses: z.array(z.number().int()),
    sport_ids: z.array(z.number().int().positive()),
    tournament_ids: z.array(z.number().int().positive()),
  })
  .meta({ id: 'EventConditions' });

/** The comboboost fields of a bonus (spec §3). */
export const ComboboostTermsSchema = z
  .object({
    ranges: z.array(ComboboostRangeSchema).min(1),
    min_odds: z.number().min(1),
    uses_count: z.number().int().nonnegative().meta({ description: 'Bets left that may use it' }),
    event_conditions: EventConditionsSchema,
    country_codes: z.array(z.string()),
    only_verified: z.boolean(),
    trigger_key: z.string().nullable(),
  })
  .meta({ id: 'ComboboostTerms' });

/** The freebet fields of a bonus (spec §3). */
export const FreebetTermsSchema = z
  .object({
    type: FreebetTypeSchema,
    min_odds: z.number().min(1),
    max_odds: z.number().min(1).nullable(),
    selection_count_from: z.number().int().positive(),
    selection_count_to: z.number().int().positive(),
    match_status: z.array(z.number().int()),
    amount: MinorUnits.positive(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    boost_multiplier: z.number().positive().nullable(),
  })
  .meta({ id: 'FreebetTerms' });

/** A hunting's step (spec §4 step states): reaching `target` issues a freebet of `reward` minor units. */
export const HuntingStepSchema = z
  .object({
    target: z.number().int().positive(),
    reward: MinorUnits.positive(),
    state: z.enum(['completed', 'current', 'next', 'suitable']),
  })
  .meta({ id: 'HuntingStep' });

/**
 * The hunting fields of a bonus (spec §3 hunting): what counts (each qualifying bet, or its stake), the
 * conditions a bet meets, the player's progress and the steps with their rewards.
 */
export const HuntingTermsSchema = z
  .object({
    metric: z.enum(['bets', 'stake']),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    min_odds: z.number().min(1),
    min_stake: MinorUnits,
    match_statuses: z.array(z.number().int()),
    reward_freebet_type: FreebetTypeSchema,
    /** Bets counted, or minor units staked. */
    progress: z.number().int().nonnegative(),
    /** The player activated it: bets placed with it count from then. */
    activated: z.boolean(),
    steps: z.array(HuntingStepSchema).min(1),
  })
  .meta({ id: 'HuntingTerms' });
export type HuntingTerms = z.infer<typeof HuntingTermsSchema>;

/** What a bet placed with a tournament or a lootbox meets to count: its currency, min odds and stake, statuses. */
const countedBetFields = {
  currency: CurrencyCode,
  subunits: z.number().int().positive(),
  min_odds: z.number().min(1),
  min_stake: MinorUnits,
  match_statuses: z.array(z.number().int()),
};

/**
 * The tournament fields of a bonus (spec §3 hunting tournament): the stakes of bets placed with it are the
 * player's farmed amount; `position` their place in the rating (null before they farm); the pool shared by
 * `prize_shares` (percent by position) when it ends.
 */
export const TournamentTermsSchema = z
  .object({
    ...countedBetFields,
    reward_freebet_type: FreebetTypeSchema,
    prize_shares: z.array(z.number().int().positive()),
    farmed_amount: MinorUnits,
    position: z.number().int().positive().nullable(),
    activated: z.boolean(),
    pool: PoolSchema,
  })
  .meta({ id: 'TournamentTerms' });
export type TournamentTerms = z.infer<typeof TournamentTermsSchema>;

/** A freebet a lootbox's points may raise (spec §3 lootbox freebets to boost). */
export const FreebetToBoostSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    amount: MinorUnits.positive(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    boost_multiplier: z.number().positive(),
    /** Its amount once boosted as far as its multiplier allows (core BON34). */
    max_amount: MinorUnits.positive(),
    /** What boosting it now would add with the box's available points (0: nothing). */
    boost_amount: MinorUnits,
  })
  .meta({ id: 'FreebetToBoost' });

/**
 * The lootbox fields of a bonus (spec §3 lootbox): the stakes of bets placed with it fill it with points
 * (core BON31–BON36); the points boost the player's freebets that allow it; its picture by tier.
 */
export const LootboxTermsSchema = z
  .object({
    ...countedBetFields,
    /** Minor units staked per point, and what a point adds to a freebet. */
    stake_per_point: z.number().int().positive(),
    point_value: MinorUnits.positive(),
    activated: z.boolean(),
    farming_stats: z.object({
      average_stake: MinorUnits,
      bets_count: z.number().int().nonnegative(),
      points: z.number().int().nonnegative(),
      available_points: z.number().int().nonnegative(),
      /** What the slip's bet would add (0 outside an offer for a bet). */
      potential_points: z.number().int().nonnegative(),
      potential_freebet_amount: MinorUnits,
      initial_pool: z.number().int().nonnegative(),
    }),
    freebets_to_boost: z.array(FreebetToBoostSchema),
    tier: z.enum(['small', 'medium', 'large']),
    images: z.object({
      small: z.string().nullable(),
      medium: z.string().nullable(),
      large: z.string().nullable(),
    }),
  })
  .meta({ id: 'LootboxTerms' });
export type LootboxTerms = z.infer<typeof LootboxTermsSchema>;

/**
 * Accumulated bonus progress, amb (spec §3: conditions with number of bets, freebets count, issued amount; core
 * BON37–BON39): the bets of the player that count (every qualifying cash bet) and, per condition, the free bets
 * it gives; `freebets_count` and `issued_amount` what the player has collected so far. `id` is the campaign.
 */
export const AmbSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    description: z.string(),
    terms: z.string(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    min_odds: z.number().min(1),
    min_stake: MinorUnits,
    ends_at: Timestamp.nullable(),
    bets_count: z.number().int().nonnegative(),
    freebets_count: z.number().int().nonnegative(),
    issued_amount: MinorUnits,
    conditions: z.array(
      z.object({
        number_of_bets: z.number().int().positive(),
        freebets_count: z.number().int().positive(),
        /** Each free bet's amount; the condition gives freebets_count × amount. */
        amount: MinorUnits.positive(),
        issued_amount: MinorUnits,
        state: z.enum(['completed', 'claimable', 'next']),
      }),
    ),
  })
  .meta({ id: 'Amb' });
export type Amb = z.infer<typeof AmbSchema>;

/** A row of a tournament's rating (spec §3 leaderboard row); `email` is masked but for the caller's own. */
export const LeaderboardRowSchema = z
  .object({
    position: z.number().int().positive(),
    current_user: z.boolean(),
    email: z.string(),
    farmed_amount: MinorUnits,
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    farmed_freebets_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'LeaderboardRow' });
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** Banner images of a bonus (spec §3: desktop and mobile). */
export const BonusImagesSchema = z
  .object({ desktop: z.string().nullable(), mobile: z.string().nullable() })
  .meta({ id: 'BonusImages' });

/**
 * A player's bonus (spec §3 Bonuses): the common fields, then the fields of its kind. `id` is the player's
 * bonus (what a bet names in `bonus.id`), `bonus_id` the campaign it comes from.
 */
export const BonusSchema = z
  .object({
    id: z.number().int().positive(),
    bonus_id: z.number().int().positive(),
    bonus_type: BonusKindSchema,
    freebet_type: FreebetTypeSchema.nullable(),
    user_bonus_status: BonusStatusSchema,
    validity: BonusValiditySchema,
    title: z.string(),
    description: z.string(),
    images: BonusImagesSchema,
    seen: z.boolean(),
    starts_at: Timestamp,
    ends_at: Timestamp.nullable(),
    issued_at: Timestamp.nullable(),
    comboboost: ComboboostTermsSchema.nullable(),
    freebet: FreebetTermsSchema.nullable(),
    hunting: HuntingTermsSchema.nullable(),
    tournament: TournamentTermsSchema.nullable(),
    lootbox: LootboxTermsSchema.nullable(),
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof BonusSchema>;

/** A bonus's terms and conditions (GET /bonuses/{kind}/{id}/terms). */
export const BonusTermsSchema = z
  .object({ id: z.number().int().positive(), title: z.string(), terms: z.string() })
  .meta({ id: 'BonusTerms' });
