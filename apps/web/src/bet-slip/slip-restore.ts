import type { Market } from '@sportsbook/contract/entities/market';
import { listMatches, listMatchMarkets } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import { outcomeRefreshesFromMarkets } from '@sportsbook/core/ticket/refresh-selections';
import { type RestorableBet, restoreBets } from '@sportsbook/core/ticket/restore-bets';
import type { ProviderStatus, SlipCurrency } from '@sportsbook/core/ticket/ticket-state';
import { browserCall } from '../api/browser-call';
import { reportError } from '../errors/report';
import { liveStore } from '../live/live-store';
import { dispatchTicket, getSlip } from './slip-store';

/**
 * Rebuilds saved bets with fresh prices (spec §7.2 "share restore", also used for the bets a session kept):
 * the matches by id, the markets of each match (only the ones the bets use), the provider statuses; then
 * core's `restoreBets`. A selection whose outcome is gone is dropped; prices that moved show as changed.
 * If the bettor changed the slip while the data was on its way, their slip stands: the fresh prices only
 * refresh its selections.
 */
export async function restoreSavedBets(
  saved: readonly RestorableBet[],
  currency: SlipCurrency,
  locale: string,
): Promise<void> {
  dispatchTicket({ type: 'restoreStarted' });
  const startedWith = getSlip().ticket.selectedOutcomeIds.join('|');
  try {
    const selections = saved.flatMap((bet) => bet.selections);
    const matchIds = [...new Set(selections.map((selection) => selection.matchId))];
    if (matchIds.length === 0) {
      dispatchTicket({ type: 'betsRestored', bets: [] });
      return;
    }
    const matchPage = await browserCall(listMatches, {
      locale,
      query: { id: matchIds.join(','), limit: MAX_PAGE_LIMIT },
    });
    const marketLists = await Promise.all(
      matchIds.map((matchId) => {
        const marketIds = [
          ...new Set(selections.filter((s) => s.matchId === matchId).map((s) => s.marketId)),
        ];
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
    const bets = restoreBets(saved, { matches: matchPage.data, markets, providerStatuses }, currency);
    dispatchTicket({ type: 'betsRestored', bets });
  } catch (error) {
    reportError(error, { where: 'restoring the bet slip' });
    dispatchTicket({ type: 'restoreFailed' });
  }
}
