import type { ContentBanner } from '@sportsbook/contract/content/banner-calls';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * One schema for PGlite and PostgreSQL. Timestamps are read as ISO strings and numerics as numbers so both
 * drivers return the same JSON (see docs/adr/0003-database.md).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Localised names: `{ "de": "Fußball", ... }`; the `name` column holds the default (English) name. */
export type LocalisedNames = Record<string, string>;

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
  priority: integer('priority').notNull(),
  type: text('type').notNull(),
  provider: text('provider').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    priority: integer('priority').notNull(),
    countryCode: text('country_code'),
  },
  (t) => [uniqueIndex('categories_sport_slug').on(t.sportId, t.slug)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
    priority: integer('priority').notNull(),
    mainMarketId: integer('main_market_id'),
    secondaryMarketId: integer('secondary_market_id'),
  },
  (t) => [
    uniqueIndex('tournaments_sport_slug').on(t.sportId, t.slug),
    index('tournaments_category').on(t.categoryId),
  ],
);

export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id')
    .notNull()
    .references(() => sports.id),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalisedNames>().notNull().default({}),
  abbreviation: text('abbreviation').notNull(),
  /** Colours and shape of the generated badge served at /static/logos/{id}.svg. */
  badge: jsonb('badge').$type<{ primary: string; secondary: string; shape: string }>(),
  country: text('country'),
});

/** Simulator bookkeeping kept with the match so a restart resumes where it stopped. */
export type MatchSimState = Record<string, unknown>;

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    type: text('type').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    homeId: integer('home_id').references(() => competitors.id),
    awayId: integer('away_id').references(() => competitors.id),
    /** Competitors of an outright, in display order. */
    competitorIds: jsonb('competitor_ids').$type<number[]>().notNull().default([]),
    /** Outright title; null for matches (their name is built from the competitors). */
    title: text('title'),
    titles: jsonb('titles').$type<LocalisedNames>().notNull().default({}),
    stadium: text('stadium'),
    city: text('city'),
    status: smallint('status').notNull(),
    stage: text('stage'),
    startTime: ts('start_time').notNull(),
    endDate: ts('end_date'),
    clock: jsonb('clock').$type<{
      match_time: number | null;
      stoppage_time: number | null;
      stoppage_time_announced: number | null;
      remaining_time: number | null;
      remaining_time_in_period: number | null;
      stopped: boolean;
      clock_updated_at: string;
    }>(),
    totalScore: jsonb('total_score').$type<{ home: number; away: number }>(),
    gameScore: jsonb('game_score').$type<{ home: string; away: string }>(),
    currentServer: text('current_server'),
    periodScores: jsonb('period_scores')
      .$type<
        {
          home: number;
          away: number;
          period_key: string;
          name: string;
          number: number;
          type: 'regular_period' | 'overtime' | 'penalties';
        }[]
      >()
      .notNull()
      .default([]),
    maxPeriodNumber: integer('max_period_number'),
    mainMarketId: integer('main_market_id'),
    secondaryMarketId: integer('secondary_market_id'),
    /** Served markets (status other than 0), kept with the match so listings need not count them. */
    availableMarketsCount: integer('available_markets_count').notNull().default(0),
    topMarketsCount: integer('top_markets_count').notNull().default(0),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider').notNull(),
    hasProviderStats: boolean('has_provider_stats').notNull().default(false),
    betsCount: integer('bets_count').notNull().default(0),
    /** Lower-cased names in every locale, for search. */
    searchText: text('search_text').notNull().default(''),
    simState: jsonb('sim_state').$type<MatchSimState>().notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('matches_status_start').on(t.status, t.startTime),
    index('matches_start').on(t.startTime),
    index('matches_sport').on(t.sportId),
    index('matches_tournament').on(t.tournamentId),
    index('matches_category').on(t.categoryId),
  ],
);

/** An outcome as stored: names are rendered per locale from the market templates at read time. */
export interface StoredOutcome {
  id: string;
  active: boolean;
  odds: number;
}

export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    status: smallint('status').notNull(),
    outcomes: jsonb('outcomes').$type<StoredOutcome[]>().notNull(),
    priority: integer('priority').notNull(),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    nextBetStop: ts('next_bet_stop'),
    provider: text('provider').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.marketId, t.specifier] }),
    index('markets_match_priority').on(t.matchId, t.priority),
  ],
);

