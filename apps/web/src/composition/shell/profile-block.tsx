'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useShownSession } from '@/lib/player/first-render-session';
import { formatMoney } from '@/lib/player/money';
import { currentAccount, displayName } from '@/lib/player/session-store';
import { useSportsHref } from '@/lib/url/use-sports-href';
import { QueryLink } from '@/ui/links/query-link';
import styles from './blocks.module.css';

/**
 * The profile block (spec §2.4): who is signed in, their balance and the way to their bets, bonuses,
 * transactions and limits, and Deposit and Sign out; a visitor is offered Sign In and Sign Up. The server
 * draws the player of the session cookie (`useShownSession`), so a signed-in page never shows the visitor's.
 */
export function ProfileBlock({ headingId }: { headingId: string }) {
  const t = useTranslations('shell');
  const wallet = useTranslations('wallet.nav');
  const locale = useLocale();
  const session = useShownSession();
  const hrefs = {
    bets: useSportsHref('/bets-history'),
    bonuses: `${useSportsHref('/promotions')}#my-bonuses`,
    transactions: useSportsHref('/profile/wallet/transactions'),
    limits: useSportsHref('/responsible-gambling'),
  };
  const heading = (
    <h2 id={headingId} className={styles.profileTitle}>
      {t('profile.title')}
    </h2>
  );
  if (session.status !== 'LOGGED_IN' || !session.player) {
    return (
      <section className={styles.profile} aria-labelledby={headingId}>
        {heading}
        <p className={styles.small}>{t('profile.visitor')}</p>
        <div className={styles.profileActions}>
          <QueryLink name="modal" value="sign-in" className={styles.buttonSecondary}>
            {t('nav.signIn')}
          </QueryLink>
          <QueryLink name="modal" value="sign-up" className={styles.buttonPrimary}>
            {t('nav.signUp')}
          </QueryLink>
        </div>
      </section>
    );
  }
  const account = currentAccount(session);
  return (
    <section className={styles.profile} aria-labelledby={headingId}>
      {heading}
      <p className={styles.profileName}>{displayName(session.player)}</p>
      {account ? (
        <p className={styles.profileBalance}>
          <span className={styles.small}>{t('nav.balance')} </span>
          <span aria-live="polite" aria-atomic="true">
            {formatMoney(account.balance, account.currency, account.subunits, locale)}
          </span>
        </p>
      ) : null}
      <ul className={styles.profileLinks}>
        <li>
          <a href={hrefs.bets} className={styles.menuLink}>
            {t('nav.myBets')}
          </a>
        </li>
        <li>
          <a href={hrefs.bonuses} className={styles.menuLink}>
            {t('nav.myBonuses')}
          </a>
        </li>
        <li>
          <a href={hrefs.transactions} className={styles.menuLink}>
            {t('profile.transactions')}
          </a>
        </li>
        <li>
          <a href={hrefs.limits} className={styles.menuLink}>
            {wallet('limits')}
          </a>
        </li>
      </ul>
      <div className={styles.profileActions}>
        <QueryLink name="modal" value="deposit" className={styles.buttonPrimary}>
          {t('nav.deposit')}
        </QueryLink>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => {
            void import('@/lib/player/session-actions').then(({ signOut }) => signOut(locale));
          }}
        >
          {t('nav.signOut')}
        </button>
      </div>
    </section>
  );
}
