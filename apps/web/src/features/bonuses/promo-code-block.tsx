'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSession } from '@/lib/player/session-store';
import styles from './bonuses.module.css';
import { PromoSignIn } from './promo-sign-in';

/** The form and its query cache load once a signed-in player is on a page with the block. */
const PromoCodeForm = dynamic(() => import('./player-bonuses').then((m) => m.PromoCodeForm), {
  ssr: false,
});

/**
 * The promo code block (spec §2.4): a signed-in player redeems a code where the operator placed it; a visitor
 * is asked to sign in first. On the promotions page, whose own form is the main one, a layout's block stays out.
 */
export function PromoCodeBlock() {
  const t = useTranslations('bonuses');
  const session = useSession();
  const headingId = useId();
  const onPromotionsPage = usePathname().endsWith('/promotions');
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;
  if (onPromotionsPage) return null;
  if (playerId !== null) return <PromoCodeForm playerId={playerId} />;
  return (
    <section className={styles.promo} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockHeading}>
        {t('promo.heading')}
      </h2>
      {session.status === 'UNKNOWN' || session.status === 'PENDING' ? null : <PromoSignIn />}
    </section>
  );
}
