import type { CompPoints, StatusGroup } from '@sportsbook/contract/entities/loyalty';
import type { Account, Player } from '@sportsbook/contract/entities/player';
import type { ErrorDetail } from '@sportsbook/contract/http/errors';
import type { UpdatePlayerFieldsRequest } from '@sportsbook/contract/platform/account-calls';
import { utcDate } from '@sportsbook/core/accounts/sign-up-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { accountLedger, accounts, players } from '../db/schema';
import { findCurrency } from '../platform/currencies';
import { findPlayer, type PlayerRow } from '../platform/player-repository';
import { toAccount, toPlayer } from '../platform/player-view';
import { isCountryCode } from '../settings/countries';
import { dateOfBirthProblem, fieldProblem, invalidFields, platformError } from './field-problems';
import { playerLanguage } from './player-language';
import { type StatusGroupDefinition, statusGroupsOf } from './status-groups';

/** Major units staked per comp point: 1 point per 10 units of any currency. */
export const UNITS_PER_COMP_POINT = 10;

/** The comp points programme: points can be exchanged from `min` up to `max`. */
export const COMP_POINTS_PROGRAMME = { min: 100, max: 100_000 } as const;

/**
 * The signed-in player's own data (spec §4, §7.1): account currency change, language, comp points and
 * status groups.
 */
export class PlayerDataService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly contentLocales: readonly string[],
    private readonly groups: readonly StatusGroupDefinition[],
  ) {}

  async #player(playerId: number): Promise<PlayerRow> {
    const player = await findPlayer(this.db, playerId);
    if (!player) throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
    return player;
  }

  /**
   * Makes the account in `currency` the profile currency (spec §4: a change to a currency the player has
   * no account in is ignored, so it is refused here, 422 no_account_in_currency, and nothing changes; no
   * account is opened). A currency not offered answers 422 currency_not_offered; an inactive account counts
   * as none (only active accounts are served). Asking for the current currency changes nothing.
   */
  async switchAccount(playerId: number, currency: string): Promise<{ player: Player; account: Account }> {
    if (!findCurrency(currency))
      throw platformError(422, 'currency_not_offered', `${currency} is not a currency offered here`);
    const now = new Date(this.clock.now()).toISOString();
    const result = await this.db.transaction(async (tx) => {
      const held = await tx
        .select()
        .from(accounts)
        .where(
          and(eq(accounts.playerId, playerId), eq(accounts.currency, currency), eq(accounts.active, true)),
        )
        .limit(1);
      const account = held[0];
      if (!account)
        throw platformError(422, 'no_account_in_currency', `you have no ${currency} account to switch to`);
      const updated = await tx
        .update(players)
        .set({ currency, updatedAt: now })
        .where(eq(players.id, playerId))
        .returning();
      return { account, player: updated[0] };
    });
    if (!result.player)
      throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
    return { player: toPlayer(result.player), account: toAccount(result.account) };
  }

  /**
   * Completes missing sign-up fields (spec §4 missed auth fields): 400 with details for a bad country or
   * date of birth (18 or older), 422 field_already_set for a field the player already has.
   */
  async updateFields(playerId: number, body: UpdatePlayerFieldsRequest): Promise<Player> {
    const player = await this.#player(playerId);
    const current: Record<keyof UpdatePlayerFieldsRequest, unknown> = {
      first_name: player.firstName,
      last_name: player.lastName,
      nickname: player.nickname,
      country: player.country,
      date_of_birth: player.dateOfBirth,
    };
    const given = (Object.keys(body) as (keyof UpdatePlayerFieldsRequest)[]).filter(
      (key) => body[key] !== undefined,
    );
    const alreadySet = given.filter((key) => current[key] !== null && current[key] !== '');
    if (alreadySet.length > 0)
      throw platformError(
        422,
        'field_already_set',
        `already given, ask support to change: ${alreadySet.join(', ')}`,
      );
    const problems: ErrorDetail[] = [];
    if (body.country !== undefined && !isCountryCode(body.country))
      problems.push(fieldProblem('body.country', 'country_invalid', `${body.country} is not a country code`));
    if (body.date_of_birth !== undefined) {
      const birthProblem = dateOfBirthProblem(
        body.date_of_birth,
        utcDate(this.clock.now()),
        'you must be 18 or older',
      );
      if (birthProblem) problems.push(birthProblem);
    }
    if (problems.length > 0) throw invalidFields(problems);
    if (given.length === 0) return toPlayer(player);
    const rows = await this.db
      .update(players)
      .set({
        ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
        ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.date_of_birth !== undefined ? { dateOfBirth: body.date_of_birth } : {}),
        updatedAt: new Date(this.clock.now()).toISOString(),
      })
      .where(eq(players.id, playerId))
      .returning();
    return toPlayer(rows[0] ?? player);
  }

  /** Sets the player's language; 422 locale_not_supported for one the product is not served in. */
  async updateLocale(playerId: number, locale: string): Promise<{ language: string }> {
    const language = playerLanguage(locale, this.contentLocales);
    if (!language) throw platformError(422, 'locale_not_supported', `the product is not served in ${locale}`);
    await this.db
      .update(players)
      .set({ language, updatedAt: new Date(this.clock.now()).toISOString() })
      .where(eq(players.id, playerId));
    return { language };
  }

  /**
   * Comp points: per account, stakes less refunded stakes (ledger `bet_stake`, `bet_refund`) in major units,
   * one point per {@link UNITS_PER_COMP_POINT}; summed over the player's accounts.
   */
  async compPoints(playerId: number): Promise<CompPoints> {
    const rows = await this.db
      .select({
        currency: accounts.currency,
        staked: sql<string>`coalesce(-sum(${accountLedger.amount}), 0)`,
      })
      .from(accountLedger)
      .innerJoin(accounts, eq(accounts.id, accountLedger.accountId))
      .where(and(eq(accounts.playerId, playerId), inArray(accountLedger.kind, ['bet_stake', 'bet_refund'])))
      .groupBy(accounts.currency);
    let points = 0;
    for (const row of rows) {
      const subunits = findCurrency(row.currency)?.subunits ?? 100;
      const staked = Math.max(0, Number(row.staked));
      points += Math.floor(staked / (subunits * UNITS_PER_COMP_POINT));
    }
    return { points, programme: { ...COMP_POINTS_PROGRAMME } };
  }

  /** Every status group, marking the player's (their loyalty level and assigned groups). */
  async statusGroups(playerId: number): Promise<StatusGroup[]> {
    const player = await this.#player(playerId);
    const { points } = await this.compPoints(playerId);
    return statusGroupsOf(this.groups, points, player.statuses);
  }
}
