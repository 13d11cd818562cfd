import { DEFAULT_COUNTRY_HEADER } from '@sportsbook/core/accounts/visitor-country';
import { parseHostOrigins } from '@sportsbook/core/host/host-messaging';
import { loopbackTwins } from '@sportsbook/core/network/handshake-origin';
import { type ProxyList, parseProxyList } from '@sportsbook/core/network/proxy-list';
import {
  DEFAULT_MIN_TIME_LIMIT_MINUTES,
  MIN_TIME_LIMIT_CEILING,
  MIN_TIME_LIMIT_FLOOR,
} from '@sportsbook/core/player-limits/limit-kinds';
import { z } from 'zod';
import type { AdmissionLimits } from '../db/admission-gate';
import type { DatabaseTimeouts } from '../db/database-types';

const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');
/** A feature switch: 1, true, on or yes turn it on; 0, false, off or no turn it off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no']))
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));
/** A whole number of milliseconds within bounds. */
const milliseconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/** `football=5,tennis=3`: sport keys with whole seconds 0..30 (the in-play bet delay, core DLY1). */
const sportSeconds = z.string().transform((value, context) => {
  const delays: Record<string, number> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0)) {
    const match = /^([a-z0-9_-]{1,40})=(\d{1,2})$/.exec(part);
    const seconds = match ? Number(match[2]) : Number.NaN;
    if (!match?.[1] || !(seconds >= 0 && seconds <= 30)) {
      context.addIssue({ code: 'custom', message: `"${part}" is not sport=seconds (0 to 30)` });
      return z.NEVER;
    }
    delays[match[1]] = seconds;
  }
  return delays;
});

/**
 * Every environment variable the server reads, validated at start (a bad value stops the start with a
 * clear message rather than failing later).
 */
