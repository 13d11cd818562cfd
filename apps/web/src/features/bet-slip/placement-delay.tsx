'use client';

import { delaySecondsLeft } from '@sportsbook/core/ticket/bet-delay';
import { useTranslations } from 'next-intl';
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeNow } from '@/lib/live/now-store';
import styles from './slip.module.css';

/**
 * A placement held for the operator's in-play delay (core DLY2): a progress bar and the seconds left (core
 * DLY3), redrawn each second. Not a live region itself: the slip's polite status says once that the bet is
 * being checked, so a screen reader is not told every second.
 */
export function DelayProgress({
  delaySeconds,
  startedAt,
}: {
  /** The placement's delay in seconds (> 0). */
  delaySeconds: number;
  /** When the placement was sent (ms of the page's clock). */
  startedAt: number;
}) {
  const t = useTranslations('slip.ui.delay');
  const left = useSyncExternalStore(
    subscribeNow,
    useCallback(() => delaySecondsLeft(startedAt, delaySeconds, Date.now()), [startedAt, delaySeconds]),
    () => delaySeconds,
  );
  const text = left > 0 ? t('left', { seconds: left }) : t('finishing');
  return (
    <div className={styles.delay}>
      <progress
        className={styles.delayBar}
        max={delaySeconds}
        value={delaySeconds - left}
        aria-label={t('progress')}
        aria-valuetext={text}
      />
      <p className={styles.note} aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
