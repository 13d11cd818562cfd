import { z } from 'zod';
import { CurrencyCode, MinorUnits, Timestamp } from './common';

/**
 * The current sportsbook session (spec §7.1 session info, polled every 30 s): how long it has run and what it
 * has cost, from the ledger of the player's account in their profile currency, and its reality check.
 */
export const SportsbookSessionInfoSchema = z
  .object({
    id: z.number().int().positive(),
    started_at: Timestamp,
    elapsed_seconds: z.number().int().nonnegative(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    /** Stakes placed during the session, minor units (positive). */
    bets_sum: MinorUnits.nonnegative(),
    /** Payouts, refunds and cash-outs received during the session, minor units. */
    wins_sum: MinorUnits.nonnegative(),
    /** wins_sum − bets_sum: negative is a loss. */
    net_result: MinorUnits,
    reality_check: z.object({
      interval_seconds: z.number().int().positive(),
      /** When the player last acknowledged a check (the session start before the first). */
      last_acknowledged_at: Timestamp,
      next_at: Timestamp,
      /** A check is due now: show the reality-check modal until POST /sportsbook_sessions/continue. */
      due: z.boolean(),
    }),
    /** When a session or time limit will end this session (bearer tokens never outlive it); null: none. */
    ends_at: Timestamp.nullable(),
  })
  .meta({ id: 'SportsbookSessionInfo' });
export type SportsbookSessionInfo = z.infer<typeof SportsbookSessionInfoSchema>;
