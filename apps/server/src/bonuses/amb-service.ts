import type { Amb, Bonus } from '@sportsbook/contract/entities/bonus';
import { ambConditionStates, ambFreebetsDue, conditionOrdinals } from '@sportsbook/core/bonuses/amb';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import { ApiError } from '../http/api-error';
import { findCurrency } from '../platform/currencies';
import { type AmbStanding, ambStandings } from './amb-repository';
import { announceBonusesIssued } from './bonus-announcements';
import type { BonusContext } from './bonus-context';
import { campaignTexts, presentBonus } from './bonus-presenter';
import {
  type CampaignRow,
  type FreebetIssue,
  issueFreebets,
  loadBonusHolder,
  runningCampaigns,
} from './bonus-repository';
import {
  type AmbRules,
  ambConditions,
  ambFreebetRules,
  ambRules,
  freebetExpiry,
  restrictionOf,
} from './campaign-rules';

const NOTHING_YET: AmbStanding = { betsCounted: 0, issued: new Set(), issuedAmount: 0 };

function ambRefusal(status: number, code: string, message: string): ApiError {
  return new ApiError(status, code, message, undefined, `error.bonuses.${code}`);
}

/** An amb programme on the wire with the player's standing in it (core BON38). */
function presentAmb(campaign: CampaignRow, rules: AmbRules, standing: AmbStanding, locale: string): Amb {
  const conditions = ambConditions(rules);
  const states = ambConditionStates(conditions, standing.betsCounted, standing.issued);
  const texts = campaignTexts(campaign, locale);
  return {
    id: campaign.id,
    title: texts.title,
    description: texts.description,
    terms: texts.terms,
    currency: rules.currency,
    subunits: findCurrency(rules.currency)?.subunits ?? 100,
    min_odds: rules.min_odds,
    min_stake: rules.min_stake,
    ends_at: toIsoUtcOrNull(campaign.endsAt),
    bets_count: standing.betsCounted,
    freebets_count: standing.issued.size,
    issued_amount: standing.issuedAmount,
    conditions: rules.conditions.map((condition, index) => ({
      number_of_bets: condition.number_of_bets,
      freebets_count: condition.freebets_count,
      amount: condition.amount,
      issued_amount:
        conditionOrdinals(conditions, index).filter((ordinal) => standing.issued.has(ordinal)).length *
        condition.amount,
      state: states[index] ?? 'next',
    })),
  };
}

/**
 * Accumulated bonus progress (spec §7.2 GET and POST /bonuses/freebets/amb, ADR 0032): the running programmes
 * with the player's bets counted (the placement counts them, `amb-feed.ts`), and collecting the free bets of the
 * conditions reached, each once however many collects race (the reward index).
 */
export class AmbService {
  readonly #context: BonusContext;

  constructor(context: BonusContext) {
    this.#context = context;
  }

  async #running(): Promise<{ campaign: CampaignRow; rules: AmbRules }[]> {
    const at = new Date(this.#context.clock.now()).toISOString();
    return (await runningCampaigns(this.#context.db, at, 'amb')).flatMap((campaign) => {
      const rules = ambRules(campaign.rules);
      return rules ? [{ campaign, rules }] : [];
    });
  }

  async list(playerId: number | null, locale: string): Promise<Amb[]> {
    const running = await this.#running();
    const standings =
      playerId === null
        ? new Map<number, AmbStanding>()
        : await ambStandings(
            this.#context.db,
            playerId,
            running.map(({ campaign }) => campaign.id),
          );
    return running.map(({ campaign, rules }) =>
      presentAmb(campaign, rules, standings.get(campaign.id) ?? NOTHING_YET, locale),
    );
  }

  /**
   * Issues the free bets due (core BON39) of every running programme the player may have, or of `id` only (404
   * when it is not running, 403 when its restrictions leave the player out). Announced with bonus_issued.
   */
  async collect(
    playerId: number,
    id: number | undefined,
    locale: string,
  ): Promise<{ data: Amb[]; issued: Bonus[] }> {
    const { db, clock } = this.#context;
    const now = clock.now();
    const at = new Date(now).toISOString();
    const running = (await this.#running()).filter(({ campaign }) => id === undefined || campaign.id === id);
    if (id !== undefined && running.length === 0) throw ApiError.notFound('amb', id);
    const holder = await loadBonusHolder(db, playerId);
    if (!holder) throw ApiError.unauthorized('the player of this token no longer exists');
    const standings = await ambStandings(
      db,
      playerId,
      running.map(({ campaign }) => campaign.id),
    );
    const issued: Bonus[] = [];
    for (const { campaign, rules } of running) {
      const standing = standings.get(campaign.id) ?? NOTHING_YET;
      const due = ambFreebetsDue(ambConditions(rules), standing.betsCounted, standing.issued);
      if (due.length === 0) continue;
      const restriction = restrictionOf(rules, holder);
      // Collecting them all leaves out what the player may not have; naming that one programme is refused.
      if (restriction !== null && id === undefined) continue;
      if (restriction === 'country')
        throw ambRefusal(
          403,
          'bonus_country_restricted',
          `amb ${campaign.id} is not offered in your country`,
        );
      if (restriction === 'not_verified')
        throw ambRefusal(403, 'bonus_verified_only', `amb ${campaign.id} is for verified players only`);
      // They outlive the programme by their own days; without days they last as long as it runs.
      const ends = campaign.endsAt === null ? null : Date.parse(toIsoUtc(campaign.endsAt));
      const expiresAt = freebetExpiry(
        ambFreebetRules(rules),
        now,
        rules.reward_valid_days === null ? ends : null,
      );
      const issues: FreebetIssue[] = due.map((freebet) => ({
        campaignId: campaign.id,
        playerId,
        freebetType: rules.reward_freebet_type,
        amount: freebet.amount,
        currency: rules.currency,
        source: 'reward',
        betId: null,
        rewardStep: freebet.ordinal,
        at,
        expiresAt,
      }));
      // A collect racing this one issued some first: the reward index lets each through once.
      const rows = await issueFreebets(db, issues);
      if (rows.length === 0) continue;
      const issuedRows = rows.map((bonus) => ({ bonus, campaign }));
      await announceBonusesIssued(this.#context, playerId, issuedRows);
      issued.push(...issuedRows.map((row) => presentBonus(row, locale, now)));
    }
    return { data: await this.list(playerId, locale), issued };
  }
}
