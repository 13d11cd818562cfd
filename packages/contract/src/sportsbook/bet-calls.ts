import { LIMIT_KINDS } from '@sportsbook/core/ticket/bet-limits';
import { z } from 'zod';
import { type BetResult, BetResultSchema, BetSchema, type BetStatus, BetStatusSchema } from '../entities/bet';
import { CurrencyCode, Id, MinorUnits, text } from '../entities/common';
import { MarketSchema } from '../entities/market';
import { defineCall } from '../http/call';
import { ErrorDetailSchema } from '../http/errors';
import { paginated } from '../http/pagination';
import { queryId } from '../http/query';

/** The header that makes a placement idempotent: a retry with the same key returns the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Bet types a slip places (spec §3: single, combo, system, custom bet). */
export const PlaceBetTypeSchema = z
  .enum(['single', 'combo', 'system', 'custom_bet'])
  .meta({ id: 'PlaceBetType' });
export type PlaceBetType = z.infer<typeof PlaceBetTypeSchema>;

/** Odds as a client saw them: a finite decimal above 1. */
const Odds = z.number().gt(1).lt(1_000_000).meta({ description: 'Decimal odds the bettor accepted' });

/** One selection of a bet to place (spec §3 placement payload). */
export const PlaceSelectionSchema = z
  .strictObject({
    match_id: Id,
    market_id: Id,
    specifier: text(200),
    outcome_id: text(64, { min: 1 }),
    odds: Odds,
  })
  .meta({ id: 'PlaceSelection' });
export type PlaceSelection = z.infer<typeof PlaceSelectionSchema>;

/** A stake: integer minor units of a currency the player holds an account in. */
export const StakeSchema = z
  .strictObject({ value: MinorUnits.positive().max(Number.MAX_SAFE_INTEGER), currency: CurrencyCode })
  .meta({ id: 'Stake' });

/** One bet of a placement (spec §3: bonus, stake, selections, system_id for systems, custom_odds for custom bets). */
export const PlaceBetSchema = z
  .strictObject({
    stake: StakeSchema,
    selections: z.array(PlaceSelectionSchema).min(1).max(100),
    system_id: z
      .string()
      .regex(/^\d{1,2}\/\d{1,2}$/)
      .optional()
      .meta({ description: 'System type "{win count}/{total count}", e.g. "2/3"' }),
    custom_odds: Odds.optional(),
    bonus: z
      .strictObject({
        id: Id,
        type: text(40, { min: 1 }),
        odds: Odds.nullable(),
      })
      .optional(),
  })
  .meta({ id: 'PlaceBet' });
export type PlaceBet = z.infer<typeof PlaceBetSchema>;

export const PlaceBetsRequestSchema = z
  .strictObject({
    meta: z.strictObject({
      device_id: text(64, { min: 1 }).meta({ description: 'The deviceId cookie (a random UUID)' }),
      quick: z.boolean().meta({ description: 'Placed as a quick bet' }),
      type: PlaceBetTypeSchema,
    }),
    bets: z.array(PlaceBetSchema).min(1).max(100),
    locale: text(10, { min: 2 }),
  })
  .meta({ id: 'PlaceBetsRequest' });
export type PlaceBetsRequest = z.infer<typeof PlaceBetsRequestSchema>;

/** Why one bet of a refused placement was refused: its own code and translated message (spec §8). */
export const BetRefusalSchema = z
  .object({
    index: z.number().int().nonnegative().meta({ description: 'Position of the bet in the request' }),
    code: z.union([z.string().min(1), z.number().int()]),
    message_key: z.string().min(1),
    localized_message: z.string().min(1),
    /** Current odds of the bet's selections where they moved (wrong-odds refusals). */
    current_odds: z
      .array(
        z.object({
          match_id: Id,
          market_id: Id,
          specifier: z.string(),
          outcome_id: z.string(),
          odds: z.number(),
        }),
      )
      .optional(),
    /** A custom bet refused on its price (code 120): the bet builder's price now. */
    current_custom_odds: z.number().gt(1).optional(),
    /** The limit gone over, for bet limit refusals. */
    limit: z.object({ kind: z.enum(LIMIT_KINDS), value: z.number() }).optional(),
  })
  .meta({ id: 'BetRefusal' });
export type BetRefusal = z.infer<typeof BetRefusalSchema>;

