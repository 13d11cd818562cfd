import { z } from 'zod';
import { BetSchema } from '../entities/bet';
import { BonusSummarySchema, PoolSchema } from '../entities/bonus';
import { CurrencyCode, Id, MinorUnits } from '../entities/common';
import { MarketSchema } from '../entities/market';
import { MatchSchema } from '../entities/match';
import { NotificationSchema } from '../entities/notification';
import { ProviderStatusesSchema } from '../entities/settings';
import { FeedStatusSchema } from '../sportsbook/feed-calls';

/**
 * Every realtime event of spec §7.3. A publication's data is `{ event, payload }`; the payload's field
 * names follow the spec (match_changed (match), markets_changed (markets), ...).
 */
export const MatchChangedSchema = z.object({
  event: z.literal('match_changed'),
  payload: z.object({ match: MatchSchema }),
});

/**
 * On a match channel `markets` is every served market of the match (a full document, so fossil deltas
 * between publications stay small); on the public channel it is the changed main markets of any match.
 */
export const MarketsChangedSchema = z.object({
  event: z.literal('markets_changed'),
  payload: z.object({ match_id: Id.optional(), markets: z.array(MarketSchema) }),
});

export const MatchStatusChangedSchema = z.object({
  event: z.literal('match_status_changed'),
  payload: z.object({ match: MatchSchema }),
});

export const ProviderStatusChangedSchema = z.object({
  event: z.literal('provider_status_changed'),
  payload: z.object({ provider_statuses: ProviderStatusesSchema }),
});

/**
 * The live feed went stale, is catching up, or is live again (reference backend, beside spec §7.3): while it
 * is not `live`, the prices shown are old and no bet is taken; back to `live`, pages read their prices again.
 */
export const FeedStatusChangedSchema = z.object({
  event: z.literal('feed_status_changed'),
  payload: z.object({ feed: FeedStatusSchema }),
});

export const TournamentPoolChangedSchema = z.object({
  event: z.literal('tournament_pool_changed'),
  payload: z.object({ pool: PoolSchema }),
});

export const BalanceChangedSchema = z.object({
  event: z.literal('balance_changed'),
  payload: z.object({ currency: CurrencyCode, balance: MinorUnits, subunits: z.number().int().positive() }),
});

export const UnreadCountersChangedSchema = z.object({
  event: z.literal('unread_counters_changed'),
  payload: z.object({ notifications: z.object({ unread: z.number().int().nonnegative() }) }),
});

export const NotificationEventSchema = z.object({
  event: z.literal('notification'),
  payload: z.object({ notification: NotificationSchema }),
});

export const BetChangedSchema = z.object({
  event: z.literal('bet_changed'),
  payload: z.object({ bet: BetSchema }),
});

export const BetCashoutChangedSchema = z.object({
  event: z.literal('bet_cashout_changed'),
  payload: z.object({ bet_id: z.number().int().positive(), to_cashout: MinorUnits.nullable() }),
});

export const BonusIssuedSchema = z.object({
  event: z.literal('bonus_issued'),
  payload: z.object({ bonus: BonusSummarySchema }),
});

export const RealtimeEventSchema = z.discriminatedUnion('event', [
  MatchChangedSchema,
  MarketsChangedSchema,
  MatchStatusChangedSchema,
  ProviderStatusChangedSchema,
  FeedStatusChangedSchema,
  TournamentPoolChangedSchema,
  BalanceChangedSchema,
  UnreadCountersChangedSchema,
  NotificationEventSchema,
  BetChangedSchema,
  BetCashoutChangedSchema,
  BonusIssuedSchema,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventName = RealtimeEvent['event'];

/** Which events each channel kind carries. */
export const CHANNEL_EVENTS = {
  public: [
    'match_changed',
    'match_status_changed',
    'markets_changed',
    'provider_status_changed',
    'feed_status_changed',
    'tournament_pool_changed',
  ],
  match: ['match_changed', 'match_status_changed', 'markets_changed'],
  user: [
    'balance_changed',
    'unread_counters_changed',
    'notification',
    'bet_changed',
    'bet_cashout_changed',
    'bonus_issued',
  ],
} as const satisfies Record<'public' | 'match' | 'user', readonly RealtimeEventName[]>;
