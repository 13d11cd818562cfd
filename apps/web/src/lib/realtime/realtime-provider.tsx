'use client';

import type { ProviderStatuses } from '@sportsbook/contract/entities/settings';
import { matchChannel, publicChannel, userChannel } from '@sportsbook/contract/realtime/channels';
import { isFeedLive } from '@sportsbook/core/feed/feed-status';
import { rereadWanted } from '@sportsbook/core/feed/price-guard';
import { matchEventsDelivered, type SportTypeProviders } from '@sportsbook/core/live/match-delivery';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import { reportError } from '@/lib/errors/report';
import { installPublicationParser, liveStore } from '@/lib/live/live-store';
import { OddsAnnouncer } from '@/lib/odds/odds-announcer';
import { getSession, subscribeSession } from '@/lib/player/session-store';
import { testProviders } from '@/lib/privacy/test-providers';
import { dispatchPriceGuard, getPriceGuard, subscribePriceGuard } from './feed-store';
import type { ConnectionState, RealtimeClient } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * The page's live data is out of sync with the feed (a publication could not be read, or a resubscription
 * could not recover what it missed) until a refresh of the page data completes.
 */
const ResyncContext = createContext(false);

/** Asks for the page data again because a listing's membership changed (see `useListingRefresh`). */
const ListingRefreshContext = createContext<() => void>(() => {});

/** Page data is fetched again at most this often when it has fallen out of sync. */
const REFRESH_INTERVAL_MS = 5_000;
/**
 * Listings (live now, upcoming) are fetched again at most this often when matches start or end: a busy
 * evening starts and ends matches every few seconds, and each refresh renders the page on the server.
 */
export const LISTING_REFRESH_INTERVAL_MS = 10_000;

export interface RealtimeProviderProps {
  /** The hub's WebSocket URL (`REALTIME_URL`); when absent, `ws(s)://<page host>:<serverPort>/connection/websocket`. */
  readonly url?: string | undefined;
  /** The backend port used when `url` is absent (`SERVER_PORT`, default 4000). */
  readonly serverPort?: string | number | undefined;
  /** Fossil delta compression of publications (spec §7.3 feature flag); on unless turned off. */
  readonly delta?: boolean | undefined;
  /** Provider statuses as the server read them (settings); provider_status_changed moves them on. */
  readonly providerStatuses?: ProviderStatuses | undefined;
  /**
   * Providers allowed per sport type (settings `sport_type_providers`): match events of other matches are not
   * delivered (spec §5, core DLV2), unless the tester's `testProviders` cookie names their provider. Undefined
   * (settings not read): every match is delivered.
   */
  readonly sportTypeProviders?: SportTypeProviders | undefined;
  readonly children?: ReactNode;
}

