'use client';

import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (for countdowns and "applies in" texts). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
