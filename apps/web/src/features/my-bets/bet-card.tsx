'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { isOpenBet } from '@sportsbook/core/bets/bet-lists';
import { formatDate } from '@sportsbook/core/locale/formats';
import { useLocale, useTranslations } from 'next-intl';
import { useOddsText } from '@/lib/odds/odds-text';
import { formatMoney } from '@/lib/player/money';
import { Cashout } from './cashout';
import styles from './my-bets.module.css';

/** A server bet type as the slip names it (spec §3: double, treble and accumulator are combos). */
/** The bonus kinds a bet card has names for. */
const BONUS_KINDS_NAMED = [
  'comboboost',
  'freebet_only_win',
  'freebet_all_win',
  'freebet_no_risk',
  'hunting',
  'tournament',
  'lootbox',
] as const;

export function slipTypeOf(bet: Bet): 'single' | 'combo' | 'system' | 'custom_bet' {
  return bet.type === 'single' || bet.type === 'system' || bet.type === 'custom_bet' ? bet.type : 'combo';
}

/** How a bet's outcome reads: its result when settled, else its status (spec §4). */
function standing(bet: Bet): { key: string; tone: 'open' | 'won' | 'lost' | 'neutral' } {
  if (bet.status === 'cashed_out' || bet.result === 'cashed_out')
    return { key: 'result.cashed_out', tone: 'neutral' };
  if (isOpenBet(bet.status)) return { key: `status.${bet.status}`, tone: 'open' };
  if (bet.result === 'no_results') return { key: `status.${bet.status}`, tone: 'neutral' };
  const tone =
    bet.result === 'win_entire' || bet.result === 'refund_half_win_other'
      ? 'won'
      : bet.result === 'lose_entire' || bet.result === 'refund_half_lose_other'
        ? 'lost'
        : 'neutral';
  return { key: `result.${bet.result}`, tone };
}

/**
 * One placed bet (My bets, bet history): type (and system), selections with their results, odds, stake,
 * potential or actual win (the cash-out amount for a cashed-out bet), status or result, bonus; cash out while
 * it is offered.
 */
export function BetCard({
  bet,
  onAction,
  onChanged,
}: {
  bet: Bet;
  /** The bettor started acting on the bet (a cash-out). */
  onAction: (betId: number) => void;
  onChanged: (bet: Bet) => void;
}) {
  const t = useTranslations('bets');
  const locale = useLocale();
  const oddsText = useOddsText();
  // The bonus by its kind's name (a kind a newer backend added shows as sent), a boost with its odds.
  const bonusText = (bonus: NonNullable<Bet['bonus']>) => {
    const kind = (BONUS_KINDS_NAMED as readonly string[]).includes(bonus.type)
      ? t(`bonusKinds.${bonus.type as (typeof BONUS_KINDS_NAMED)[number]}`)
      : bonus.type;
    return bonus.odds ? t('bonusKinds.boosted', { kind, odds: oddsText(bonus.odds) }) : kind;
  };
  const money = (amount: number) => formatMoney(amount, bet.currency, bet.subunits, locale);
  const { key, tone } = standing(bet);
  const open = isOpenBet(bet.status);
  const cashedOut = bet.status === 'cashed_out' || bet.result === 'cashed_out';
  // Spec §9 date-time (core FMT2), in the bettor's own time zone (the list renders in the browser).
  const placedAt = formatDate(bet.created_at, 'dateTime', { locale });
  return (
    <article className={styles.bet} aria-labelledby={`bet-${bet.id}-title`}>
      <header className={styles.betHead}>
        <h3 id={`bet-${bet.id}-title`} className={styles.betTitle}>
          {t(`types.${slipTypeOf(bet)}`)}
          {bet.system
            ? ` ${t('system', { win: bet.system.win_count, total: bet.system.total_count })}`
            : null}
        </h3>
        <span className={styles.badge} data-tone={tone}>
          {t(key)}
        </span>
      </header>
      <p className={styles.meta}>
        {t('ref', { ref: bet.ref })} · <time dateTime={bet.created_at}>{placedAt}</time>
      </p>
      <ul className={styles.selections}>
        {bet.selections.map((selection) => (
          <li key={selection.id} className={styles.selection}>
            <div>
              <p className={styles.outcome} dir="auto">
                {selection.outcome.name}
              </p>
              <p className={styles.market} dir="auto">
                {selection.market.name} · {selection.match.name}
              </p>
            </div>
            <div className={styles.selectionSide}>
              <span className={styles.odds}>{oddsText(selection.odds)}</span>
              {selection.status !== 'no_results' ? (
                <span className={styles.legResult} data-result={selection.status}>
                  {t(`result.${selection.status}`)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>{t('odds')}</dt>
          <dd>{oddsText(bet.odds)}</dd>
        </div>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{money(bet.stake)}</dd>
        </div>
        {cashedOut ? (
          <div>
            <dt>{t('cashedOut')}</dt>
            <dd>{money(bet.win_amount ?? 0)}</dd>
          </div>
        ) : open || bet.win_amount === null ? (
          <div>
            <dt>{t('potentialWin')}</dt>
            <dd>{money(bet.potential_win)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('won')}</dt>
            <dd>{money(bet.win_amount)}</dd>
          </div>
        )}
        {bet.bonus ? (
          <div>
            <dt>{t('bonus')}</dt>
            <dd>{bonusText(bet.bonus)}</dd>
          </div>
        ) : null}
      </dl>
      {bet.used_in_jackpot ? <p className={styles.meta}>{t('usedInJackpot')}</p> : null}
      {open || bet.status === 'cashed_out' ? (
        <Cashout bet={bet} onStarted={onAction} onCashedOut={onChanged} />
      ) : null}
    </article>
  );
}
