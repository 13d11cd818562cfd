'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/lib/player/session-store';
import styles from './slip.module.css';
import { openBetBuilder, useSlip } from './slip-store';

// The builder loads when first opened: it is on no page's first load.
const BetBuilderDialog = dynamic(() => import('./bet-builder-dialog').then((m) => m.BetBuilderDialog), {
  ssr: false,
});

/** Renders the bet builder (custom-bet modal) while the slip store has it open. */
export function BetBuilderHost() {
  const { betBuilderMatchId } = useSlip();
  return betBuilderMatchId === null ? null : (
    <BetBuilderDialog key={betBuilderMatchId} matchId={betBuilderMatchId} />
  );
}

/** Spec §2.1 anchor of the bet builder on a match page. */
export const BET_BUILDER_ANCHOR = '#betBuilder';

/**
 * The match page's way into the bet builder: a button where the operator offers custom bets (settings
 * `custom_bet_enabled`), and the #betBuilder anchor, which opens it as the page loads. `offered` is what the
 * server read for its render, used until the page has the session's settings: the button is in the first
 * paint, and the header it sits in does not grow under the bettor's eyes.
 */
export function BetBuilderButton({
  matchId,
  bettable,
  offered,
}: {
  matchId: number;
  bettable: boolean;
  offered: boolean;
}) {
  const t = useTranslations('slip.ui.builder');
  const { settings } = useSession();
  const enabled = bettable && (settings ? settings.custom_bet_enabled === true : offered);
  useEffect(() => {
    if (enabled && window.location.hash === BET_BUILDER_ANCHOR) openBetBuilder(matchId);
  }, [enabled, matchId]);
  if (!enabled) return null;
  return (
    <button type="button" className={styles.secondary} onClick={() => openBetBuilder(matchId)}>
      {t('open')}
    </button>
  );
}