function endpoint(url: string | undefined, serverPort: string | number | undefined): string {
  if (url) return url;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.hostname}:${serverPort ?? 4000}/connection/websocket`;
}

/**
 * The realtime client, the publication validator and the player's session (tokens, private events): loaded
 * after hydration, off the first load.
 */
function loadRealtime() {
  return Promise.all([
    import('./realtime-client'),
    import('@/lib/live/publication'),
    import('@/lib/player/session-actions'),
    import('@/lib/player/player-events'),
    import('@sportsbook/contract/sportsbook/websocket-calls'),
    import('./feed-status-read'),
  ]);
}

/**
 * One realtime connection for the page (mounted once by the sports layout), subscribed to the public channel
 * for as long as the page lives (match, status and provider changes); pages add their match channels. The
 * client (centrifuge) and the contract's event schemas load after hydration; the server-rendered prices show
 * meanwhile. Publications go, validated, into the live store, which drops the match events the operator's
 * settings and the tester's cookie do not deliver (spec §5). When the live data falls out of sync (a
 * publication that does not validate, a resubscription that cannot recover what was missed) the page says so
 * and fetches its data again. The live feed's status (read on every subscription of the public channel, then
 * followed by its event) goes to the page's stale-price guard (`feed-store.ts`); when the feed is live again
 * after an outage, the page data is fetched again the same way, and the guard told once it is (core FEED4).
 * Also holds the page's one polite live region for odds announcements.
 */
export function RealtimeProvider({
  url,
  serverPort,
  delta = true,
  providerStatuses,
  sportTypeProviders,
  children,
}: RealtimeProviderProps) {
  const locale = useLocale();
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const lastRefresh = useRef(0);
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const [outOfSync, setOutOfSync] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  if (providerStatuses && typeof window !== 'undefined') liveStore.seed([], [], 'insert', providerStatuses);
  useLayoutEffect(() => {
    if (providerStatuses) liveStore.seed([], [], 'overwrite', providerStatuses);
  }, [providerStatuses]);

  // Spec §5: publications enter the live store through this filter (before the client even loads).
  useLayoutEffect(() => {
    liveStore.setDelivery((match) =>
      matchEventsDelivered(match, { allowed: sportTypeProviders, testProviders: testProviders() }),
    );
  }, [sportTypeProviders]);

  // The live feed status's `since` when the running refresh started (null: the feed was not live then), so a
  // refresh that ends tells the guard which live period its prices belong to (core FEED4).
  const refreshStartedUnder = useRef<string | null>(null);
  const refreshPage = useCallback(() => {
    lastRefresh.current = Date.now();
    const { feed } = getPriceGuard();
    refreshStartedUnder.current = isFeedLive(feed) ? feed.since : null;
    startRefresh(() => routerRef.current.refresh());
  }, []);
  // A refresh asked for within the interval of the last one runs when the interval is over, not never.
  const deferredRefresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requestRefresh = useCallback(() => {
    const wait = lastRefresh.current + REFRESH_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      refreshPage();
      return;
    }
    if (deferredRefresh.current) return;
    deferredRefresh.current = setTimeout(() => {
      deferredRefresh.current = null;
      refreshPage();
    }, wait);
  }, [refreshPage]);
  const resyncRef = useRef(() => {});
  resyncRef.current = () => {
    setOutOfSync(true);
    requestRefresh();
  };

  // Live again after an outage: the page's prices are read again before they show as live (core FEED4, FEED6).
  useEffect(() => {
    let askedFor: string | null = null;
    const follow = () => {
      const wanted = rereadWanted(getPriceGuard());
      if (!wanted?.page || askedFor === wanted.since) return;
      askedFor = wanted.since;
      requestRefresh();
    };
    follow();
    const unsubscribeGuard = subscribePriceGuard(follow);
    const unsubscribeFeed = liveStore.subscribeFeedStatus((feed) =>
      dispatchPriceGuard({ type: 'feedStatusReceived', feed }),
    );
    return () => {
      unsubscribeGuard();
      unsubscribeFeed();
    };
  }, [requestRefresh]);
  const pendingListingRefresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requestListingRefresh = useCallback(() => {
    if (pendingListingRefresh.current) return;
    const run = () => {
      // A hidden tab refreshes when it is looked at again, not in the background.
      if (document.hidden) {
        document.addEventListener('visibilitychange', run, { once: true });
        return;
      }
      pendingListingRefresh.current = null;
      refreshPage();
    };
    const wait = Math.max(0, lastRefresh.current + LISTING_REFRESH_INTERVAL_MS - Date.now());
    pendingListingRefresh.current = setTimeout(run, wait);
  }, [refreshPage]);
  useEffect(
    () => () => {
      if (pendingListingRefresh.current) clearTimeout(pendingListingRefresh.current);
      if (deferredRefresh.current) clearTimeout(deferredRefresh.current);
    },
    [],
  );

  // Back in sync once a refresh has brought fresh page data (the store is overwritten as it renders).
  const wasRefreshing = useRef(false);
  useEffect(() => {
    if (refreshing) wasRefreshing.current = true;
    else if (wasRefreshing.current) {
      wasRefreshing.current = false;
      setOutOfSync(false);
      const since = refreshStartedUnder.current;
      refreshStartedUnder.current = null;
      if (since !== null) dispatchPriceGuard({ type: 'pageReread', since });
    }
  }, [refreshing]);

  useEffect(() => {
    let cancelled = false;
    let started: RealtimeClient | null = null;
    let releasePublic: (() => void) | null = null;
    let releasePlayer: (() => void) | null = null;
    let unsubscribeSession: (() => void) | null = null;
    let stopFeedRead: (() => void) | null = null;
    loadRealtime().then(
      ([
        { RealtimeClient, fetchConnectionToken, UnauthorizedError },
        { parsePublication },
        { playerCall, SessionEndedError, withPlayerToken },
        { applyPlayerEvent },
        { authorizeChannels },
        { readFeedStatus },
      ]) => {
        if (cancelled) return;
        const publicName = publicChannel(locale);
        let feedRead: AbortController | null = null;
        installPublicationParser(parsePublication);
        let playerId = getSession().player?.id ?? null;
        const client = new RealtimeClient({
          url: endpoint(url, serverPort),
          delta,
          // The player's connection token when signed in (their private channel), else a visitor's. A player
          // whose session has ended is signed out with the prompt (spec §8), which restarts the client; the
          // connection asking meanwhile gets a visitor's token.
          getToken: () =>
            withPlayerToken(
              locale,
              (bearer) => fetchConnectionToken(bearer),
              (error) => error instanceof UnauthorizedError,
            ).catch((error: unknown) => {
              if (error instanceof SessionEndedError || error instanceof UnauthorizedError)
                return fetchConnectionToken();
              throw error;
            }),
          getSubscriptionToken: async (channel) => {
            const answer = await playerCall(authorizeChannels, { locale, body: { channels: [channel] } });
            const token = answer.channels.find((granted) => granted.channel === channel)?.token;
            if (!token) throw new Error(`no subscription token for ${channel}`);
            return token;
          },
          onPublication: (channel, data) => {
            if (channel.kind === 'user') {
              const parsed = parsePublication(channel, data);
              if (parsed.ok) applyPlayerEvent(channel, parsed.event, getSession().player?.id ?? null);
              else reportError(parsed.error, parsed.context);
              return;
            }
            if (!liveStore.receive(channel, data)) resyncRef.current();
          },
          onRecoveryFailed: () => resyncRef.current(),
          // Every (re)subscription of the public channel asks for the feed's status: events may have been
          // missed meanwhile (core FEED2 keeps an older answer from overriding a newer event).
          onSubscribed: (channel) => {
            if (channel !== publicName || cancelled) return;
            feedRead?.abort();
            feedRead = new AbortController();
            void readFeedStatus(locale, { signal: feedRead.signal });
          },
          report: (error, context) => reportError(error, context),
        });
        started = client;
        releasePublic = client.acquire(publicName);
        stopFeedRead = () => feedRead?.abort();
        if (playerId !== null) releasePlayer = client.acquire(userChannel(locale, playerId));
        client.start();
        setClient(client);
        // Spec §4: signing in or out resets the connection with a fresh token, and the private channel follows.
        unsubscribeSession = subscribeSession(() => {
          const next = getSession().player?.id ?? null;
          if (next === playerId) return;
          playerId = next;
          releasePlayer?.();
          releasePlayer = null;
          client.stop();
          if (next !== null) releasePlayer = client.acquire(userChannel(locale, next));
          client.start();
        });
      },
      (error: unknown) => {
        if (!cancelled) reportError(error, { source: 'realtime', issue: 'the realtime client did not load' });
      },
    );
    return () => {
      cancelled = true;
      stopFeedRead?.();
      unsubscribeSession?.();
      releasePlayer?.();
      releasePublic?.();
      started?.stop();
      setClient(null);
    };
  }, [url, serverPort, delta, locale]);
  return (
    <RealtimeContext value={client}>
      <ResyncContext value={outOfSync}>
        <ListingRefreshContext value={requestListingRefresh}>
          {children}
          <OddsAnnouncer />
        </ListingRefreshContext>
      </ResyncContext>
    </RealtimeContext>
  );
}

/**
 * Asks for the page's data again (throttled to `LISTING_REFRESH_INTERVAL_MS`, deferred while the tab is
 * hidden): for listings whose membership a status change altered.
 */
export function useListingRefresh(): () => void {
  return useContext(ListingRefreshContext);
}

/** True while the page's live data is out of sync with the feed and being fetched again. */
export function useOutOfSync(): boolean {
  return useContext(ResyncContext);
}

const noSubscription = () => () => {};

/** The page's connection state; 'connecting' while the page hydrates and the client loads. */
export function useConnectionState(): ConnectionState {
  const client = useContext(RealtimeContext);
  const subscribe = useCallback(
    (listener: () => void) => (client ? client.onState(listener) : noSubscription()),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client?.state ?? 'connecting',
    () => 'connecting',
  );
}

/**
 * Subscribes the page to a channel while the calling component is mounted: the public channel or a
 * match's channel, in the page's locale (channel names from the contract, locale mapped by `channelLocale`).
 */
export function useChannel(kind: 'public' | { match: number }): void {
  const client = useContext(RealtimeContext);
  const locale = useLocale();
  const name = kind === 'public' ? publicChannel(locale) : matchChannel(locale, kind.match);
  useEffect(() => (client ? client.acquire(name) : undefined), [client, name]);
}

/** `useChannel` as a component, for server components that cannot call hooks. */
export function Channel(props: { kind: 'public' | { match: number } }): null {
  useChannel(props.kind);
  return null;
}