export const providerStatuses = pgTable('provider_statuses', {
  provider: text('provider').primaryKey(),
  status: text('status').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const players = pgTable('players', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased and trimmed; unique. */
  email: text('email').unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  mobilePhone: text('mobile_phone'),
  authPhoneNumber: text('auth_phone_number'),
  language: text('language').notNull().default('en'),
  currency: text('currency').notNull(),
  country: text('country'),
  statuses: jsonb('statuses').$type<number[]>().notNull().default([]),
  pve: boolean('pve').notNull().default(false),
  /** When the e-mail was confirmed through the mailed link; a player signs in only once it is. */
  emailConfirmedAt: ts('email_confirmed_at'),
  /** `YYYY-MM-DD`, as given at sign-up. */
  dateOfBirth: text('date_of_birth'),
  termsAcceptedAt: ts('terms_accepted_at'),
  /** Affiliate tags of spec §9 given at sign-up (ctag, btag, stag, qtag, gclid). */
  affiliate: jsonb('affiliate').$type<Record<string, string>>().notNull().default({}),
  /**
   * Failed sign-ins in a row since the last success or unlock, each within FAILURE_WINDOW_MS of the one
   * before; the account locks at LOCKOUT_ATTEMPTS.
   */
  failedSignInAttempts: integer('failed_sign_in_attempts').notNull().default(0),
  /** When the last failed sign-in was: a failure after a longer pause than the window counts as the first. */
  lastFailedSignInAt: ts('last_failed_sign_in_at'),
  lockedAt: ts('locked_at'),
  /** ISO country of `mobile_phone`. */
  phoneCountry: text('phone_country'),
  phoneVerifiedAt: ts('phone_verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Failed sign-ins for e-mails no player owns, counted as `players.failed_sign_in_attempts` counts them for
 * registered ones (the same window), so an unknown e-mail locks (423) after the same failures for the same
 * time and sign-in answers do not tell which e-mails are registered. Keyed by the SHA-256 of the normalised
 * e-mail: the addresses a guesser typed are not stored. Rows past the window and any lock are pruned by a
 * periodic job: such a row answers as no row does.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: ts('locked_at'),
    lastFailedAt: ts('last_failed_at').notNull(),
  },
  (t) => [index('sign_in_failures_last_failed').on(t.lastFailedAt)],
);

/**
 * Single-use tokens mailed to a player: e-mail confirmation, unlock, password reset. Only the SHA-256 of a
 * token is stored; issuing a new one of a purpose retires the player's older ones of that purpose.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `confirmation`, `unlock` or `reset_password`. */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** When it was used or retired; a token is good only while this is null. */
    usedAt: ts('used_at'),
  },
  (t) => [index('account_tokens_player_purpose').on(t.playerId, t.purpose)],
);

/**
 * Mails and SMS kept for a developer to read (GET /dev/outbox, `npm run outbox`) when no SMTP server is
 * configured. Nothing is kept here when mail goes out through SMTP.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  /** `email` or `sms`. */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  /** What it is: `confirmation`, `unlock`, `reset_password`, `phone_code`... */
  template: text('template').notNull(),
  locale: text('locale').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: ts('created_at').notNull(),
});

/** SMS verification codes (6 digits, stored hashed), one row per code sent. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
  },
  (t) => [index('phone_codes_player_created').on(t.playerId, t.createdAt)],
);

/** Player limits (spec §3, responsible gambling); rules in packages/core/src/player-limits. */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    strategy: text('strategy'),
    period: text('period'),
    /** Minor units of `currency` (money limits) or minutes; null for exclusions. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    status: text('status').notNull(),
    /** For a pending change: the limit it replaces or removes. */
    replacesId: integer('replaces_id'),
    /** For a pending change: `raise` or `remove`. */
    pendingAction: text('pending_action'),
    disableAt: ts('disable_at'),
    createdAt: ts('created_at').notNull(),
    confirmUntil: ts('confirm_until'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('player_limits_player_status').on(t.playerId, t.status),
    // The minute's sweep of pending changes that are due (LimitService.settleDue).
    index('player_limits_due').on(t.confirmUntil).where(sql`${t.status} = 'unconfirmed'`),
  ],
);

/**
 * Sportsbook sessions (spec §7.1): from POST /sportsbook_sessions until the platform session ends or a limit
 * stops it. `reality_check_at` is when the player last acknowledged a reality check (the start before).
 * `counts_from` is when the player's session began for a `session` limit (sign-in, or this start after an
 * idle break; core RG15, RG18), fixed when the row is written. An ended session's `last_seen_at` equals its
 * `ended_at`. A platform session has at most one open sportsbook session.
 */
