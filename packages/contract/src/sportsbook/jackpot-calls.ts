import { z } from 'zod';
import { text } from '../entities/common';
import { JackpotHitSchema, JackpotSchema } from '../entities/jackpot';
import { defineCall } from '../http/call';
import { queryBoolean, queryId } from '../http/query';
import { BonusBetSchema } from './bonus-calls';

/** Spec §7.2, §9: the jackpots are polled every 15 s; the hits are refetched every 60 s, 10 at a time. */
export const JACKPOT_POLL_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;

const LocaleQuery = { locale: text(10, { min: 2 }).optional() };

export const listJackpots = defineCall({
  id: 'listJackpots',
  api: 'sportsbook',
  method: 'GET',
  path: '/jackpots',
  summary: 'The running jackpots with their pools and levels as they stand now (polled every 15 s)',
  auth: 'bearer-optional',
  query: z.strictObject(LocaleQuery),
  status: 200,
  response: z.object({ data: z.array(JackpotSchema) }).meta({ id: 'JackpotList' }),
  errorStatuses: [401],
});

export const getJackpot = defineCall({
  id: 'getJackpot',
  api: 'sportsbook',
  method: 'GET',
  path: '/jackpots/{id}',
  summary: 'One jackpot, running or not, with its pool and levels (404 when there is none)',
  auth: 'bearer-optional',
  params: z.strictObject({ id: queryId }),
  query: z.strictObject(LocaleQuery),
  status: 200,
  response: JackpotSchema,
  errorStatuses: [401, 404],
});

export const listJackpotHits = defineCall({
  id: 'listJackpotHits',
  api: 'sportsbook',
  method: 'GET',
  path: '/jackpot-hits',
  summary:
    'Jackpot hits, newest first (10 by default): of one jackpot, of a status, or the player’s own (for_user, unseen need a token)',
  auth: 'bearer-optional',
  query: z.strictObject({
    jackpot_id: queryId.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_DEFAULT_LIMIT),
    status: z.enum(['approved', 'paid']).optional(),
    for_user: queryBoolean.optional(),
    unseen: queryBoolean.optional(),
    ...LocaleQuery,
  }),
  status: 200,
  response: z.object({ data: z.array(JackpotHitSchema) }).meta({ id: 'JackpotHitList' }),
  errorStatuses: [401],
});

export const betJackpots = defineCall({
  id: 'betJackpots',
  api: 'sportsbook',
  method: 'POST',
  path: '/jackpots',
  summary: 'The running jackpots each bet of a slip would take part in (spec §3 slip bet jackpots)',
  auth: 'bearer-optional',
  body: z
    .strictObject({ bets: z.array(BonusBetSchema).min(1).max(100), ...LocaleQuery })
    .meta({ id: 'BetJackpotsRequest' }),
  status: 200,
  response: z
    .object({
      bets: z.array(
        z.object({
          index: z.number().int().nonnegative(),
          jackpots: z.array(z.object({ id: z.number().int().positive() })),
        }),
      ),
    })
    .meta({ id: 'BetJackpots' }),
  errorStatuses: [401],
});
