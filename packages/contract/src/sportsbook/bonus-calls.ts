import { z } from 'zod';
import {
  AmbSchema,
  BonusKindSchema,
  BonusSchema,
  BonusTermsSchema,
  LeaderboardRowSchema,
} from '../entities/bonus';
import { CurrencyCode, Id, MinorUnits, text } from '../entities/common';
import { defineCall } from '../http/call';
import { paginated, pagingQuery } from '../http/pagination';
import { queryBoolean, queryId, queryList } from '../http/query';
import { PlaceBetTypeSchema, PlaceSelectionSchema } from './bet-calls';

/** Spec §9: a bonus list's default page size. */
export const BONUS_LIST_DEFAULT_LIMIT = 4;

/** Spec §9: hunting tournaments are listed one at a time by default (limit 1, page 1). */
export const TOURNAMENT_LIST_DEFAULT_LIMIT = 1;

/** The kinds the per-kind list and detail calls name in their paths (spec §7.2). */
export const BONUS_LIST_KINDS = ['comboboosts', 'freebets', 'huntings', 'lootboxes', 'tournaments'] as const;
export const BonusListKindSchema = z.enum(BONUS_LIST_KINDS).meta({ id: 'BonusListKind' });
export type BonusListKind = z.infer<typeof BonusListKindSchema>;

export const ListBonusesQuerySchema = z.strictObject({
  /** `active`: the bonuses a player holds now (available or in use), not used up or expired ones. */
  status: z.enum(['active']).optional(),
  /** Only those the player can use now. */
  available: queryBoolean.optional(),
  /** Only those the player has not been shown (spec §4 bonus notification flow). */
  unseen: queryBoolean.optional(),
  /** At most this many of each kind. */
  limit_per_type: z.coerce.number().int().min(1).max(100).optional(),
  type: queryList(BonusKindSchema, 20).optional(),
  locale: text(10, { min: 2 }).optional(),
});
export type ListBonusesQuery = z.input<typeof ListBonusesQuerySchema>;
/** The bonus list's query as the server reads it. */
export type ListBonusesFilter = z.output<typeof ListBonusesQuerySchema>;

export const listBonuses = defineCall({
  id: 'listBonuses',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses',
  summary: "The player's bonuses (freebets issued to them, comboboosts open to them), newest first",
  auth: 'bearer',
  query: ListBonusesQuerySchema,
  status: 200,
  response: z.object({ data: z.array(BonusSchema) }).meta({ id: 'BonusList' }),
  errorStatuses: [401],
});

/** A bet of the slip, as the bonus offer is figured for it (the placement shape without a bonus). */
export const BonusBetSchema = z
  .strictObject({
    type: PlaceBetTypeSchema,
    stake: z.strictObject({
      value: MinorUnits.nonnegative().max(Number.MAX_SAFE_INTEGER),
      currency: CurrencyCode,
    }),
    selections: z.array(PlaceSelectionSchema).min(1).max(100),
  })
  .meta({ id: 'BonusBet' });

/** The boost a combo would reach with more suitable selections (spec §3 ticket upcomingBonuses). */
export const UpcomingBonusSchema = z
  .object({
    bonus_id: z.number().int().positive(),
    selections_needed: z.number().int().positive(),
    percent: z.number().positive(),
  })
  .meta({ id: 'UpcomingBonus' });

/** The bonuses one bet of the slip may use, with what each does to it. */
export const BetBonusOfferSchema = z
  .object({
    index: z.number().int().nonnegative(),
    available_bonuses: z.array(
      BonusSchema.extend({
        /** The bet's odds with this bonus (a comboboost's boosted odds), or null when it leaves them. */
        bonus_odds: z.number().gt(1).nullable(),
        /** A comboboost's active range for this bet (spec §3 activeRangeIndex). */
        active_range_index: z.number().int().nonnegative().nullable(),
        /** Positions of the bet's selections that count toward it (spec §3 suitableSelections). */
        suitable_selections: z.array(z.number().int().nonnegative()),
      }),
    ),
    upcoming_bonuses: z.array(UpcomingBonusSchema),
  })
  .meta({ id: 'BetBonusOffer' });
export type BetBonusOffer = z.infer<typeof BetBonusOfferSchema>;

