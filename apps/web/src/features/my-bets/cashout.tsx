'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { formatMoney } from '@/lib/player/money';
import { queryClient } from '@/lib/query/app-query-client';
import { cashoutOptions } from './api/cashout-bet';
import type { CashoutStep } from './cashout-step';
import styles from './my-bets.module.css';

/**
 * Cash out (spec §7.2 POST /bets/cashout): the bet's live value on a button, a confirmation, then the result.
 * When the value moved meanwhile the new one is offered; the button is gone when the bet cannot be cashed out.
 * While cash out is paused (503) it says that nothing changed and offers the button again.
 */
export function Cashout({
  bet,
  onStarted,
  onCashedOut,
}: {
  bet: Bet;
  /** The bettor confirmed: the list keeps the bet in view whatever its next status. */
  onStarted: (betId: number) => void;
  onCashedOut: (bet: Bet) => void;
}) {
  const t = useTranslations('bets.cashout');
  const locale = useLocale();
  const [step, setStep] = useState<CashoutStep>({ kind: 'offer' });
  const money = (amount: number) => formatMoney(amount, bet.currency, bet.subunits, locale);
  const value = bet.to_cashout;

  const cashout = useMutation(cashoutOptions(locale), queryClient);

  async function send(amount: number) {
    onStarted(bet.id);
    setStep({ kind: 'sending', amount });
    try {
      const result = await cashout.mutateAsync({ betId: bet.id, amount });
      if (result.kind === 'refused') {
        setStep(result.step);
        return;
      }
      setStep({ kind: 'done', amount: result.bet.win_amount ?? amount });
      onCashedOut(result.bet);
      const { refreshAccounts } = await import('@/lib/player/session-actions');
      await refreshAccounts(locale, 'reading the balance after a cash out');
    } catch (error) {
      // A 401 has signed the player out (core QRY1); anything else the cache has reported.
      setStep(
        error instanceof ApiCallError && error.status === 401
          ? { kind: 'offer' }
          : { kind: 'failed', messageKey: 'failed' },
      );
    }
  }

  if (step.kind === 'done') {
    return (
      <p className={styles.cashoutDone} role="status">
        {t('done', { amount: money(step.amount) })}
      </p>
    );
  }
  if (value === null && step.kind !== 'sending') {
    return step.kind === 'failed' ? <p className={styles.cashoutError}>{t(step.messageKey)}</p> : null;
  }
  return (
    <div className={styles.cashout}>
      {step.kind === 'paused' ? (
        <p className={styles.cashoutPaused} role="alert">
          {t('paused')}
        </p>
      ) : null}
      {(step.kind === 'offer' || step.kind === 'paused') && value !== null ? (
        <button
          type="button"
          className={styles.cashoutButton}
          onClick={() => setStep({ kind: 'confirm', amount: value })}
        >
          {t('offer', { amount: money(value) })}
        </button>
      ) : null}
      {step.kind === 'confirm' || step.kind === 'changed' ? (
        // biome-ignore lint/a11y/useSemanticElements: a question with its two answers, not form fields
        <div className={styles.cashoutConfirm} role="group" aria-label={t('confirmLabel')}>
          <p role="status">
            {step.kind === 'changed'
              ? t('changed', { amount: money(step.amount) })
              : t('confirmQuestion', { amount: money(step.amount) })}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.cashoutButton} onClick={() => void send(step.amount)}>
              {t('confirm', { amount: money(step.amount) })}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setStep({ kind: 'offer' })}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {step.kind === 'sending' ? (
        <p role="status" className={styles.note}>
          {t('sending')}
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p className={styles.cashoutError} role="alert">
          {t(step.messageKey)}
        </p>
      ) : null}
    </div>
  );
}
