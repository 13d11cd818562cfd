import { MATCH_STATUSES, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import { EVENT_TYPES, PROVIDERS, SPORT_TYPES } from '@sportsbook/core/catalog/providers';
import { serverDateToIso } from '@sportsbook/core/locale/formats';
import { z } from 'zod';

/** A positive integer id of the catalogue (sport, category, tournament, match). */
export const Id = z.number().int().positive();

const IsoTimestamp = z.iso.datetime({ offset: false });

/** Spec §9 server date strings, 'YYYY-MM-DD HH:MM:SS UTC' (a `T` and fractions of a second accepted). */
const ServerDateText = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})? UTC$/);

/**
 * A timestamp on the wire (server clock): ISO 8601 in UTC with a `Z`, or the server date string of spec §9
 * ('2024-05-01 18:30:00 UTC', core FMT1), which a backend may send instead. Read, it is always ISO: a server
 * date string becomes '2024-05-01T18:30:00.000Z' (core `serverDateToIso`), ISO passes unchanged, and a date
 * that does not exist (02-30, 25:00) is refused. Written (the reference backend's answers), it is ISO.
 */
export const Timestamp = z
  .codec(z.union([IsoTimestamp, ServerDateText]), IsoTimestamp, {
    decode: (text, context) => {
      if (IsoTimestamp.safeParse(text).success) return text;
      const iso = serverDateToIso(text);
      if (iso !== undefined) return iso;
      context.issues.push({ code: 'custom', message: 'not a date that exists', input: text });
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
