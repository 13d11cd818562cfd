'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { formatMoney } from '@/lib/player/money';
import { type CashoutStep, cashoutFailure } from './cashout-step';
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

  async function send(amount: number) {
    onStarted(bet.id);
    setStep({ kind: 'sending', amount });
    try {
      const [{ playerCall, refreshAccounts }, { cashoutBet }] = await Promise.all([
        import('@/lib/player/session-actions'),
        import('@sportsbook/contract/sportsbook/bet-calls'),
      ]);
      const cashedOut = await playerCall(cashoutBet, {
        locale,
        body: { bet_id: bet.id, to_cashout: amount, locale },
      });
      setStep({ kind: 'done', amount: cashedOut.win_amount ?? amount });
      onCashedOut(cashedOut);
      // The balance arrives on the private channel too; reading it covers a late or lost message.
      await refreshAccounts(locale, 'reading the balance after a cash out');
    } catch (error) {
      // Spec §8: the session has ended; the player was signed out with the sign-in prompt (playerCall).
      if (error instanceof ApiCallError && error.status === 401) {
        setStep({ kind: 'offer' });
        return;
      }
      const failure = cashoutFailure(error);
      if (failure.report) reportError(error, { where: 'cashing out' });
      setStep(failure.step);
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
