import type { Bonus } from '@sportsbook/contract/entities/bonus';
import type { Page } from '@sportsbook/contract/http/pagination';
import type { BonusListKind, ListBonusesFilter } from '@sportsbook/contract/sportsbook/bonus-calls';
import { toIsoUtc } from '../db/time';
import { ApiError } from '../http/api-error';
import { DEFAULT_CURRENCY_CODE } from '../platform/currencies';
import { announceBonusesIssued } from './bonus-announcements';
import type { BonusContext } from './bonus-context';
import {
  campaignOffer,
  isFreebetRow,
  isHuntingRow,
  isLootboxRow,
  isProgressRow,
  isTournamentRow,
  kindOf,
  presentBonus,
  presentTerms,
  statusOf,
  validityOf,
} from './bonus-presenter';
import {
  activateHunting,
  enrolInRunningCampaigns,
  type FreebetIssue,
  findCampaignByPromoCode,
  findPlayerBonuses,
  issueFreebets,
  listPlayerBonuses,
  loadBonusHolder,
  markBonusesSeen,
  type PlayerBonusRow,
  runningCampaigns,
} from './bonus-repository';
import { freebetExpiry, freebetRules, progressRules, restrictionOf } from './campaign-rules';
import { LootboxService } from './lootbox-service';
import { TournamentService } from './tournament-service';

/** The list kinds of the per-kind calls, as the campaigns' kinds. */
const CAMPAIGN_KIND_OF: Readonly<Record<BonusListKind, string>> = {
  comboboosts: 'comboboost',
  freebets: 'freebet',
  huntings: 'hunting',
  lootboxes: 'lootbox',
  tournaments: 'tournament',
};

/** The per-kind list a player's bonus is in: a hunting's reward is a freebet. */
function listKindOf(row: PlayerBonusRow): BonusListKind | undefined {
  if (isFreebetRow(row)) return 'freebets';
  if (isHuntingRow(row)) return 'huntings';
  if (isTournamentRow(row)) return 'tournaments';
  if (isLootboxRow(row)) return 'lootboxes';
  return row.campaign.kind === 'comboboost' ? 'comboboosts' : undefined;
}

/** A list filter on `active`: what the player holds now (not spent, expired or deactivated). */
const isActive = (row: PlayerBonusRow, now: number) => {
  const status = statusOf(row, now);
  return status === 'available' || status === 'active' || status === 'not_available';
};

function bonusRefusal(status: number, code: string, message: string): ApiError {
  return new ApiError(status, code, message, undefined, `error.bonuses.${code}`);
}

/**
 * The player's bonuses (spec §7.2 /bonuses calls): lists, one bonus and its terms, marking seen, and
 * redeeming a promo code, which issues the campaign's freebet and tells the player on their private channel
 * (`bonus_issued`, spec §7.3). A player is enrolled in the running comboboosts when they list their bonuses.
 */
export class BonusService {
  readonly #context: BonusContext;
  readonly tournaments: TournamentService;
  readonly lootboxes: LootboxService;

  constructor(context: BonusContext) {
    this.#context = context;
    this.tournaments = new TournamentService(context);
    this.lootboxes = new LootboxService(context);
  }

