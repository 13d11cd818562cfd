'use client';

import { UNSEEN_BONUS_DELAY_MS } from '@sportsbook/core/bonuses/bonus-alerts';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/player/session-store';

/** The alert and its flow: loaded once a signed-in player's unseen bonuses are first looked for. */
const BonusAlerts = dynamic(() => import('./bonus-alerts').then((m) => m.BonusAlerts), { ssr: false });

/**
 * The bonus alert's part of every page (spec §2.5, §4 bonus notification flow): for a signed-in player, a
 * moment after they are known (core BON25), the flow that shows their unseen bonuses and those issued while
 * they are here; nothing for a visitor (the alert is closed when nobody is signed in).
 */
export function BonusAlertHost() {
  const session = useSession();
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;
  const [due, setDue] = useState<number | null>(null);
  useEffect(() => {
    setDue(null);
    if (playerId === null) return;
    const timer = setTimeout(() => setDue(playerId), UNSEEN_BONUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playerId]);
  return due !== null && due === playerId ? <BonusAlerts playerId={due} /> : null;
}
