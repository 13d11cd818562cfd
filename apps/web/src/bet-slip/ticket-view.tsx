'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { formatOdds } from '@sportsbook/core/odds/odds-format';
import {
  type BetSummary,
  betSummary,
  totalPotentialWin,
  totalStake,
} from '@sportsbook/core/ticket/bet-summary';
import type { Selection } from '@sportsbook/core/ticket/selection';
import type { SlipBet } from '@sportsbook/core/ticket/slip-bet';
import { systemId } from '@sportsbook/core/ticket/system-bets';
import type { TicketState } from '@sportsbook/core/ticket/ticket-state';
import { validateTicket } from '@sportsbook/core/ticket/validate-ticket';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useOddsType } from '../odds/odds-type-store';
import { formatMoney } from '../player/money';
import { currentAccount, useSession } from '../player/session-store';
import { OddsChangeSetting } from './odds-change-setting';
import { PlacedBetCard } from './placed-bet-card';
import { ShareSlip } from './share-slip';
import styles from './slip.module.css';
import { betLimitsOf, dispatchTicket } from './slip-engine';
import { dismissSlipAlert, useSlip } from './slip-store';
import { StakeField } from './stake-field';

type Translate = ReturnType<typeof useTranslations<'slip'>>;

function matchName(selection: Selection): string {
  return selection.nameA && selection.nameB
    ? `${selection.nameA} – ${selection.nameB}`
    : selection.categoryName;
}

