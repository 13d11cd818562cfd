'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';

export type TimeStyle = 'time' | 'dayTime' | 'date';

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: TimeStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], timeZone });
    formatters.set(key, format);
  }
  return format;
}

/**
 * A start time in the reader's own time zone. The server (and hydration) renders UTC, then the browser
 * switches to local time after mount, so hydration never mismatches.
 */
export function LocalTime({ iso, style = 'dayTime' }: { iso: string; style?: TimeStyle }) {
  const locale = useLocale();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  return <time dateTime={iso}>{formatter(locale, style, timeZone).format(new Date(iso))}</time>;
}
