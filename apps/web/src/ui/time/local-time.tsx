'use client';

import { type DateFormatName, formatDate } from '@sportsbook/core/locale/formats';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';

export type TimeStyle = 'time' | 'dayTime' | 'date';

/** The §9 date formats (core FMT2) each style shows: a start time, a time, a medium date. */
const FORMATS: Record<TimeStyle, DateFormatName> = {
  time: 'time',
  dayTime: 'eventStart',
  date: 'mediumDate',
};

/**
 * A start time in the reader's own time zone. The server (and hydration) renders UTC, then the browser
 * switches to local time after mount, so hydration never mismatches.
 */
export function LocalTime({ iso, style = 'dayTime' }: { iso: string; style?: TimeStyle }) {
  const locale = useLocale();
  const [timeZone, setTimeZone] = useState<string | undefined>('UTC');
  useEffect(() => setTimeZone(undefined), []);
  return <time dateTime={iso}>{formatDate(iso, FORMATS[style], { locale, timeZone })}</time>;
}
