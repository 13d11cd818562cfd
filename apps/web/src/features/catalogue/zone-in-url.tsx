'use client';

import { validTimeZone } from '@sportsbook/core/catalog/events-filter';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Days of the results and schedule are the bettor's (core EVF5): a page reached without `tz` (a menu link, a
 * search engine) is replaced once by the same page with the browser's time zone, so "Today" is the bettor's
 * today and the day links carry it on. UTC needs nothing.
 */
export function ZoneInUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  useEffect(() => {
    if (params.has('tz')) return;
    const zone = validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!zone || zone === 'UTC' || zone === 'Etc/UTC') return;
    const next = new URLSearchParams(params);
    next.set('tz', zone);
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  }, [params, pathname, router]);
  return null;
}
