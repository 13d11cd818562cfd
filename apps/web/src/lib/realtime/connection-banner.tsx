'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { usePriceGuard } from './feed-store';
import styles from './realtime.module.css';
import { useConnectionState, useOutOfSync } from './realtime-provider';

/** How long a first connection may take before the page says its prices may be stale. */
export const SLOW_CONNECT_MS = 4_000;
/** A lost connection often comes back within a second: the message waits that long to avoid flashing. */
export const RECONNECT_GRACE_MS = 1_000;

/**
 * A polite status when live prices may be stale: the connection was lost (after having been up), the first
 * connection takes more than a few seconds, the backend says its live feed is stale or catching up (betting is
 * paused until it is live), or an update could not be read or the feed is live again and the page is fetching
 * its prices again. Hidden again once connected, live and in sync. The status region is always rendered, so
 * screen readers announce the message when it appears. Everything it needs is on the first load: it works
 * when nothing more can be fetched.
 */
export function ConnectionBanner() {
  const t = useTranslations('live.connection');
  const state = useConnectionState();
  const outOfSync = useOutOfSync();
  const { feed, pageFresh } = usePriceGuard();
  const everConnected = useRef(false);
  const [slow, setSlow] = useState(false);
  if (state === 'connected') everConnected.current = true;

  useEffect(() => {
    if (state === 'connected') {
      setSlow(false);
      return;
    }
    const timer = setTimeout(
      () => setSlow(true),
      everConnected.current ? RECONNECT_GRACE_MS : SLOW_CONNECT_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  const disconnected = state !== 'connected' && (slow || (everConnected.current && state === 'disconnected'));
  const message = disconnected
    ? state === 'disconnected'
      ? 'lost'
      : 'reconnecting'
    : feed.status === 'stale'
      ? 'stale'
      : feed.status === 'catching_up'
        ? 'catchingUp'
        : !pageFresh
          ? 'backLive'
          : outOfSync
            ? 'resync'
            : null;
  return (
    <div role="status" aria-live="polite" className={message ? styles.banner : undefined}>
      {message ? (
        <>
          <span aria-hidden="true" className={styles.icon}>
            ⚠
          </span>
          <span>{t(message)}</span>
        </>
      ) : null}
    </div>
  );
}
