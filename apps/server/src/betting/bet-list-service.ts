import type { Bet, BetResult, BetStatus } from '@sportsbook/contract/entities/bet';
import type { Pagination } from '@sportsbook/contract/http/pagination';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import { presentBet } from './bet-presenter';
import { listPlayerBets, loadLiveLines, loadSelections } from './bet-repository';
import { type BettingContext, contentLocaleOf } from './betting-context';
import { cashoutLines, currentCashout } from './cashout/cashout-values';

/** What GET /bets asks for (the contract's query, read). */
export interface BetListRequest {
  readonly playerId: number;
  readonly statuses: readonly BetStatus[] | undefined;
  readonly results: readonly BetResult[] | undefined;
  readonly page: number;
  readonly limit: number;
  /** The request's locale (query or Accept-Language); names are written in its content locale. */
  readonly locale: string;
}

/**
 * A player's bets (GET /api/v3/bets, spec §7.2 "My bets" and the bet history): filtered by status and
 * result, newest first, a page at a time (at most 500, PAG1), with names in the request's content locale
 * and every open bet's cash-out value at the book's current prices. Four statements at most: the page, its
 * selections, the live lines of its open bets (and a count when the page is past the end).
 */
export class BetListService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async list(request: BetListRequest): Promise<{ data: Bet[]; pagination: Pagination }> {
    const { db } = this.#context;
    const { rows, total } = await listPlayerBets(db, {
      playerId: request.playerId,
      statuses: request.statuses,
      results: request.results,
      limit: request.limit,
      offset: pageOffset(request.page, request.limit),
    });
    const selections = await loadSelections(
      db,
      rows.map((row) => row.id),
    );
    const lines = await loadLiveLines(db, cashoutLines(rows, selections));
    const locale = contentLocaleOf(this.#context, request.locale);
    const data = rows.map((row) => {
      const own = selections.get(row.id) ?? [];
      return presentBet(row, own, locale, currentCashout(row, own, lines));
    });
    const page = pageOf(total, request.page, request.limit);
    return {
      data,
      pagination: { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage },
    };
  }
}
