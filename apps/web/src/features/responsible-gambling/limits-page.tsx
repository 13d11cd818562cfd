'use client';

import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import { operatorMinMinutes } from '@sportsbook/core/player-limits/limit-kinds';
import { limitRemaining, limitsOverview, msUntil } from '@sportsbook/core/responsible-gambling/limits-view';
import { elapsedParts } from '@sportsbook/core/responsible-gambling/session-watch';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { useWalletErrorText } from '@/lib/api/error-text';
import { formatMoney } from '@/lib/player/money';
import { getSession, useSession } from '@/lib/player/session-store';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { queryClient } from '@/lib/query/app-query-client';
import { announceLimitsChanged } from '@/lib/responsible-gambling/rg-broadcast';
import { openModal } from '@/lib/url/modal-url';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import styles from '@/ui/forms/money-forms.module.css';
import { limitsKey, listLimitsOptions } from './api/list-limits';
import { BetLimitForm, ExclusionForm, MinutesForm, MoneyLimitForm, TimeLimitForm } from './limit-forms';
import { ConfirmationCancelled, type LimitChange, removeLimit } from './limit-submit';
import { useNow } from './use-now';

type Translate = ReturnType<typeof useTranslations<'wallet.limits'>>;

/**
 * The limits page (route /sports/responsible-gambling, page id responsible_gambling; spec §3 player limit):
 * the limits in force and the changes waiting for their 24 hours, and forms to set deposit, loss and wager
 * limits per 24 hours, 7 days or a month in a currency (money limits count per currency, docs/adr/0010), a
 * bet limit, a session limit, session-time and activity limits per 24 hours, 7 days or a month, the
 * reality-check interval, a cooling-off and a self-exclusion. Lowering applies at once; raising or removing
 * waits 24 hours and asks for the password; exclusions ask for the password and an explicit confirmation.
 * Every change is announced to the session watch (a new reality check or session limit is heard of at once).
 */
