import type { Bet, BetResult, BetSelection, BetStatus } from '@sportsbook/contract/entities/bet';
import type { MatchStatus } from '@sportsbook/core/catalog/match-status';
import { parseSystemId } from '@sportsbook/core/ticket/system-bets';
import { asProvider } from '../catalog/entity-presenters';
import type { betSelections, bets, SelectionNames } from '../db/schema';
import { toIsoUtc } from '../db/time';
import { findCurrency } from '../platform/currencies';

/** A stored bet row. */
export type BetRow = typeof bets.$inferSelect;
/** A stored bet selection row. */
export type BetSelectionRow = typeof betSelections.$inferSelect;

type Names = SelectionNames[string];

/** The names of a selection in a content locale, else in the first one stored. */
function namesIn(names: SelectionNames, locale: string): Names {
  const chosen = names[locale] ?? Object.values(names)[0];
  return chosen ?? { market: '', outcome: '', match: '', category: '', home: null, away: null };
}

function presentSelection(row: BetSelectionRow, locale: string): BetSelection {
  const names = namesIn(row.names, locale);
  return {
    id: row.id,
    status: row.result as BetResult,
    market: { id: row.marketId, name: names.market },
    outcome: { id: row.outcomeId, name: names.outcome },
    odds: row.acceptedOdds,
    specifier: row.specifier,
    match: {
      id: row.matchId,
      urn_id: row.matchUrnId,
      slug: row.matchSlug,
      type: row.matchType,
      name: names.match,
      status: row.matchStatus as MatchStatus,
      start_time: toIsoUtc(row.matchStartTime),
      home_name: names.home,
      away_name: names.away,
      sport_key: row.sportKey,
      provider: asProvider(row.provider),
    },
    category: { id: row.categoryId, name: names.category },
  };
}

/**
 * A stored bet as the wire's Bet (spec §3), names in `locale` (a content locale the names were stored in).
 * Selections in their position order. `toCashout` is the bet's cash-out value now (computed from the live
 * book by the caller: it is not stored); none unless given.
 */
export function presentBet(
  row: BetRow,
  selections: readonly BetSelectionRow[],
  locale: string,
  toCashout: number | null = null,
): Bet {
  const system = row.systemId ? parseSystemId(row.systemId) : undefined;
  return {
    id: row.id,
    type: row.type as Bet['type'],
    ref: row.ref,
    status: row.status as BetStatus,
    stake: row.stake,
    currency: row.currency,
    subunits: findCurrency(row.currency)?.subunits ?? 100,
    win_amount: row.winAmount,
    // An only-win freebet's stake is not paid back: what it can win is the winnings alone (BON10).
    potential_win:
      row.bonus?.type === 'freebet_only_win' ? Math.max(0, row.potentialWin - row.stake) : row.potentialWin,
    odds: row.odds,
    selections: [...selections]
      .sort((a, b) => a.position - b.position)
      .map((s) => presentSelection(s, locale)),
    created_at: toIsoUtc(row.createdAt),
    result: row.result as BetResult,
    to_cashout: toCashout,
    bonus: row.bonus ? { id: row.bonus.id, type: row.bonus.type, odds: row.bonus.odds } : null,
    system:
      system && row.systemId
        ? { id: row.systemId, win_count: system.winCount, total_count: system.totalCount }
        : null,
    used_in_jackpot: row.usedInJackpot,
    is_vip: row.isVip,
  };
}
