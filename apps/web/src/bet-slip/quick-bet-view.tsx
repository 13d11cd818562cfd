'use client';

import { formatOdds } from '@sportsbook/core/odds/odds-format';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsType } from '../odds/odds-type-store';
import { formatMoney } from '../player/money';
import styles from './slip.module.css';
import { dispatchQuickBet } from './slip-engine';
import { useSlip } from './slip-store';
import { StakeField } from './stake-field';

/**
 * Quick bet (spec §4): a switch, its own stake and an approval; once approved, one tap on a live price places
 * a single (the outcome buttons send it here). Shows the bet on its way, placed or refused, announced politely.
 */
export function QuickBetView() {
  const t = useTranslations('slip');
  const locale = useLocale();
  const oddsType = useOddsType();
  const { quickBet } = useSlip();
  const selection = quickBet.bet?.selections[0];
  const status =
    quickBet.state === 'PROCESSING'
      ? t('ui.quickBet.placing')
      : quickBet.state === 'SUCCESS' && selection
        ? t('ui.quickBet.placed', {
            outcome: selection.outcomeName,
            odds: formatOdds(selection.odds, oddsType),
          })
        : quickBet.isEnabled && quickBet.isApproved
          ? t('ui.quickBet.approved')
          : '';
  return (
    <section className={styles.quickBet} aria-label={t('ui.quickBet.toggle')}>
      <div className={styles.quickBetHead}>
        <button
          type="button"
          role="switch"
          aria-checked={quickBet.isEnabled}
          className={styles.switch}
          onClick={() => dispatchQuickBet({ type: 'quickBetToggled', enabled: !quickBet.isEnabled })}
        >
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          <span>{t('ui.quickBet.toggle')}</span>
        </button>
      </div>
      {quickBet.isEnabled ? (
        <>
          <p className={styles.note}>{t('ui.quickBet.hint')}</p>
          <div className={styles.quickBetStake}>
            <StakeField
              label={t('ui.quickBet.stake')}
              stake={quickBet.stake}
              subunits={quickBet.subunits}
              currency={quickBet.currency}
              onChange={(stake) => dispatchQuickBet({ type: 'quickBetStakeChanged', stake })}
            />
            <button
              type="button"
              className={styles.secondary}
              disabled={quickBet.stake <= 0 || quickBet.isApproved}
              aria-pressed={quickBet.isApproved}
              onClick={() => dispatchQuickBet({ type: 'quickBetApproved' })}
            >
              {t('ui.quickBet.approve')}
            </button>
          </div>
        </>
      ) : null}
      <p role="status" aria-live="polite" className={status ? styles.quickBetStatus : 'visually-hidden'}>
        {status}
      </p>
      {quickBet.state === 'SUCCESS' && quickBet.placedBet ? (
        <p className={styles.note}>
          {t('ui.placedStake', {
            stake: formatMoney(
              quickBet.placedBet.stake,
              quickBet.placedBet.currency,
              quickBet.placedBet.subunits,
              locale,
            ),
            odds: formatOdds(quickBet.placedBet.odds, oddsType),
          })}
        </p>
      ) : null}
      {quickBet.error ? (
        <p className={styles.betError} role="alert">
          {t(quickBet.error.messageKey)}
        </p>
      ) : null}
      {quickBet.state === 'SUCCESS' || quickBet.state === 'ERROR' ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => dispatchQuickBet({ type: 'quickBetCleared' })}
        >
          {t('ui.quickBet.clear')}
        </button>
      ) : null}
    </section>
  );
}
