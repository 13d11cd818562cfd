import type { PlaceBet, PlaceBetType } from '@sportsbook/contract/sportsbook/bet-calls';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { findPlayerBonuses, type PlayerBonusRow } from '../../bonuses/bonus-repository';
import type { ReferenceRecords } from '../../catalog/catalog-records';
import type { Db } from '../../db/database';
import type { BettingContext } from '../betting-context';
import {
  type Bettor,
  type LineRef,
  lineRefKey,
  loadOfferedLines,
  loadPricingStates,
} from '../betting-repository';
import { type CustomQuote, customBetModel, quoteCustomBet } from '../custom-bets/custom-bet-pricer';
import type { PlacementInputs } from './bet-plan';
import type { OfferedMatch } from './offered-match';

/** The bets to read for: their selections, and the bonus they name. */
type BetsToRead = readonly (Pick<PlaceBet, 'selections'> & { readonly bonus?: PlaceBet['bonus'] })[];

/**
 * Reads what a placement (or a max-stake question) is checked against: the lines and matches named, in
 * one statement whatever the number of bets (sports, categories and tournaments come from memory), and
 * for custom bets whose selections are on one match, the bet builder price (one more statement).
 */
export async function readPlacementInputs(
  context: BettingContext,
  request: {
    bettor: Bettor;
    type: PlaceBetType;
    bets: BetsToRead;
    mode: OddsAcceptMode;
    /** The player whose bonuses the bets may name (none are read without it). */
    playerId?: number;
  },
  /**
   * Inside the placement's transaction: read the book there, with the references the first read loaded (a
   * reload would be a statement outside the transaction, which on PGlite waits for it to end).
   */
  within?: { readonly tx: Db; readonly references: ReferenceRecords },
): Promise<PlacementInputs> {
  const db = within?.tx ?? context.db;
  const refs: LineRef[] = request.bets.flatMap((bet) =>
    bet.selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
  );
  const customMatches = new Map<number, number>();
  if (request.type === 'custom_bet') {
    request.bets.forEach((bet, index) => {
      const ids = new Set(bet.selections.map((s) => s.match_id));
      const [only] = ids;
      if (ids.size === 1 && only !== undefined) customMatches.set(index, only);
    });
  }
  const bonusIds = request.bets.flatMap((bet) => (bet.bonus ? [bet.bonus.id] : []));
  const [rows, pricingStates, bonusRows] = await Promise.all([
    loadOfferedLines(db, refs),
    loadPricingStates(db, [...new Set(customMatches.values())]),
    request.playerId !== undefined && bonusIds.length > 0
      ? findPlayerBonuses(db, request.playerId, bonusIds)
      : new Map<number, PlayerBonusRow>(),
  ]);
  const references = within?.references ?? (await context.references.for(rows.map((row) => row.match)));
  const matches = new Map<number, OfferedMatch>();
  for (const row of rows) {
    const sport = references.sports.get(row.match.sportId);
    const category = references.categories.get(row.match.categoryId);
    const tournament = references.tournaments.get(row.match.tournamentId);
    if (!sport || !category || !tournament || matches.has(row.match.id)) continue;
    matches.set(row.match.id, {
      match: row.match,
      sport,
      category,
      tournament,
      home: row.home,
      away: row.away,
      providerStatus: row.providerStatus,
      competitors: new Map(row.outrightCompetitors.map((c) => [c.id, c])),
    });
  }
  const models = new Map(pricingStates.map((state) => [state.id, customBetModel(state)]));
  const customQuotes = new Map<number, CustomQuote>();
  for (const [index, matchId] of customMatches) {
    const bet = request.bets[index];
    if (!bet) continue;
    const legs = bet.selections.map((s) => ({
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
    }));
    customQuotes.set(index, quoteCustomBet(models.get(matchId), legs));
  }
  return {
    mode: request.mode,
    lines: new Map(rows.map((row) => [lineRefKey(row.line), row.line])),
    matches,
    accounts: request.bettor.accounts,
    limits: context.limits,
    customQuotes,
    now: context.clock.now(),
    bonuses: {
      rows: bonusRows,
      holder: { countryCode: request.bettor.country, verified: request.bettor.phoneVerified },
      multiActiveFreebetsAllowed: context.multiActiveFreebetsAllowed,
    },
  };
}
