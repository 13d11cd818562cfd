'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void, seconds: boolean): () => void {
  const step = seconds ? 1_000 : 60_000;
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    onChange();
    timer = setTimeout(tick, step - (Date.now() % step));
  };
  timer = setTimeout(tick, step - (Date.now() % step));
  return () => clearTimeout(timer);
}

const subscribeMinutes = (onChange: () => void) => subscribe(onChange, false);
const subscribeSeconds = (onChange: () => void) => subscribe(onChange, true);
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
const currentSecond = () => Math.floor(Date.now() / 1_000) * 1_000;
const onServer = () => null;

/**
 * A wall clock in the bettor's own time zone (the browser's). The server does not know that zone, so the
 * time appears after hydration in a box of fixed width (no layout shift).
 */
export function Clock({ seconds }: { seconds: boolean }) {
  const t = useTranslations('shell');
  const format = useFormatter();
  const now = useSyncExternalStore(
    seconds ? subscribeSeconds : subscribeMinutes,
    seconds ? currentSecond : currentMinute,
    onServer,
  );
  const timeZone = typeof Intl === 'undefined' ? undefined : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const date = now === null ? null : new Date(now);
  return (
    <span className="clock" data-seconds={seconds || undefined}>
      <span className="visually-hidden">{t('clock.label')} </span>
      <time dateTime={date?.toISOString()} suppressHydrationWarning>
        {date
          ? format.dateTime(date, {
              hour: '2-digit',
              minute: '2-digit',
              ...(seconds ? { second: '2-digit' } : {}),
              timeZone,
            })
          : '\u00a0'}
      </time>
    </span>
  );
}
