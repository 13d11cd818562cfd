'use client';

import { fractionDigits } from '@sportsbook/core/locale/formats';
import {
  decimalSeparators,
  readStakeInput,
  type StakeInputFormat,
  type StakeInputProblem,
  stakeInputText,
} from '@sportsbook/core/ticket/stake-input';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styles from './slip.module.css';

/** How amounts are typed in this locale and currency (core STK2). */
export function useAmountFormat(subunits: number): StakeInputFormat {
  const locale = useLocale();
  return useMemo(() => ({ subunits, separators: decimalSeparators(locale) }), [locale, subunits]);
}

/** The sentence that says why a keystroke was refused (core STK3). */
export function useAmountProblemText() {
  const t = useTranslations('slip.ui.amountProblem');
  return (problem: StakeInputProblem, format: StakeInputFormat, currency: string) =>
    t(problem, {
      separator: format.separators[0] ?? '.',
      decimals: fractionDigits(format.subunits),
      currency,
    });
}

/**
 * An amount in major units as the bettor types it ("12,50" in German), kept as minor units (a stake, or the
 * win wanted). Only what core's amount rules accept gets in (STK1–STK3): a keystroke that would make it
 * something else (a letter, a sign, a second separator, a decimal more than the currency has) is refused and
 * the field says why, politely, without moving focus. While the bettor types, the field keeps their text; it
 * follows the amount when it changes from elsewhere (a preset, "Max", the other field of the bet).
 */
export function StakeField({
  label,
  stake,
  subunits,
  currency,
  describedBy,
  onChange,
  disabled,
}: {
  label: string;
  /** Minor units. */
  stake: number;
  subunits: number;
  currency: string;
  describedBy?: string | undefined;
  onChange: (stake: number) => void;
  disabled?: boolean;
}) {
  const format = useAmountFormat(subunits);
  const problemText = useAmountProblemText();
  const [text, setText] = useState(stake > 0 ? stakeInputText(stake, format) : '');
  const [problem, setProblem] = useState<StakeInputProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const read = readStakeInput(text, format);
  const parsed = read.ok ? read.minor : null;
  // Only an outside change of the amount rewrites the text, never while the bettor is typing in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed follows text, which this effect sets
  useEffect(() => {
    if (parsed === stake || document.activeElement === input.current) return;
    setText(stake > 0 ? stakeInputText(stake, format) : '');
    setProblem(null);
  }, [stake, format]);
  return (
    <div className={styles.stakeField}>
      <label className={styles.stakeLabel}>
        <span>{label}</span>
        <span className={styles.stakeInput}>
          <input
            ref={input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-describedby={
              [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => {
              const next = event.target.value;
              const amount = readStakeInput(next, format);
              if (!amount.ok) {
                setProblem(amount.problem);
                return;
              }
              setProblem(null);
              setText(next);
              onChange(amount.minor);
            }}
            onBlur={() => {
              if (parsed !== stake) setText(stake > 0 ? stakeInputText(stake, format) : '');
            }}
          />
          <span className={styles.currency} aria-hidden="true">
            {currency}
          </span>
        </span>
      </label>
      <p id={problemId} className={styles.fieldError} aria-live="polite">
        {problem ? problemText(problem, format, currency) : null}
      </p>
    </div>
  );
}
