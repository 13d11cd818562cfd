import {
  deletePrediction,
  listPredictions,
  putPrediction,
} from '@sportsbook/contract/operator/prediction-calls';
import { castVote, getVote, type Prediction } from '@sportsbook/contract/sportsbook/vote-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import { type RouteEnv, registerCall } from '../http/register-call';
import * as definitions from './predictions';
import * as votes from './votes';

/**
 * Predictions (spec §7.2 GET and POST /vote): anyone reads how a prediction's votes split, a signed-in player
 * also their own vote; a player votes for one of its options until it closes, and votes again to change it.
 * The operator API opens predictions, changes their options and closing time, and removes them.
 */
export function registerPredictionRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const db = deps.database.db;
  const known = async (predictionId: string) => {
    const prediction = await definitions.predictionOf(db, predictionId);
    if (!prediction) throw ApiError.notFound('prediction', predictionId);
    return prediction;
  };
  const answer = async (
    prediction: definitions.StoredPrediction,
    playerId: number | undefined,
  ): Promise<Prediction> => {
    const predictionId = prediction.predictionId;
    const [vote, totals] = await Promise.all([
      playerId === undefined ? undefined : votes.voteOf(db, playerId, predictionId),
      votes.voteTotals(db, predictionId, prediction.options),
    ]);
    // Votes for an option the operator has since dropped no longer count, nor show as the player's.
    return {
      prediction_id: predictionId,
      vote:
        vote && prediction.options.includes(vote.option)
          ? { prediction_id: predictionId, data: { option: vote.option }, created_at: vote.createdAt }
          : null,
      totals,
    };
  };

  registerCall(app, env, getVote, async ({ caller, query }) =>
    answer(await known(query.prediction_id), caller?.playerId),
  );

  registerCall(app, env, castVote, async ({ caller, body }) => {
    if (!caller) throw new Error('a bearer call ran without a caller');
    const now = deps.clock.now();
    // Checked and written under the prediction's share lock: the operator's change or removal waits.
    const prediction = await inTransaction(db, async (tx) => {
      const locked = await definitions.lockedPrediction(tx, body.prediction_id);
      if (!locked) throw ApiError.notFound('prediction', body.prediction_id);
      if (locked.closesAt !== null && Date.parse(locked.closesAt) <= now)
        throw new ApiError(409, 'prediction_closed', `voting in ${locked.predictionId} has closed`);
      if (!locked.options.includes(body.data.option))
        throw new ApiError(
          422,
          'vote_option_unknown',
          `${body.data.option} is not an option of ${locked.predictionId}: ${locked.options.join(', ')}`,
        );
      await votes.castVote(
        tx,
        caller.playerId,
        locked.predictionId,
        body.data.option,
        new Date(now).toISOString(),
      );
      return locked;
    });
    return answer(prediction, caller.playerId);
  });

  const operatorPrediction = (prediction: definitions.StoredPrediction) => ({
    prediction_id: prediction.predictionId,
    options: [...prediction.options],
    closes_at: prediction.closesAt,
    updated_at: prediction.updatedAt,
  });
  registerCall(app, env, listPredictions, async () => ({
    data: (await definitions.allPredictions(db)).map(operatorPrediction),
  }));
  registerCall(app, env, putPrediction, async ({ params, body }) =>
    operatorPrediction(
      await definitions.putPrediction(
        db,
        params.prediction_id,
        { options: body.options, closesAt: body.closes_at },
        new Date(deps.clock.now()).toISOString(),
      ),
    ),
  );
  registerCall(app, env, deletePrediction, async ({ params }) => {
    if (!(await definitions.deletePrediction(db, params.prediction_id)))
      throw ApiError.notFound('prediction', params.prediction_id);
    return undefined;
  });
}
