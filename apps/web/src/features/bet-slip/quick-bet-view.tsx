'use client';

import { isPriceUnconfirmed } from '@sportsbook/core/feed/price-guard';
import { placementDelaySeconds, sportDelaySeconds } from '@sportsbook/core/ticket/bet-delay';
import { isUnavailableError } from '@sportsbook/core/ticket/place-errors';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOddsText } from '@/lib/odds/odds-text';
import { formatMoney } from '@/lib/player/money';
import { useSession } from '@/lib/player/session-store';
import { usePriceGuard } from '@/lib/realtime/feed-store';
import { DelayProgress } from './placement-delay';
import styles from './slip.module.css';
import { dispatchQuickBet, placementStartedAt, placeQuickBetAgain } from './slip-engine';
import { useSlip } from './slip-store';
import { StakeField } from './stake-field';

/**
 * Quick bet (spec §4): a switch, its own stake and an approval; once approved, one tap on a live price places
 * a single (the outcome buttons send it here). Shows the bet on its way, placed or refused, announced politely.
 * Issue 14: a tap while the live feed has not confirmed the price places nothing and says why, with a button
 * to place it once the price is back (core FEED5, QB4); betting paused (503) keeps the bet for "try again"
 * (ERR4); a bet held for the in-play delay shows its countdown (DLY2, DLY3).
 */
export function QuickBetView() {
  const t = useTranslations('slip');
  const locale = useLocale();
  const oddsText = useOddsText();
  const { quickBet } = useSlip();
  const session = useSession();
  const guard = usePriceGuard();
  const heldId = useId();
  const selection = quickBet.bet?.selections[0];
  const delays = session.settings?.in_play_bet_delays;
  const longestDelay = Object.keys(delays ?? {}).reduce(
    (most, sport) => Math.max(most, sportDelaySeconds(delays, sport)),
    0,
  );
  const runningDelay =
    quickBet.state === 'PROCESSING' && quickBet.bet ? placementDelaySeconds([quickBet.bet], delays) : 0;
  const startedAt = placementStartedAt('quickBet');
  const unconfirmed = selection !== undefined && isPriceUnconfirmed(guard, selection.id);
  // A chosen price not placed: the tap met a warning (the live feed's among them), or betting was paused.
  const held =
    quickBet.isEnabled && quickBet.isApproved && quickBet.state === 'INITIAL' && selection !== undefined;
  const paused = quickBet.state === 'ERROR' && isUnavailableError(quickBet.error?.code);
  const status =
    quickBet.state === 'PROCESSING'
      ? runningDelay > 0
        ? t('ui.delay.checking', { seconds: runningDelay })
        : t('ui.quickBet.placing')
      : quickBet.state === 'SUCCESS' && selection
        ? t('ui.quickBet.placed', {
            outcome: selection.outcomeName,
            odds: oddsText(selection.odds),
          })
        : held && unconfirmed
          ? t('ui.quickBet.waitingForPrices')
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
          {longestDelay > 0 ? (
            <p className={styles.note}>{t('ui.quickBet.delayHint', { seconds: longestDelay })}</p>
          ) : null}
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
      <p
        id={heldId}
        role="status"
        aria-live="polite"
        className={!status ? 'visually-hidden' : held && unconfirmed ? styles.paused : styles.quickBetStatus}
      >
        {status}
      </p>
      {runningDelay > 0 && startedAt !== null ? (
        <DelayProgress delaySeconds={runningDelay} startedAt={startedAt} />
      ) : null}
      {quickBet.state === 'SUCCESS' && quickBet.placedBet ? (
        <p className={styles.note}>
          {t('ui.placedStake', {
            stake: formatMoney(
              quickBet.placedBet.stake,
              quickBet.placedBet.currency,
              quickBet.placedBet.subunits,
              locale,
            ),
            odds: oddsText(quickBet.placedBet.odds),
          })}
        </p>
      ) : null}
      {quickBet.error ? (
        <p className={paused ? styles.paused : styles.betError} role="alert">
          {t(quickBet.error.messageKey)}
        </p>
      ) : null}
      {held || paused ? (
        <button
          type="button"
          className={styles.primary}
          disabled={unconfirmed}
          aria-describedby={held && unconfirmed ? heldId : undefined}
          onClick={placeQuickBetAgain}
        >
          {paused ? t('ui.quickBet.retry') : t('ui.quickBet.place')}
        </button>
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
