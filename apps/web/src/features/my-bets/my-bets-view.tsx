'use client';

import { BETS_HISTORY_SEGMENT } from '@sportsbook/core/routing/paths';
import { useTranslations } from 'next-intl';
import { useSportsHref } from '@/lib/url/use-sports-href';
import { BetList } from './bet-list';
import styles from './my-bets.module.css';

/** The MY_BETS tab (spec §2.1): the player's open bets first, the other filters a tap away, and the history. */
export function MyBetsView() {
  const t = useTranslations('bets');
  const historyHref = useSportsHref(`/${BETS_HISTORY_SEGMENT}`);
  return (
    <div className={styles.list}>
      <BetList initialFilter="open" />
      <a className={styles.historyLink} href={historyHref}>
        {t('history')}
      </a>
    </div>
  );
}
