'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { amountText, parseAmount } from '@/lib/player/money';
import styles from './slip.module.css';

/**
 * A stake in major units as the bettor types it ("12.50"), kept as minor units: the field keeps the text
 * while it is being typed and follows the stake when it changes from elsewhere (a preset, a currency change).
 * Its accessible name is "Stake"; `describedBy` names what it is for when a slip has several.
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
  const t = useTranslations('slip.ui');
  const [text, setText] = useState(stake > 0 ? amountText(stake, subunits) : '');
  const invalidId = useId();
  const parsed = text.trim() === '' ? 0 : parseAmount(text, subunits);
  // Only an outside change of the stake rewrites the text; typing does not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed follows text, which this effect sets
  useEffect(() => {
    if (parsed !== stake) setText(stake > 0 ? amountText(stake, subunits) : '');
  }, [stake, subunits]);
  const invalid = parsed === null;
  return (
    <div className={styles.stakeField}>
      <label className={styles.stakeLabel}>
        <span>{label}</span>
        <span className={styles.stakeInput}>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={
              [describedBy, invalid ? invalidId : undefined].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              const amount = next.trim() === '' ? 0 : parseAmount(next, subunits);
              if (amount !== null) onChange(amount);
            }}
          />
          <span className={styles.currency} aria-hidden="true">
            {currency}
          </span>
        </span>
      </label>
      {invalid ? (
        <p id={invalidId} className={styles.fieldError}>
          {t('invalidStake')}
        </p>
      ) : null}
    </div>
  );
}
