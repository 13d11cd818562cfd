import type { Jackpot, JackpotHit } from '@sportsbook/contract/entities/jackpot';
import type { OperatorJackpotHit } from '@sportsbook/contract/operator/campaign-calls';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import type { PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import { takesPart } from '@sportsbook/core/bonuses/jackpot';
import { combinedOdds } from '@sportsbook/core/ticket/odds-math';
import { inTransaction } from '../db/in-transaction';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import { ApiError } from '../http/api-error';
import { findCurrency } from '../platform/currencies';
import { channelLocales } from '../realtime/channel-locales';
import type { BonusContext } from './bonus-context';
import { campaignTexts } from './bonus-presenter';
import type { CampaignRow } from './bonus-repository';
import { asJackpot, jackpotRules, levelName } from './campaign-rules';
import {
  countHits,
  findHit,
  type HitFilter,
  type JackpotHitRow,
  type JackpotRow,
  listHits,
  loadJackpots,
  markHitsSeen,
  payApprovedHit,
} from './jackpot-repository';

/** What jackpots need besides the bonuses' context: a name for a winner that does not say who they are. */
/** A hit row as the operator API answers it. */
function operatorHit(hit: JackpotHitRow): OperatorJackpotHit {
  return {
    id: hit.id,
    jackpot_id: hit.campaignId,
    level_code: hit.levelCode,
    player_id: hit.playerId,
    bet_id: hit.betId,
    amount: hit.amount,
    currency: hit.currency,
    status: hit.status as OperatorJackpotHit['status'],
    created_at: toIsoUtc(hit.createdAt),
  };
}

export interface JackpotContext extends BonusContext {
  readonly playerHash: (playerId: number) => string;
}

/** A bet of the slip, as the jackpots it would feed are figured for it. */
export interface JackpotSlipBet {
  readonly type: PlaceBetType;
  readonly stake: { readonly value: number; readonly currency: string };
  readonly selections: readonly { readonly odds: number }[];
}

function isRunning(campaign: CampaignRow, now: number): boolean {
  return (
    campaign.status === 'active' &&
    Date.parse(toIsoUtc(campaign.startsAt)) <= now &&
    (campaign.endsAt === null || Date.parse(toIsoUtc(campaign.endsAt)) > now)
  );
}

/**
 * The odds a slip bet would be placed at, for the jackpots' min odds: a single's, a combo's combined (ODM2);
 * a system's or a custom bet's price is the server's, so the lowest selection's stands in for it (a jackpot
 * it is not shown for may still take it, never the other way round).
 */
function slipOdds(bet: JackpotSlipBet): number {
  const prices = bet.selections.map((selection) => selection.odds);
  if (bet.type === 'single') return prices[0] ?? 1;
  if (bet.type === 'combo') return combinedOdds(prices);
  return Math.min(...prices);
}

/**
 * The jackpot calls of spec §7.2: the running jackpots and their pools, one jackpot, hits (public, or the
 * player's own unseen ones for the notification flow), the jackpots a slip's bets would feed, and hits marked
 * seen. What bets feed them and the hits they pay happen in the placement (`jackpot-feed.ts`).
 */
export class JackpotService {
  readonly #context: JackpotContext;

  constructor(context: JackpotContext) {
    this.#context = context;
  }

  #present({ campaign, levels }: JackpotRow, locale: string, hitsCount: number): Jackpot | undefined {
    const rules = jackpotRules(campaign.rules);
    if (!rules) return undefined;
    const running = isRunning(campaign, this.#context.clock.now());
    const texts = campaignTexts(campaign, locale);
    const stateOf = (code: string) => levels.find((level) => level.code === code);
    const presentLevels = rules.levels.map((level) => ({
      code: level.code,
      name: levelName(level, locale),
      pool_amount: stateOf(level.code)?.amount ?? level.seed,
      active: running,
    }));
    return {
      id: campaign.id,
      name: texts.title,
      description: texts.description,
      terms: texts.terms,
      status: campaign.status as Jackpot['status'],
      currency: rules.currency,
      subunits: findCurrency(rules.currency)?.subunits ?? 100,
      amount: presentLevels.reduce((sum, level) => sum + level.pool_amount, 0),
      pool_amount: levels.reduce((sum, level) => sum + level.contributed, 0),
      hits_amount: levels.reduce((sum, level) => sum + level.paid, 0),
      hits_count: hitsCount,
      min_stake: rules.min_stake,
      min_odds: rules.min_odds,
      contribution_percent: rules.contribution_bp / 100,
      levels: presentLevels,
      images: campaign.images,
      starts_at: toIsoUtc(campaign.startsAt),
      ends_at: toIsoUtcOrNull(campaign.endsAt),
    };
  }

  async #hitCounts(ids: readonly number[]): Promise<Map<number, number>> {
    return countHits(this.#context.db, ids);
  }

  /** GET /jackpots: the running jackpots, newest first. */
  async list(locale: string): Promise<Jackpot[]> {
    const now = this.#context.clock.now();
    const rows = (await loadJackpots(this.#context.db, { statuses: ['active'] })).filter((row) =>
      isRunning(row.campaign, now),
    );
    const counts = await this.#hitCounts(rows.map((row) => row.campaign.id));
    return rows.flatMap((row) => this.#present(row, locale, counts.get(row.campaign.id) ?? 0) ?? []);
  }

  /** GET /jackpots/{id}: one jackpot whatever its status; 404 when none (or its rules no longer read). */
  async get(id: number, locale: string): Promise<Jackpot> {
    const [row] = await loadJackpots(this.#context.db, { id });
    const counts = await this.#hitCounts([id]);
    const jackpot = row ? this.#present(row, locale, counts.get(id) ?? 0) : undefined;
    if (!jackpot) throw ApiError.notFound('jackpot', id);
    return jackpot;
  }

  /**
   * GET /jackpot-hits: newest first. `for_user` (the caller's own) and `unseen` (their own not yet shown)
   * need a signed-in caller.
   */
  async hits(
    playerId: number | null,
    query: {
      jackpot_id?: number;
      limit: number;
      status?: 'approved' | 'paid';
      for_user?: boolean;
      unseen?: boolean;
    },
    locale: string,
  ): Promise<JackpotHit[]> {
    const own = query.for_user === true || query.unseen === true;
    if (own && playerId === null) throw ApiError.unauthorized('sign in to see your jackpot hits');
    const filter: HitFilter = {
      limit: query.limit,
      ...(query.jackpot_id !== undefined ? { campaignId: query.jackpot_id } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
      ...(own && playerId !== null ? { playerId } : {}),
      ...(query.unseen ? { unseen: true } : {}),
    };
    const rows = await listHits(this.#context.db, filter);
    return rows.map(({ hit, campaign }) => {
      const level = jackpotRules(campaign.rules)?.levels.find((l) => l.code === hit.levelCode);
      return {
        id: hit.id,
        jackpot_id: hit.campaignId,
        amount: hit.amount,
        currency: hit.currency,
        subunits: findCurrency(hit.currency)?.subunits ?? 100,
        amount_euro: hit.amountEuro,
        created_at: toIsoUtc(hit.createdAt),
        level_code: hit.levelCode,
        level_name: level ? levelName(level, locale) : hit.levelCode,
        name: campaignTexts(campaign, locale).title,
        status: hit.status as JackpotHit['status'],
        user_hash: this.#context.playerHash(hit.playerId),
        seen: hit.playerId === playerId ? hit.seen : true,
      };
    });
  }

  /** POST /jackpots: for each bet of a slip, the running jackpots it would take part in (core JKP1). */
  async forSlip(bets: readonly JackpotSlipBet[]): Promise<{ index: number; jackpots: { id: number }[] }[]> {
    const now = this.#context.clock.now();
    const running = (await loadJackpots(this.#context.db, { statuses: ['active'] })).filter((row) =>
      isRunning(row.campaign, now),
    );
    return bets.map((bet, index) => ({
      index,
      jackpots: running.flatMap(({ campaign }) => {
        const rules = jackpotRules(campaign.rules);
        const taking =
          rules &&
          takesPart(asJackpot(rules), {
            currency: bet.stake.currency,
            cashStake: bet.stake.value,
            odds: slipOdds(bet),
          });
        return taking ? [{ id: campaign.id }] : [];
      }),
    }));
  }

  /** The operator's view of hits (GET /operator/v1/jackpot-hits): newest first, of a status when asked. */
  async operatorHits(query: { status?: 'approved' | 'paid'; limit: number }): Promise<OperatorJackpotHit[]> {
    const rows = await listHits(this.#context.db, {
      limit: query.limit,
      ...(query.status !== undefined ? { status: query.status } : {}),
    });
    return rows.map(({ hit }) => operatorHit(hit));
  }

  /**
   * Pays an approved hit (POST /operator/v1/jackpot-hits/{id}/pay) in one transaction, then tells its player the
   * balance. 404 for no such hit, 409 when it is paid already (a second call pays nothing).
   */
  async payApproved(id: number): Promise<OperatorJackpotHit> {
    const { db, clock, publisher, contentLocales, log } = this.#context;
    const at = new Date(clock.now()).toISOString();
    const paid = await inTransaction(db, (tx) => payApprovedHit(tx, id, at));
    if (!paid) {
      const known = await findHit(db, id);
      if (!known) throw ApiError.notFound('jackpot hit', id);
      throw new ApiError(409, 'jackpot_hit_paid', `jackpot hit ${id} is paid already`);
    }
    const { hit, balance } = paid;
    for (const locale of channelLocales(contentLocales)) {
      const channel = userChannel(locale, hit.playerId);
      if (!publisher.hasSubscribers(channel)) continue;
      await publisher
        .publish(channel, {
          event: 'balance_changed',
          payload: { currency: hit.currency, balance, subunits: findCurrency(hit.currency)?.subunits ?? 100 },
        })
        .catch((error: unknown) =>
          log.error({ err: error, channel }, 'balance_changed could not be published'),
        );
    }
    return operatorHit(hit);
  }

  /** Marks the player's own hits as shown (POST /bonuses/mark-as-seen with type `jackpot`). */
  async markSeen(playerId: number, ids: readonly number[]): Promise<void> {
    await markHitsSeen(this.#context.db, playerId, ids);
  }
}
