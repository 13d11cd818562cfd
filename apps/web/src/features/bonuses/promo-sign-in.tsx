'use client';

import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/url/modal-url';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import styles from './bonuses.module.css';

/** What a visitor sees where a promo code is redeemed: why to sign in, and the way to. */
export function PromoSignIn() {
  const t = useTranslations('bonuses');
  return (
    <>
      <p>{t('promo.signIn')}</p>
      <button
        type="button"
        className={`${dialogStyles.primary} ${styles.start}`}
        onClick={() => openModal('sign-in')}
      >
        {t('promo.signInButton')}
      </button>
    </>
  );
}
