import { and, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompetitorRecord } from '../catalog/catalog-records';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import {
  accountLedger,
  accounts,
  betSelections,
  betStatusHistory,
  bets,
  competitors,
  markets,
  matches,
  placementRequests,
  playerSettings,
  players,
  providerStatuses,
  type SelectionNames,
  type StoredBetBonus,
  sports,
} from '../db/schema';

/*
 * Every SQL statement of the betting module. Functions that write inside a placement take the
 * transaction as `db` (a transaction is a Db); the service decides what runs in which transaction.
 * A placement runs a fixed handful of statements whatever the number of its bets: PGlite runs one
 * statement at a time on the event loop, so round trips are what a placement costs.
 */

/** A stored markets row, as the betting checks read it. */
export type MarketLineRow = typeof markets.$inferSelect;

/** A market line asked for by a bet: match, market type and specifier. */
export interface LineRef {
  readonly matchId: number;
  readonly marketId: number;
  readonly specifier: string;
}

/** The key of a market line within the whole catalogue. */
export function lineRefKey(ref: LineRef): string {
  return `${ref.matchId}|${ref.marketId}|${ref.specifier}`;
}

/** The lines named as a sql condition: one array parameter per column, whatever their number. */
function linesNamed(refs: readonly LineRef[]) {
  const matchIds = sql.param(refs.map((ref) => ref.matchId));
  const marketIds = sql.param(refs.map((ref) => ref.marketId));
  const specifiers = sql.param(refs.map((ref) => ref.specifier));
  return sql`(${markets.matchId}, ${markets.marketId}, ${markets.specifier}) in (
    select * from unnest(${matchIds}::int[], ${marketIds}::int[], ${specifiers}::text[]))`;
}

/** The market lines named, in one statement whatever their number; lines that do not exist are absent. */
export async function loadMarketLines(db: Db, refs: readonly LineRef[]): Promise<Map<string, MarketLineRow>> {
  if (refs.length === 0) return new Map();
  const rows = await db.select().from(markets).where(linesNamed(refs));
  return new Map(rows.map((row) => [lineRefKey(row), row]));
}

/** The fields of a match a bet is checked against and keeps. */
const offeredMatchColumns = {
  id: matches.id,
  urnId: matches.urnId,
  slug: matches.slug,
  type: matches.type,
  status: matches.status,
  startTime: matches.startTime,
  provider: matches.provider,
  sportId: matches.sportId,
  categoryId: matches.categoryId,
  tournamentId: matches.tournamentId,
  competitorIds: matches.competitorIds,
  title: matches.title,
  titles: matches.titles,
};

/** A match as a placement reads it. */
export type OfferedMatchRow = {
  readonly [K in keyof typeof offeredMatchColumns]: (typeof matches.$inferSelect)[K];
};

/** A line named by a bet, with its match, its provider's status and the match's competitors. */
export interface OfferedLineRow {
  readonly line: MarketLineRow;
  readonly match: OfferedMatchRow;
  /** `active`, `inactive`, or null when the provider has no status row. */
  readonly providerStatus: string | null;
  readonly home: CompetitorRecord | null;
  readonly away: CompetitorRecord | null;
  /** An outright's competitors (its winner market's outcomes); empty for a match. */
  readonly outrightCompetitors: readonly CompetitorRecord[];
}

const homeSide = alias(competitors, 'home_side');
const awaySide = alias(competitors, 'away_side');

const competitorOf = (side: typeof competitors | typeof homeSide | typeof awaySide) => ({
  id: side.id,
  name: side.name,
  names: side.names,
  abbreviation: side.abbreviation,
});

/**
 * Everything a placement checks and keeps about the lines it names, in ONE statement whatever their
 * number: each line with its match, its provider's status and the match's sides (for the names kept with
 * the bet); an outright's competitors in a second statement, only when one is named. Lines that do not
 * exist are absent.
 */