export const betBonuses = defineCall({
  id: 'betBonuses',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses',
  summary:
    'The bonuses each bet of a slip may be placed with (freebets that fit it, a comboboost it qualifies for, with the odds it gives) and the boosts within reach',
  auth: 'bearer',
  body: z
    .strictObject({ bets: z.array(BonusBetSchema).min(1).max(100), locale: text(10, { min: 2 }).optional() })
    .meta({ id: 'BetBonusesRequest' }),
  status: 200,
  response: z.object({ bets: z.array(BetBonusOfferSchema) }).meta({ id: 'BetBonuses' }),
  errorStatuses: [401],
});

export const markBonusesSeen = defineCall({
  id: 'markBonusesSeen',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses/mark-as-seen',
  summary: 'Marks the player’s bonuses as shown to them (spec §4: only unseen ones are sent)',
  auth: 'bearer',
  body: z
    .array(z.strictObject({ id: Id, type: BonusKindSchema }))
    .min(1)
    .max(100)
    .meta({ id: 'MarkBonusesSeenRequest' }),
  status: 204,
  response: z.undefined(),
  errorStatuses: [401],
});

const BonusPageQuerySchema = z.strictObject({
  locale: text(10, { min: 2 }).optional(),
  status: z.enum(['active']).optional(),
  ...pagingQuery(BONUS_LIST_DEFAULT_LIMIT),
});

export const listComboboosts = defineCall({
  id: 'listComboboosts',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/comboboosts',
  summary:
    'The comboboosts open to the player, a page at a time (4 by default); for a visitor, the running ones (ids are then campaign ids)',
  auth: 'bearer-optional',
  query: BonusPageQuerySchema,
  status: 200,
  response: paginated(BonusSchema).meta({ id: 'BonusPage' }),
  errorStatuses: [401],
});

export const listFreebets = defineCall({
  id: 'listFreebets',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/freebets',
  summary:
    'The freebets issued to the player, a page at a time (4 by default); for a visitor, the running freebet campaigns (ids are then campaign ids)',
  auth: 'bearer-optional',
  query: BonusPageQuerySchema,
  status: 200,
  response: paginated(BonusSchema),
  errorStatuses: [401],
});

export const listAmb = defineCall({
  id: 'listAmb',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/freebets/amb',
  summary:
    'The running accumulated bonus programmes (amb) with the player’s bets counted and each condition’s state; for a visitor, the programmes with nothing counted',
  auth: 'bearer-optional',
  query: z.strictObject({ locale: text(10, { min: 2 }).optional() }),
  status: 200,
  response: z.object({ data: z.array(AmbSchema) }).meta({ id: 'AmbList' }),
  errorStatuses: [401],
});

export const collectAmb = defineCall({
  id: 'collectAmb',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses/freebets/amb',
  summary:
    'Collects the free bets of every amb condition the player has reached and not collected (of one programme when `id` names it), each once; answers the programmes and the free bets issued (none when nothing was due). 403 when the player may not have it, 404 for an unknown programme',
  auth: 'bearer',
  body: z
    .strictObject({ id: Id.optional(), locale: text(10, { min: 2 }).optional() })
    .meta({ id: 'CollectAmbRequest' }),
  status: 200,
  response: z.object({ data: z.array(AmbSchema), issued: z.array(BonusSchema) }).meta({ id: 'AmbCollected' }),
  errorStatuses: [401, 403, 404],
});

export const listHuntings = defineCall({
  id: 'listHuntings',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/huntings',
  summary:
    'The huntings open to the player with their progress and steps, a page at a time (4 by default); for a visitor, the running ones (ids are then campaign ids)',
  auth: 'bearer-optional',
  query: BonusPageQuerySchema,
  status: 200,
  response: paginated(BonusSchema),
  errorStatuses: [401],
});

export const listLootboxes = defineCall({
  id: 'listLootboxes',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/lootboxes',
  summary:
    'The lootboxes open to the player with their farming stats, points and the freebets they may boost, a page at a time (4 by default); for a visitor, the running ones (ids are then campaign ids)',
  auth: 'bearer-optional',
  query: BonusPageQuerySchema,
  status: 200,
  response: paginated(BonusSchema),
  errorStatuses: [401],
});