  /** The bonuses on the wire, with the standings of the tournaments and the states of the lootboxes among them. */
  async #present(rows: readonly PlayerBonusRow[], locale: string, now: number): Promise<Bonus[]> {
    const [standings, lootboxes] = await Promise.all([
      this.tournaments.standingsOf(rows),
      this.lootboxes.statesOf(rows),
    ]);
    return rows.map((row) => presentBonus(row, locale, now, 0, standings, lootboxes));
  }

  #now(): number {
    return this.#context.clock.now();
  }

  /** The player's bonuses, after enrolling them in the running comboboosts. */
  async #rows(playerId: number): Promise<PlayerBonusRow[]> {
    const { db } = this.#context;
    await enrolInRunningCampaigns(db, playerId, new Date(this.#now()).toISOString());
    return listPlayerBonuses(db, playerId);
  }

  async list(playerId: number, query: ListBonusesFilter, locale: string) {
    const now = this.#now();
    const kinds: readonly string[] | undefined = query.type;
    let rows = (await this.#rows(playerId)).filter((row) => {
      const listedAs = isFreebetRow(row) ? 'freebet' : row.campaign.kind;
      if (kinds && !kinds.includes(kindOf(row)) && !kinds.includes(listedAs)) return false;
      if (query.status === 'active' && !isActive(row, now)) return false;
      if (query.available && statusOf(row, now) !== 'available') return false;
      if (query.unseen && row.bonus.seen) return false;
      return true;
    });
    const perType = query.limit_per_type;
    if (perType !== undefined) {
      const counts = new Map<string, number>();
      rows = rows.filter((row) => {
        const kind = kindOf(row);
        const count = (counts.get(kind) ?? 0) + 1;
        counts.set(kind, count);
        return count <= perType;
      });
    }
    return { data: await this.#present(rows, locale, now) };
  }

  /** One kind's bonuses a page at a time (comboboosts open to the player, freebets issued to them). */
  async page(
    playerId: number | null,
    kind: BonusListKind,
    query: { status?: 'active'; page: number; limit: number },
    locale: string,
  ): Promise<Page<Bonus>> {
    const now = this.#now();
    const rows = (playerId === null ? await this.#offers(kind) : await this.#rows(playerId)).filter(
      (row) =>
        listKindOf(row) === kind &&
        (query.status !== 'active' || isActive(row, now)) &&
        validityOf(row, now) !== 'Upcoming',
    );
    const total = rows.length;
    const start = (query.page - 1) * query.limit;
    return {
      data: await this.#present(rows.slice(start, start + query.limit), locale, now),
      pagination: {
        total,
        page: query.page,
        limit: query.limit,
        last_page: Math.max(1, Math.ceil(total / query.limit)),
      },
    };
  }

  /** What a visitor is offered: the running campaigns of a kind. */
  async #offers(kind: BonusListKind, id?: number): Promise<PlayerBonusRow[]> {
    const at = new Date(this.#now()).toISOString();
    const campaigns = await runningCampaigns(this.#context.db, at, CAMPAIGN_KIND_OF[kind], id);
    return campaigns.map((campaign) => campaignOffer(campaign, DEFAULT_CURRENCY_CODE));
  }

  async #one(playerId: number | null, kind: BonusListKind, id: number): Promise<PlayerBonusRow> {
    if (playerId === null) {
      const [offer] = await this.#offers(kind, id);
      if (!offer) throw ApiError.notFound('bonus', id);
      return offer;
    }
    const row = (await findPlayerBonuses(this.#context.db, playerId, [id])).get(id);
    if (!row || listKindOf(row) !== kind) throw ApiError.notFound('bonus', id);
    return row;
  }

  async get(playerId: number | null, kind: BonusListKind, id: number, locale: string): Promise<Bonus> {
    const [bonus] = await this.#present([await this.#one(playerId, kind, id)], locale, this.#now());
    if (!bonus) throw ApiError.notFound('bonus', id);
    return bonus;
  }

  async terms(playerId: number | null, kind: BonusListKind, id: number, locale: string) {
    return presentTerms(await this.#one(playerId, kind, id), locale);
  }

  /**
   * Activates one of the player's huntings, tournaments or lootboxes (spec §7.2 POST /bonuses/{id}/activate): 404 when it
   * is not theirs or of another kind, 403 when its restrictions leave the player out, 409 when it is over or not
   * running. Activating an active one answers it as it is.
   */
  async activate(playerId: number, id: number, locale: string): Promise<Bonus> {
    const { db } = this.#context;
    const now = this.#now();
    const [row] = (await this.#rows(playerId)).filter((candidate) => candidate.bonus.id === id);
    if (!row || !isProgressRow(row)) throw ApiError.notFound('hunting', id);
    const kind = row.campaign.kind;
    const status = statusOf(row, now);
    const present = async (current: PlayerBonusRow) => {
      const [bonus] = await this.#present([current], locale, now);
      if (!bonus) throw ApiError.notFound(kind, id);
      return bonus;
    };
    if (status === 'active') return present(row);
    if (status !== 'available')
      throw bonusRefusal(409, 'bonus_not_activatable', `${kind} ${id} cannot be activated: it is ${status}`);
    const rules = progressRules(row.campaign);
    const holder = await loadBonusHolder(db, playerId);
    if (!holder) throw ApiError.unauthorized('the player of this token no longer exists');
    const restriction = rules ? restrictionOf(rules, holder) : null;
    if (restriction === 'country')
      throw bonusRefusal(403, 'bonus_country_restricted', `${kind} ${id} is not offered in your country`);
    if (restriction === 'not_verified')
      throw bonusRefusal(403, 'bonus_verified_only', `${kind} ${id} is for verified players only`);
    const activated = await activateHunting(db, { id, playerId, at: new Date(now).toISOString() });
    // A concurrent activation came first: the bonus as it is now.
    const bonus = activated ?? (await findPlayerBonuses(db, playerId, [id])).get(id)?.bonus;
    if (!bonus) throw ApiError.notFound(kind, id);
    return present({ bonus, campaign: row.campaign });
  }

  /** Marks the named bonuses of the player as seen (others' ids and seen ones change nothing). */
  async markSeen(playerId: number, ids: readonly number[]): Promise<void> {
    await markBonusesSeen(this.#context.db, playerId, ids, new Date(this.#now()).toISOString());
  }

  /**
   * Redeems a promo code: the campaign's freebet in the player's currency, once per player. Refused with 404
   * for an unknown code, 409 when the campaign is not running or the player redeemed it before, 403 when the
   * player may not have it (country, verified only, no amount in their currency).
   */
  async redeem(playerId: number, code: string, locale: string): Promise<Bonus> {
    const { db } = this.#context;
    const now = this.#now();
    const at = new Date(now).toISOString();
    const [holder, campaign] = await Promise.all([
      loadBonusHolder(db, playerId),
      findCampaignByPromoCode(db, code),
    ]);
    if (!holder) throw ApiError.unauthorized('the player of this token no longer exists');
    const rules = campaign?.kind === 'freebet' ? freebetRules(campaign.rules) : undefined;
    if (!campaign || !rules) throw bonusRefusal(404, 'promo_code_unknown', `there is no promo code ${code}`);
    const starts = Date.parse(toIsoUtc(campaign.startsAt));
    const ends = campaign.endsAt === null ? null : Date.parse(toIsoUtc(campaign.endsAt));
    if (campaign.status !== 'active' || now < starts || (ends !== null && now >= ends))
      throw bonusRefusal(409, 'promo_code_expired', `promo code ${code} cannot be redeemed now`);
    const restriction = restrictionOf(rules, holder);
    if (restriction === 'country')
      throw bonusRefusal(
        403,
        'bonus_country_restricted',
        `promo code ${code} is not offered in your country`,
      );
    if (restriction === 'not_verified')
      throw bonusRefusal(403, 'bonus_verified_only', `promo code ${code} is for verified players only`);
    const amount = rules.amounts[holder.currency];
    if (amount === undefined)
      throw bonusRefusal(
        403,
        'bonus_currency_unavailable',
        `promo code ${code} offers nothing in ${holder.currency}`,
      );
    const expiresAt = freebetExpiry(rules, now, ends);
    const [issued] = await issueFreebets(db, [
      {
        campaignId: campaign.id,
        playerId,
        freebetType: campaign.freebetType as FreebetIssue['freebetType'],
        amount,
        currency: holder.currency,
        source: 'promo_code',
        betId: null,
        at,
        expiresAt,
      },
    ]);
    if (!issued) throw bonusRefusal(409, 'promo_code_used', `you have already redeemed promo code ${code}`);
    const row: PlayerBonusRow = { bonus: issued, campaign };
    await this.announce(playerId, [row]);
    return presentBonus(row, locale, now);
  }

  /** `bonus_issued` on the player's private channel (after the commit). */
  async announce(playerId: number, rows: readonly PlayerBonusRow[]): Promise<void> {
    await announceBonusesIssued(this.#context, playerId, rows);
  }
}