export async function loadOfferedLines(db: Db, refs: readonly LineRef[]): Promise<OfferedLineRow[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      line: markets,
      match: offeredMatchColumns,
      providerStatus: providerStatuses.status,
      home: competitorOf(homeSide),
      away: competitorOf(awaySide),
    })
    .from(markets)
    .innerJoin(matches, eq(matches.id, markets.matchId))
    .leftJoin(providerStatuses, eq(providerStatuses.provider, matches.provider))
    .leftJoin(homeSide, eq(homeSide.id, matches.homeId))
    .leftJoin(awaySide, eq(awaySide.id, matches.awayId))
    .where(linesNamed(refs));
  // An outright's competitors are its winner market's outcomes: read only when an outright is named.
  const outrightIds = [
    ...new Set(rows.filter((row) => row.match.type !== 'match').flatMap((row) => row.match.competitorIds)),
  ];
  const outrightCompetitors =
    outrightIds.length === 0
      ? []
      : await db
          .select(competitorOf(competitors))
          .from(competitors)
          .where(sql`${competitors.id} = any(${sql.param(outrightIds)}::int[])`);
  const byId = new Map(outrightCompetitors.map((competitor) => [competitor.id, competitor]));
  // A left-joined row that is absent comes back as null or as an object of nulls, depending on the driver.
  const side = (value: { id: number | null } | null) =>
    value && value.id !== null ? (value as CompetitorRecord) : null;
  return rows.map((row) => ({
    ...row,
    home: side(row.home),
    away: side(row.away),
    outrightCompetitors: row.match.competitorIds.flatMap((id) => {
      const competitor = byId.get(id);
      return competitor ? [competitor] : [];
    }),
  }));
}

/** Every served line (status other than 0) of a match. */
export async function loadServedLines(db: Db, matchId: number): Promise<MarketLineRow[]> {
  return db
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, matchId), sql`${markets.status} <> 0`));
}

