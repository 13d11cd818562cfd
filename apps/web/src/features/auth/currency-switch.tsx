'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { reportError } from '@/lib/errors/report';
import { notify } from '@/lib/notices/notify';
import { currentAccount, useSession } from '@/lib/player/session-store';
import styles from './auth.module.css';

/**
 * The header's account currency switch (spec §4 account currency change): the player's active accounts'
 * currencies; choosing one makes it the profile currency (POST /player/accounts) and the header's balance
 * and the bet slip follow. Shown only with more than one account.
 */
export function CurrencySwitch() {
  const t = useTranslations('auth.header');
  const locale = useLocale();
  const session = useSession();
  const [pending, setPending] = useState(false);
  const account = currentAccount(session);
  if (session.status !== 'LOGGED_IN' || session.accounts.length < 2 || !account) return null;

  const change = async (currency: string) => {
    setPending(true);
    try {
      const { changeCurrency } = await import('./account-actions');
      await changeCurrency(locale, currency);
    } catch (error) {
      reportError(error, { where: 'changing the account currency' });
      notify({
        kind: 'error',
        title: t('currencyFailed.title'),
        description: t('currencyFailed.description'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <select
      className={styles.currency}
      aria-label={t('currency')}
      value={account.currency}
      disabled={pending}
      aria-busy={pending || undefined}
      onChange={(event) => void change(event.target.value)}
    >
      {session.accounts.map((item) => (
        <option key={item.id} value={item.currency}>
          {item.currency}
        </option>
      ))}
    </select>
  );
}
