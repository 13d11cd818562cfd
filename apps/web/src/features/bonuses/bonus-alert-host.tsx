'use client';

import { JACKPOT_HIT_DELAY_MS, UNSEEN_BONUS_DELAY_MS } from '@sportsbook/core/bonuses/bonus-alerts';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/player/session-store';
import { useFeatures } from '@/lib/site/features-context';

/** The alert and its flow: loaded once a signed-in player's unseen bonuses are first looked for. */
const BonusAlerts = dynamic(() => import('./bonus-alerts').then((m) => m.BonusAlerts), { ssr: false });

/**
 * The bonus alert's part of every page (spec §2.5, §4 bonus notification flow): for a signed-in player, a
 * moment after they are known (core BON25: 1 s for jackpot hits where jackpots are on, 2 s for bonuses), the
 * flow that shows their unseen hits and bonuses and those that come while they are here; nothing for a
 * visitor (the alert is closed when nobody is signed in).
 */
export function BonusAlertHost() {
  const session = useSession();
  const jackpots = useFeatures().jackpots === true;
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;
  const [due, setDue] = useState<number | null>(null);
  const firstDelay = jackpots ? JACKPOT_HIT_DELAY_MS : UNSEEN_BONUS_DELAY_MS;
  useEffect(() => {
    setDue(null);
    if (playerId === null) return;
    const timer = setTimeout(() => setDue(playerId), firstDelay);
    return () => clearTimeout(timer);
  }, [playerId, firstDelay]);
  return due !== null && due === playerId ? (
    <BonusAlerts
      playerId={due}
      jackpots={jackpots}
      bonusDelayMs={Math.max(UNSEEN_BONUS_DELAY_MS - firstDelay, 0)}
    />
  ) : null;
}