export const listHuntingTournaments = defineCall({
  id: 'listHuntingTournaments',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/tournaments',
  summary:
    'The hunting tournaments open to the player with their farmed amount, position and pool, a page at a time (1 by default); for a visitor, the running ones (ids are then campaign ids)',
  auth: 'bearer-optional',
  query: z.strictObject({
    locale: text(10, { min: 2 }).optional(),
    status: z.enum(['active']).optional(),
    ...pagingQuery(TOURNAMENT_LIST_DEFAULT_LIMIT),
  }),
  status: 200,
  response: paginated(BonusSchema),
  errorStatuses: [401],
});

/** Spec §7.2: a tournament's rating shows its leaders; the caller's own row is added when they are further down. */
export const TOURNAMENT_RATING_DEFAULT_LIMIT = 10;

export const getTournamentRating = defineCall({
  id: 'getTournamentRating',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/tournaments/{id}/rating',
  summary:
    'A tournament’s rating (spec §3 leaderboard rows) by farmed amount: the first `limit` players, and the caller’s own row after them when they are further down; e-mails are masked but the caller’s. The id is the tournament’s campaign (a bonus’s `bonus_id`), running or ended',
  auth: 'bearer-optional',
  params: z.strictObject({ id: queryId }),
  query: z.strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(TOURNAMENT_RATING_DEFAULT_LIMIT),
  }),
  status: 200,
  response: z.object({ data: z.array(LeaderboardRowSchema) }),
  errorStatuses: [401, 404],
});

export const activateBonus = defineCall({
  id: 'activateBonus',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses/{id}/activate',
  summary:
    'Activates one of the player’s huntings, hunting tournaments or lootboxes: bets placed with it count from then (404 when it is not theirs or of another kind, 409 when it cannot be activated now, 403 when the player may not have it); activating it again changes nothing',
  auth: 'bearer',
  params: z.strictObject({ id: queryId }),
  query: z.strictObject({ locale: text(10, { min: 2 }).optional() }),
  status: 200,
  response: BonusSchema,
  errorStatuses: [401, 403, 404, 409],
});

export const boostFreebet = defineCall({
  id: 'boostFreebet',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses/{id}/boost',
  summary:
    'Boosts one of the player’s freebets with the points of their activated lootbox in its currency: whole points, each adding the box’s point value, up to the freebet’s boost multiplier; answers the freebet. 404 when the freebet is not theirs, 409 lootbox_missing (no activated lootbox in its currency), freebet_not_boostable (spent, expired or without a multiplier) or nothing_to_boost (no points or no room left)',
  auth: 'bearer',
  params: z.strictObject({ id: queryId }),
  query: z.strictObject({ locale: text(10, { min: 2 }).optional() }),
  status: 200,
  response: BonusSchema,
  errorStatuses: [401, 404, 409],
});

const BonusPathSchema = z.strictObject({ kind: BonusListKindSchema, id: queryId });

export const getBonus = defineCall({
  id: 'getBonus',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/{kind}/{id}',
  summary:
    'One of the player’s bonuses (404 when it is not theirs or not of that kind); for a visitor, a running campaign by its id',
  auth: 'bearer-optional',
  params: BonusPathSchema,
  query: z.strictObject({ locale: text(10, { min: 2 }).optional() }),
  status: 200,
  response: BonusSchema,
  errorStatuses: [401, 404],
});

export const getBonusTerms = defineCall({
  id: 'getBonusTerms',
  api: 'sportsbook',
  method: 'GET',
  path: '/bonuses/{kind}/{id}/terms',
  summary: 'The terms and conditions of one of the player’s bonuses (for a visitor, of a running campaign)',
  auth: 'bearer-optional',
  params: BonusPathSchema,
  query: z.strictObject({ locale: text(10, { min: 2 }).optional() }),
  status: 200,
  response: BonusTermsSchema,
  errorStatuses: [401, 404],
});

/** Promo codes are letters, digits, `-` and `_`; compared without case. */
export const PromoCodeSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const redeemPromoCode = defineCall({
  id: 'redeemPromoCode',
  api: 'sportsbook',
  method: 'POST',
  path: '/bonuses/promo-code',
  summary:
    'Redeems a promo code: the bonus it gives is issued to the player (404 promo_code_unknown, 409 promo_code_used, 403 when the player may not have it)',
  auth: 'bearer',
  body: z
    .strictObject({ code: PromoCodeSchema, locale: text(10, { min: 2 }).optional() })
    .meta({ id: 'PromoCodeRequest' }),
  status: 201,
  response: BonusSchema,
  errorStatuses: [401, 403, 404, 409, 429],
});
