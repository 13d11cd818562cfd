'use client';

import type { OfferedBonus } from '@sportsbook/core/bonuses/bonus-selection';
import type { BetSummary } from '@sportsbook/core/ticket/bet-summary';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import type { UpcomingBonus } from '@sportsbook/core/ticket/slip-bonuses';
import { useLocale, type useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOddsText } from '@/lib/odds/odds-text';
import { formatMoney } from '@/lib/player/money';
import { MaxStakeButton } from './max-stake-button';
import { PresetStakes } from './preset-stakes';
import styles from './slip.module.css';
import { dispatchTicket } from './slip-engine';
import { StakeField } from './stake-field';

/* The parts of one bet of the ticket view: its selections' rows and its footer (stake, figures, limits). */

export type Translate = ReturnType<typeof useTranslations<'slip'>>;

export function matchName(selection: Selection): string {
  return selection.nameA && selection.nameB
    ? `${selection.nameA} – ${selection.nameB}`
    : selection.categoryName;
}

/**
 * One selection: where it is, its price (and the price before a change), its flags (its own, else a price the
 * live feed has not confirmed, core FEED5), the in-play delay of a live one (core DLY1), its remove button.
 */
export function SelectionRow({
  selection,
  flags,
  betError,
  unconfirmed,
  delaySeconds,
  t,
}: {
  selection: Selection;
  flags: BetSummary['selections'][number] | undefined;
  betError: string | undefined;
  /** Its price waits for the live feed (core FEED5): it cannot be placed yet. */
  unconfirmed: boolean;
  /** Seconds a placement of it is held (a live selection of a sport with an in-play delay), else 0. */
  delaySeconds: number;
  t: Translate;
}) {
  const oddsText = useOddsText();
  const blocked =
    selection.isSuspended || selection.isNotAvailable || (flags?.notCombinable ?? null) !== null;
  return (
    <li
      className={styles.selection}
      data-blocked={blocked || undefined}
      data-stale={(unconfirmed && !blocked) || undefined}
      data-changed={selection.isChanged || undefined}
    >
      <div className={styles.selectionMain}>
        <p className={styles.outcome} dir="auto">
          {selection.outcomeName}
        </p>
        <p className={styles.market} dir="auto">
          {selection.marketName}
        </p>
        <p className={styles.match} dir="auto">
          {selection.matchStatus === 1 ? <span className={styles.liveTag}>{t('ui.live')}</span> : null}
          {matchName(selection)}
        </p>
        {flags?.labelKey ? (
          <p className={styles.flag}>{t(flags.labelKey)}</p>
        ) : unconfirmed ? (
          <p className={styles.staleFlag}>{t('sb.ticket.price-unconfirmed.label')}</p>
        ) : null}
        {delaySeconds > 0 ? (
          <p className={styles.note}>{t('ui.delay.selection', { seconds: delaySeconds })}</p>
        ) : null}
        {betError ? (
          <p className={styles.betError} role="alert">
            {betError}
          </p>
        ) : null}
      </div>
      <div className={styles.selectionSide}>
        <span className={styles.selectionOdds}>
          <span className="visually-hidden">{t('ui.odds')} </span>
          {oddsText(selection.odds)}
          {selection.isChanged ? (
            <span className={styles.oddsWas}>
              <span aria-hidden="true">{selection.odds > selection.acceptedOdds ? ' ▲' : ' ▼'}</span>{' '}
              {t('ui.oddsWas', { odds: oddsText(selection.acceptedOdds) })}
            </span>
          ) : null}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('ui.remove', { outcome: selection.outcomeName, market: selection.marketName })}
          onClick={() => dispatchTicket({ type: 'selectionRemoved', selectionId: selection.id })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The bet's bonus (spec §3 availableBonuses, bonus; §4 bonus selection): a choice among the bonuses offered
 * (a hunting, else a tournament, else an acca boost is chosen by default, a free bet sets the stake to its
 * amount), a hunting's standing and the free bet this bet would win, a tournament's stakes and place, the boosted odds, and the boost within reach ("add 1 more
 * selection for a 10% boost").
 */
function BetBonus({ bet, upcoming, t }: { bet: SlipBet; upcoming: readonly UpcomingBonus[]; t: Translate }) {
  const locale = useLocale();
  const id = useId();
  const offered = bet.availableBonuses ?? [];
  const chosen = bet.bonus ?? null;
  const optionValue = (bonus: OfferedBonus) => `${bonus.type}:${bonus.id}`;
  const money = (amount: number) => formatMoney(amount, bet.currency, bet.subunits, locale);
  const labelOf = (bonus: OfferedBonus) => {
    const title = bonus.title ?? bonus.type;
    if (bonus.amount !== undefined) return t('ui.bonus.freebet', { title, amount: money(bonus.amount) });
    const hunting = bonus.hunting;
    if (hunting)
      return hunting.metric === 'bets'
        ? t('ui.bonus.huntingBets', { title, progress: hunting.progress, target: hunting.target })
        : t('ui.bonus.huntingStake', {
            title,
            progress: money(hunting.progress),
            target: money(hunting.target),
          });
    const cup = bonus.tournament;
    if (cup)
      return cup.position === null
        ? t('ui.bonus.tournament', { title, amount: money(cup.farmed) })
        : t('ui.bonus.tournamentPlace', { title, amount: money(cup.farmed), position: cup.position });
    const box = bonus.lootbox;
    if (box) return t('ui.bonus.lootbox', { title, points: box.available, added: box.potential });
    return title;
  };
  const next = upcoming[0];
  const reward = chosen?.hunting?.reward ?? null;
  if (offered.length === 0 && !next) return null;
  return (
    <div className={styles.bonus}>
      {offered.length > 0 ? (
        <label className={styles.systemPicker} htmlFor={id}>
          <span>{t('ui.bonus.label')}</span>
          <select
            id={id}
            value={chosen ? optionValue(chosen) : ''}
            onChange={(event) => {
              const picked = offered.find((bonus) => optionValue(bonus) === event.target.value);
              dispatchTicket(
                picked
                  ? { type: 'bonusChosen', betId: bet.betId, bonusId: picked.id, bonusType: picked.type }
                  : { type: 'bonusRemoved', betId: bet.betId },
              );
            }}
          >
            <option value="">{t('ui.bonus.none')}</option>
            {offered.map((bonus) => (
              <option key={optionValue(bonus)} value={optionValue(bonus)}>
                {labelOf(bonus)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {reward !== null ? (
        <p className={styles.note}>{t('ui.bonus.huntingReward', { amount: money(reward) })}</p>
      ) : null}
      {next ? (
        <p className={styles.note}>
          {t('ui.bonus.upcoming', { count: next.selectionsNeeded, percent: next.percent })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Stake, "to win", quick amounts (the saved presets and the backend's max stake), odds, potential win and
 * limit messages of one bet. A bet whose selections do not combine shows no odds or win (core DER7): it
 * cannot be placed as it stands.
 */
export function BetFooter({
  bet,
  summary,
  upcoming = [],
  describedBy,
  t,
}: {
  bet: SlipBet;
  summary: BetSummary;
  /** The boosts within reach of this bet (the ticket's upcomingBonuses). */
  upcoming?: readonly UpcomingBonus[];
  describedBy?: string | undefined;
  t: Translate;
}) {
  const locale = useLocale();
  const oddsText = useOddsText();
  const money = (minor: number) => formatMoney(minor, bet.currency, bet.subunits, locale);
  const setStake = (stake: number) => dispatchTicket({ type: 'stakeChanged', betId: bet.betId, stake });
  const priced = summary.combinable && summary.odds > 1;
  return (
    <div className={styles.betFooter}>
      <div className={styles.amounts}>
        <StakeField
          label={t('ui.stake')}
          stake={bet.stake}
          subunits={bet.subunits}
          currency={bet.currency}
          describedBy={describedBy}
          onChange={setStake}
        />
        {priced ? (
          <StakeField
            label={t('ui.toWinInput')}
            stake={summary.potentialWin}
            subunits={bet.subunits}
            currency={bet.currency}
            describedBy={describedBy}
            onChange={(potentialWin) =>
              dispatchTicket({ type: 'potentialWinChanged', betId: bet.betId, potentialWin })
            }
          />
        ) : null}
      </div>
      <PresetStakes
        currency={bet.currency}
        subunits={bet.subunits}
        onPick={setStake}
        extra={<MaxStakeButton bet={bet} askable={priced} onUse={setStake} />}
      />
      <BetBonus bet={bet} upcoming={upcoming} t={t} />
      {bet.jackpots && bet.jackpots.length > 0 && bet.stake > 0 ? (
        <p className={styles.note}>{t('ui.jackpot', { count: bet.jackpots.length })}</p>
      ) : null}
      {bet.betType === 'system' && summary.lines > 1 && bet.stake > 0 ? (
        <p className={styles.note}>
          {t('ui.lines', { lines: summary.lines, stake: money(bet.stake / summary.lines) })}
        </p>
      ) : null}
      {priced ? (
        <dl className={styles.figures}>
          <div>
            <dt>{t('ui.odds')}</dt>
            <dd>{oddsText(summary.odds)}</dd>
          </div>
          {bet.bonus?.bonusOdds ? (
            <div>
              <dt>{t('ui.bonus.boostedOdds')}</dt>
              <dd>{oddsText(bet.bonus.bonusOdds)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('ui.toWin')}</dt>
            <dd>{money(summary.potentialWin)}</dd>
          </div>
        </dl>
      ) : null}
      {summary.limitViolations.map((violation) =>
        violation.action === 'reject' ? (
          <p key={violation.kind} className={styles.betError}>
            {t(violation.messageKey)}
          </p>
        ) : (
          <div key={violation.kind} className={styles.warning}>
            <p className={styles.warningTitle}>{t(`${violation.messageKey}.title`)}</p>
            <p>{t(`${violation.messageKey}.description`)}</p>
          </div>
        ),
      )}
    </div>
  );
}