/** One selection: where it is, its price (and the price before a change), its flags, its remove button. */
function SelectionRow({
  selection,
  flags,
  betError,
  t,
}: {
  selection: Selection;
  flags: BetSummary['selections'][number] | undefined;
  betError: string | undefined;
  t: Translate;
}) {
  const oddsType = useOddsType();
  const blocked =
    selection.isSuspended || selection.isNotAvailable || (flags?.notCombinable ?? null) !== null;
  return (
    <li
      className={styles.selection}
      data-blocked={blocked || undefined}
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
        {flags?.labelKey ? <p className={styles.flag}>{t(flags.labelKey)}</p> : null}
        {betError ? (
          <p className={styles.betError} role="alert">
            {betError}
          </p>
        ) : null}
      </div>
      <div className={styles.selectionSide}>
        <span className={styles.selectionOdds}>
          <span className="visually-hidden">{t('ui.odds')} </span>
          {formatOdds(selection.odds, oddsType)}
          {selection.isChanged ? (
            <span className={styles.oddsWas}>
              <span aria-hidden="true">{selection.odds > selection.acceptedOdds ? ' ▲' : ' ▼'}</span>{' '}
              {t('ui.oddsWas', { odds: formatOdds(selection.acceptedOdds, oddsType) })}
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

/** Stake, presets, odds, potential win and limit messages of one bet. */
function BetFooter({
  bet,
  summary,
  describedBy,
  t,
}: {
  bet: SlipBet;
  summary: BetSummary;
  describedBy?: string | undefined;
  t: Translate;
}) {
  const locale = useLocale();
  const oddsType = useOddsType();
  const session = useSession();
  const presets = session.settings?.stakes ?? [];
  const money = (minor: number) => formatMoney(minor, bet.currency, bet.subunits, locale);
  return (
    <div className={styles.betFooter}>
      <StakeField
        label={t('ui.stake')}
        stake={bet.stake}
        subunits={bet.subunits}
        currency={bet.currency}
        describedBy={describedBy}
        onChange={(stake) => dispatchTicket({ type: 'stakeChanged', betId: bet.betId, stake })}
      />
      {presets.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
        <div className={styles.presets} role="group" aria-label={t('ui.presets')}>
          {presets.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.preset}
              onClick={() =>
                dispatchTicket({
                  type: 'stakeChanged',
                  betId: bet.betId,
                  stake: Math.round(amount * bet.subunits),
                })
              }
            >
              {money(Math.round(amount * bet.subunits))}
            </button>
          ))}
        </div>
      ) : null}
      {bet.betType === 'system' && summary.lines > 1 && bet.stake > 0 ? (
        <p className={styles.note}>
          {t('ui.lines', { lines: summary.lines, stake: money(bet.stake / summary.lines) })}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>{t('ui.odds')}</dt>
          <dd>{summary.odds > 1 ? formatOdds(summary.odds, oddsType) : '–'}</dd>
        </div>
        <div>
          <dt>{t('ui.toWin')}</dt>
          <dd>{money(summary.potentialWin)}</dd>
        </div>
      </dl>
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

/** The bet type switcher (spec §4): singles, combo, system; with a system type picker for systems. */
function BetTypeSwitch({ ticket, t }: { ticket: TicketState<Bet>; t: Translate }) {
  const count = ticket.selectedOutcomeIds.length;
  const first = ticket.bets[0];
  if (count < 2 || !first || first.betType === 'custom_bet') return null;
  const current = ticket.bets.length > 1 ? 'single' : first.betType;
  const types = (['single', 'combo', ...(ticket.systemTypes.length > 0 ? ['system'] : [])] as const).map(
    (type) => type as 'single' | 'combo' | 'system',
  );
  return (
    <div className={styles.betTypes}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">{t('ui.betType')}</legend>
        {types.map((type) => (
          <label key={type} className={styles.segment} data-checked={current === type || undefined}>
            <input
              type="radio"
              name="bet-type"
              value={type}
              checked={current === type}
              disabled={ticket.inProgress}
              onChange={() => dispatchTicket({ type: 'betTypeChanged', betType: type, systemType: null })}
            />
            <span>{type === 'single' ? t('ui.types.singles') : t(`ui.types.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {current === 'system' && first.systemType ? (
        <label className={styles.systemPicker}>
          <span>{t('ui.systemType')}</span>
          <select
            value={systemId(first.systemType)}
            disabled={ticket.inProgress}
            onChange={(event) => {
              const picked = ticket.systemTypes.find((type) => systemId(type) === event.target.value);
              if (picked) dispatchTicket({ type: 'betTypeChanged', betType: 'system', systemType: picked });
            }}
          >
            {ticket.systemTypes.map((type) => (
              <option key={systemId(type)} value={systemId(type)}>
                {t('ui.systemOption', {
                  winCount: type.winCount,
                  totalCount: type.totalCount,
                  lines: betSummary({ ...first, systemType: type }, null, true).lines,
                })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** The placed bets of a successful placement (spec §4 SUCCESS), with what to do next. */
function Receipt({ ticket, t }: { ticket: TicketState<Bet>; t: Translate }) {
  return (
    <div className={styles.receipt}>
      <h3 className={styles.receiptTitle}>{t('ui.placed', { count: ticket.placedBets.length })}</h3>
      <ul className={styles.placedList}>
        {ticket.placedBets.map((bet) => (
          <PlacedBetCard key={bet.id} bet={bet} />
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => dispatchTicket({ type: 'selectionsReused' })}
        >
          {t('ui.reuse')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => dispatchTicket({ type: 'slipCleared' })}
        >
          {t('ui.clear')}
        </button>
      </div>
    </div>
  );
}

/**
 * The BET_SLIP tab (spec §2.1, §4, §5): selections with live prices and flags, bet type and system type,
 * stakes with presets, potential win, the odds-change banner with "accept changes", "remove unavailable",
 * the place button with the reason it is disabled, the receipt after success, and errors (the general
 * message, and each bet's own on its first selection). Results are announced without moving focus.
 */
export function TicketView() {
  const t = useTranslations('slip');
  const locale = useLocale();
  const { ticket, alert } = useSlip();
  const session = useSession();
  const reasonId = useId();
  const limits = betLimitsOf(session.settings);
  const fiat = session.settings?.currencies[ticket.currency]?.fiat ?? true;
  const account = currentAccount(session);
  const balance =
    session.status === 'LOGGED_IN' && account?.currency === ticket.currency ? account.balance : null;
  const validation = validateTicket(ticket, {
    limits,
    currency: { code: ticket.currency, fiat, subunits: ticket.subunits },
    balance,
  });
  const summaries = new Map(ticket.bets.map((bet) => [bet.betId, betSummary(bet, limits, fiat)]));
  const betErrors = ticket.error?.betErrors ?? {};
  const blocked = ticket.bets.some((bet) =>
    (summaries.get(bet.betId)?.selections ?? []).some((flags) => flags.labelKey !== null),
  );
  const staked = ticket.bets.filter((bet) => bet.stake > 0).length || ticket.bets.length;
  const placeLabel = t('ui.place', { count: Math.max(1, staked) });
  const announcement =
    ticket.ticketState === 'SUCCESS'
      ? t('ui.placed', { count: ticket.placedBets.length })
      : ticket.ticketState === 'ODDS_CHANGED'
        ? t('ui.oddsChanged')
        : ticket.inProgress
          ? t('ui.placing')
          : '';

  return (
    <div className={styles.ticket}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div role="alert" className={styles.alertRegion}>
        {alert ? (
          <div className={styles.alert}>
            <p>{t(alert.messageKey === 'generic' ? 'ui.generic' : alert.messageKey)}</p>
            <button type="button" className={styles.linkButton} onClick={dismissSlipAlert}>
              {t('ui.dismiss')}
            </button>
          </div>
        ) : null}
        {ticket.error ? <p className={styles.alert}>{t(ticket.error.messageKey)}</p> : null}
      </div>

      {ticket.ticketState === 'SUCCESS' ? (
        <Receipt ticket={ticket} t={t} />
      ) : ticket.bets.length === 0 ? (
        <p className={styles.empty}>{t('ui.empty')}</p>
      ) : (
        <>
          <BetTypeSwitch ticket={ticket} t={t} />
          {ticket.ticketState === 'ODDS_CHANGED' ? (
            <div className={styles.oddsBanner}>
              <p>{t('ui.oddsChanged')}</p>
              <button
                type="button"
                className={styles.primary}
                onClick={() => dispatchTicket({ type: 'oddsChangesAccepted' })}
              >
                {t('ui.acceptChanges')}
              </button>
            </div>
          ) : null}
          {ticket.bets.map((bet) => {
            const summary = summaries.get(bet.betId) as BetSummary;
            const betError = betErrors[bet.betId];
            const describedBy = ticket.bets.length > 1 ? `${reasonId}-${bet.betId}` : undefined;
            return (
              <section key={bet.betId} className={styles.bet} aria-label={bet.selections[0]?.outcomeName}>
                <ul className={styles.selections}>
                  {bet.selections.map((selection) => (
                    <SelectionRow
                      key={selection.id}
                      selection={selection}
                      flags={summary.selections.find((flags) => flags.selectionId === selection.id)}
                      betError={betError?.selectionId === selection.id ? betError.message : undefined}
                      t={t}
                    />
                  ))}
                </ul>
                {describedBy ? (
                  <p id={describedBy} className="visually-hidden">
                    {t('ui.stakeFor', {
                      name: `${bet.selections[0]?.outcomeName ?? ''}, ${bet.selections[0] ? matchName(bet.selections[0]) : ''}`,
                    })}
                  </p>
                ) : null}
                <BetFooter bet={bet} summary={summary} describedBy={describedBy} t={t} />
              </section>
            );
          })}
          {blocked ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => dispatchTicket({ type: 'unavailableSelectionsRemoved' })}
            >
              {t('ui.removeUnavailable')}
            </button>
          ) : null}
          {ticket.bets.length > 1 ? (
            <dl className={styles.figures}>
              <div>
                <dt>{t('ui.totalStake')}</dt>
                <dd>{formatMoney(totalStake(ticket.bets), ticket.currency, ticket.subunits, locale)}</dd>
              </div>
              <div>
                <dt>{t('ui.totalWin')}</dt>
                <dd>
                  {formatMoney(totalPotentialWin(ticket.bets), ticket.currency, ticket.subunits, locale)}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className={styles.placeArea}>
            <button
              type="button"
              className={styles.place}
              disabled={!validation.enabled || ticket.inProgress}
              aria-describedby={!validation.enabled ? reasonId : undefined}
              aria-busy={ticket.inProgress || undefined}
              onClick={() =>
                dispatchTicket({ type: 'placementStarted', loggedIn: session.status === 'LOGGED_IN' })
              }
            >
              {ticket.inProgress ? t('ui.placing') : placeLabel}
            </button>
            {!validation.enabled && validation.reasons[0] ? (
              <p id={reasonId} className={styles.reason}>
                {t(validation.reasons[0].messageKey)}
              </p>
            ) : session.status !== 'LOGGED_IN' ? (
              <p className={styles.reason}>{t('ui.signInToPlace')}</p>
            ) : null}
            <OddsChangeSetting />
            <ShareSlip />
          </div>
        </>
      )}
    </div>
  );
}
