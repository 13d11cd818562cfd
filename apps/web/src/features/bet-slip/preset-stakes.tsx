'use client';

import { MAX_PRESET_STAKES, presetMinor, presetStakes } from '@sportsbook/core/ticket/stake-input';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@/lib/player/money';
import { savePlayerSettings } from '@/lib/player/player-settings';
import { useSession } from '@/lib/player/session-store';
import styles from './slip.module.css';
import { StakeField } from './stake-field';

/**
 * The quick amounts of a bet (spec §3 Settings.stakes): the saved presets the currency can hold (core STK6),
 * each setting the stake; for a signed-in player an edit mode that changes them, checked per currency
 * (STK1–STK5) and saved with POST /settings {stakes} (spec §7.2), used from then on (and after a reload:
 * they come back with the settings). `extra` is shown beside the presets (the "Max" action).
 */
export function PresetStakes({
  currency,
  subunits,
  onPick,
  extra,
}: {
  currency: string;
  subunits: number;
  onPick: (stake: number) => void;
  extra?: React.ReactNode;
}) {
  const t = useTranslations('slip.ui');
  const locale = useLocale();
  const session = useSession();
  const saved = session.settings?.stakes ?? [];
  const presets = saved.flatMap((amount) => {
    const minor = presetMinor(amount, subunits);
    return minor === null ? [] : [minor];
  });
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const canEdit = session.status === 'LOGGED_IN';
  if (editing) {
    return (
      <PresetEditor
        initial={presets}
        currency={currency}
        subunits={subunits}
        onDone={() => setEditing(false)}
        locale={locale}
      />
    );
  }
  if (presets.length === 0 && !extra && !canEdit) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className={styles.presets} role="group" aria-label={t('presets')}>
      {presets.map((minor) => (
        <button key={minor} type="button" className={styles.preset} onClick={() => onPick(minor)}>
          {formatMoney(minor, currency, subunits, locale)}
        </button>
      ))}
      {extra}
      {canEdit ? (
        <button ref={editButton} type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {t('presetsEdit')}
        </button>
      ) : null}
    </div>
  );
}

/** The presets as fields (a blank one to add, a cleared one removes), saved for the player. */
function PresetEditor({
  initial,
  currency,
  subunits,
  onDone,
  locale,
}: {
  initial: readonly number[];
  currency: string;
  subunits: number;
  onDone: () => void;
  locale: string;
}) {
  const t = useTranslations('slip.ui');
  const [values, setValues] = useState<number[]>(() =>
    initial.length < MAX_PRESET_STAKES ? [...initial, 0] : [...initial],
  );
  const [status, setStatus] = useState<'idle' | 'saving' | 'none' | 'failed'>('idle');
  const first = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    first.current?.querySelector('input')?.focus();
  }, []);
  const save = async () => {
    const read = presetStakes(values, subunits);
    if (!read.ok) {
      setStatus('none');
      return;
    }
    setStatus('saving');
    const done = await savePlayerSettings(locale, { stakes: [...read.stakes] });
    if (done) onDone();
    else setStatus('failed');
  };
  return (
    <form
      className={styles.presetEditor}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset ref={first} className={styles.presetFields}>
        <legend>{t('presetsLegend', { currency })}</legend>
        {values.map((value, index) => (
          <StakeField
            // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions, edited in place
            key={index}
            label={t('presetField', { number: index + 1 })}
            stake={value}
            subunits={subunits}
            currency={currency}
            onChange={(minor) =>
              setValues((current) => {
                const next = current.map((old, position) => (position === index ? minor : old));
                const last = next[next.length - 1] ?? 0;
                return last > 0 && next.length < MAX_PRESET_STAKES ? [...next, 0] : next;
              })
            }
          />
        ))}
      </fieldset>
      <p className={styles.fieldError} aria-live="polite">
        {status === 'none' ? t('presetsNone') : status === 'failed' ? t('presetsFailed') : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('presetsCancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={status === 'saving'}>
          {t('presetsSave')}
        </button>
      </div>
    </form>
  );
}