export function LimitsPage() {
  const t = useTranslations('wallet.limits');
  const locale = useLocale();
  const session = useSession();
  const errorText = useWalletErrorText();
  const [announcement, setAnnouncement] = useState('');
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;
  const signedIn = playerId !== null;
  const limitsQuery = useQuery(
    { ...listLimitsOptions(playerId ?? 0, locale), enabled: signedIn },
    queryClient,
  );
  const limits: PlayerLimit[] | null = limitsQuery.data ?? null;
  // A 401 has signed the player out (the page turns to "sign in first"); the cache reported the rest.
  const loadError =
    limitsQuery.isError && !(limitsQuery.error instanceof ApiCallError && limitsQuery.error.status === 401)
      ? errorText(limitsQuery.error)
      : null;
  const reload = () => {
    if (playerId !== null) void queryClient.invalidateQueries({ queryKey: limitsKey(playerId) });
  };

  if (session.status === 'UNKNOWN' || session.status === 'PENDING')
    return <p role="status">{t('loading')}</p>;
  if (!signedIn) {
    return (
      <section className={styles.section}>
        <p>{t('signInFirst')}</p>
        <button type="button" className={dialogStyles.primary} onClick={() => openModal('sign-in')}>
          {t('signIn')}
        </button>
      </section>
    );
  }

  const changed = (change: LimitChange) => {
    const playerId = getSession().player?.id;
    if (playerId !== undefined) announceLimitsChanged(playerId);
    setAnnouncement(
      change.pending && change.limit.confirm_until
        ? t('saved.pending', { date: new Date(change.limit.confirm_until) })
        : t('saved.now'),
    );
    reload();
  };

  const currencies = session.accounts.map((account) => account.currency);
  const minMinutes = operatorMinMinutes(session.settings?.platform_settings.min_time_limit_minutes);
  const subunitsOf = (code: string) =>
    session.accounts.find((account) => account.currency === code)?.subunits ??
    session.settings?.currencies[code]?.subunits ??
    100;

  return (
    <div className={styles.page}>
      <p className={dialogStyles.note}>{t('rules')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {announcement ? (
        <p className={dialogStyles.success} aria-hidden="true">
          {announcement}
        </p>
      ) : null}
      <Overview limits={limits} loadError={loadError} onChanged={changed} t={t} />
      <p className={dialogStyles.note}>{t('currencyNote', { currencies: currencies.join(', ') })}</p>
      <MoneyLimitForm currencies={currencies} subunitsOf={subunitsOf} onChanged={changed} />
      <BetLimitForm currencies={currencies} subunitsOf={subunitsOf} onChanged={changed} />
      <MinutesForm type="session" min={minMinutes} onChanged={changed} />
      <TimeLimitForm min={minMinutes} onChanged={changed} />
      <MinutesForm type="reality_check" min={minMinutes} onChanged={changed} />
      <ExclusionForm type="coolingoff" onChanged={changed} />
      <ExclusionForm type="selfexclusion" onChanged={changed} />
    </div>
  );
}

/** "Loss limit, 24 hours", "Session limit", "Self-exclusion". */
function limitName(t: Translate, limit: Pick<PlayerLimit, 'type' | 'period'>): string {
  const type = t(`types.${limit.type}`);
  return limit.period ? t('named', { type, period: t(`periods.${limit.period}`) }) : type;
}

function useAmountText(): (limit: PlayerLimit, amount?: number | null) => string {
  const t = useTranslations('wallet.limits');
  const locale = useLocale();
  return (limit, amount = limit.amount) => {
    if (amount === null || amount === undefined) return '';
    if (limit.unit === 'money' && limit.currency && limit.subunits)
      return formatMoney(amount, limit.currency, limit.subunits, locale);
    if (limit.unit === 'minutes') return t('minutes', { count: amount });
    return String(amount);
  };
}

function Overview({
  limits,
  loadError,
  onChanged,
  t,
}: {
  limits: PlayerLimit[] | null;
  loadError: string | null;
  onChanged: (change: LimitChange) => void;
  t: Translate;
}) {
  const headingId = useId();
  const now = useNow(30_000);
  const amountText = useAmountText();
  if (loadError) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('overview.title')}</h2>
        <p className={dialogStyles.error} role="alert">
          {loadError}
        </p>
      </section>
    );
  }
  // Loading in the section it fills, with its heading: the forms below do not move when the limits arrive.
  if (!limits) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('overview.title')}</h2>
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      </section>
    );
  }
  const { inForce, pending } = limitsOverview(limits, now);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('overview.title')}</h2>
      {inForce.length === 0 ? <p className={styles.muted}>{t('overview.none')}</p> : null}
      {inForce.length > 0 ? (
        <ul className={styles.limitList} aria-label={t('overview.inForce')}>
          {inForce.map((limit) => {
            const remaining = limitRemaining(limit);
            const exclusion = limit.type === 'selfexclusion' || limit.type === 'coolingoff';
            return (
              <LimitItem
                key={limit.id}
                limit={limit}
                t={t}
                removeLabel={exclusion ? null : t('overview.remove', { name: limitName(t, limit) })}
                onChanged={onChanged}
              >
                {exclusion && limit.disable_at ? (
                  <p>{t('overview.until', { date: new Date(limit.disable_at) })}</p>
                ) : (
                  <p>{amountText(limit)}</p>
                )}
                {remaining !== null && limit.used !== null ? (
                  <p className={styles.muted}>
                    {t('overview.used', {
                      used: amountText(limit, limit.used),
                      remaining: amountText(limit, remaining),
                    })}
                  </p>
                ) : null}
              </LimitItem>
            );
          })}
        </ul>
      ) : null}
      {pending.length > 0 ? (
        <>
          <h3>{t('overview.pending')}</h3>
          <ul className={styles.limitList} aria-label={t('overview.pending')}>
            {pending.map((limit) => {
              const left = elapsedParts((msUntil(limit.confirm_until, now) ?? 0) / 1000);
              return (
                <LimitItem
                  key={limit.id}
                  limit={limit}
                  t={t}
                  removeLabel={t('overview.withdraw', { name: limitName(t, limit) })}
                  onChanged={onChanged}
                >
                  <p>
                    {limit.pending_action === 'remove'
                      ? t('overview.pendingRemove')
                      : t('overview.pendingRaise', { amount: amountText(limit) })}
                  </p>
                  {limit.confirm_until ? (
                    <p className={styles.muted}>
                      <time dateTime={limit.confirm_until}>
                        {t('overview.appliesIn', {
                          hours: left.hours,
                          minutes: left.minutes,
                          date: new Date(limit.confirm_until),
                        })}
                      </time>
                    </p>
                  ) : null}
                </LimitItem>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A limit of the overview: its name and status, what `children` say of it, and its remove button if any. */
function LimitItem({
  limit,
  t,
  removeLabel,
  onChanged,
  children,
}: {
  limit: PlayerLimit;
  t: Translate;
  /** The remove (or withdraw) button's name; null: the limit cannot be removed here. */
  removeLabel: string | null;
  onChanged: (change: LimitChange) => void;
  children: ReactNode;
}) {
  return (
    <li className={styles.limitItem}>
      <div>
        <p>
          <strong>{limitName(t, limit)}</strong>{' '}
          <span className={styles.status}>{t(`statuses.${limit.status}`)}</span>
        </p>
        {children}
      </div>
      {removeLabel === null ? null : <RemoveButton limit={limit} label={removeLabel} onChanged={onChanged} />}
    </li>
  );
}

function RemoveButton({
  limit,
  label,
  onChanged,
}: {
  limit: PlayerLimit;
  label: string;
  onChanged: (change: LimitChange) => void;
}) {
  const t = useTranslations('wallet.limits');
  const locale = useLocale();
  const errorText = useWalletErrorText();
  const [busy, setBusy] = useState(false);
  const send = useAnsweredMutation<LimitChange>('removing a limit');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        className={styles.secondary}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            const sent = await send(() => removeLimit(locale, limit.id, t('confirmReason.remove')));
            if (!sent.ok) throw sent.answer;
            onChanged(sent.value);
          } catch (error) {
            // An answer (a cancelled confirmation, a refusal) or a failure to send, which the cache reported.
            setProblem(error instanceof ConfirmationCancelled ? t('cancelled') : errorText(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {label}
      </button>
      <div role="alert">{problem ? <p className={dialogStyles.fieldProblem}>{problem}</p> : null}</div>
    </div>
  );
}

/** Submitting a limit form: client checks, the call (with the password when needed), field problems. */
