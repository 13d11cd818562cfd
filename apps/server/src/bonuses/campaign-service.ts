import type { Bonus } from '@sportsbook/contract/entities/bonus';
import type { Campaign, CreateCampaign } from '@sportsbook/contract/operator/campaign-calls';
import type { z } from 'zod';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import { ApiError } from '../http/api-error';
import type { BonusContext } from './bonus-context';
import { presentBonus } from './bonus-presenter';
import {
  type CampaignWithCounts,
  findCampaignByPromoCode,
  insertCampaign,
  issueFreebets,
  listCampaignsWithCounts,
  loadBonusHolder,
  updateCampaign,
} from './bonus-repository';
import type { BonusService } from './bonus-service';
import {
  AmbRulesSchema,
  ComboboostRulesSchema,
  FreebetRulesSchema,
  freebetExpiry,
  HuntingRulesSchema,
  JackpotRulesSchema,
  jackpotRules,
  LootboxRulesSchema,
  restrictionOf,
  TournamentRulesSchema,
} from './campaign-rules';
import { firstLevels, secureRandom } from './jackpot-feed';
import { startJackpotLevels } from './jackpot-repository';

function present({ campaign, issued, spent }: CampaignWithCounts): Campaign {
  return {
    id: campaign.id,
    kind: campaign.kind as Campaign['kind'],
    freebet_type: campaign.freebetType as Campaign['freebet_type'],
    status: campaign.status as Campaign['status'],
    promo_code: campaign.promoCode,
    texts: campaign.texts,
    rules: campaign.rules,
    images: campaign.images,
    starts_at: toIsoUtc(campaign.startsAt),
    ends_at: toIsoUtcOrNull(campaign.endsAt),
    issued,
    spent,
    created_at: toIsoUtc(campaign.createdAt),
  };
}

function invalid(message: string, issues: readonly z.core.$ZodIssue[] = []): ApiError {
  return new ApiError(
    422,
    'campaign_invalid',
    message,
    issues.map((issue) => ({ path: ['body', 'rules', ...issue.path].join('.'), message: issue.message })),
  );
}

/**
 * The operator API's campaigns (docs/operators.md): created with rules checked for their kind and stored in
 * their canonical form (defaults filled in), paused, resumed, ended, and freebets issued to players, who are
 * told with `bonus_issued`.
 */
export class CampaignService {
  readonly #context: BonusContext;
  readonly #bonuses: BonusService;

  constructor(context: BonusContext, bonuses: BonusService) {
    this.#context = context;
    this.#bonuses = bonuses;
  }

