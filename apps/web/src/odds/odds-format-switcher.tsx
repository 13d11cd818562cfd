'use client';

import { ODDS_TYPES, type OddsType } from '@sportsbook/core/odds/odds-type';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './odds.module.css';
import { isOddsType, setOddsType, useOddsType } from './odds-type-store';

/**
 * A labelled select of odds display formats (spec §3); the choice applies at once to every price on the
 * page and is kept in local storage (`activeOddsType`).
 */
export function OddsFormatSwitcher(props: { available?: readonly OddsType[] | undefined }) {
  const t = useTranslations('live.odds');
  const id = useId();
  const current = useOddsType();
  const available = props.available && props.available.length > 0 ? props.available : ODDS_TYPES;
  const options = available.includes(current) ? available : [current, ...available];
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('formatLabel')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isOddsType(event.target.value)) setOddsType(event.target.value);
        }}
      >
        {options.map((type) => (
          <option key={type} value={type}>
            {t(`formats.${type}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