/** What a custom bet is priced from: the match's row fields and simulator state, with its sport key. */
export async function loadPricingStates(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({
      id: matches.id,
      sportKey: sports.key,
      status: matches.status,
      totalScore: matches.totalScore,
      periodScores: matches.periodScores,
      currentServer: matches.currentServer,
      simState: matches.simState,
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(sql`${matches.id} = any(${sql.param([...matchIds])}::int[])`);
}

/** What a placement needs to know about the player: may they bet, how they accept odds, what they hold. */
export interface Bettor {
  readonly pve: boolean;
  /** Whether the player's phone number is verified (spec §5: some operators require it to bet). */
  readonly phoneVerified: boolean;
  /** The player's country (ISO alpha-2), for bonuses restricted to countries (spec §6). */
  readonly country: string | null;
  /** The odds acceptance mode they chose, if any (the caller checks it). */
  readonly oddsAcceptMode: string | null;
  /** Active accounts by currency: id and balance (minor units) as read before the placement. */
  readonly accounts: ReadonlyMap<string, { readonly id: number; readonly balance: number }>;
}

/** The player as a bettor, with their active accounts, in one statement; undefined for no such player. */
export async function loadBettor(db: Db, playerId: number): Promise<Bettor | undefined> {
  const rows = await db
    .select({
      pve: players.pve,
      phoneVerifiedAt: players.phoneVerifiedAt,
      country: players.country,
      oddsAcceptMode: playerSettings.oddsAcceptMode,
      accounts: sql<{ id: number; currency: string; balance: number | string }[] | null>`(
        select json_agg(json_build_object('id', a.id, 'currency', a.currency, 'balance', a.balance)
          order by a.id)
        from ${accounts} a where a.player_id = ${players.id} and a.active
      )`,
    })
    .from(players)
    .leftJoin(playerSettings, eq(playerSettings.playerId, players.id))
    .where(eq(players.id, playerId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    pve: row.pve,
    phoneVerified: row.phoneVerifiedAt !== null,
    country: row.country,
    oddsAcceptMode: row.oddsAcceptMode,
    // A bigint goes into JSON as a number; Number() also takes a driver that would send text.
    accounts: new Map(
      (row.accounts ?? []).map((a) => [a.currency, { id: a.id, balance: Number(a.balance) }]),
    ),
  };
}

/**
 * Takes `amount` from the player's active account in `currency` only if the balance covers it, in one
 * conditional statement: concurrent debits queue on the row and each sees the balance the one before left,
 * so a balance can never go below zero. Undefined when the balance does not cover it (or no such account).
 */
export async function debitAccount(
  db: Db,
  debit: { playerId: number; currency: string; amount: number; at: string },
): Promise<{ accountId: number; balance: number } | undefined> {
  const rows = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${debit.amount}`, updatedAt: debit.at })
    .where(
      and(
        eq(accounts.playerId, debit.playerId),
        eq(accounts.currency, debit.currency),
        eq(accounts.active, true),
        gte(accounts.balance, debit.amount),
      ),
    )
    .returning({ accountId: accounts.id, balance: accounts.balance });
  return rows[0];
}

/** One bet to write: what varies per bet (the rest is the placement's, see PlacementWrite). */
export interface BetToWrite {
  readonly ref: string;
  readonly accountId: number;
  readonly type: string;
  readonly stake: number;
  /** What the stake took from the cash balance: the stake, or less with a freebet (BON9). */
  readonly cashStake: number;
  readonly bonus: StoredBetBonus | null;
  readonly currency: string;
  readonly odds: number;
  /** With a comboboost, figured on its boosted odds. */
  readonly potentialWin: number;
  readonly systemId: string | null;
  readonly requestedCustomOdds: number | null;
  readonly customOdds: number | null;
  /** The account's balance right after this bet's stake (its ledger row's). */
  readonly balanceAfter: number;
  readonly selections: readonly SelectionToWrite[];
}

/** One selection to write, with what it was at placement. */
export interface SelectionToWrite {
  readonly position: number;
  readonly matchId: number;
  readonly matchUrnId: string;
  readonly matchSlug: string;
  readonly matchType: string;
  readonly matchStatus: number;
  readonly matchStartTime: string;
  readonly sportKey: string;
  readonly categoryId: number;
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
  readonly provider: string;
  readonly requestedOdds: number;
  readonly acceptedOdds: number;
  readonly names: SelectionNames;
}

/** A placement's bets and what they share. */
export interface PlacementWrite {
  readonly playerId: number;
  readonly placementRequestId: number;
  readonly quick: boolean;
  readonly deviceId: string;
  readonly locale: string;
  readonly at: string;
  readonly bets: readonly BetToWrite[];
}

/**
 * Writes a placement's bets, their selections, their status history (submitted by the player, then
 * waiting_results by the system) and one `bet_stake` ledger row per bet that took cash (a freebet's stake
 * takes none: the bonuses module's movements record it), in ONE statement of
 * data-modifying CTEs fed with JSON. Returns the new ids: bets by ref, selections by `{ref}:{position}`.
 */
export async function insertPlacement(
  db: Db,
  write: PlacementWrite,
): Promise<{ betIds: Map<string, number>; selectionIds: Map<string, number> }> {
  const betsJson = JSON.stringify(
    write.bets.map((bet) => ({
      ref: bet.ref,
      account_id: bet.accountId,
      type: bet.type,
      stake: bet.stake,
      cash_stake: bet.cashStake,
      bonus: bet.bonus,
      currency: bet.currency,
      odds: bet.odds,
      potential_win: bet.potentialWin,
      system_id: bet.systemId,
      requested_custom_odds: bet.requestedCustomOdds,
      custom_odds: bet.customOdds,
      balance_after: bet.balanceAfter,
    })),
  );
  const selectionsJson = JSON.stringify(
    write.bets.flatMap((bet) =>
      bet.selections.map((s) => ({
        ref: bet.ref,
        position: s.position,
        match_id: s.matchId,
        match_urn_id: s.matchUrnId,
        match_slug: s.matchSlug,
        match_type: s.matchType,
        match_status: s.matchStatus,
        match_start_time: s.matchStartTime,
        sport_key: s.sportKey,
        category_id: s.categoryId,
        market_id: s.marketId,
        specifier: s.specifier,
        outcome_id: s.outcomeId,
        provider: s.provider,
        requested_odds: s.requestedOdds,
        accepted_odds: s.acceptedOdds,
        names: s.names,
      })),
    ),
  );
  const at = sql`${write.at}::timestamptz`;
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${betsJson}::jsonb) as b(
        ref text, account_id int, type text, stake bigint, cash_stake bigint, bonus jsonb, currency text,
        odds numeric, potential_win bigint, system_id text, requested_custom_odds numeric, custom_odds numeric,
        balance_after bigint)
    ),
    new_bets as (
      insert into ${bets} (ref, player_id, account_id, placement_request_id, type, status, result, stake,
        currency, odds, potential_win, system_id, requested_custom_odds, custom_odds, bonus, quick, device_id,
        locale, created_at, updated_at)
      select ref, ${write.playerId}::int, account_id, ${write.placementRequestId}::int, type,
        'waiting_results', 'no_results', stake, currency, odds, potential_win, system_id,
        requested_custom_odds, custom_odds, nullif(bonus, 'null'::jsonb), ${write.quick}::boolean,
        ${write.deviceId}::text,
        ${write.locale}::text, ${at}, ${at}
      from input
      returning id, ref
    ),
    new_selections as (
      insert into ${betSelections} (bet_id, position, match_id, match_urn_id, match_slug, match_type,
        match_status, match_start_time, sport_key, category_id, market_id, specifier, outcome_id, provider,
        requested_odds, accepted_odds, names)
      select nb.id, s.position, s.match_id, s.match_urn_id, s.match_slug, s.match_type, s.match_status,
        s.match_start_time, s.sport_key, s.category_id, s.market_id, s.specifier, s.outcome_id, s.provider,
        s.requested_odds, s.accepted_odds, s.names
      from jsonb_to_recordset(${selectionsJson}::jsonb) as s(
        ref text, position smallint, match_id int, match_urn_id text, match_slug text, match_type text,
        match_status smallint, match_start_time timestamptz, sport_key text, category_id int, market_id int,
        specifier text, outcome_id text, provider text, requested_odds numeric, accepted_odds numeric,
        names jsonb)
      join new_bets nb on nb.ref = s.ref
      returning id, bet_id, position
    ),
    new_history as (
      insert into ${betStatusHistory} (bet_id, status, at, actor, reason)
      select nb.id, h.status, ${at}, h.actor, h.reason
      from new_bets nb cross join (values
        (1, 'submitted', 'player', null::text),
        (2, 'waiting_results', 'system', 'accepted at placement')
      ) as h(step, status, actor, reason)
      order by nb.id, h.step
    ),
    new_ledger as (
      insert into ${accountLedger} (account_id, amount, kind, bet_id, balance_after, created_at)
      select i.account_id, -i.cash_stake, 'bet_stake', nb.id, i.balance_after, ${at}
      from input i join new_bets nb on nb.ref = i.ref
      where i.cash_stake > 0
      order by nb.id
    )
    select 'bet' as kind, id, ref, null::int as position from new_bets
    union all
    select 'selection', s.id, nb.ref, s.position from new_selections s join new_bets nb on nb.id = s.bet_id
  `);
  const rows = rowsOf<{ kind: string; id: number | string; ref: string; position: number | null }>(result);
  const betIds = new Map<string, number>();
  const selectionIds = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'bet') betIds.set(row.ref, Number(row.id));
    else selectionIds.set(`${row.ref}:${row.position}`, Number(row.id));
  }
  return { betIds, selectionIds };
}

