'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { useTranslations } from 'next-intl';
import { useSession } from '../player/session-store';
import { QueryLink } from '../shell/query-link';
import { PlacedBetCard } from './placed-bet-card';
import { useSessionBets } from './session-bets';
import styles from './slip.module.css';

/** The MY_BETS tab (spec §2.1): the player's bets of this visit, as placed and as they change. */
export function MyBetsView() {
  const t = useTranslations('slip');
  const session = useSession();
  const bets = useSessionBets();
  if (session.status !== 'LOGGED_IN') {
    return (
      <div className={styles.empty}>
        <p>{t('ui.myBetsVisitor')}</p>
        <QueryLink name="modal" value="sign-in" className={styles.secondary}>
          {t('ui.signIn')}
        </QueryLink>
      </div>
    );
  }
  if (bets.length === 0) return <p className={styles.empty}>{t('ui.myBetsEmpty')}</p>;
  return (
    <ul className={styles.placedList}>
      {bets.map((bet) => (
        <PlacedBetCard key={bet.id} bet={bet} typeLabel={t(`ui.types.${slipTypeOf(bet)}`)} />
      ))}
    </ul>
  );
}

/** A server bet type as the slip names it (double, treble and accumulator are combos, spec §3). */
function slipTypeOf(bet: Bet): 'single' | 'combo' | 'system' | 'custom_bet' {
  return bet.type === 'single' || bet.type === 'system' || bet.type === 'custom_bet' ? bet.type : 'combo';
}
