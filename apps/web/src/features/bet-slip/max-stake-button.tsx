'use client';

import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/player/money';
import { currentAccount, useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { maxStakeOptions } from './api/max-stake';
import styles from './slip.module.css';

/**
 * "Max. EUR 250.00": the largest stake the backend allows this bet now (spec §7.2 POST /bets/max-stake: the
 * limits and the balance), asked again when the bet's selections, type or prices change or the balance moves;
 * pressing it sets the stake. A signed-in player's call: visitors are not asked (the call needs a session).
 * Shown only for a bet that can be placed as it stands (`askable`).
 */
export function MaxStakeButton({
  bet,
  askable,
  onUse,
}: {
  bet: SlipBet;
  askable: boolean;
  onUse: (stake: number) => void;
}) {
  const t = useTranslations('slip.ui');
  const locale = useLocale();
  const session = useSession();
  const account = currentAccount(session);
  const balance = account?.currency === bet.currency ? account.balance : null;
  const enabled = session.status === 'LOGGED_IN' && askable && bet.selections.length > 0;
  const answer = useQuery({ ...maxStakeOptions(locale, bet, balance), enabled }, queryClient).data;
  if (!enabled || answer?.kind !== 'max' || answer.maxStake <= 0) return null;
  return (
    <button type="button" className={styles.preset} onClick={() => onUse(answer.maxStake)}>
      {t('maxStake', { amount: formatMoney(answer.maxStake, bet.currency, bet.subunits, locale) })}
    </button>
  );
}
