'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import { unconfirmedSelections } from '@sportsbook/core/feed/price-guard';
import { placementDelaySeconds, selectionDelaySeconds } from '@sportsbook/core/ticket/bet-delay';
import {
  type BetSummary,
  betSummary,
  totalPotentialWin,
  totalStake,
} from '@sportsbook/core/ticket/bet-summary';
import { isUnavailableError } from '@sportsbook/core/ticket/place-errors';
import { isUnavailable } from '@sportsbook/core/ticket/selection-flags';
import { betTypeOptions } from '@sportsbook/core/ticket/shape-bets';
import { systemId } from '@sportsbook/core/ticket/system-bets';
import type { TicketSettings, TicketState } from '@sportsbook/core/ticket/ticket-state';
import { validateTicket } from '@sportsbook/core/ticket/validate-ticket';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { suggestDeposit } from '@/lib/player/deposit-suggestion';
import { formatMoney } from '@/lib/player/money';
import { currentAccount, useSession } from '@/lib/player/session-store';
import { usePriceGuard } from '@/lib/realtime/feed-store';
import { openModal } from '@/lib/url/modal-url';
import { OddsChangeSetting } from './odds-change-setting';
import { PlacedBetCard } from './placed-bet-card';
import { DelayProgress } from './placement-delay';
import { ShareSlip } from './share-slip';
import styles from './slip.module.css';
import { betLimitsOf, currentTicketSettings, dispatchTicket, placementStartedAt } from './slip-engine';
import { dismissSlipAlert, useSlip } from './slip-store';
import { BetFooter, matchName, SelectionRow, type Translate } from './ticket-bet-parts';

/**
 * The bet type switcher (spec §4): singles, combo, system, each disabled when the selections cannot take it,
 * with why (core BTY12: the same match twice, different providers, singles not allowed); a system type
 * picker for systems.
 */
