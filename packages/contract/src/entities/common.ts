import { MATCH_STATUSES, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import { EVENT_TYPES, PROVIDERS, SPORT_TYPES } from '@sportsbook/core/catalog/providers';
import { serverDateToIso } from '@sportsbook/core/locale/formats';
import { z } from 'zod';

/**
 * The largest id the reference backend stores: PostgreSQL's `integer`, the type of every id column. A larger
 * id names nothing, and the database would refuse to compare it: it is refused as a bad request.
 */
export const MAX_ID = 2_147_483_647;

/** A positive integer id (sport, category, tournament, match, market, bet, payment, limit...), at most MAX_ID. */
export const Id = z.number().int().positive().max(MAX_ID);

/** No NUL character: PostgreSQL text cannot hold one, and no field of the product has a use for it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this pattern refuses
const NO_NUL = /^[^\u0000]*$/;

/** `schema` refusing a NUL character anywhere in the string. */
export function withoutNul<T extends z.ZodString>(schema: T): T {
  return schema.regex(NO_NUL, { message: 'must not contain a NUL character' }) as T;
}

/**
 * A string of at most `max` characters without a NUL character: every free-text field of a request (names,
 * e-mails, tokens, specifiers, device ids...). `trim` strips surrounding white space before the lengths are
 * checked; `min` is the fewest characters (none unless told).
 */
export function text(max: number, options: { readonly min?: number; readonly trim?: boolean } = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  const bounded = options.min === undefined ? base.max(max) : base.min(options.min).max(max);
  return withoutNul(bounded);
}

const IsoTimestamp = z.iso.datetime({ offset: false });

/** The longest ISO timestamp read: fractions of a second to the nanosecond and then some. */
const MAX_TIMESTAMP_LENGTH = 40;

/** Year 0000 is ISO 8601's 1 BC, a year PostgreSQL's timestamps do not have (nor does anything of a sportsbook). */
const YEAR_ZERO = /^0000-/;

/** Spec §9 server date strings, 'YYYY-MM-DD HH:MM:SS UTC' (a `T` and fractions of a second accepted). */
const ServerDateText = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})? UTC$/);

/**
 * A timestamp on the wire (server clock): ISO 8601 in UTC with a `Z`, or the server date string of spec §9
 * ('2024-05-01 18:30:00 UTC', core FMT1), which a backend may send instead. Read, it is always ISO: a server
 * date string becomes '2024-05-01T18:30:00.000Z' (core `serverDateToIso`), ISO passes unchanged, and a date
 * that does not exist (02-30, 25:00) is refused. Written (the reference backend's answers), it is ISO.
 */
export const Timestamp = z
  .codec(z.union([IsoTimestamp.max(MAX_TIMESTAMP_LENGTH), ServerDateText]), IsoTimestamp, {
    decode: (wire, context) => {
      const iso = IsoTimestamp.safeParse(wire).success ? wire : serverDateToIso(wire);
      if (iso !== undefined && !YEAR_ZERO.test(iso)) return iso;
      context.issues.push({ code: 'custom', message: 'not a date that exists', input: wire });
      return z.NEVER;
    },
    encode: (iso) => iso,
  })
  .meta({ description: "ISO 8601 UTC timestamp (or 'YYYY-MM-DD HH:MM:SS UTC', read as ISO)" });

/** A URL-safe slug. */
export const Slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const ProviderSchema = z.enum(PROVIDERS).meta({ id: 'Provider' });
export const SportTypeSchema = z.enum(SPORT_TYPES).meta({ id: 'SportType' });
export const EventTypeSchema = z.enum(EVENT_TYPES).meta({ id: 'EventType' });

export const MatchStatusSchema = z
  .number()
  .int()
  .refine((value): value is MatchStatus => (MATCH_STATUSES as readonly number[]).includes(value), {
    message: 'match status is one of 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered',
  })
  .meta({
    id: 'MatchStatus',
    description: '0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered',
  });

/** ISO 3166-1 alpha-2 country code, upper case, or a few feed-specific regions (e.g. `EN-GB-ENG`). */
export const CountryCode = z
  .string()
  .max(16)
  .regex(/^[A-Z]{2}(?:-[A-Z0-9-]+)?$/)
  .meta({ description: 'ISO 3166-1 alpha-2 country code' });

/** ISO 4217 currency code (or a crypto ticker), upper case. */
export const CurrencyCode = z.string().regex(/^[A-Z0-9]{2,10}$/);

/**
 * An amount of money in integer minor units of its currency (cents for EUR). Paired with the currency's
 * `subunits` (minor units per major unit) wherever it travels.
 */
export const MinorUnits = z
  .number()
  .int()
  .meta({ description: 'Amount in integer minor units of the currency' });
