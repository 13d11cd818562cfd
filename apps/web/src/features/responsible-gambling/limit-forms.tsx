'use client';

import type { SetUserLimitRequest } from '@sportsbook/contract/platform/limit-calls';
import {
  EXCLUSION_DAYS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type MinuteLimitType,
  maxMinutesFor,
} from '@sportsbook/core/player-limits/limit-kinds';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useWalletErrorText } from '@/lib/api/error-text';
import { formErrorsOf } from '@/lib/forms/form-errors';
import { parseAmount } from '@/lib/player/money';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FieldProblem, FormField, problemAttributes, SubmitButton } from '@/ui/forms/form-fields';
import styles from '@/ui/forms/money-forms.module.css';
import { ConfirmationCancelled, type LimitChange, saveLimit } from './limit-submit';

/*
 * The forms of the limits page (limits-page.tsx): money limits per period and currency, the bet limit, session,
 * time, activity and reality-check minutes, cooling-off and self-exclusion. Each sends its change through
 * limit-submit.ts (password confirmation for raises and removals) and tells the page what changed.
 */

function useLimitForm(onChanged: (change: LimitChange) => void) {
  const t = useTranslations('wallet.limits');
  const tErrors = useTranslations('wallet.errors');
  const locale = useLocale();
  const errorText = useWalletErrorText();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const send = useAnsweredMutation<LimitChange>('changing a limit');

  async function submit(body: SetUserLimitRequest | null, local: Record<string, string>, askFirst = false) {
    setFields(local);
    setGeneral(null);
    if (!body || Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const reason = askFirst ? t('confirmReason.exclude') : t('confirmReason.raise');
      const sent = await send(() => saveLimit(locale, body, reason, askFirst));
      if (sent.ok) {
        onChanged(sent.value);
        return;
      }
      throw sent.answer;
    } catch (error) {
      // An answer (fields, a cancelled confirmation) or a failure to send, which the query cache reported.
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

export function MoneyLimitForm({ currencies, subunitsOf, onChanged }: MoneyFormProps) {
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

export function BetLimitForm({ currencies, subunitsOf, onChanged }: MoneyFormProps) {
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

export function MinutesForm({
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
export function TimeLimitForm({ min, onChanged }: { min: number; onChanged: (change: LimitChange) => void }) {
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

export function ExclusionForm({
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