function BetTypeSwitch({
  ticket,
  settings,
  t,
}: {
  ticket: TicketState<Bet>;
  settings: TicketSettings;
  t: Translate;
}) {
  const noteId = useId();
  const count = ticket.selectedOutcomeIds.length;
  const first = ticket.bets[0];
  if (count < 2 || !first || first.betType === 'custom_bet') return null;
  const current = ticket.bets.length > 1 ? 'single' : first.betType;
  const options = betTypeOptions(
    ticket.bets.flatMap((bet) => bet.selections),
    settings,
  ).filter((option) => option.betType !== 'system' || ticket.systemTypes.length > 0);
  const blocks = [
    ...new Set(
      options.flatMap((option) =>
        option.block && option.block !== 'too_few_selections' ? [option.block] : [],
      ),
    ),
  ];
  return (
    <div className={styles.betTypes}>
      <fieldset className={styles.segmented} aria-describedby={blocks.length > 0 ? noteId : undefined}>
        <legend className="visually-hidden">{t('ui.betType')}</legend>
        {options.map(({ betType: type, available }) => (
          <label
            key={type}
            className={styles.segment}
            data-checked={current === type || undefined}
            data-disabled={(!available && current !== type) || undefined}
          >
            <input
              type="radio"
              name="bet-type"
              value={type}
              checked={current === type}
              disabled={ticket.inProgress || (!available && current !== type)}
              onChange={() => dispatchTicket({ type: 'betTypeChanged', betType: type, systemType: null })}
            />
            <span>{type === 'single' ? t('ui.types.singles') : t(`ui.types.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      {blocks.length > 0 ? (
        <div id={noteId} className={styles.typeNote}>
          {blocks.map((block) => (
            <p key={block}>{t(`ui.blocked.${block}`)}</p>
          ))}
        </div>
      ) : null}
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

/**
 * The placed bets of a successful placement (spec §4 SUCCESS), with what to do next. Just after placing, focus
 * goes to its heading (the place button it replaces is gone), so keyboard and screen reader users land on
 * the result and then on "Reuse selections" and "Done".
 */
function Receipt({ ticket, t, focus }: { ticket: TicketState<Bet>; t: Translate; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the receipt appears
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, []);
  return (
    <div className={styles.receipt}>
      <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        {t('ui.placed', { count: ticket.placedBets.length })}
      </h3>
      <ul className={styles.placedList}>
        {ticket.placedBets.map((bet) => (
          <PlacedBetCard key={bet.id} bet={bet} />
        ))}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            // The receipt goes: focus moves on to the first stake of the reused selections.
            const view = heading.current?.closest('[data-ticket]');
            dispatchTicket({ type: 'selectionsReused' });
            requestAnimationFrame(() =>
              view?.querySelector<HTMLInputElement>('input[inputmode="decimal"]')?.focus(),
            );
          }}
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
 * Issue 14: selections whose price the live feed has not confirmed are marked and cannot be placed (core
 * VAL5); betting paused (503) says nothing was taken and keeps everything for another try (ERR4); the in-play
 * delay of live selections is said before placing and counted down while a placement is held (DLY1–DLY3).
 */
export function TicketView() {
  const t = useTranslations('slip');
  const locale = useLocale();
  const { ticket, alert } = useSlip();
  const session = useSession();
  const guard = usePriceGuard();
  const unconfirmed = unconfirmedSelections(guard, ticket.selectedOutcomeIds);
  const delays = session.settings?.in_play_bet_delays;
  const staked = ticket.bets.filter((bet) => bet.stake > 0);
  const delay = placementDelaySeconds(staked.length > 0 ? staked : ticket.bets, delays);
  const runningDelay = ticket.inProgress ? placementDelaySeconds(ticket.processingBets, delays) : 0;
  const startedAt = placementStartedAt('ticket');
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
    unconfirmed,
  });
  const summaries = new Map(ticket.bets.map((bet) => [bet.betId, betSummary(bet, limits, fiat)]));
  const betErrors = ticket.error?.betErrors ?? {};
  const unavailable = ticket.bets.some((bet) => bet.selections.some(isUnavailable));
  const short =
    balance !== null && validation.reasons.some((reason) => reason.code === 'insufficient_balance')
      ? totalStake(ticket.bets) - balance
      : 0;
  // Whether a placement ran while this view was open: its receipt then takes focus.
  const placing = useRef(false);
  if (ticket.inProgress) placing.current = true;
  const focusReceipt = placing.current && ticket.ticketState === 'SUCCESS';
  if (ticket.ticketState !== 'SUCCESS' && !ticket.inProgress) placing.current = false;
  const placeLabel = t('ui.place', { count: Math.max(1, staked.length || ticket.bets.length) });
  const announcement =
    ticket.ticketState === 'SUCCESS'
      ? t('ui.placed', { count: ticket.placedBets.length })
      : ticket.ticketState === 'ODDS_CHANGED'
        ? t('ui.oddsChanged')
        : ticket.inProgress
          ? runningDelay > 0
            ? t('ui.delay.checking', { seconds: runningDelay })
            : t('ui.placing')
          : '';

  return (
    <div className={styles.ticket} data-ticket="">
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
        {ticket.error ? (
          <p className={isUnavailableError(ticket.error.code) ? styles.paused : styles.alert}>
            {t(ticket.error.messageKey)}
          </p>
        ) : null}
      </div>

      {ticket.ticketState === 'SUCCESS' ? (
        <Receipt ticket={ticket} t={t} focus={focusReceipt} />
      ) : ticket.bets.length === 0 ? (
        <p className={styles.empty}>{t('ui.empty')}</p>
      ) : (
        <>
          <BetTypeSwitch ticket={ticket} settings={currentTicketSettings()} t={t} />
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
                      unconfirmed={unconfirmed.includes(selection.id)}
                      delaySeconds={selectionDelaySeconds(selection, delays)}
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
                <BetFooter
                  bet={bet}
                  summary={summary}
                  upcoming={(ticket.upcomingBonuses ?? []).filter((item) => item.betId === bet.betId)}
                  describedBy={describedBy}
                  t={t}
                />
              </section>
            );
          })}
          {unavailable ? (
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
            {runningDelay > 0 && startedAt !== null ? (
              <DelayProgress delaySeconds={runningDelay} startedAt={startedAt} />
            ) : !ticket.inProgress && delay > 0 ? (
              <p className={styles.note}>{t('ui.delay.note', { seconds: delay })}</p>
            ) : null}
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
            {short > 0 ? (
              <div className={styles.deposit}>
                <p>
                  {t('ui.short', { amount: formatMoney(short, ticket.currency, ticket.subunits, locale) })}
                </p>
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => {
                    suggestDeposit(short, ticket.currency, ticket.subunits);
                    openModal('deposit');
                  }}
                >
                  {t('ui.deposit')}
                </button>
              </div>
            ) : null}
            <OddsChangeSetting />
            <ShareSlip />
          </div>
        </>
      )}
    </div>
  );
}