/**
 * A refused placement: the error body of every call, with the refused bets. `code` is the first refusal's
 * (a numeric code of spec §8, a wrong-odds code, or a refusal code of the reference backend).
 */
export const PlaceBetsErrorSchema = z
  .object({
    error: z.object({
      code: z.union([z.string().min(1), z.number().int()]),
      message: z.string().min(1),
      message_key: z.string().min(1).optional(),
      details: z.array(ErrorDetailSchema).optional(),
      bets: z.array(BetRefusalSchema).optional(),
    }),
  })
  .meta({ id: 'PlaceBetsError' });
export type PlaceBetsError = z.infer<typeof PlaceBetsErrorSchema>;

export const placeBets = defineCall({
  id: 'placeBets',
  api: 'bets',
  method: 'POST',
  path: '/bets',
  summary:
    'Places bets for the player: odds checked with the player’s acceptance mode, limits, balance debited with the bets in one transaction. Requires an Idempotency-Key header.',
  auth: 'bearer',
  body: PlaceBetsRequestSchema,
  status: 201,
  response: z.array(BetSchema),
  errorStatuses: [401, 403, 409, 422],
});

export const MaxStakeRequestSchema = z
  .strictObject({
    currency: CurrencyCode,
    type: PlaceBetTypeSchema,
    selections: z.array(PlaceSelectionSchema).min(1).max(100),
    system_id: z
      .string()
      .regex(/^\d{1,2}\/\d{1,2}$/)
      .optional(),
    custom_odds: Odds.optional(),
  })
  .meta({ id: 'MaxStakeRequest' });

export const maxStake = defineCall({
  id: 'maxStake',
  api: 'bets',
  method: 'POST',
  path: '/bets/max-stake',
  summary: 'The largest stake the limits and the balance allow for a bet, in minor units',
  auth: 'bearer',
  body: MaxStakeRequestSchema,
  status: 200,
  response: z
    .object({
      max_stake: MinorUnits.nonnegative(),
      currency: CurrencyCode,
      limited_by: z.enum(['balance', 'max_stake', 'max_payout']).nullable(),
      /**
       * Why the bet cannot be placed at any stake as it stands (a selection closed, a limit it breaks whatever
       * the stake): `max_stake` is then 0. An answer, not an error: the slip asks while the player builds it.
       * Absent from backends that answer such a bet with 422 instead (the product reads both).
       */
      refusal: z.object({ code: z.string(), message_key: z.string() }).nullable().optional(),
    })
    .meta({ id: 'MaxStake' }),
  errorStatuses: [401, 422],
});

export const customBetMarkets = defineCall({
  id: 'customBetMarkets',
  api: 'bets',
  method: 'GET',
  path: '/bets/custom/markets/{matchId}',
  summary: 'The markets of a match that a custom bet (bet builder) can combine, with their custom bet groups',
  auth: 'bearer-optional',
  params: z.strictObject({ matchId: queryId }),
  status: 200,
  response: z.object({ data: z.array(MarketSchema) }).meta({ id: 'CustomBetMarkets' }),
  errorStatuses: [404],
});

export const CustomOddsRequestSchema = z
  .strictObject({
    match_id: Id,
    selections: z
      .array(
        z.strictObject({
          market_id: Id,
          specifier: text(200),
          outcome_id: text(64, { min: 1 }),
        }),
      )
      .min(2)
      .max(12),
  })
  .meta({ id: 'CustomOddsRequest' });

export const customBetOdds = defineCall({
  id: 'customBetOdds',
  api: 'bets',
  method: 'POST',
  path: '/bets/custom/odds',
  summary:
    'Prices a custom bet: several outcomes of one match together, their correlation taken into account (not a plain product)',
  auth: 'bearer-optional',
  body: CustomOddsRequestSchema,
  status: 200,
  response: z
    .object({
      odds: z.number().gt(1),
      /** The plain product of the selections' odds, for comparison. */
      independent_odds: z.number().gt(1),
    })
    .meta({ id: 'CustomOdds' }),
  errorStatuses: [404, 422],
});

// ---- My bets, cash out, share codes (spec §7.2) -----------------------------------------------------------

/** Bet list filters of spec §4: all, open, settled; and result filters all, win, lose, refund. */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const;
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund'] as const;

