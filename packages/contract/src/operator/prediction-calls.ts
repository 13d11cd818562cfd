import { z } from 'zod';
import { Timestamp } from '../entities/common';
import { defineCall } from '../http/call';
import { PredictionIdSchema, VoteOptionSchema } from '../sportsbook/vote-calls';

/*
 * The reference backend's operator API for predictions (not in the spec: GET and POST /vote only name a
 * prediction by its key): the options a prediction offers and when its voting closes, so a vote for another
 * option, or after the close, is refused. The prediction block of the site shows the same options.
 */

export const PredictionDefinitionSchema = z
  .strictObject({
    options: z
      .array(VoteOptionSchema)
      .min(2)
      .max(8)
      .refine((options) => new Set(options).size === options.length, { message: 'options repeat' }),
    /** From this time on votes are refused; null: open until the operator says otherwise. */
    closes_at: Timestamp.nullable().default(null),
  })
  .meta({ id: 'PredictionDefinition' });

export const OperatorPredictionSchema = z
  .object({
    prediction_id: PredictionIdSchema,
    options: z.array(VoteOptionSchema),
    closes_at: Timestamp.nullable(),
    updated_at: Timestamp,
  })
  .meta({ id: 'OperatorPrediction' });
export type OperatorPrediction = z.output<typeof OperatorPredictionSchema>;

export const listPredictions = defineCall({
  id: 'listPredictions',
  api: 'operator',
  method: 'GET',
  path: '/predictions',
  summary: 'Every prediction players can vote in, with its options and closing time',
  auth: 'operator',
  status: 200,
  response: z.object({ data: z.array(OperatorPredictionSchema) }).meta({ id: 'OperatorPredictionList' }),
  errorStatuses: [401, 403],
});

export const putPrediction = defineCall({
  id: 'putPrediction',
  api: 'operator',
  method: 'PUT',
  path: '/predictions/{prediction_id}',
  summary:
    'Opens a prediction, or changes its options or closing time (votes for a dropped option stop counting)',
  auth: 'operator',
  params: z.strictObject({ prediction_id: PredictionIdSchema }),
  body: PredictionDefinitionSchema,
  status: 200,
  response: OperatorPredictionSchema,
  errorStatuses: [401, 403],
});

export const deletePrediction = defineCall({
  id: 'deletePrediction',
  api: 'operator',
  method: 'DELETE',
  path: '/predictions/{prediction_id}',
  summary: 'Removes a prediction and its votes',
  auth: 'operator',
  params: z.strictObject({ prediction_id: PredictionIdSchema }),
  status: 204,
  response: z.undefined(),
  errorStatuses: [401, 403, 404],
});
