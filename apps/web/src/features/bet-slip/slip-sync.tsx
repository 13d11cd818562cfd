'use client';

import type { OutcomeRefreshes } from '@sportsbook/core/ticket/refresh-selections';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { ProviderStatus } from '@sportsbook/core/ticket/ticket-state';
import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { reportError } from '@/lib/errors/report';
import { liveStore } from '@/lib/live/live-store';
import { currentAccount, getSession, subscribeSession } from '@/lib/player/session-store';
import { dispatchPriceGuard, getPriceGuard, subscribePriceGuard } from '@/lib/realtime/feed-store';
import { Channel } from '@/lib/realtime/realtime-provider';
import { useFeatures } from '@/lib/site/features-context';
import {
  betLimitsOf,
  dispatchQuickBet,
  dispatchTicket,
  installSlipEffects,
  keptSelectionCount,
  setPlacementContext,
  setTicketSettings,
  ticketSettingsOf,
} from './slip-engine';
import { closeSlip, openSlip } from './slip-panel-state';
import { followSlipPriceGuard } from './slip-price-guard';
import { getSlip, useSlip } from './slip-store';

/** The live store's key of a selection's outcome. */
function liveKey(selection: Selection): string {
  return liveStore.outcomeKey(
    selection.matchId,
    selection.marketId,
    selection.specifier,
    selection.outcomeId,
  );
}

/** What the live store says of a selection's outcome now, as a refresh; undefined when it has not seen it. */
function refreshOf(selection: Selection): OutcomeRefreshes[string] | undefined {
  const key = liveKey(selection);
  const live = liveStore.outcomeAt(key);
  if (!live) return undefined;
  if (liveStore.isRetired(key)) return 'gone';
  return { odds: live.outcome.odds, active: live.outcome.active, marketStatus: live.marketStatus };
}

function allSelections(): Selection[] {
  const { ticket, quickBet } = getSlip();
  return [...ticket.bets.flatMap((bet) => bet.selections), ...(quickBet.bet?.selections ?? [])];
}

