'use client';

import { formatDate } from '@sportsbook/core/locale/formats';
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { serverNow, subscribeServerClock } from '@/lib/time/server-clock';

/** Ticks on each whole minute or second of the server's clock, and at once when that clock is corrected. */
function subscribe(onChange: () => void, seconds: boolean): () => void {
  const step = seconds ? 1_000 : 60_000;
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(tick, step - (serverNow() % step));
  };
  const tick = () => {
    onChange();
    schedule();
  };
  schedule();
  const stopCorrections = subscribeServerClock(() => {
    clearTimeout(timer);
    tick();
  });
  return () => {
    clearTimeout(timer);
    stopCorrections();
  };
}

const subscribeMinutes = (onChange: () => void) => subscribe(onChange, false);
const subscribeSeconds = (onChange: () => void) => subscribe(onChange, true);
const currentMinute = () => Math.floor(serverNow() / 60_000) * 60_000;
const currentSecond = () => Math.floor(serverNow() / 1_000) * 1_000;
const onServer = () => null;

/**
 * A wall clock (spec §9): the server's time, in the bettor's own time zone (the browser's), written in the
 * time format of core FMT2. The server does not know that zone, so the time appears after hydration in a box
 * of fixed width (no layout shift).
 */
export function Clock({ seconds }: { seconds: boolean }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const now = useSyncExternalStore(
    seconds ? subscribeSeconds : subscribeMinutes,
    seconds ? currentSecond : currentMinute,
    onServer,
  );
  const date = now === null ? null : new Date(now);
  return (
    <span className="clock" data-seconds={seconds || undefined}>
      <span className="visually-hidden">{t('clock.label')} </span>
      <time dateTime={date?.toISOString()} suppressHydrationWarning>
        {date ? formatDate(date, seconds ? 'timeWithSeconds' : 'time', { locale }) : '\u00a0'}
      </time>
    </span>
  );
}
