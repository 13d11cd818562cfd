import {
  createCampaign,
  issueCampaignBonus,
  listCampaigns,
  listOperatorJackpotHits,
  payJackpotHit,
  updateCampaign,
} from '@sportsbook/contract/operator/campaign-calls';
import {
  activateBonus,
  boostFreebet,
  collectAmb,
  getBonus,
  getBonusTerms,
  getTournamentRating,
  listAmb,
  listBonuses,
  listComboboosts,
  listFreebets,
  listHuntings,
  listHuntingTournaments,
  listLootboxes,
  markBonusesSeen,
  redeemPromoCode,
} from '@sportsbook/contract/sportsbook/bonus-calls';
import {
  betJackpots,
  getJackpot,
  listJackpotHits,
  listJackpots,
} from '@sportsbook/contract/sportsbook/jackpot-calls';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { runEvery } from '../http/periodic-work';
import { type Caller, type RouteEnv, registerCall } from '../http/register-call';
import { AmbService } from './amb-service';
import { BonusService } from './bonus-service';
import { CampaignService } from './campaign-service';
import { JackpotService } from './jackpot-service';

/** `registerCall` resolves the caller of every `bearer` call; a missing one is a wiring mistake. */
function playerOf(caller: Caller | null): number {
  if (!caller) throw new Error('a bearer call ran without a caller');
  return caller.playerId;
}

/** How often the backend looks for tournaments past their end whose prizes are due. */
const TOURNAMENT_SETTLE_EVERY_MS = 30_000;

/** Promo codes a player may try a minute: enough to type one wrong, not to guess them. */
const PROMO_CODE_RATE_LIMIT = {
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request: { headers: Record<string, unknown>; ip: string }) =>
    `promo:${String(request.headers.authorization ?? request.ip)}`,
};

/**
 * The player's bonus calls of spec §7.2 (the bet bonuses of a slip are the betting module's, which applies
 * bonuses to bets): lists, one bonus and its terms, mark as seen, promo codes.
 */
export function registerBonusRoutes(app: FastifyInstance, env: RouteEnv, deps: AppDeps): BonusService {
  const context = {
    db: deps.database.db,
    clock: deps.clock,
    publisher: deps.publisher,
    contentLocales: deps.config.contentLocales,
    log: { error: (details: object, message: string) => app.log.error(details, message) },
  };
  const bonuses = new BonusService(context);

  registerCall(app, env, listBonuses, async ({ caller, query, locale }) =>
    bonuses.list(playerOf(caller), query, query.locale ?? locale),
  );
  registerCall(app, env, listComboboosts, async ({ caller, query, locale }) =>
    bonuses.page(caller?.playerId ?? null, 'comboboosts', query, query.locale ?? locale),
  );
  registerCall(app, env, listFreebets, async ({ caller, query, locale }) =>
    bonuses.page(caller?.playerId ?? null, 'freebets', query, query.locale ?? locale),
  );
  registerCall(app, env, listHuntings, async ({ caller, query, locale }) =>
    bonuses.page(caller?.playerId ?? null, 'huntings', query, query.locale ?? locale),
  );
  registerCall(app, env, listHuntingTournaments, async ({ caller, query, locale }) =>
    bonuses.page(caller?.playerId ?? null, 'tournaments', query, query.locale ?? locale),
  );
  registerCall(app, env, listLootboxes, async ({ caller, query, locale }) =>
    bonuses.page(caller?.playerId ?? null, 'lootboxes', query, query.locale ?? locale),
  );
  registerCall(app, env, boostFreebet, async ({ caller, params, query, locale }) =>
    bonuses.lootboxes.boost(playerOf(caller), params.id, query.locale ?? locale),
  );
  const ambs = new AmbService(context);
  registerCall(app, env, listAmb, async ({ caller, query, locale }) => ({
    data: await ambs.list(caller?.playerId ?? null, query.locale ?? locale),
  }));
  registerCall(app, env, collectAmb, async ({ caller, body, locale }) =>
    ambs.collect(playerOf(caller), body.id, body.locale ?? locale),
  );
  registerCall(app, env, getTournamentRating, async ({ caller, params, query }) => ({
    data: await bonuses.tournaments.rating(caller?.playerId ?? null, params.id, query.limit),
  }));
  // Tournaments past their end pay their prizes (one ended by the operator pays at once).
  runEvery(app, 'paying ended tournaments', TOURNAMENT_SETTLE_EVERY_MS, () =>
    bonuses.tournaments.settleEnded(),
  );
  registerCall(app, env, activateBonus, async ({ caller, params, query, locale }) =>
    bonuses.activate(playerOf(caller), params.id, query.locale ?? locale),
  );
  registerCall(app, env, getBonus, async ({ caller, params, query, locale }) =>
    bonuses.get(caller?.playerId ?? null, params.kind, params.id, query.locale ?? locale),
  );
  registerCall(app, env, getBonusTerms, async ({ caller, params, query, locale }) =>
    bonuses.terms(caller?.playerId ?? null, params.kind, params.id, query.locale ?? locale),
  );
  const jackpots = new JackpotService({
    ...context,
    playerHash: (playerId) => deps.tokens.playerHash(playerId),
  });
  registerCall(app, env, markBonusesSeen, async ({ caller, body }) => {
    const playerId = playerOf(caller);
    // A jackpot hit is marked seen as a bonus is (spec §4 bonus notification flow: hits first).
    await bonuses.markSeen(
      playerId,
      body.filter((item) => item.type !== 'jackpot').map((item) => item.id),
    );
    await jackpots.markSeen(
      playerId,
      body.filter((item) => item.type === 'jackpot').map((item) => item.id),
    );
    return undefined;
  });
  registerCall(app, env, listJackpots, async ({ query, locale }) => ({
    data: await jackpots.list(query.locale ?? locale),
  }));
  registerCall(app, env, getJackpot, async ({ params, query, locale }) =>
    jackpots.get(params.id, query.locale ?? locale),
  );
  registerCall(app, env, listJackpotHits, async ({ caller, query, locale }) => ({
    data: await jackpots.hits(caller?.playerId ?? null, query, query.locale ?? locale),
  }));
  registerCall(app, env, betJackpots, async ({ body }) => ({ bets: await jackpots.forSlip(body.bets) }));
  registerCall(
    app,
    env,
    redeemPromoCode,
    async ({ caller, body, locale }) => bonuses.redeem(playerOf(caller), body.code, body.locale ?? locale),
    { config: { rateLimit: PROMO_CODE_RATE_LIMIT } },
  );

  // The operator API (docs/operators.md): campaigns and bonuses issued, with the operator's key.
  const campaigns = new CampaignService(context, bonuses);
  registerCall(app, env, listCampaigns, async () => ({ data: await campaigns.list() }));
  registerCall(app, env, createCampaign, async ({ body }) => campaigns.create(body));
  registerCall(app, env, updateCampaign, async ({ params, body }) => campaigns.update(params.id, body));
  registerCall(app, env, listOperatorJackpotHits, async ({ query }) => ({
    data: await jackpots.operatorHits(query),
  }));
  registerCall(app, env, payJackpotHit, async ({ params }) => jackpots.payApproved(params.id));
  registerCall(app, env, issueCampaignBonus, async ({ params, body }) =>
    campaigns.issue(params.id, body.player_id, body.amount),
  );
  return bonuses;
}