function providerStatuses(): Record<string, ProviderStatus> {
  return Object.fromEntries(
    Object.entries(liveStore.providerStatuses()).filter(
      (entry): entry is [string, ProviderStatus] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Keeps the bet slip in step with the page (no markup but its channels): the player's settings, currency and
 * balance; live prices, match statuses and provider outages of its selections (spec §4 market refresh);
 * the match channels of its selections' matches (their other markets are not on the public channel); the
 * panel opening when selections go from none to some and closing at none and on route change (spec §2.1);
 * the effects the reducers ask for (sign in, place); and the stale-price guard: the guard knows the slip's
 * selections, and once the live feed is live again their prices are read again (core FEED4–FEED6).
 */
export function SlipSync() {
  const locale = useLocale();
  const pathname = usePathname();
  const { ticket, quickBet } = useSlip();

  // Effects: signing in and placing load their code when first needed.
  useEffect(
    () =>
      installSlipEffects({
        promptSignIn: () => {
          void import('@/lib/player/session-actions').then(({ promptSignIn }) => promptSignIn('place-bet'));
        },
        placeTicket: (state) => {
          void import('./slip-placement')
            .then(({ placeTicket }) => placeTicket(state, locale))
            .catch((error: unknown) => {
              reportError(error, { where: 'placing bets' });
              dispatchTicket({ type: 'placementFailed', status: null, body: null });
            });
        },
        placeQuickBet: (state) => {
          void import('./slip-placement')
            .then(({ placeQuickBet }) => placeQuickBet(state, locale))
            .catch((error: unknown) => {
              reportError(error, { where: 'placing a quick bet' });
              dispatchQuickBet({ type: 'quickBetFailed', status: null, body: null });
            });
        },
      }),
    [locale],
  );

  // A slip kept from earlier in the session is rebuilt with fresh prices once (spec §7.2 restore), with
  // the first locale: later changes are the slip's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load
  useEffect(() => {
    const { ticket: kept } = getSlip();
    if (kept.bets.length === 0 || kept.ticketState === 'SUCCESS') return;
    void import('./slip-restore')
      .then(({ restoreSavedBets }) =>
        restoreSavedBets(kept.bets, { code: kept.currency, subunits: kept.subunits }, locale),
      )
      .catch((error: unknown) => reportError(error, { where: 'restoring the bet slip' }));
  }, []);

  // Settings, currency and balance follow the session.
  useEffect(() => {
    let balanceSeen: string | null = null;
    let signedIn = getSession().status === 'LOGGED_IN';
    const sync = () => {
      const session = getSession();
      // Signed out (or a session that ended, or one kept in this tab from before) leaves nothing the server
      // said about the account in the slip (core TKT15): a receipt, errors, processing and placed bets go,
      // the picks and stakes stay; a placed or refused quick bet goes, and quick bet is switched off.
      if (session.status === 'NOT_LOGGED_IN') {
        dispatchTicket({ type: 'accountSignedOut' });
        const { quickBet: q } = getSlip();
        if (q.placedBet || q.error || (signedIn && q.isEnabled)) {
          dispatchQuickBet({ type: 'quickBetCleared' });
          dispatchQuickBet({ type: 'quickBetToggled', enabled: false });
        }
      }
      if (session.status === 'LOGGED_IN') signedIn = true;
      else if (session.status === 'NOT_LOGGED_IN') signedIn = false;
      setTicketSettings(ticketSettingsOf(session.settings));
      const account = currentAccount(session);
      // The player's betting account, else the operator's default currency for a visitor's slip.
      const fallback = session.settings?.currencies[session.settings.default_currency_code];
      const currency = account
        ? { code: account.currency, subunits: account.subunits }
        : fallback
          ? { code: fallback.code, subunits: fallback.subunits }
          : null;
      if (currency) {
        const { ticket: t, quickBet: q } = getSlip();
        if (t.currency !== currency.code && !t.inProgress) {
          dispatchTicket({ type: 'currencyChanged', currency: currency.code, subunits: currency.subunits });
        }
        if (q.currency !== currency.code) {
          dispatchQuickBet({
            type: 'quickBetCurrencyChanged',
            currency: currency.code,
            subunits: currency.subunits,
          });
        }
      }
      setPlacementContext({
        loggedIn: session.status === 'LOGGED_IN',
        pvePlayer: session.player?.br_identity_check?.pve ?? false,
        limits: betLimitsOf(session.settings),
        fiat: (currency && session.settings?.currencies[currency.code]?.fiat) ?? true,
      });
      if (account) {
        const seen = `${account.currency}:${account.balance}`;
        if (seen !== balanceSeen) {
          balanceSeen = seen;
          dispatchQuickBet({
            type: 'quickBetBalanceChanged',
            currency: account.currency,
            balance: account.balance,
          });
        }
      }
    };
    sync();
    return subscribeSession(sync);
  }, []);

  // Live prices, statuses and providers of the selections.
  const selectionKeys = useMemo(
    () =>
      [...ticket.bets.flatMap((bet) => bet.selections), ...(quickBet.bet?.selections ?? [])]
        .map(liveKey)
        .join('\n'),
    [ticket.bets, quickBet.bet],
  );
  useEffect(() => {
    if (!selectionKeys) return;
    const refresh = () => {
      const outcomes: Record<string, OutcomeRefreshes[string]> = {};
      for (const selection of allSelections()) {
        const next = refreshOf(selection);
        if (next) outcomes[selection.id] = next;
      }
      if (Object.keys(outcomes).length === 0) return;
      dispatchTicket({ type: 'marketsRefreshed', outcomes });
      dispatchQuickBet({ type: 'marketsRefreshed', outcomes });
    };
    refresh();
    const unsubscribes = selectionKeys.split('\n').map((key) => liveStore.subscribeOutcomeAt(key, refresh));
    unsubscribes.push(
      liveStore.subscribeStatusChanges((match) => {
        if (allSelections().some((selection) => selection.matchId === match.id)) {
          dispatchTicket({ type: 'matchStatusChanged', matchId: match.id, matchStatus: match.status });
        }
      }),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [selectionKeys]);
  useEffect(() => {
    const sync = () =>
      dispatchTicket({ type: 'providerStatusesChanged', providerStatuses: providerStatuses() });
    if (Object.keys(liveStore.providerStatuses()).length > 0) sync();
    return liveStore.subscribeProviders(sync);
  }, []);

  // The stale-price guard follows the selections; after an outage their prices are read again before placing.
  const selectionIds = useMemo(
    () =>
      [...ticket.bets.flatMap((bet) => bet.selections), ...(quickBet.bet?.selections ?? [])]
        .map((selection) => selection.id)
        .join('\n'),
    [ticket.bets, quickBet.bet],
  );
  useEffect(() => {
    dispatchPriceGuard({
      type: 'selectionsChanged',
      selectionIds: selectionIds ? selectionIds.split('\n') : [],
    });
  }, [selectionIds]);
  useEffect(
    () =>
      followSlipPriceGuard({
        getGuard: getPriceGuard,
        subscribe: subscribePriceGuard,
        dispatch: dispatchPriceGuard,
        reread: (ids) =>
          import('./slip-restore').then(({ rereadSelectionPrices }) => rereadSelectionPrices(ids, locale)),
        schedule: (run, ms) => {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      }),
    [locale],
  );

  // A custom bet is priced as a whole: when its selections' prices move, it is priced again.
  const customBet = ticket.bets[0]?.betType === 'custom_bet' ? ticket.bets[0] : undefined;
  const customKey = customBet ? customBet.selections.map((s) => `${s.id}=${s.odds}`).join('|') : '';
  useEffect(() => {
    if (!customKey) return;
    const bet = getSlip().ticket.bets[0];
    if (bet?.betType !== 'custom_bet') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void import('./custom-bet-pricing').then(({ repriceCustomBet }) =>
        repriceCustomBet(bet, locale, controller.signal),
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [customKey, locale]);

  // The bonuses the signed-in player's bets may use (spec §7.2 POST /bonuses): asked again when the bets'
  // selections, types, stakes (a hunting counts stakes from its minimum) or currency change, a moment after
  // the last change.
  const bonusKey = ticket.bets
    .map(
      (bet) =>
        `${bet.betId}:${bet.betType}:${bet.currency}:${bet.stake}:${bet.selections.map((s) => s.id).join(',')}`,
    )
    .join('|');
  const signedIn = useSyncExternalStore(
    subscribeSession,
    () => getSession().status === 'LOGGED_IN',
    () => false,
  );
  useEffect(() => {
    if (!bonusKey || !signedIn) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { ticket: now } = getSlip();
      if (now.inProgress || now.ticketState === 'SUCCESS') return;
      void import('./slip-bonus-offers')
        .then(({ refreshBonusOffers }) => refreshBonusOffers(now.bets, locale, controller.signal))
        .catch((error: unknown) => reportError(error, { where: 'reading bonus offers' }));
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [bonusKey, signedIn, locale]);

  // The running jackpots each bet would feed (spec §7.2 POST /jackpots, §6 feature flag): asked again when the
  // bets' selections, types, stakes or currency change, a moment after the last change.
  const jackpotsOn = useFeatures().jackpots === true;
  const jackpotKey = ticket.bets
    .map(
      (bet) => `${bet.betId}:${bet.betType}:${bet.currency}:${bet.stake}:${bet.selections.map((s) => s.id)}`,
    )
    .join('|');
  useEffect(() => {
    if (!jackpotKey || !jackpotsOn) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { ticket: now } = getSlip();
      if (now.inProgress || now.ticketState === 'SUCCESS') return;
      void import('./slip-bonus-offers')
        .then(({ refreshJackpots }) => refreshJackpots(now.bets, locale, controller.signal))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) reportError(error, { where: 'reading slip jackpots' });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [jackpotKey, jackpotsOn, locale]);

  // The panel: opens when selections go from none to some, closes at none and on route change (spec §2.1). The
  // open state is the overlay slip's (below 960 px); the docked slip stays through all of it (slip-panel.tsx).
  const count = ticket.selectedOutcomeIds.length;
  // Counted from the slip the session kept: restoring it opens nothing, a pick made meanwhile does.
  const previousCount = useRef(keptSelectionCount);
  useEffect(() => {
    const before = previousCount.current;
    previousCount.current = count;
    if (before === 0 && count > 0) openSlip('BET_SLIP');
    else if (before > 0 && count === 0 && ticket.ticketState !== 'SUCCESS') closeSlip();
  }, [count, ticket.ticketState]);
  // A quick bet on its way, placed or refused shows in the slip (its result and balance are there).
  useEffect(() => {
    if (quickBet.state !== 'INITIAL') openSlip('BET_SLIP');
  }, [quickBet.state]);
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current !== pathname) closeSlip();
    previousPath.current = pathname;
  }, [pathname]);

  const matchIds = useMemo(
    () => [...new Set(allSelectionsOf(ticket.bets, quickBet.bet))].sort((a, b) => a - b),
    [ticket.bets, quickBet.bet],
  );
  return (
    <>
      {matchIds.map((id) => (
        <Channel key={id} kind={{ match: id }} />
      ))}
    </>
  );
}

function allSelectionsOf(
  bets: readonly { selections: readonly Selection[] }[],
  quick: { selections: readonly Selection[] } | null,
): number[] {
  return [...bets.flatMap((bet) => bet.selections), ...(quick?.selections ?? [])].map((s) => s.matchId);
}
