import type { Market } from '@sportsbook/contract/entities/market';
import { listMatches, listMatchMarkets } from '@sportsbook/contract/sportsbook/catalog-calls';
import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import { outcomeRefreshesFromMarkets } from '@sportsbook/core/ticket/refresh-selections';
import { type RestorableBet, restoreBets } from '@sportsbook/core/ticket/restore-bets';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { ProviderStatus, SlipCurrency } from '@sportsbook/core/ticket/ticket-state';
import { browserCall } from '../api/browser-call';
import { reportError } from '../errors/report';
import { liveStore } from '../live/live-store';
import { dispatchTicket } from './slip-engine';
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
