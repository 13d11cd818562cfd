'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CurrencySwitch } from '@/features/auth';
import { formatMoney } from '@/lib/player/money';
import { currentAccount, displayName, useSession } from '@/lib/player/session-store';
import { useSportsHref } from '@/lib/url/use-sports-href';
import { QueryLink } from '@/ui/links/query-link';
import styles from './shell.module.css';

/**
 * The account items of the main navigation (spec §2.4): Sign In, Sign Up and Deposit for a visitor; the
 * balance, Deposit and Sign out for a signed-in player. Visitors' items show until the player has loaded.
 */
export function AccountNav() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const session = useSession();
  const account = currentAccount(session);
  const wallet = useTranslations('wallet.nav');
  const limitsHref = useSportsHref('/responsible-gambling');
  const deposit = (
    <li>
      <QueryLink name="modal" value="deposit" className={styles.navLink}>
        {t('nav.deposit')}
      </QueryLink>
    </li>
  );
  if (session.status !== 'LOGGED_IN' || !session.player) {
    return (
      <>
        <li>
          <QueryLink name="modal" value="sign-in" className={styles.navLink}>
            {t('nav.signIn')}
          </QueryLink>
        </li>
        <li>
          <QueryLink name="modal" value="sign-up" className={styles.navLinkPrimary}>
            {t('nav.signUp')}
          </QueryLink>
        </li>
        {deposit}
      </>
    );
  }
  return (
    <>
      <li className={styles.balance}>
        <span className={styles.playerName}>{displayName(session.player)}</span>
        {account ? (
          <span aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">{t('nav.balance')} </span>
            <span className={styles.balanceAmount}>
              {formatMoney(account.balance, account.currency, account.subunits, locale)}
            </span>
          </span>
        ) : null}
        <CurrencySwitch />
      </li>
      {deposit}
      <li>
        <a href={limitsHref} className={styles.navLink}>
          {wallet('limits')}
        </a>
      </li>
      <li>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => {
            void import('@/lib/player/session-actions').then(({ signOut }) => signOut(locale));
          }}
        >
          {t('nav.signOut')}
        </button>
      </li>
    </>
  );
}