export const ListBetsQuerySchema = z.strictObject({
  /** Statuses to list (spec §7.2 "status list"); absent: every status. */
  status: text(400)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const statuses = value.split(',');
      const unknown = statuses.filter((status) => !BetStatusSchema.safeParse(status).success);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `unknown bet status ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return statuses as BetStatus[];
    })
    .meta({ description: 'Comma-separated bet statuses, e.g. "submitted,waiting_results"' }),
  /** Results to list (the result filter); absent: every result. */
  result: text(400)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const results = value.split(',');
      const unknown = results.filter((result) => !BetResultSchema.safeParse(result).success);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', message: `unknown bet result ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return results as BetResult[];
    })
    .meta({ description: 'Comma-separated bet results, e.g. "win_entire,refund_half_win_other"' }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  locale: text(10, { min: 2 }).optional(),
});
/** The bet list's query as a client sends it (strings; the server reads them with the schema). */
export type ListBetsQuery = z.input<typeof ListBetsQuerySchema>;

export const listBets = defineCall({
  id: 'listBets',
  api: 'bets',
  method: 'GET',
  path: '/bets',
  summary: "The player's bets, newest first, filtered by status and result, 500 a page at most",
  auth: 'bearer',
  query: ListBetsQuerySchema,
  status: 200,
  response: paginated(BetSchema),
  errorStatuses: [401],
});

export const CashoutRequestSchema = z
  .strictObject({
    bet_id: Id,
    to_cashout: MinorUnits.positive().meta({ description: 'The cash-out value the bettor saw and accepted' }),
    locale: text(10, { min: 2 }).optional(),
  })
  .meta({ id: 'CashoutRequest' });

/**
 * A refused cash-out: the error body with the bet's cash-out value now (`to_cashout`, null when the bet can no
 * longer be cashed out), so the bettor can accept it.
 */
export const CashoutErrorSchema = z
  .object({
    error: z.object({
      code: z.string().min(1),
      message: z.string().min(1),
      message_key: z.string().min(1).optional(),
      to_cashout: MinorUnits.nullable().optional(),
    }),
  })
  .meta({ id: 'CashoutError' });

export const cashoutBet = defineCall({
  id: 'cashoutBet',
  api: 'bets',
  method: 'POST',
  path: '/bets/cashout',
  summary:
    'Cashes out an open bet at the value the bettor accepted (or a better one their acceptance mode allows); the balance is credited in the same transaction',
  auth: 'bearer',
  body: CashoutRequestSchema,
  status: 200,
  response: BetSchema,
  errorStatuses: [401, 404, 409, 422],
});

/**
 * A bet to share: the placement shape, except that its stake may be 0 (a slip is often shared before a stake
 * is chosen; the receiver's stake then starts empty, spec §3 stakeSource "sharing").
 */
export const SharedBetSchema = PlaceBetSchema.extend({
  stake: z.strictObject({
    value: MinorUnits.nonnegative().max(Number.MAX_SAFE_INTEGER),
    currency: CurrencyCode,
  }),
}).meta({ id: 'SharedBet' });

/** A shared slip: its code and its bets in the placement shape (stakes in minor units of their currency). */
export const ShareBetSchema = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9]{6,16}$/),
    bets: z.array(SharedBetSchema).min(1).max(100),
    created_at: z.iso.datetime({ offset: false }),
  })
  .meta({ id: 'ShareBet' });
export type ShareBet = z.infer<typeof ShareBetSchema>;

export const createShareCode = defineCall({
  id: 'createShareCode',
  api: 'bets',
  method: 'POST',
  path: '/bets/share-code',
  summary: 'Stores a slip to share and answers its code (403 when the operator turned bet sharing off)',
  auth: 'bearer-optional',
  body: z.strictObject({ bets: z.array(SharedBetSchema).min(1).max(100) }).meta({ id: 'ShareCodeRequest' }),
  status: 201,
  response: ShareBetSchema,
  errorStatuses: [403, 422],
});

export const getShareCode = defineCall({
  id: 'getShareCode',
  api: 'bets',
  method: 'GET',
  path: '/bets/share-code',
  summary: 'The bets of a share code (404 when unknown or expired)',
  auth: 'bearer-optional',
  query: z.strictObject({ code: text(64, { min: 1 }) }),
  status: 200,
  response: ShareBetSchema,
  errorStatuses: [403, 404],
});