export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull(),
    countsFrom: ts('counts_from').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    realityCheckAt: ts('reality_check_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    index('sportsbook_sessions_session').on(t.sessionId),
    index('sportsbook_sessions_player_started').on(t.playerId, t.startedAt),
    uniqueIndex('sportsbook_sessions_open').on(t.sessionId).where(sql`${t.endedAt} is null`),
  ],
);

/** Stretches of activity from the web's activity pings (spec §7.1, every 60 s): what activity limits count. */
export const activityIntervals = pgTable(
  'activity_intervals',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at').notNull(),
  },
  (t) => [index('activity_intervals_player_ended').on(t.playerId, t.endedAt)],
);

/** Deposits through the sandbox cashier (docs/adr/0010). Card numbers are never stored: last four digits only. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** `pending`, `success` or `failed`. */
    status: text('status').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardBrand: text('card_brand').notNull(),
    quick: boolean('quick').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    /** A pending payment completes at this time (sandbox provider delay). */
    completesAt: ts('completes_at'),
    completedAt: ts('completed_at'),
    failureCode: text('failure_code'),
    /** Content locale of the request: notifications are written in it. */
    locale: text('locale').notNull(),
  },
  (t) => [
    index('payments_player').on(t.playerId, t.id),
    index('payments_pending').on(t.completesAt).where(sql`${t.status} = 'pending'`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The card a player last paid with, for quick deposit. A real cashier keeps a provider's token; the sandbox
 * keeps what the test card does (`success`, `declined`, `pending`) and its last four digits.
 */
export const paymentCards = pgTable('payment_cards', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  behaviour: text('behaviour').notNull(),
  expiry: text('expiry').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units; a balance can never go below zero. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_player_currency').on(t.playerId, t.currency),
    check('accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/** Platform API sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * Why a limit ended the session: the error code its calls are answered for a moment after
     * (session_limit_reached, activity_limit_reached; auth/authenticator.ts). Null for any other end.
     */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_player').on(t.playerId)],
);

/** A player's own choices of spec §3 settings; absent row = operator defaults. */
export const playerSettings = pgTable('player_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  stakes: jsonb('stakes').$type<number[]>(),
  oddsAcceptMode: text('odds_accept_mode'),
  oddsType: text('odds_type'),
  /** The browser's web push subscription at the operator's push provider (OneSignal player id), kept for it. */
  pushSubscription: text('push_subscription'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The notification centre of spec §3 (`/notifications`): what happened to a player's bets, cash outs, bonuses and
 * deposits. `kind` and `params` are written in the reader's language when read; `alert` is the notification's
 * `type` (success, warning, danger, info), `object_type`/`object_id` what it is about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    alert: text('alert').notNull(),
    objectType: text('object_type'),
    objectId: integer('object_id'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_player_idx').on(t.playerId, t.id),
    index('notifications_unread_idx').on(t.playerId).where(sql`${t.readAt} is null`),
  ],
);

/** Predictions players vote in (the operator API's): their options and when voting closes. */
export const predictions = pgTable('predictions', {
  predictionId: text('prediction_id').primaryKey(),
  options: jsonb('options').$type<readonly string[]>().notNull(),
  closesAt: ts('closes_at'),
  updatedAt: ts('updated_at').notNull(),
});

/** Predictions' votes (spec §7.2 `/vote`): one per player and prediction, the last one cast. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    predictionId: text('prediction_id').notNull(),
    option: text('option').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.predictionId] }),
    index('prediction_votes_prediction_idx').on(t.predictionId, t.option),
  ],
);

/**
 * Banner slots of the content API (spec §7.5, `content/`): the banners the operator publishes per slot, in
 * their order, as the operator API stored them (ContentBanner of the contract).
 */
export const bannerSlots = pgTable('banner_slots', {
  slot: text('slot').primaryKey(),
  banners: jsonb('banners').$type<readonly ContentBanner[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Favourites of spec §7.2 (`/favourites/{type}`): type is the kind of entity (match, tournament...). */
export const favourites = pgTable(
  'favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.type, t.entityId] })],
);

/*
 * Betting (apps/server/src/betting, docs/adr/0008-bet-placement.md). Money is integer minor units of the
 * bet's currency; odds are exact decimals (numeric) read as numbers. Bets keep a snapshot of what was
 * backed (names, match, provider) and have no foreign key to the catalogue, so the catalogue can be
 * pruned without touching bet history.
 */

/** Decimal odds as stored: exact numerics, read as numbers (both drivers return the same JSON). */
const odds = (name: string) => numeric(name, { mode: 'number' });

/**
 * One placement request per player and Idempotency-Key: who runs it (the claim token of the request
 * that owns it), the SHA-256 of its canonical body, and once done the exact answer to replay.
 */
export const placementRequests = pgTable(
  'placement_requests',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** `in_progress` while a request runs it, then `completed`. */
    status: text('status').notNull(),
    /** Random token of the request that runs it; a stale claim is taken over by changing it. */
    claimToken: text('claim_token').notNull(),
    responseStatus: smallint('response_status'),
    /** The answer's JSON text, byte for byte (jsonb would reorder its keys). */
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull(),
    claimedAt: ts('claimed_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('placement_requests_player_key').on(t.playerId, t.idempotencyKey),
    check('placement_requests_status', sql`${t.status} in ('in_progress', 'completed')`),
  ],
);

/** A placed bet (spec §3, Bet). */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    /** Public reference shown to the bettor. */
    ref: text('ref').notNull().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    placementRequestId: integer('placement_request_id').references(() => placementRequests.id),
    /** single, combo, system or custom_bet. */
    type: text('type').notNull(),
    /** A bet status of spec §4 (`waiting_results` once accepted). */
    status: text('status').notNull(),
    /** A bet result of spec §4 (`no_results` until settled). */
    result: text('result').notNull().default('no_results'),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The odds the bet was accepted at: combined (combo), system (SYS4) or the custom price. */
    odds: odds('odds').notNull(),
    /** Minor units; capped at an accepting payout limit (LIM5). */
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull(),
    /** What it paid back (minor units, the stake included) once settled or cashed out; null while open. */
    winAmount: bigint('win_amount', { mode: 'number' }),
    /** "k/n" for system bets. */
    systemId: text('system_id'),
    /** Custom bets: the price the bettor asked for and the one accepted. */
    requestedCustomOdds: odds('requested_custom_odds'),
    customOdds: odds('custom_odds'),
    bonus: jsonb('bonus').$type<StoredBetBonus>(),
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    isVip: boolean('is_vip').notNull().default(false),
    /** Placed as a quick bet. */
    quick: boolean('quick').notNull(),
    deviceId: text('device_id').notNull(),
    /** The content locale the bet was placed in. */
    locale: text('locale').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** When it was settled or cashed out; null while open. */
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('bets_player_created').on(t.playerId, t.createdAt),
    // Open bets are what settlement sweeps and cash-out values look at: a small part of all bets.
    index('bets_open').on(t.id).where(sql`${t.status} = 'waiting_results'`),
    check('bets_stake_positive', sql`${t.stake} > 0`),
    check('bets_potential_win_not_negative', sql`${t.potentialWin} >= 0`),
  ],
);

/** Names of a selection at placement, per content locale: what the bettor saw. */
export type SelectionNames = Record<
  string,
  {
    market: string;
    outcome: string;
    match: string;
    category: string;
    home: string | null;
    away: string | null;
  }
>;

/** One selection of a bet, with what it was when the bet was placed. */
export const betSelections = pgTable(
  'bet_selections',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    /** Position in the bet (system lines name selections by position, SYS5). */
    position: smallint('position').notNull(),
    matchId: integer('match_id').notNull(),
    matchUrnId: text('match_urn_id').notNull(),
    matchSlug: text('match_slug').notNull(),
    matchType: text('match_type').notNull(),
    /** Match status when the bet was placed (0 prematch, 1 live). */
    matchStatus: smallint('match_status').notNull(),
    matchStartTime: ts('match_start_time').notNull(),
    sportKey: text('sport_key').notNull(),
    categoryId: integer('category_id').notNull(),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    provider: text('provider').notNull(),
    requestedOdds: odds('requested_odds').notNull(),
    acceptedOdds: odds('accepted_odds').notNull(),
    /** A bet result of spec §4 for this selection. */
    result: text('result').notNull().default('no_results'),
    names: jsonb('names').$type<SelectionNames>().notNull(),
  },
  (t) => [
    uniqueIndex('bet_selections_bet_position').on(t.betId, t.position),
    index('bet_selections_match').on(t.matchId),
    // Undecided selections by match: what a finished match settles and a tick's cash-out values read.
    index('bet_selections_open_match').on(t.matchId).where(sql`${t.result} = 'no_results'`),
  ],
);

/** Every status a bet went through, when, and who moved it (`player`, `system`, an operator...). */
export const betStatusHistory = pgTable(
  'bet_status_history',
  {
    id: serial('id').primaryKey(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: ts('at').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
  },
  (t) => [index('bet_status_history_bet').on(t.betId)],
);

/**
 * One row per money movement on an account: signed amount (a stake is negative), what moved it, and the
 * balance right after, so the account's history can be replayed and checked.
 */
export const accountLedger = pgTable(
  'account_ledger',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Minor units; negative for a debit. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * `bet_stake` (a placed bet's stake, negative), `bet_win` (a settled bet's payout), `bet_refund` (a
     * refunded or cancelled bet's stake back), `cashout` (a cashed-out bet's amount), `deposit` (a payment),
     * `jackpot_win` (a jackpot level the bet made drop).
     */
    kind: text('kind').notNull(),
    betId: integer('bet_id').references(() => bets.id),
    paymentId: integer('payment_id'),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('account_ledger_account').on(t.accountId, t.id),
    index('account_ledger_bet').on(t.betId),
    // Responsible-gambling sums read an account's movements of a kind since a moment.
    index('account_ledger_account_created').on(t.accountId, t.createdAt),
    check('account_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * Shared slips (spec §3 Share bet, §7.2 share-code calls): bets in the placement shape under a random code,
 * readable by anyone with the code until they expire. No money is involved.
 */
export const shareCodes = pgTable(
  'share_codes',
  {
    /** 8 to 10 characters of A–Z, a–z, 0–9. */
    code: text('code').primaryKey(),
    /** The bets as sent (PlaceBet[] of the contract). */
    bets: jsonb('bets').$type<unknown[]>().notNull(),
    /** Who shared it, when signed in; null for a visitor. */
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('share_codes_expires').on(t.expiresAt)],
);

/** A bet's bonus as stored: the wire's `{id, type, odds}` and, for a comboboost, the percentage it was placed with. */
export interface StoredBetBonus {
  readonly id: number;
  readonly type: string;
  readonly odds: number | null;
  readonly percent?: number;
}

/**
 * A bonus campaign (spec §3 Bonuses, issue 18; the bonuses module owns it): its kind, texts per locale, the
 * rules of its kind (comboboost ranges and conditions, a freebet's amount and conditions) as JSON the module
 * validates, and when it runs. An operator creates, pauses and ends campaigns; players get bonuses of it.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    /**
     * A bonus kind of spec §4 (comboboost, freebet, hunting, tournament, lootbox, jackpot), or amb: accumulated
     * bonus progress, whose free bets are freebets.
     */
    kind: text('kind').notNull(),
    /** Freebets: only_win, all_win or no_risk. */
    freebetType: text('freebet_type'),
    /** active, paused (no new bonuses, none used) or ended. */
    status: text('status').notNull(),
    /** Upper case; redeeming it issues the campaign's bonus once per player. */
    promoCode: text('promo_code').unique(),
    /** `{ "en": { "title", "description", "terms" }, ... }`; English is the fallback. */
    texts: jsonb('texts')
      .$type<Record<string, { title: string; description: string; terms: string }>>()
      .notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    images: jsonb('images').$type<{ desktop: string | null; mobile: string | null }>().notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check(
      'bonus_campaigns_kind',
      sql`${t.kind} in ('comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'jackpot', 'amb')`,
    ),
    check('bonus_campaigns_status', sql`${t.status} in ('active', 'paused', 'ended')`),
    check(
      'bonus_campaigns_freebet_type',
      sql`(${t.kind} = 'freebet') = coalesce(${t.freebetType} in ('only_win', 'all_win', 'no_risk'), false)`,
    ),
  ],
);

/**
 * A bonus a player holds (spec §3, §4 bonus states): a freebet issued to them (its amount, spent once by one
 * bet), or their enrolment in a comboboost (its uses left). Freebets are issued by a promo code, an operator,
 * or given back by a settled bet (`source`).
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** available (may be used), bonus_over (spent or used up), expired, deactivated (by the operator). */
    status: text('status').notNull(),
    /**
     * Freebets: the variant, the campaign's unless given back otherwise (a no-risk bet's loss comes back as
     * an only-win freebet).
     */
    freebetType: text('freebet_type'),
    /** Freebets: minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    /** Comboboosts: bets left that may use it. */
    usesLeft: integer('uses_left'),
    /** Huntings: what the player has collected (bets, or minor units staked), from 0. */
    progress: bigint('progress', { mode: 'number' }),
    /** Huntings: when the player activated it; bets count only from then (spec §7.2 activate). */
    activatedAt: ts('activated_at'),
    /** A hunting's reward freebet: the step (from 0) whose reaching issued it. */
    rewardStep: integer('reward_step'),
    /** Shown to the player (spec §4 bonus notification flow). */
    seen: boolean('seen').notNull().default(false),
    /**
     * promo_code, operator, enrolment (in a comboboost or a hunting), returned (given back by a settled bet) or
     * reward (a hunting's step reached).
     */
    source: text('source').notNull(),
    /** The bet a freebet was spent on, or that gave it back. */
    betId: integer('bet_id').references(() => bets.id),
    issuedAt: ts('issued_at').notNull(),
    expiresAt: ts('expires_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('player_bonuses_player').on(t.playerId, t.id),
    // A promo code once per player; one enrolment per comboboost.
    uniqueIndex('player_bonuses_once')
      .on(t.campaignId, t.playerId)
      .where(sql`${t.source} in ('promo_code', 'enrolment')`),
    // A settled bet gives one freebet back at most; a hunting's step pays its reward once (core BON18).
    uniqueIndex('player_bonuses_returned_bet').on(t.betId).where(sql`${t.source} = 'returned'`),
    uniqueIndex('player_bonuses_reward_once')
      .on(t.campaignId, t.playerId, t.rewardStep)
      .where(sql`${t.source} = 'reward'`),
    check('player_bonuses_status', sql`${t.status} in ('available', 'bonus_over', 'expired', 'deactivated')`),
    check('player_bonuses_amount', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'player_bonuses_freebet',
      sql`(${t.amount} is null) = (${t.freebetType} is null) and (${t.freebetType} is null or ${t.freebetType} in ('only_win', 'all_win', 'no_risk'))`,
    ),
    check('player_bonuses_uses_left', sql`${t.usesLeft} is null or ${t.usesLeft} >= 0`),
    check('player_bonuses_progress', sql`${t.progress} is null or ${t.progress} >= 0`),
  ],
);

/**
 * Every movement of a player's bonus, as the account ledger records cash: issued, spent on a bet (a freebet's
 * amount, a comboboost's use), returned by a settled bet, expired, deactivated.
 */
export const bonusMovements = pgTable(
  'bonus_movements',
  {
    id: serial('id').primaryKey(),
    playerBonusId: integer('player_bonus_id')
      .notNull()
      .references(() => playerBonuses.id),
    kind: text('kind').notNull(),
    /**
     * Freebets: minor units; comboboosts: uses; huntings: progress added (bets or minor units); `boosted`:
     * on a freebet the minor units a lootbox added, on the lootbox the points it spent.
     */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    betId: integer('bet_id').references(() => bets.id),
    at: ts('at').notNull(),
  },
  (t) => [
    index('bonus_movements_bonus').on(t.playerBonusId),
    index('bonus_movements_bet').on(t.betId),
    check(
      'bonus_movements_kind',
      sql`${t.kind} in ('issued', 'spent', 'returned', 'expired', 'deactivated', 'progressed', 'boosted')`,
    ),
  ],
);

/**
 * A jackpot campaign's levels as they stand (core JKP3–JKP5): what each holds, where it drops next (never
 * shown), and what it has taken in and paid out since it started. A placement's contribution updates the
 * row, so concurrent placements add to a level one after the other.
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    code: text('code').notNull(),
    /** Minor units of the jackpot's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    dropAt: bigint('drop_at', { mode: 'number' }).notNull(),
    contributed: bigint('contributed', { mode: 'number' }).notNull().default(0),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.code] })],
);

/** A jackpot level dropped by a bet (spec §3 jackpot hit): what the player won, paid into their account. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    levelCode: text('level_code').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The amount in euro cents at the jackpot's rate when it dropped. */
    amountEuro: bigint('amount_euro', { mode: 'number' }).notNull(),
    /** approved (won, not yet paid) or paid. */
    status: text('status').notNull(),
    /** Shown to the player (spec §4 bonus notification flow: jackpot hits first). */
    seen: boolean('seen').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('jackpot_hits_campaign').on(t.campaignId, t.id),
    index('jackpot_hits_player').on(t.playerId, t.id),
    check('jackpot_hits_status', sql`${t.status} in ('approved', 'paid')`),
  ],
);

/** What each bet gave a jackpot (core JKP2); a bet with a row here is `used_in_jackpot`. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    at: ts('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.campaignId] })],
);
