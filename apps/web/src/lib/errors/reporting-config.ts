import 'server-only';
import { parseDsn, reportingEnvironment } from '@sportsbook/core/errors/report-settings';

/** Where the browser's error reports go; the path of the tunnel on the product's own host. */
export const ERROR_TUNNEL_PATH = '/fe-api/errors';

/** What the browser's error reporting needs (spec §7.5, §9), read from the environment at request time. */
export interface ReportingConfig {
  readonly dsn: string;
  readonly release: string;
  readonly environment: string;
  /** Send through the product's own host (`/fe-api/errors`) instead of straight to the DSN's host. */
  readonly tunnel: string | undefined;
  /** Share of page loads traced (0 to 1); trace headers follow core ERRS4 either way. */
  readonly tracesSampleRate: number;
}

/** The configured DSN: SENTRY_DSN, else NEXT_PUBLIC_SENTRY_DSN; undefined when absent or not a DSN (core ERRS2). */
export function configuredDsn(): string | undefined {
  const value = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;
  return parseDsn(value) ? value?.trim() : undefined;
}

/** The browser's reporting settings, or null when no DSN is configured (reporting off, errors logged). */
export function reportingConfig(): ReportingConfig | null {
  const dsn = configuredDsn();
  if (!dsn) return null;
  const rate = Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? '0');
  return {
    dsn,
    // Set when the product is built (next.config.ts), so every event names the code it came from.
    release: process.env.SPORTSBOOK_RELEASE ?? 'unknown',
    environment: reportingEnvironment({
      SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT,
      VERCEL_ENV: process.env.VERCEL_ENV,
    }),
    tunnel: process.env.SENTRY_TUNNEL === '1' ? ERROR_TUNNEL_PATH : undefined,
    tracesSampleRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0,
  };
}
