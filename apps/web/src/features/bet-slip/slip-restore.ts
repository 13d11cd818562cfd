import type { Market } from '@sportsbook/contract/entities/market';
import { listMatches, listMatchMarkets } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import {
  type OutcomeRefreshes,
  outcomeRefreshesFromMarkets,
} from '@sportsbook/core/ticket/refresh-selections';
import { type RestorableBet, restoreBets } from '@sportsbook/core/ticket/restore-bets';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { ProviderStatus, SlipCurrency } from '@sportsbook/core/ticket/ticket-state';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { liveStore } from '@/lib/live/live-store';
import { dispatchQuickBet, dispatchTicket } from './slip-engine';
import { getSlip } from './slip-store';

/**
 * Spec §7.2 share restore, the rebuild both restores use: the matches of the bets by id, the markets each one
 * uses per match (limit 500), the provider statuses, then core's `restoreBets`. A selection whose outcome is
 * gone is dropped; prices that moved show as changed. Also answers the markets it read.
 */
export async function rebuildBets(
  saved: readonly RestorableBet[],
  currency: SlipCurrency,
  locale: string,
): Promise<{ bets: SlipBet[]; markets: Market[] }> {
  const selections = saved.flatMap((bet) => bet.selections);
  const matchIds = [...new Set(selections.map((selection) => selection.matchId))];
  if (matchIds.length === 0) return { bets: [], markets: [] };
  const matchPage = await browserCall(listMatches, {
    locale,
    query: { id: matchIds.join(','), limit: MAX_PAGE_LIMIT },
  });
  const marketLists = await Promise.all(
    matchIds.map((matchId) => {
      const marketIds = [...new Set(selections.filter((s) => s.matchId === matchId).map((s) => s.marketId))];
      return browserCall(listMatchMarkets, {
        locale,
        params: { id: matchId },
        query: { market_id: marketIds.join(','), limit: MAX_PAGE_LIMIT },
      }).then(
        (page) => page.data,
        // A match gone since (finished, removed): its selections drop out, the rest restore.
        (): Market[] => [],
      );
    }),
  );
  const providerStatuses = Object.fromEntries(
    Object.entries(liveStore.providerStatuses()).filter(
      (entry): entry is [string, ProviderStatus] => typeof entry[1] === 'string',
    ),
  );
  const markets = marketLists.flat();
  return {
    bets: restoreBets(saved, { matches: matchPage.data, markets, providerStatuses }, currency),
    markets,
  };
}

/**
 * Rebuilds the bets a session kept with fresh prices (spec §7.2: "restoring saved session bets uses the same
 * rebuild"). If the bettor changed the slip while the data was on its way, their slip stands: the fresh
 * prices only refresh its selections.
 */
export async function restoreSavedBets(
  saved: readonly RestorableBet[],
  currency: SlipCurrency,
  locale: string,
): Promise<void> {
  dispatchTicket({ type: 'restoreStarted' });
  const startedWith = getSlip().ticket.selectedOutcomeIds.join('|');
  try {
    const { bets, markets } = await rebuildBets(saved, currency, locale);
    const now = getSlip().ticket;
    if (now.selectedOutcomeIds.join('|') !== startedWith) {
      dispatchTicket({ type: 'restoreFailed' });
      const selectionsNow = now.bets.flatMap((bet) => bet.selections);
      dispatchTicket({
        type: 'marketsRefreshed',
        outcomes: outcomeRefreshesFromMarkets(markets, selectionsNow),
      });
      return;
    }
    dispatchTicket({ type: 'betsRestored', bets });
  } catch (error) {
    reportError(error, { where: 'restoring the bet slip' });
    dispatchTicket({ type: 'restoreFailed' });
  }
}

/**
 * Reads the prices of these selections (of the slip and the quick bet) again, for the stale-price guard once
 * the live feed is live again (core FEED4): their matches and their markets, applied as a market refresh (moved
 * prices show as changed, a market or match gone suspends its selections) and match statuses. Answers the ids
 * read; throws when the backend could not answer (a 503, the network), so nothing is taken as fresh that was
 * not read. A match the backend no longer knows (404) is an answer: its selections are gone.
 */
export async function rereadSelectionPrices(
  selectionIds: readonly string[],
  locale: string,
): Promise<readonly string[]> {
  const wanted = new Set(selectionIds);
  const { ticket, quickBet } = getSlip();
  const byId = new Map<string, Selection>();
  for (const selection of [
    ...ticket.bets.flatMap((bet) => bet.selections),
    ...(quickBet.bet?.selections ?? []),
  ]) {
    if (wanted.has(selection.id)) byId.set(selection.id, selection);
  }
  const selections = [...byId.values()];
  const matchIds = [...new Set(selections.map((selection) => selection.matchId))];
  if (matchIds.length === 0) return [];
  const matchPage = await browserCall(listMatches, {
    locale,
    query: { id: matchIds.join(','), limit: MAX_PAGE_LIMIT },
  });
  const outcomes: Record<string, OutcomeRefreshes[string]> = {};
  for (const matchId of matchIds) {
    const ofMatch = selections.filter((selection) => selection.matchId === matchId);
    const match = matchPage.data.find((candidate) => candidate.id === matchId);
    if (!match) {
      for (const selection of ofMatch) outcomes[selection.id] = 'gone';
      continue;
    }
    const marketIds = [...new Set(ofMatch.map((selection) => selection.marketId))];
    const markets = await browserCall(listMatchMarkets, {
      locale,
      params: { id: matchId },
      query: { market_id: marketIds.join(','), limit: MAX_PAGE_LIMIT },
    }).then(
      (page) => page.data,
      (error: unknown) => {
        if (error instanceof ApiCallError && error.status === 404) return [];
        throw error;
      },
    );
    // The markets asked for by id: one missing is no longer served, so its selections are gone (ACC7).
    Object.assign(outcomes, outcomeRefreshesFromMarkets(markets, ofMatch, { completeFor: match.urn_id }));
    if (ofMatch.some((selection) => selection.matchStatus !== match.status)) {
      dispatchTicket({ type: 'matchStatusChanged', matchId, matchStatus: match.status });
    }
  }
  dispatchTicket({ type: 'marketsRefreshed', outcomes });
  dispatchQuickBet({ type: 'marketsRefreshed', outcomes });
  return selections.map((selection) => selection.id);
}
