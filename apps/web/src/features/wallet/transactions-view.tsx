'use client';

import {
  WALLET_TRANSACTION_KINDS,
  type WalletTransaction,
  type WalletTransactionKind,
} from '@sportsbook/contract/entities/payment';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { formatMoney } from '@/lib/player/money';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { openModal } from '@/lib/url/modal-url';
import { LocalTime } from '@/ui/time/local-time';
import { listTransactionsOptions, transactionsKey } from './api/list-transactions';
import styles from './transactions.module.css';

/** The kinds this page has words for (the contract's, without loading its schemas on the page). */
const KINDS: readonly WalletTransactionKind[] = WALLET_TRANSACTION_KINDS;

/** The words for a movement's kind; a kind a newer backend added reads as "other". */
function kindKey(kind: string): string {
  return (KINDS as readonly string[]).includes(kind) ? kind : 'other';
}

function Row({ row }: { row: WalletTransaction }) {
  const t = useTranslations('wallet.transactions');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, row.currency, row.subunits, locale);
  const reference =
    row.bet_id !== null
      ? t('bet', { id: row.bet_id })
      : row.payment_id !== null
        ? t('payment', { id: row.payment_id })
        : null;
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <strong>{t(`kinds.${kindKey(row.kind)}`)}</strong>
        <span className={styles.muted}>
          <LocalTime iso={row.created_at} />
          {reference ? ` · ${reference}` : null}
        </span>
      </div>
      <div className={styles.money}>
        <span className={row.amount < 0 ? styles.debit : styles.credit}>
          {row.amount > 0 ? '+' : row.amount < 0 ? '−' : ''}
          {money(Math.abs(row.amount))}
        </span>
        <span className={styles.muted}>{t('balanceAfter', { amount: money(row.balance_after) })}</span>
      </div>
    </li>
  );
}

/**
 * The player's wallet transactions (spec §2.2 payment redirect target profile/wallet/transactions): every
 * deposit, stake, win, refund and cash out of their accounts, newest first, a page at a time, read with the
 * session (GET /platform/wallet/transactions). A visitor is asked to sign in.
 */
export function TransactionsView() {
  const t = useTranslations('wallet.transactions');
  const locale = useLocale();
  const { status, player, accounts } = useSession();
  const playerId = status === 'LOGGED_IN' ? (player?.id ?? null) : null;
  const [page, setPage] = useState(1);
  const list = useRef<HTMLUListElement>(null);
  const answer = useQuery(
    { ...listTransactionsOptions(playerId ?? 0, locale, page), enabled: playerId !== null },
    queryClient,
  );

  // A balance that changed (a deposit, a bet, a settlement) means new rows: read the pages again.
  const balances = accounts.map((account) => `${account.currency}:${account.balance}`).join();
  useEffect(() => {
    if (playerId === null || balances === '') return;
    void queryClient.invalidateQueries({ queryKey: transactionsKey(playerId) });
  }, [playerId, balances]);

  if (status === 'NOT_LOGGED_IN') {
    return (
      <div className={styles.empty}>
        <p>{t('signInFirst')}</p>
        <button type="button" className={styles.button} onClick={() => openModal('sign-in')}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  if (!answer.data) {
    if (answer.isError) {
      const unavailable = answer.error instanceof ApiCallError && answer.error.isUnavailable;
      return (
        <div className={styles.empty} role="alert">
          <p>{t(unavailable ? 'unavailable' : 'failed')}</p>
          <button type="button" className={styles.button} onClick={() => void answer.refetch()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    return (
      <p className={styles.empty} role="status">
        {t('loading')}
      </p>
    );
  }
  const { rows, lastPage } = answer.data;
  if (rows.length === 0 && page === 1) return <p className={styles.empty}>{t('empty')}</p>;
  const go = (to: number) => {
    setPage(to);
    list.current?.focus();
  };
  return (
    <div className={styles.transactions}>
      <ul className={styles.list} aria-label={t('listLabel')} ref={list} tabIndex={-1}>
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav className={styles.pages} aria-label={t('pagesLabel')}>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('previous')}
          </button>
          <span aria-live="polite">{t('position', { page: Math.min(page, lastPage), pages: lastPage })}</span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= lastPage}
            onClick={() => go(page + 1)}
          >
            {t('next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