const EnvSchema = z.object({
  SERVER_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  SERVER_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * PostgreSQL timeouts (milliseconds), so that no call waits on the database for more than a few seconds:
   * opening a connection or waiting for a free one, one statement on the server, a lock wait, a transaction
   * left idle (the server ends the session), one statement's answer on the client (a network that stopped
   * delivering), and the idle time before TCP keepalive probes.
   */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000).default(2_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000).default(3_000),
  DATABASE_LOCK_TIMEOUT_MS: milliseconds(100, 600_000).default(2_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(1_000, 3_600_000).default(10_000),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds(200, 600_000).default(4_000),
  DATABASE_KEEPALIVE_MS: milliseconds(1_000, 600_000).default(5_000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
  /**
   * The embedded database (PGlite) runs one statement at a time: calls working on it at once, calls waiting
   * for a turn, and how long one may wait (milliseconds); beyond either bound a call is answered 503 at once.
   */
  EMBEDDED_DB_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(4),
  EMBEDDED_DB_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
  EMBEDDED_DB_QUEUE_WAIT_MS: milliseconds(10, 60_000).default(2_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SIMULATOR: onOff.default(true),
  SIM_SEED: z.coerce.number().int().nonnegative().default(20_261_122),
  SIM_RATE: z.coerce.number().positive().max(100_000).default(40),
  // Finished matches stay listed (the results page) this long after they close, in hours.
  RESULTS_KEEP_HOURS: z.coerce.number().int().min(1).max(744).default(48),
  // The operator's in-play bet delay per sport (settings in_play_bet_delays); none by default.
  IN_PLAY_BET_DELAYS: sportSeconds.default({}),
  // No successful feed tick for this long pauses betting (the prices are stale).
  FEED_STALE_AFTER_MS: milliseconds(1_000, 600_000).default(10_000),
  /** HS256 secret for Sportsbook API bearer tokens. Generated into DATA_DIR when absent. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** HS256 secret for realtime connection and subscription tokens (Centrifugo's token hmac secret). */
  REALTIME_TOKEN_SECRET: z.string().min(32).optional(),
  REALTIME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** When set, events go to Centrifugo's server API instead of the embedded hub. */
  CENTRIFUGO_API_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  /**
   * Origins (comma-separated) besides WEB_ORIGIN whose pages may open the embedded hub's WebSocket: a second
   * domain of the product. A browser handshake from any other origin is refused with 403 (core WSO3).
   */
  REALTIME_ALLOWED_ORIGINS: z.string().optional(),
  /**
   * Locales the backend answers and publishes in (realtime channels per locale, spec §7.3): every web locale,
   * so a page in fr, it, pl or he gets its live updates; names without a translation are the English ones.
   */
  CONTENT_LOCALES: csv.default(['en', 'de', 'es', 'pt', 'tr', 'fr', 'it', 'pl', 'ar', 'he']),
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  /**
   * Who may tell the backend the client's address and scheme (X-Forwarded-For, X-Forwarded-Proto) and the
   * visitor's country (COUNTRY_HEADER): the web app's own proxy (on this host: `loopback`) and any proxy of
   * the operator that talks to the backend directly. Addresses, CIDR ranges or `loopback`, `linklocal`,
   * `uniquelocal`, comma-separated (core PRX1).
   */
  SERVER_TRUSTED_PROXIES: z.string().default('loopback'),
  /** The operator's share-bet feature (spec §6 feature flags): off answers 403 to the share-code calls. */
  SHARE_BET_ENABLED: flag.default(true),
  /** Several bets of one slip may each use a freebet (spec §3 isMultiActiveFreebetsAllowed, core BON27). */
  MULTI_ACTIVE_FREEBETS: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The web product's origin: links in mails, allowed Origin of state changes, cashier return URLs. */
  WEB_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** The web app's port (scripts/start.mjs): the default web origin is http://localhost:PORT. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** `smtp://user:pass@host:587` or `smtps://…`: mail goes out through it; unset: mail stays in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Sportsbook <no-reply@sportsbook.localhost>'),
  /**
   * The one request header in which the proxy in front of the product puts the visitor's ISO country code
   * (the web app reads the same one: core PSN10).
   */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+$/)
    .default(DEFAULT_COUNTRY_HEADER),
  /** Countries (ISO codes, comma-separated) where sign-in, sign-up and deposits are all refused. */
  BLOCKED_COUNTRIES: csv.default([]),
  SIGN_IN_BLOCKED_COUNTRIES: csv.default([]),
  SIGN_UP_BLOCKED_COUNTRIES: csv.default([]),
  DEPOSIT_BLOCKED_COUNTRIES: csv.default([]),
  /** Betting needs a verified phone number (spec §5). */
  PHONE_VERIFICATION_REQUIRED: flag.default(false),
  /** Quick deposit (spec §6 feature flag), for members of TEST_STATUS_GROUP_ID. */
  QUICK_DEPOSIT_ENABLED: flag.default(true),
  /** The test status group (spec §6) whose members may use quick deposit. */
  TEST_STATUS_GROUP_ID: z.coerce.number().int().default(90),
  /**
   * The unlock-player feature (spec §6 "user unlock"): off, a lock mails no unlock link, the unlock calls
   * answer 403 user_unlock_disabled and a lock ends only by its cool-down; the web hides the unlock flow.
   */
  USER_UNLOCK_ENABLED: flag.default(true),
  /**
   * Whether a new player must follow the mailed confirmation link before signing in (and so before depositing
   * or betting). Off (the default): sign-up answers `confirmation_required: false`, the web signs the player
   * in at once, and the confirmation mail still goes out.
   */
  EMAIL_CONFIRMATION_REQUIRED: flag.default(false),
  /** Members of this status group get the deposit reminder (spec §6); `none` for nobody. */
  DEPOSIT_REMINDER_STATUS_GROUP_ID: z
    .union([z.literal('none'), z.coerce.number().int()])
    .default(91)
    .transform((value) => (value === 'none' ? null : value)),
  /** Seconds after page load before the deposit reminder shows (once a day). */
  DEPOSIT_REMINDER_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /** Seconds a visitor browses before the sign-up reminder shows; `none` for never. */
  SIGN_UP_REMINDER_DELAY_SECONDS: z
    .union([z.literal('none'), z.coerce.number().int().min(0).max(86_400)])
    .default(60)
    .transform((value) => (value === 'none' ? null : value)),
  /** Seconds before a pending sandbox payment (test card …0077) completes. */
  PAYMENT_PENDING_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /**
   * The key of the operator API (/operator/v1: bonus campaigns), sent as `X-Operator-Key`; at least 24
   * characters. Unset: the operator API answers 403 operator_api_disabled.
   */
  OPERATOR_API_KEY: z.string().min(24).max(512).optional(),
  /**
   * The kinds of demo campaign a start seeds where none of that kind exists (comma-separated: comboboost,
   * freebet, hunting, tournament, lootbox, amb, jackpot; `none`: none). Tests whose balances must not move by chance leave the jackpot out.
   */
  DEMO_CAMPAIGNS: z
    .string()
    .default('comboboost,freebet,hunting,tournament,lootbox,amb,jackpot')
    .transform((value) => (value.trim() === 'none' ? [] : value.split(',').map((kind) => kind.trim())))
    .pipe(
      z.array(z.enum(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'amb', 'jackpot'])).max(7),
    ),
  /** The shortest time limit (session, time, activity) or reality-check interval a player may set, in minutes. */
  MIN_TIME_LIMIT_MINUTES: z.coerce
    .number()
    .int()
    .min(MIN_TIME_LIMIT_FLOOR)
    .max(MIN_TIME_LIMIT_CEILING)
    .default(DEFAULT_MIN_TIME_LIMIT_MINUTES),
  /**
   * Origins of the host pages allowed to frame the product (the web app's HOST_ORIGINS): the cashier, framed
   * inside the product, must allow them as ancestors too.
   */
  HOST_ORIGINS: z.string().optional(),
  /**
   * Tests only: the backend's time is real time plus an offset that `POST /__test/clock` moves forward (the
   * browser journeys of limits and reality checks). Off, the route does not exist.
   */
  TEST_CLOCK_CONTROL: flag.default(false),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PostgreSQL's timeouts (DATABASE_*_TIMEOUT_MS, DATABASE_KEEPALIVE_MS). */
  readonly databaseTimeouts: DatabaseTimeouts;
  readonly databasePoolSize: number;
  /** The embedded database's bound on waiting work (EMBEDDED_DB_*). */
  readonly embeddedDatabase: AdmissionLimits;
  readonly redisUrl: string | undefined;
  readonly simulator: {
    readonly enabled: boolean;
    readonly seed: number;
    readonly rate: number;
    /** How long a closed match stays listed for results before it is deleted (RESULTS_KEEP_HOURS). */
    readonly keepClosedMs: number;
    /** No successful tick for this long makes the prices stale and pauses betting (FEED_STALE_AFTER_MS). */
    readonly staleAfterMs: number;
  };
  readonly authSecret: string | undefined;
  readonly realtime: {
    readonly tokenSecret: string | undefined;
    readonly tokenTtlSeconds: number;
    readonly centrifugo: { readonly apiUrl: string; readonly apiKey: string } | undefined;
    /**
     * Origins whose pages may open the hub's WebSocket (core WSO3): the web origin, its loopback twins when
     * WEB_ORIGIN is not set (`npm start`: the product at http://127.0.0.1:3000 too, WSO4), and
     * REALTIME_ALLOWED_ORIGINS. A handshake without an Origin is always allowed (WSO2).
     */
    readonly allowedOrigins: readonly string[];
  };
  /** Locales the catalogue is served and published in; the first is the default. */
  readonly contentLocales: readonly string[];
  readonly cookieSameSite: 'lax' | 'strict' | 'none';
  /**
   * Peers whose X-Forwarded-For / X-Forwarded-Proto (Fastify `trustProxy`) and country header the backend
   * believes (core PRX3, PRX4).
   */
  readonly trustedProxies: ProxyList;
  readonly logLevel: string;
  /** Whether bets can be shared by code (settings `platform_settings.share_bet_enabled`). */
  readonly shareBetEnabled: boolean;
  readonly multiActiveFreebetsAllowed: boolean;
  /** Seconds a bet with a live selection of a sport is held before its prices are checked again. */
  readonly inPlayBetDelays: Readonly<Record<string, number>>;
  /** The web product's origin (`http://localhost:3000`): mail links, allowed Origin, cashier return URLs. */
  readonly webOrigin: string;
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  /** Lower-case name of the header carrying the visitor's country. */
  readonly countryHeader: string;
  readonly blockedCountries: {
    readonly all: readonly string[];
    readonly signIn: readonly string[];
    readonly signUp: readonly string[];
    readonly deposit: readonly string[];
  };
  readonly phoneVerificationRequired: boolean;
  readonly quickDeposit: { readonly enabled: boolean; readonly statusGroupId: number };
  readonly paymentPendingSeconds: number;
  /** The operator API's key; undefined turns the operator API off. */
  readonly operatorApiKey: string | undefined;
  /** The kinds of demo campaign a start seeds where none of that kind exists. */
  readonly demoCampaigns: readonly (
    | 'comboboost'
    | 'freebet'
    | 'hunting'
    | 'tournament'
    | 'lootbox'
    | 'amb'
    | 'jackpot'
  )[];
  /** The unlock-player feature flag (settings `user_unlock_enabled`), honoured by the unlock calls too. */
  readonly userUnlockEnabled: boolean;
  /** A player signs in only once their e-mail is confirmed (EMAIL_CONFIRMATION_REQUIRED). */
  readonly emailConfirmationRequired: boolean;
  readonly reminders: {
    readonly depositStatusGroupId: number | null;
    readonly depositDelaySeconds: number;
    readonly signUpDelaySeconds: number | null;
  };
  /** The shortest minute limit a player may set (settings `min_time_limit_minutes`). */
  readonly minTimeLimitMinutes: number;
  /** Tests only (TEST_CLOCK_CONTROL): `POST /__test/clock` moves the backend's time on. */
  readonly testClockControl: boolean;
  /** Host pages allowed to frame the product (HOST_ORIGINS), normalised origins. */
  readonly hostOrigins: readonly string[];
}

