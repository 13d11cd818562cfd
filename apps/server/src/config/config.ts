import { z } from 'zod';

const onOff = z.enum(['on', 'off']).transform((value) => value === 'on');
/** A feature switch: 1, true, on or yes turn it on; 0, false, off or no turn it off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no']))
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/**
 * Every environment variable the server reads, validated at start (a bad value stops the start with a
 * clear message rather than failing later).
 */
const EnvSchema = z.object({
  SERVER_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  SERVER_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SIMULATOR: onOff.default(true),
  SIM_SEED: z.coerce.number().int().nonnegative().default(20_261_122),
  SIM_RATE: z.coerce.number().positive().max(100_000).default(40),
  /** HS256 secret for Sportsbook API bearer tokens. Generated into DATA_DIR when absent. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** HS256 secret for realtime connection and subscription tokens (Centrifugo's token hmac secret). */
  REALTIME_TOKEN_SECRET: z.string().min(32).optional(),
  REALTIME_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** When set, events go to Centrifugo's server API instead of the embedded hub. */
  CENTRIFUGO_API_URL: z.url().optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  CONTENT_LOCALES: csv.default(['en', 'de', 'es', 'pt', 'tr', 'ar']),
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  /** The operator's share-bet feature (spec §6 feature flags): off answers 403 to the share-code calls. */
  SHARE_BET_ENABLED: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly simulator: { readonly enabled: boolean; readonly seed: number; readonly rate: number };
  readonly authSecret: string | undefined;
  readonly realtime: {
    readonly tokenSecret: string | undefined;
    readonly tokenTtlSeconds: number;
    readonly centrifugo: { readonly apiUrl: string; readonly apiKey: string } | undefined;
  };
  /** Locales the catalogue is served and published in; the first is the default. */
  readonly contentLocales: readonly string[];
  readonly cookieSameSite: 'lax' | 'strict' | 'none';
  readonly logLevel: string;
  /** Whether bets can be shared by code (settings `platform_settings.share_bet_enabled`). */
  readonly shareBetEnabled: boolean;
}

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
  return {
    port: e.SERVER_PORT,
    host: e.SERVER_HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    simulator: { enabled: e.SIMULATOR, seed: e.SIM_SEED, rate: e.SIM_RATE },
    authSecret: e.AUTH_SECRET,
    realtime: {
      tokenSecret: e.REALTIME_TOKEN_SECRET,
      tokenTtlSeconds: e.REALTIME_TOKEN_TTL_SECONDS,
      centrifugo:
        e.CENTRIFUGO_API_URL && e.CENTRIFUGO_API_KEY
          ? { apiUrl: e.CENTRIFUGO_API_URL, apiKey: e.CENTRIFUGO_API_KEY }
          : undefined,
    },
    contentLocales: e.CONTENT_LOCALES,
    cookieSameSite: e.COOKIE_SAMESITE,
    logLevel: e.LOG_LEVEL,
    shareBetEnabled: e.SHARE_BET_ENABLED,
  };
}
