'use client';

import { matchChannel, publicChannel } from '@sportsbook/contract/realtime/channels';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { reportError } from '../errors/report';
import { installPublicationParser, liveStore } from '../live/live-store';
import { OddsAnnouncer } from '../odds/odds-announcer';
import type { ConnectionState, RealtimeClient } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** After a failed recovery the page data is fetched again, at most this often. */
const REFRESH_INTERVAL_MS = 5_000;

export interface RealtimeProviderProps {
  /** The hub's WebSocket URL (`REALTIME_URL`); when absent, `ws(s)://<page host>:<serverPort>/connection/websocket`. */
  readonly url?: string | undefined;
  /** The backend port used when `url` is absent (`SERVER_PORT`, default 4000). */
  readonly serverPort?: string | number | undefined;
  /** Fossil delta compression of publications (spec §7.3 feature flag); on unless turned off. */
  readonly delta?: boolean | undefined;
  readonly children?: ReactNode;
}

function endpoint(url: string | undefined, serverPort: string | number | undefined): string {
  if (url) return url;
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.hostname}:${serverPort ?? 4000}/connection/websocket`;
}

/** The realtime client and the publication validator: loaded after hydration, off the first load. */
function loadRealtime() {
  return Promise.all([import('./realtime-client'), import('../live/publication')]);
}

/**
 * One realtime connection for the page (mounted once by the sports layout). The client (centrifuge) and
 * the contract's event schemas load after hydration; the server-rendered prices show meanwhile.
 * Publications go, validated, into the live store; a resubscription that cannot recover what was missed
 * refreshes the page data. Also holds the page's one polite live region for odds announcements.
 */
export function RealtimeProvider({ url, serverPort, delta = true, children }: RealtimeProviderProps) {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const lastRefresh = useRef(0);
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    let cancelled = false;
    let started: RealtimeClient | null = null;
    loadRealtime().then(
      ([{ RealtimeClient }, { parsePublication }]) => {
        if (cancelled) return;
        installPublicationParser(parsePublication);
        started = new RealtimeClient({
          url: endpoint(url, serverPort),
          delta,
          onPublication: (channel, data) => liveStore.receive(channel, data),
          onRecoveryFailed: () => {
            const now = Date.now();
            if (now - lastRefresh.current < REFRESH_INTERVAL_MS) return;
            lastRefresh.current = now;
            routerRef.current.refresh();
          },
          report: (error, context) => reportError(error, context),
        });
        started.start();
        setClient(started);
      },
      (error: unknown) => {
        if (!cancelled) reportError(error, { source: 'realtime', issue: 'the realtime client did not load' });
      },
    );
    return () => {
      cancelled = true;
      started?.stop();
      setClient(null);
    };
  }, [url, serverPort, delta]);
  return (
    <RealtimeContext value={client}>
      {children}
      <OddsAnnouncer />
    </RealtimeContext>
  );
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