/** A placement request row. */
export type PlacementRow = typeof placementRequests.$inferSelect;

/**
 * Claims an idempotency key for a request: inserts the in-progress row unless the player already used
 * the key. Returns the new row's id, or undefined when the key was taken (read it with findPlacement).
 */
export async function claimPlacement(
  db: Db,
  claim: { playerId: number; key: string; bodyHash: string; token: string; at: string },
): Promise<number | undefined> {
  const rows = await db
    .insert(placementRequests)
    .values({
      playerId: claim.playerId,
      idempotencyKey: claim.key,
      bodyHash: claim.bodyHash,
      status: 'in_progress',
      claimToken: claim.token,
      createdAt: claim.at,
      claimedAt: claim.at,
    })
    .onConflictDoNothing({ target: [placementRequests.playerId, placementRequests.idempotencyKey] })
    .returning({ id: placementRequests.id });
  return rows[0]?.id;
}

export async function findPlacement(
  db: Db,
  playerId: number,
  key: string,
): Promise<PlacementRow | undefined> {
  const rows = await db
    .select()
    .from(placementRequests)
    .where(and(eq(placementRequests.playerId, playerId), eq(placementRequests.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

/**
 * Takes over an in-progress claim that `staleToken` still holds (its request died or hangs): only one
 * taker wins, and the old request can no longer complete it (completion checks the token).
 */
export async function takeOverClaim(
  db: Db,
  takeOver: { id: number; staleToken: string; token: string; at: string },
): Promise<boolean> {
  const rows = await db
    .update(placementRequests)
    .set({ claimToken: takeOver.token, claimedAt: takeOver.at })
    .where(
      and(
        eq(placementRequests.id, takeOver.id),
        eq(placementRequests.claimToken, takeOver.staleToken),
        eq(placementRequests.status, 'in_progress'),
      ),
    )
    .returning({ id: placementRequests.id });
  return rows.length > 0;
}

/**
 * Records a request's answer, if the request still holds the claim. Inside the placement transaction, a
 * false result means the claim was taken over meanwhile: the transaction must roll back.
 */
export async function completePlacement(
  db: Db,
  done: { id: number; token: string; status: number; body: string; at: string },
): Promise<boolean> {
  const rows = await db
    .update(placementRequests)
    .set({ status: 'completed', responseStatus: done.status, responseBody: done.body, completedAt: done.at })
    .where(
      and(
        eq(placementRequests.id, done.id),
        eq(placementRequests.claimToken, done.token),
        eq(placementRequests.status, 'in_progress'),
      ),
    )
    .returning({ id: placementRequests.id });
  return rows.length > 0;
}

/** Lets the key go after a request failed unexpectedly, so a retry with it can run. */
export async function releaseClaim(db: Db, claim: { id: number; token: string }): Promise<void> {
  await db
    .delete(placementRequests)
    .where(
      and(
        eq(placementRequests.id, claim.id),
        eq(placementRequests.claimToken, claim.token),
        eq(placementRequests.status, 'in_progress'),
      ),
    );
}
