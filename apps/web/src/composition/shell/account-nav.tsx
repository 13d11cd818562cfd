'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CurrencySwitch } from '@/features/auth';
import { NotificationsMenuButton } from '@/features/notifications';
import { useShownSession } from '@/lib/player/first-render-session';
import { formatMoney } from '@/lib/player/money';
import { currentAccount, displayName } from '@/lib/player/session-store';
import { useSportsHref } from '@/lib/url/use-sports-href';
import { QueryLink } from '@/ui/links/query-link';
import styles from './shell.module.css';

/** The account menu's element id (its button on phones controls it). */
const ACCOUNT_MENU_ID = 'account-menu';

/**
 * The account items of the main navigation (spec §2.4): Sign In, Sign Up and Deposit for a visitor; the
 * balance, Deposit and the account's actions (currency, limits, Sign out) for a signed-in player. The
 * server renders the player it read from the session cookie (`useShownSession`), so a signed-in page never
 * shows the visitor's items first.
 *
 * One row at every width: the balance is the button of the account menu (a popover, which works before
 * hydration and closes on Escape or a tap outside) with the player's name, currency, their bonuses, limits and, below
 * 1280 px, Sign out; from 1280 px Sign out is in the row itself.
 */
export function AccountNav() {
  const t = useTranslations('shell');
  const locale = useLocale();
  const session = useShownSession();
  const account = currentAccount(session);
  const wallet = useTranslations('wallet.nav');
  const limitsHref = useSportsHref('/responsible-gambling');
  const bonusesHref = `${useSportsHref('/promotions')}#my-bonuses`;
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
        {/* A visitor's deposit asks them to sign in first: on phones Sign In is that action already. */}
        <li className={styles.desktopOnly}>
          <QueryLink name="modal" value="deposit" className={styles.navLink}>
            {t('nav.deposit')}
          </QueryLink>
        </li>
      </>
    );
  }
  const name = displayName(session.player);
  const balance = account ? formatMoney(account.balance, account.currency, account.subunits, locale) : null;
  const signOut = (
    <button
      type="button"
      className={styles.navButton}
      onClick={() => {
        void import('@/lib/player/session-actions').then(({ signOut }) => signOut(locale));
      }}
    >
      {t('nav.signOut')}
    </button>
  );
  return (
    <>
      <li>
        <button
          type="button"
          className={styles.accountButton}
          popoverTarget={ACCOUNT_MENU_ID}
          aria-haspopup="true"
        >
          <span className={styles.balance}>
            <span className={styles.playerName}>{name}</span>
            <span aria-live="polite" aria-atomic="true">
              <span className="visually-hidden">{t('nav.balance')} </span>
              <span className={styles.balanceAmount}>{balance ?? ''}</span>
            </span>
          </span>
          <span aria-hidden="true" className={styles.accountCaret}>
            ▾
          </span>
        </button>
        <div id={ACCOUNT_MENU_ID} popover="auto" className={styles.accountMenu}>
          <p className={styles.accountName}>{name}</p>
          <CurrencySwitch />
          <NotificationsMenuButton className={styles.menuLink} />
          <a href={bonusesHref} className={styles.menuLink}>
            {t('nav.myBonuses')}
          </a>
          <a href={limitsHref} className={styles.menuLink}>
            {wallet('limits')}
          </a>
          <div className={styles.narrowOnly}>{signOut}</div>
        </div>
      </li>
      <li>
        <QueryLink name="modal" value="deposit" className={styles.navLinkDeposit}>
          {t('nav.deposit')}
        </QueryLink>
      </li>
      {/* Wide screens have room for Sign out in the row; narrower ones find it in the account menu. */}
      <li className={styles.wideOnly}>{signOut}</li>
    </>
  );
}
