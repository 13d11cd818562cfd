'use client';

import { useEffect, useState } from 'react';

/**
 * The bettor's time zone as the events filter's `tz` field (spec §3 list parameters, core EVF5), so a chosen
 * day is the bettor's day, as start times are shown in local time. Filled after hydration; without
 * JavaScript the form keeps the zone of the URL, else days are UTC.
 */
export function TimeZoneField({ initial }: { initial: string | undefined }) {
  const [zone, setZone] = useState(initial ?? '');
  useEffect(() => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (local) setZone(local);
  }, []);
  return zone ? <input type="hidden" name="tz" value={zone} /> : null;
}
