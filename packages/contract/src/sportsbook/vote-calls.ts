import { z } from 'zod';
import { Timestamp } from '../entities/common';
import { defineCall } from '../http/call';

/*
 * Predictions (spec §3 "Prediction/vote", §7.2 /vote): a question the operator asks bettors ("Who wins the
 * final?") under a key of its own; each player votes for one option, may change it, and everyone sees how
 * the votes split.
 */

/** The operator's key of a prediction: lower-case letters, digits, `_` and `-`. */
export const PredictionIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, _ and -, at most 64');

/** An option of a prediction, as the operator keys it (`home`, `draw`, `away`). */
export const VoteOptionSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, _ and -, at most 40');

/** Most options whose counts an answer carries (the most voted first). */
export const VOTE_TOTALS_MAX = 50;

export const VoteSchema = z
  .object({
    prediction_id: PredictionIdSchema,
    data: z.object({ option: VoteOptionSchema }),
    created_at: Timestamp,
  })
  .meta({ id: 'Vote' });
export type Vote = z.infer<typeof VoteSchema>;

export const PredictionSchema = z
  .object({
    prediction_id: PredictionIdSchema,
    /** The caller's vote; null for a visitor or a player who has not voted. */
    vote: VoteSchema.nullable(),
    /** Votes per option. */
    totals: z.record(z.string(), z.number().int().nonnegative()),
  })
  .meta({ id: 'Prediction' });
export type Prediction = z.infer<typeof PredictionSchema>;

export const getVote = defineCall({
  id: 'getVote',
  api: 'sportsbook',
  method: 'GET',
  path: '/vote',
  summary: "How a prediction's votes split, and the signed-in player's own vote",
  auth: 'bearer-optional',
  query: z.strictObject({ prediction_id: PredictionIdSchema }),
  status: 200,
  response: PredictionSchema,
  // 404: no such prediction (the operator never opened it).
  errorStatuses: [404],
});

export const castVote = defineCall({
  id: 'castVote',
  api: 'sportsbook',
  method: 'POST',
  path: '/vote',
  summary:
    "Records the player's vote in a prediction (a second vote replaces the first) and answers the split",
  auth: 'bearer',
  body: z.strictObject({
    prediction_id: PredictionIdSchema,
    data: z.strictObject({ option: VoteOptionSchema }),
  }),
  status: 200,
  response: PredictionSchema,
  // 404: no such prediction; 409: its voting has closed; 422: not one of its options.
  errorStatuses: [401, 404, 409, 422],
});
