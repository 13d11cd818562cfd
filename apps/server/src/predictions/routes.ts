import {
  deletePrediction,
  listPredictions,
  putPrediction,
} from '@sportsbook/contract/operator/prediction-calls';
import { castVote, getVote, type Prediction } from '@sportsbook/contract/sportsbook/vote-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
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
      votes.voteTotals(db, predictionId),
    ]);
    // Votes for an option the operator has since dropped no longer count, nor show as the player's.
    const offered = new Set(prediction.options);
    return {
      prediction_id: predictionId,
      vote:
        vote && offered.has(vote.option)
          ? { prediction_id: predictionId, data: { option: vote.option }, created_at: vote.createdAt }
          : null,
      totals: Object.fromEntries(Object.entries(totals).filter(([option]) => offered.has(option))),
    };
  };

  registerCall(app, env, getVote, async ({ caller, query }) =>
    answer(await known(query.prediction_id), caller?.playerId),
  );

  registerCall(app, env, castVote, async ({ caller, body }) => {
    if (!caller) throw new Error('a bearer call ran without a caller');
    const prediction = await known(body.prediction_id);
    const now = deps.clock.now();
    if (prediction.closesAt !== null && Date.parse(prediction.closesAt) <= now)
      throw new ApiError(409, 'prediction_closed', `voting in ${prediction.predictionId} has closed`);
    if (!prediction.options.includes(body.data.option))
      throw new ApiError(
        422,
        'vote_option_unknown',
        `${body.data.option} is not an option of ${prediction.predictionId}: ${prediction.options.join(', ')}`,
      );
    await votes.castVote(
      db,
      caller.playerId,
      prediction.predictionId,
      body.data.option,
      new Date(now).toISOString(),
    );
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
