import { castVote, getVote, type Prediction } from '@sportsbook/contract/sportsbook/vote-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { type RouteEnv, registerCall } from '../http/register-call';
import * as votes from './votes';

/**
 * Predictions (spec §7.2 GET and POST /vote): anyone reads how a prediction's votes split, a signed-in player
 * also their own vote; a player votes, and votes again to change it.
 */
export function registerPredictionRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): void {
  const db = deps.database.db;
  const answer = async (predictionId: string, playerId: number | undefined): Promise<Prediction> => {
    const [vote, totals] = await Promise.all([
      playerId === undefined ? undefined : votes.voteOf(db, playerId, predictionId),
      votes.voteTotals(db, predictionId),
    ]);
    return {
      prediction_id: predictionId,
      vote: vote
        ? {
            prediction_id: predictionId,
            data: { option: vote.option },
            created_at: vote.createdAt,
          }
        : null,
      totals,
    };
  };

  registerCall(app, env, getVote, async ({ caller, query }) => answer(query.prediction_id, caller?.playerId));

  registerCall(app, env, castVote, async ({ caller, body }) => {
    if (!caller) throw new Error('a bearer call ran without a caller');
    const now = new Date(deps.clock.now()).toISOString();
    await votes.castVote(db, caller.playerId, body.prediction_id, body.data.option, now);
    return answer(body.prediction_id, caller.playerId);
  });
}