const COUNTRY_CODE = /^[A-Z]{2}$/;

export class ConfigError extends Error {}

/** Reads and validates the server's environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.CENTRIFUGO_API_URL === undefined) !== (e.CENTRIFUGO_API_KEY === undefined)) {
    throw new ConfigError('invalid environment:\n  CENTRIFUGO_API_URL and CENTRIFUGO_API_KEY go together');
  }
  if (e.CONTENT_LOCALES.length === 0)
    throw new ConfigError('invalid environment:\n  CONTENT_LOCALES is empty');
  const hosts = parseHostOrigins(e.HOST_ORIGINS);
  if (hosts.invalid.length > 0)
    throw new ConfigError(
      `invalid environment:\n  HOST_ORIGINS: not origins (scheme://host[:port]): ${hosts.invalid.join(', ')}`,
    );
  const realtimeOrigins = parseHostOrigins(e.REALTIME_ALLOWED_ORIGINS);
  if (realtimeOrigins.invalid.length > 0)
    throw new ConfigError(
      `invalid environment:\n  REALTIME_ALLOWED_ORIGINS: not origins (scheme://host[:port]): ${realtimeOrigins.invalid.join(', ')}`,
    );
  const webOrigin = new URL(e.WEB_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const ownOrigins = e.WEB_ORIGIN === undefined ? [webOrigin, ...loopbackTwins(webOrigin)] : [webOrigin];
  const countries = (name: string, codes: string[]) => {
    const upper = codes.map((code) => code.toUpperCase());
    const bad = upper.filter((code) => !COUNTRY_CODE.test(code));
    if (bad.length > 0)
      throw new ConfigError(`invalid environment:\n  ${name}: not ISO country codes: ${bad.join(', ')}`);
    return upper;
  };
  if (e.DATABASE_QUERY_TIMEOUT_MS <= e.DATABASE_STATEMENT_TIMEOUT_MS)
    throw new ConfigError(
      'invalid environment:\n  DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS (the server times a statement out first; the client only catches an answer that never comes)',
    );
  const proxies = parseProxyList(e.SERVER_TRUSTED_PROXIES);
  if (proxies.invalid.length > 0)
    throw new ConfigError(
      `invalid environment:\n  SERVER_TRUSTED_PROXIES: not addresses, CIDR ranges (prefix 1-32, 1-128) or loopback/linklocal/uniquelocal: ${proxies.invalid.join(', ')}`,
    );
  return {
    port: e.SERVER_PORT,
    host: e.SERVER_HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
      keepAliveMs: e.DATABASE_KEEPALIVE_MS,
    },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedDatabase: {
      concurrency: e.EMBEDDED_DB_CONCURRENCY,
      queue: e.EMBEDDED_DB_QUEUE,
      queueWaitMs: e.EMBEDDED_DB_QUEUE_WAIT_MS,
    },
    redisUrl: e.REDIS_URL,
    simulator: {
      enabled: e.SIMULATOR,
      seed: e.SIM_SEED,
      rate: e.SIM_RATE,
      keepClosedMs: e.RESULTS_KEEP_HOURS * 3_600_000,
      staleAfterMs: e.FEED_STALE_AFTER_MS,
    },
    authSecret: e.AUTH_SECRET,
    realtime: {
      tokenSecret: e.REALTIME_TOKEN_SECRET,
      tokenTtlSeconds: e.REALTIME_TOKEN_TTL_SECONDS,
      centrifugo:
        e.CENTRIFUGO_API_URL && e.CENTRIFUGO_API_KEY
          ? { apiUrl: e.CENTRIFUGO_API_URL, apiKey: e.CENTRIFUGO_API_KEY }
          : undefined,
      allowedOrigins: [...new Set([...ownOrigins, ...realtimeOrigins.origins])],
    },
    contentLocales: e.CONTENT_LOCALES,
    cookieSameSite: e.COOKIE_SAMESITE,
    trustedProxies: proxies.list,
    logLevel: e.LOG_LEVEL,
    shareBetEnabled: e.SHARE_BET_ENABLED,
    multiActiveFreebetsAllowed: e.MULTI_ACTIVE_FREEBETS,
    inPlayBetDelays: e.IN_PLAY_BET_DELAYS,
    webOrigin,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    countryHeader: e.COUNTRY_HEADER,
    blockedCountries: {
      all: countries('BLOCKED_COUNTRIES', e.BLOCKED_COUNTRIES),
      signIn: countries('SIGN_IN_BLOCKED_COUNTRIES', e.SIGN_IN_BLOCKED_COUNTRIES),
      signUp: countries('SIGN_UP_BLOCKED_COUNTRIES', e.SIGN_UP_BLOCKED_COUNTRIES),
      deposit: countries('DEPOSIT_BLOCKED_COUNTRIES', e.DEPOSIT_BLOCKED_COUNTRIES),
    },
    phoneVerificationRequired: e.PHONE_VERIFICATION_REQUIRED,
    quickDeposit: { enabled: e.QUICK_DEPOSIT_ENABLED, statusGroupId: e.TEST_STATUS_GROUP_ID },
    paymentPendingSeconds: e.PAYMENT_PENDING_SECONDS,
    operatorApiKey: e.OPERATOR_API_KEY,
    demoCampaigns: e.DEMO_CAMPAIGNS,
    userUnlockEnabled: e.USER_UNLOCK_ENABLED,
    emailConfirmationRequired: e.EMAIL_CONFIRMATION_REQUIRED,
    reminders: {
      depositStatusGroupId: e.DEPOSIT_REMINDER_STATUS_GROUP_ID,
      depositDelaySeconds: e.DEPOSIT_REMINDER_DELAY_SECONDS,
      signUpDelaySeconds: e.SIGN_UP_REMINDER_DELAY_SECONDS,
    },
    minTimeLimitMinutes: e.MIN_TIME_LIMIT_MINUTES,
    testClockControl: e.TEST_CLOCK_CONTROL,
    hostOrigins: hosts.origins,
  };
}
