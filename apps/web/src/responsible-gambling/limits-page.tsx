'use client';

import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import type { SetUserLimitRequest } from '@sportsbook/contract/platform/limit-calls';
import {
  EXCLUSION_DAYS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type MinuteLimitType,
  maxMinutesFor,
  operatorMinMinutes,
} from '@sportsbook/core/player-limits/limit-kinds';
import { limitRemaining, limitsOverview, msUntil } from '@sportsbook/core/responsible-gambling/limits-view';
import { elapsedParts } from '@sportsbook/core/responsible-gambling/session-watch';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { ApiCallError } from '../api/browser-call';
import { formErrorsOf } from '../auth/form-errors';
import { reportError } from '../errors/report';
import dialogStyles from '../modals/dialog.module.css';
import { FieldProblem, FormField, problemAttributes, SubmitButton } from '../modals/form-fields';
import { openModal } from '../modals/modal-url';
import { formatMoney, parseAmount } from '../player/money';
import { getSession, useSession } from '../player/session-store';
import { useWalletErrorText } from '../wallet/error-text';
import styles from '../wallet/wallet.module.css';
import { ConfirmationCancelled, type LimitChange, loadLimits, removeLimit, saveLimit } from './limit-submit';
import { announceLimitsChanged } from './rg-broadcast';
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
  const [limits, setLimits] = useState<PlayerLimit[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const signedIn = session.status === 'LOGGED_IN' && session.player !== null;

  const reload = useCallback(async () => {
    try {
      setLimits(await loadLimits(locale));
      setLoadError(null);
    } catch (error) {
      if (!(error instanceof ApiCallError && error.status === 401))
        reportError(error, { where: 'loading the limits' });
      setLoadError(errorText(error));
    }
  }, [locale, errorText]);

  useEffect(() => {
    if (signedIn) void reload();
    else setLimits(null);
  }, [signedIn, reload]);

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
    void reload();
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
  if (!limits) return <p role="status">{t('loading')}</p>;
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
            onChanged(await removeLimit(locale, limit.id, t('confirmReason.remove')));
          } catch (error) {
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
function useLimitForm(onChanged: (change: LimitChange) => void) {
  const t = useTranslations('wallet.limits');
  const tErrors = useTranslations('wallet.errors');
  const locale = useLocale();
  const errorText = useWalletErrorText();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  async function submit(body: SetUserLimitRequest | null, local: Record<string, string>, askFirst = false) {
    setFields(local);
    setGeneral(null);
    if (!body || Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const reason = askFirst ? t('confirmReason.exclude') : t('confirmReason.raise');
      onChanged(await saveLimit(locale, body, reason, askFirst));
    } catch (error) {
      if (error instanceof ConfirmationCancelled) {
        setGeneral(t('cancelled'));
        return;
      }
      const problems = formErrorsOf(error);
      const named: Record<string, string> = {};
      for (const [field, code] of Object.entries(problems.fields))
        named[field] = tErrors.has(code) ? tErrors(code) : (problems.messages[field] ?? tErrors('invalid'));
      setFields(named);
      if (Object.keys(named).length === 0 || !Object.keys(named).every((field) => field in FIELD_NAMES))
        setGeneral(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, fields, general, submit };
}

type LimitForm = ReturnType<typeof useLimitForm>;

/** Fields the forms show problems next to; a problem on any other field is said in the form's alert. */
const FIELD_NAMES = { amount: true, currency: true, period: true, duration_days: true } as const;

function LimitSection({
  title,
  hint,
  form: { general, busy },
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  hint: string;
  form: LimitForm;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.muted}>{hint}</p>
      <form
        className={dialogStyles.form}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div role="alert">{general ? <p className={dialogStyles.error}>{general}</p> : null}</div>
        <SubmitButton pending={busy}>{submitLabel}</SubmitButton>
      </form>
    </section>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
  problem,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  problem?: string | undefined;
}) {
  const problemId = useId();
  const selectId = useId();
  // The label is not wrapped around the select: its name stays "Period", not "Period 7 days".
  return (
    <div className={dialogStyles.fieldGroup}>
      <div className={dialogStyles.field}>
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...problemAttributes(problem, problemId)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldProblem id={problemId} problem={problem} />
    </div>
  );
}

/** The currency and amount of a money limit (the player's account currencies). */
function useMoneyAmount(currencies: readonly string[], subunitsOf: (code: string) => number) {
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const [amount, setAmount] = useState('');
  const chosen = currencies.includes(currency) ? currency : (currencies[0] ?? '');
  return {
    currencies,
    currency: chosen,
    setCurrency,
    amount,
    setAmount,
    /** The amount in minor units, or null when it is not a positive amount of the currency. */
    minor(): number | null {
      const minor = parseAmount(amount, subunitsOf(chosen));
      return minor !== null && minor > 0 ? minor : null;
    },
  };
}

type MoneyAmount = ReturnType<typeof useMoneyAmount>;

/** Submits a money limit form: the amount must be positive first. */
function submitMoney(
  form: LimitForm,
  money: MoneyAmount,
  problem: string,
  body: (amount: number, currency: string) => SetUserLimitRequest,
) {
  const minor = money.minor();
  void form.submit(
    minor === null ? null : body(minor, money.currency),
    minor === null ? { amount: problem } : {},
  );
}

function CurrencySelect({ money, form }: { money: MoneyAmount; form: LimitForm }) {
  const t = useTranslations('wallet.limits');
  return (
    <Select
      label={t('currency')}
      value={money.currency}
      onChange={money.setCurrency}
      options={money.currencies.map((value) => ({ value, label: value }))}
      problem={form.fields.currency}
    />
  );
}

function AmountField({ money, form, name }: { money: MoneyAmount; form: LimitForm; name: string }) {
  const t = useTranslations('wallet.limits');
  return (
    <FormField
      label={t('amount', { currency: money.currency })}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      value={money.amount}
      onChange={(event) => money.setAmount(event.target.value)}
      problem={form.fields.amount}
    />
  );
}

interface MoneyFormProps {
  currencies: readonly string[];
  subunitsOf: (code: string) => number;
  onChanged: (change: LimitChange) => void;
}

function MoneyLimitForm({ currencies, subunitsOf, onChanged }: MoneyFormProps) {
  const t = useTranslations('wallet.limits');
  const form = useLimitForm(onChanged);
  const money = useMoneyAmount(currencies, subunitsOf);
  const [type, setType] = useState<'deposit' | 'loss' | 'wager'>('loss');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  return (
    <LimitSection
      title={t('money.title')}
      hint={t('money.hint')}
      form={form}
      submitLabel={t('save')}
      onSubmit={() =>
        submitMoney(form, money, t('problems.amount'), (amount, currency) => ({
          type,
          period,
          strategy: 'rolling',
          amount,
          currency,
        }))
      }
    >
      <div className={styles.row}>
        <Select
          label={t('money.type')}
          value={type}
          onChange={(value) => setType(value as typeof type)}
          options={(['deposit', 'loss', 'wager'] as const).map((value) => ({
            value,
            label: t(`types.${value}`),
          }))}
        />
        <Select
          label={t('money.period')}
          value={period}
          onChange={(value) => setPeriod(value as LimitPeriod)}
          options={LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          problem={form.fields.period}
        />
        <CurrencySelect money={money} form={form} />
      </div>
      <AmountField money={money} form={form} name="money-amount" />
    </LimitSection>
  );
}

function BetLimitForm({ currencies, subunitsOf, onChanged }: MoneyFormProps) {
  const t = useTranslations('wallet.limits');
  const form = useLimitForm(onChanged);
  const money = useMoneyAmount(currencies, subunitsOf);
  return (
    <LimitSection
      title={t('bet.title')}
      hint={t('bet.hint')}
      form={form}
      submitLabel={t('save')}
      onSubmit={() =>
        submitMoney(form, money, t('problems.amount'), (amount, currency) => ({
          type: 'bet',
          amount,
          currency,
        }))
      }
    >
      <CurrencySelect money={money} form={form} />
      <AmountField money={money} form={form} name="bet-amount" />
    </LimitSection>
  );
}

/** Whole minutes from `min` to `max`, or null. */
function wholeMinutes(text: string, min: number, max: number): number | null {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

function MinutesField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  problem,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  problem: string | undefined;
}) {
  const t = useTranslations('wallet.limits');
  return (
    <FormField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={t('minutesRange', { min, max })}
      problem={problem}
    />
  );
}

function MinutesForm({
  type,
  min,
  onChanged,
}: {
  type: 'session' | 'reality_check';
  /** The operator's shortest minute limit. */
  min: number;
  onChanged: (change: LimitChange) => void;
}) {
  const t = useTranslations('wallet.limits');
  const form = useLimitForm(onChanged);
  const max = maxMinutesFor(type, null);
  const [minutes, setMinutes] = useState('');
  const key = type === 'session' ? 'session' : 'realityCheck';
  return (
    <LimitSection
      title={t(`${key}.title`)}
      hint={t(`${key}.hint`)}
      form={form}
      submitLabel={t('save')}
      onSubmit={() => {
        const value = wholeMinutes(minutes, min, max);
        void form.submit(
          value === null ? null : { type, amount: value },
          value === null ? { amount: t('problems.minutes', { min, max }) } : {},
        );
      }}
    >
      <MinutesField
        label={t(`${key}.minutes`)}
        name={`${type}-minutes`}
        value={minutes}
        onChange={setMinutes}
        min={min}
        max={max}
        problem={form.fields.amount}
      />
    </LimitSection>
  );
}

/** Session time (`time`) or active time (`activity`) per 24 hours, 7 days or a month: at most the period. */
function TimeLimitForm({ min, onChanged }: { min: number; onChanged: (change: LimitChange) => void }) {
  const t = useTranslations('wallet.limits');
  const form = useLimitForm(onChanged);
  const [type, setType] = useState<Extract<MinuteLimitType, 'time' | 'activity'>>('time');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [minutes, setMinutes] = useState('');
  const max = maxMinutesFor(type, period);
  return (
    <LimitSection
      title={t('time.title')}
      hint={t('time.hint')}
      form={form}
      submitLabel={t('save')}
      onSubmit={() => {
        const value = wholeMinutes(minutes, min, max);
        void form.submit(
          value === null ? null : { type, period, strategy: 'rolling', amount: value },
          value === null ? { amount: t('problems.minutes', { min, max }) } : {},
        );
      }}
    >
      <div className={styles.row}>
        <Select
          label={t('time.type')}
          value={type}
          onChange={(value) => setType(value as typeof type)}
          options={(['time', 'activity'] as const).map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <Select
          label={t('time.period')}
          value={period}
          onChange={(value) => setPeriod(value as LimitPeriod)}
          options={LIMIT_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          problem={form.fields.period}
        />
      </div>
      <MinutesField
        label={t('time.minutes')}
        name="time-minutes"
        value={minutes}
        onChange={setMinutes}
        min={min}
        max={max}
        problem={form.fields.amount}
      />
    </LimitSection>
  );
}

const SELF_EXCLUSION_DAYS = [180, 365, 730, 1825] as const;

function ExclusionForm({
  type,
  onChanged,
}: {
  type: 'coolingoff' | 'selfexclusion';
  onChanged: (change: LimitChange) => void;
}) {
  const t = useTranslations('wallet.limits');
  const form = useLimitForm(onChanged);
  const key = type === 'coolingoff' ? 'coolingOff' : 'selfExclusion';
  const range = EXCLUSION_DAYS[type];
  const options =
    type === 'coolingoff'
      ? [1, 7, 14, 30, 42].filter((days) => days >= range.min && days <= range.max)
      : SELF_EXCLUSION_DAYS.filter((days) => days >= range.min && days <= range.max);
  const [days, setDays] = useState(String(options[0] ?? range.min));
  const [understood, setUnderstood] = useState(false);
  const checkProblemId = useId();
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  return (
    <LimitSection
      title={t(`${key}.title`)}
      hint={t(`${key}.hint`)}
      form={form}
      submitLabel={t(`${key}.submit`)}
      onSubmit={() => {
        if (!understood) {
          setCheckProblem(t('problems.understand'));
          return;
        }
        setCheckProblem(null);
        void form.submit(
          { type, duration_days: Number(days), password_confirmation_token: '' } as SetUserLimitRequest,
          {},
          true,
        );
      }}
    >
      <Select
        label={t(`${key}.duration`)}
        value={days}
        onChange={setDays}
        options={options.map((value) => ({ value: String(value), label: t('days', { count: value }) }))}
        problem={form.fields.duration_days}
      />
      <div className={dialogStyles.fieldGroup}>
        <label className={dialogStyles.check}>
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            {...problemAttributes(checkProblem, checkProblemId)}
          />
          <span>{t(`${key}.understand`, { count: Number(days) })}</span>
        </label>
        <FieldProblem id={checkProblemId} problem={checkProblem} />
      </div>
    </LimitSection>
  );
}
