import {
  cashoutBet,
  createShareCode,
  customBetMarkets,
  customBetOdds,
  getShareCode,
  IDEMPOTENCY_KEY_HEADER,
  listBets,
  maxStake,
  placeBets,
} from '@sportsbook/contract/sportsbook/bet-calls';
import { betBonuses } from '@sportsbook/contract/sportsbook/bonus-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { ApiError } from '../http/api-error';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { BetListService } from './bet-list-service';
import { type BettingContext, bettingContextOf } from './betting-context';
import { BonusOfferService } from './bonus-offers';
import { CashoutService } from './cashout/cashout-service';
import { CustomBetService } from './custom-bets/custom-bet-service';
import { INVALID_BETS_REQUEST_KEY, installBettingErrors } from './http/betting-errors';
import { MaxStakeService } from './max-stake-service';
import { idempotencyKeyOf } from './placement/idempotency';
import { PlacementService } from './placement/placement-service';
import { ShareCodeService } from './share-codes/share-code-service';

/** Share codes a client may create per minute: visitors can share, so each code is a row anyone can add. */
const SHARE_CODES_PER_MINUTE = 30;

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
 * Registers the bets calls of spec §7.2 under /api/v3 on scopes of their own: placement, max stake and the
 * bet builder (refused placements go out with their per-bet refusals), then my bets, cash out and share
 * codes (refused cash outs go out with the bet's value now). Tests may pass a context (other limits, a
 * clock); the app's deps make the default one.
 */
export async function registerBettingRoutes(
  app: FastifyInstance,
  env: RouteEnv,
  deps: AppDeps,
  context: BettingContext = bettingContextOf(deps),
): Promise<void> {
  const placement = new PlacementService(context);
  const maxStakes = new MaxStakeService(context);
  const customBets = new CustomBetService(context);
  const betList = new BetListService(context);
  const cashouts = new CashoutService(context);
  const shareCodes = new ShareCodeService(context);
  const bonusOffers = new BonusOfferService(context);

  // The bonuses a slip's bets may use (Sportsbook API v2, spec §7.2): the rules the placement applies.
  registerCall(app, env, betBonuses, async ({ caller, body, locale }) => ({
    bets: await bonusOffers.offers(bettor(caller).playerId, body.bets, body.locale ?? locale),
  }));

  await app.register(async (scope) => {
    installBettingErrors(scope);

    registerCall(scope, env, placeBets, async ({ caller, body, request }) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (!key) throw missingIdempotencyKey();
      const { playerId, sessionId } = bettor(caller);
      return placement.place({ playerId, sessionId, idempotencyKey: key, request: body });
    });

    registerCall(scope, env, maxStake, async ({ caller, body }) =>
      maxStakes.maxStake(bettor(caller).playerId, body),
    );

    registerCall(scope, env, customBetMarkets, async ({ params, locale }) => ({
      data: await customBets.markets(params.matchId, locale),
    }));

    registerCall(scope, env, customBetOdds, async ({ body }) => customBets.odds(body));
  });

  await app.register(async (scope) => {
    installBettingErrors(scope, INVALID_BETS_REQUEST_KEY);

    registerCall(scope, env, listBets, async ({ caller, query, locale }) =>
      betList.list({
        playerId: bettor(caller).playerId,
        statuses: query.status,
        results: query.result,
        page: query.page,
        limit: query.limit,
        locale: query.locale ?? locale,
      }),
    );

    registerCall(scope, env, cashoutBet, async ({ caller, body, locale }) =>
      cashouts.cashout({
        playerId: bettor(caller).playerId,
        betId: body.bet_id,
        requested: body.to_cashout,
        locale: body.locale ?? locale,
      }),
    );

    registerCall(
      scope,
      env,
      createShareCode,
      async ({ caller, body }) => shareCodes.create(body.bets, caller?.playerId ?? null),
      { config: { rateLimit: { max: SHARE_CODES_PER_MINUTE, timeWindow: 60_000 } } },
    );

    registerCall(scope, env, getShareCode, async ({ query }) => shareCodes.read(query.code));
  });
}