  async list(): Promise<Campaign[]> {
    return (await listCampaignsWithCounts(this.#context.db)).map(present);
  }

  async #one(id: number): Promise<CampaignWithCounts> {
    const [found] = await listCampaignsWithCounts(this.#context.db, id);
    if (!found) throw ApiError.notFound('campaign', id);
    return found;
  }

  async create(body: CreateCampaign): Promise<Campaign> {
    const { db, clock } = this.#context;
    const at = new Date(clock.now()).toISOString();
    let rules: Record<string, unknown>;
    if (body.kind === 'comboboost') {
      if (body.freebet_type !== undefined) throw invalid('a comboboost has no freebet_type');
      const parsed = ComboboostRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a comboboost’s', parsed.error.issues);
      rules = parsed.data;
    } else if (body.kind === 'hunting') {
      if (body.freebet_type !== undefined)
        throw invalid('a hunting has no freebet_type (its rules name reward_freebet_type)');
      if (body.promo_code !== undefined) throw invalid('a hunting has no promo code');
      const parsed = HuntingRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a hunting’s', parsed.error.issues);
      rules = parsed.data;
    } else if (body.kind === 'tournament') {
      if (body.freebet_type !== undefined)
        throw invalid('a tournament has no freebet_type (its rules name reward_freebet_type)');
      if (body.promo_code !== undefined) throw invalid('a tournament has no promo code');
      const parsed = TournamentRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a tournament’s', parsed.error.issues);
      rules = parsed.data;
    } else if (body.kind === 'amb') {
      if (body.freebet_type !== undefined)
        throw invalid('an amb has no freebet_type (its rules name reward_freebet_type)');
      if (body.promo_code !== undefined) throw invalid('an amb has no promo code');
      const parsed = AmbRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not an amb’s', parsed.error.issues);
      rules = parsed.data;
    } else if (body.kind === 'lootbox') {
      if (body.freebet_type !== undefined) throw invalid('a lootbox has no freebet_type');
      if (body.promo_code !== undefined) throw invalid('a lootbox has no promo code');
      const parsed = LootboxRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a lootbox’s', parsed.error.issues);
      rules = parsed.data;
    } else if (body.kind === 'jackpot') {
      if (body.freebet_type !== undefined) throw invalid('a jackpot has no freebet_type');
      if (body.promo_code !== undefined) throw invalid('a jackpot has no promo code');
      const parsed = JackpotRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a jackpot’s', parsed.error.issues);
      rules = parsed.data;
    } else {
      if (body.freebet_type === undefined) throw invalid('a freebet needs its freebet_type');
      const parsed = FreebetRulesSchema.safeParse(body.rules);
      if (!parsed.success) throw invalid('the rules are not a freebet’s', parsed.error.issues);
      rules = parsed.data;
    }
    const startsAt = body.starts_at ?? at;
    const endsAt = body.ends_at ?? null;
    if (endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
      throw invalid('ends_at is after starts_at');
    const promoCode = body.promo_code?.toUpperCase() ?? null;
    if (promoCode !== null && (await findCampaignByPromoCode(db, promoCode)))
      throw new ApiError(409, 'promo_code_taken', `promo code ${promoCode} belongs to another campaign`);
    const created = await insertCampaign(db, {
      kind: body.kind,
      freebetType: body.freebet_type ?? null,
      status: 'active',
      promoCode,
      texts: body.texts,
      rules,
      images: body.images ?? { desktop: null, mobile: null },
      startsAt,
      endsAt,
      createdAt: at,
      updatedAt: at,
    });
    // Only the promo code is unique: nothing inserted means a concurrent campaign took it first.
    if (!created)
      throw new ApiError(409, 'promo_code_taken', `promo code ${promoCode} belongs to another campaign`);
    const jackpot = body.kind === 'jackpot' ? jackpotRules(rules) : undefined;
    if (jackpot)
      await startJackpotLevels(
        db,
        created.id,
        firstLevels(jackpot, this.#context.random ?? secureRandom),
        at,
      );
    return present({ campaign: created, issued: 0, spent: 0 });
  }

  async update(
    id: number,
    change: { status?: Campaign['status']; ends_at?: string | null },
  ): Promise<Campaign> {
    await this.#one(id);
    const at = new Date(this.#context.clock.now()).toISOString();
    const updated = await updateCampaign(this.#context.db, id, {
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.ends_at !== undefined ? { endsAt: change.ends_at } : {}),
      at,
    });
    if (!updated) throw new ApiError(409, 'campaign_ended', `campaign ${id} has ended and cannot change`);
    if (updated.kind === 'tournament') {
      // Ended now: the prizes are paid at once; paused or resumed: the pool's level states change.
      if (change.status === 'ended') await this.#bonuses.tournaments.settleEnded();
      else await this.#bonuses.tournaments.publishPools([updated]);
    }
    return present(await this.#one(id));
  }

  /** Issues a freebet campaign's bonus to a player (its amount in their currency unless one is given). */
  async issue(id: number, playerId: number, amount: number | undefined): Promise<Bonus> {
    const { db, clock } = this.#context;
    const now = clock.now();
    const { campaign } = await this.#one(id);
    if (campaign.kind !== 'freebet' || !campaign.freebetType)
      throw new ApiError(
        409,
        'campaign_not_issuable',
        `campaign ${id} is a ${campaign.kind}: it is open to every player`,
      );
    if (campaign.status !== 'active')
      throw new ApiError(409, 'campaign_not_active', `campaign ${id} is ${campaign.status}`);
    const rules = FreebetRulesSchema.safeParse(campaign.rules);
    if (!rules.success) throw invalid(`campaign ${id}'s stored rules do not read`, rules.error.issues);
    const holder = await loadBonusHolder(db, playerId);
    if (!holder) throw ApiError.notFound('player', playerId);
    const restriction = restrictionOf(rules.data, holder);
    if (restriction)
      throw new ApiError(
        409,
        `bonus_${restriction === 'country' ? 'country_restricted' : 'verified_only'}`,
        `player ${playerId} may not have this bonus (${restriction})`,
      );
    const value = amount ?? rules.data.amounts[holder.currency];
    if (value === undefined)
      throw new ApiError(
        422,
        'bonus_currency_unavailable',
        `campaign ${id} names no amount in ${holder.currency}`,
      );
    const ends = campaign.endsAt === null ? null : Date.parse(toIsoUtc(campaign.endsAt));
    const [issued] = await issueFreebets(db, [
      {
        campaignId: campaign.id,
        playerId,
        freebetType: campaign.freebetType as 'only_win' | 'all_win' | 'no_risk',
        amount: value,
        currency: holder.currency,
        source: 'operator',
        betId: null,
        at: new Date(now).toISOString(),
        expiresAt: freebetExpiry(rules.data, now, ends),
      },
    ]);
    if (!issued) throw new Error('an operator freebet was not issued');
    const row = { bonus: issued, campaign };
    await this.#bonuses.announce(playerId, [row]);
    return presentBonus(row, 'en', now);
  }
}
