import {
  customBetMarkets,
  customBetOdds,
  IDEMPOTENCY_KEY_HEADER,
  maxStake,
  placeBets,
} from '@sportsbook/contract/sportsbook/bet-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { type BettingContext, createBettingContext } from './betting-context';
import { CustomBetService } from './custom-bets/custom-bet-service';
import { installBettingErrors } from './http/betting-errors';
import { MaxStakeService } from './max-stake-service';
import { idempotencyKeyOf } from './placement/idempotency';
import { PlacementService } from './placement/placement-service';

/** `registerCall` resolves the caller of every `bearer` call; a missing one is a wiring mistake. */
function bettor(caller: Caller | null): Caller {
  if (!caller) throw new Error('a bearer call ran without a caller');
  return caller;
}

function missingIdempotencyKey(): ApiError {
  return new ApiError(
    400,
    'idempotency_key_required',
    `send an ${IDEMPOTENCY_KEY_HEADER} header (1 to 255 visible ASCII characters, e.g. a UUID) that is new for each new bet slip`,
    [{ path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: 'is required' }],
    'error.place_bets.idempotency_key_required',
  );
}

/**
 * Registers the bets calls of spec §7.2 under /api/v3 (place, max stake, custom bet markets and odds) on
 * a scope of their own, whose error handler sends refused placements with their per-bet refusals. Tests
 * may pass a context (other limits, a clock); the app's deps make the default one.
 */
export async function registerBettingRoutes(
  app: FastifyInstance,
  env: RouteEnv,
  deps: AppDeps,
  context: BettingContext = createBettingContext({
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    contentLocales: deps.config.contentLocales,
    ...(deps.logger ? { log: deps.logger } : {}),
  }),
): Promise<void> {
  const placement = new PlacementService(context);
  const maxStakes = new MaxStakeService(context);
  const customBets = new CustomBetService(context);

  await app.register(async (scope) => {
    installBettingErrors(scope);

    registerCall(scope, env, placeBets, async ({ caller, body, request }) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key) throw missingIdempotencyKey();
      return placement.place({ playerId: bettor(caller).playerId, idempotencyKey: key, request: body });
    });

    registerCall(scope, env, maxStake, async ({ caller, body }) =>
      maxStakes.maxStake(bettor(caller).playerId, body),
    );

    registerCall(scope, env, customBetMarkets, async ({ params, locale }) => ({
      data: await customBets.markets(params.matchId, locale),
    }));

    registerCall(scope, env, customBetOdds, async ({ body }) => customBets.odds(body));
  });
}
