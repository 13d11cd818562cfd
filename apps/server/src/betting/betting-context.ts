import { toBetLimits } from '@sportsbook/contract/entities/bet-limits-of';
import { negotiateLocale } from '@sportsbook/core/locale/locale';
import type { BetLimits } from '@sportsbook/core/ticket/bet-limits';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { secureRandom } from '../bonuses/jackpot-feed';
import { CatalogReferences } from '../catalog/catalog-records';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Publisher } from '../realtime/publisher';
import { OPERATOR_SETTINGS } from '../settings/settings-defaults';
import { systemTimers, type Timers } from '../timers';

/** What the betting services work with. */
export interface BettingContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  /** The content locales (config): names are kept and bets published in each. */
  readonly contentLocales: readonly string[];
  /** Sports, categories and tournaments in memory (catalogue read model). */
  readonly references: CatalogReferences;
  /** The operator's bet limits (spec §3, §5). */
  readonly limits: BetLimits | null;
  /** The odds acceptance mode of a player who never chose one. */
  readonly defaultOddsAcceptMode: OddsAcceptMode;
  /** Whether bets can be shared by code (the operator's share_bet_enabled, SHARE_BET_ENABLED). */
  readonly shareBetEnabled: boolean;
  /** Several bets of a slip may each use a freebet (MULTI_ACTIVE_FREEBETS, core BON27). */
  readonly multiActiveFreebetsAllowed: boolean;
  /** Betting needs a verified phone number (spec §5, PHONE_VERIFICATION_REQUIRED). */
  readonly phoneVerificationRequired: boolean;
  /** Where unexpected failures after a commit are reported (a publication that failed). */
  readonly log: { error(details: Record<string, unknown>, message: string): void };
  /** Why bets and cash outs are paused now (the live feed is catching up or stale), or undefined. */
  readonly feed: { bettingPausedBecause(): string | undefined };
  /** The operator's in-play bet delay per sport key, in seconds (core DLY1). */
  readonly inPlayBetDelays: Readonly<Record<string, number>>;
  /** The timers a delayed placement waits on (tests fire them by hand). */
  readonly timers: Timers;
  /** Draws in [0, 1) for jackpot drop points (the operating system's generator; tests may set one). */
  readonly random: () => number;
}

/** How long a client waits before it asks again while the feed is not live (its ticks are ≤ 1 s apart). */
export const FEED_RETRY_AFTER_SECONDS = 2;

/** A backend whose prices nothing moves: bets are never paused for the feed. */
const NO_FEED: BettingContext['feed'] = { bettingPausedBecause: () => undefined };

/** A betting context with the operator's settings (OPERATOR_SETTINGS) unless told otherwise. */
export function createBettingContext(
  base: Pick<BettingContext, 'db' | 'clock' | 'publisher' | 'contentLocales'> & Partial<BettingContext>,
): BettingContext {
  return {
    references: new CatalogReferences(base.db),
    limits: toBetLimits(OPERATOR_SETTINGS.bets_limits),
    defaultOddsAcceptMode: OPERATOR_SETTINGS.odds_accept_mode,
    shareBetEnabled: OPERATOR_SETTINGS.platform_settings.share_bet_enabled,
    multiActiveFreebetsAllowed: OPERATOR_SETTINGS.is_multi_active_freebets_allowed,
    phoneVerificationRequired: false,
    log: { error: (details, message) => console.error(message, details) },
    feed: NO_FEED,
    inPlayBetDelays: {},
    timers: systemTimers,
    random: secureRandom,
    ...base,
  };
}

/** The content locale of a request's locale (names and publications are per content locale). */
export function contentLocaleOf(context: BettingContext, locale: string): string {
  const fallback = context.contentLocales[0] ?? 'en';
  return negotiateLocale(locale, context.contentLocales, fallback);
}

/** The betting context of an app's dependencies (its database, clock, publisher, configuration, logger). */
export function bettingContextOf(deps: {
  readonly database: { readonly db: Db };
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly config: {
    readonly contentLocales: readonly string[];
    readonly shareBetEnabled: boolean;
    readonly multiActiveFreebetsAllowed?: boolean;
    readonly phoneVerificationRequired?: boolean;
    readonly inPlayBetDelays?: Readonly<Record<string, number>>;
  };
  readonly timers?: Timers | undefined;
  readonly logger?: BettingContext['log'] | undefined;
  readonly feedHealth?: BettingContext['feed'] | undefined;
}): BettingContext {
  return createBettingContext({
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    contentLocales: deps.config.contentLocales,
    shareBetEnabled: deps.config.shareBetEnabled,
    multiActiveFreebetsAllowed: deps.config.multiActiveFreebetsAllowed ?? false,
    phoneVerificationRequired: deps.config.phoneVerificationRequired ?? false,
    ...(deps.logger ? { log: deps.logger } : {}),
    ...(deps.feedHealth ? { feed: deps.feedHealth } : {}),
    ...(deps.config.inPlayBetDelays ? { inPlayBetDelays: deps.config.inPlayBetDelays } : {}),
    ...(deps.timers ? { timers: deps.timers } : {}),
  });
}
