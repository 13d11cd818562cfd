'use client';

import { ODDS_TYPES, type OddsType } from '@sportsbook/core/odds/odds-type';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { isOddsType, setOddsType, useOddsType } from '@/lib/odds/odds-type-store';
import { getSession } from '@/lib/player/session-store';
import styles from './odds.module.css';

/**
 * A labelled select of odds display formats (spec §3); the choice applies at once to every price on the
 * page and is kept in local storage (`activeOddsType`); a signed-in player's choice is also saved with
 * their settings (POST /settings odds_type), so it follows them to other devices.
 */
export function OddsFormatSwitcher(props: { available?: readonly OddsType[] | undefined }) {
  const t = useTranslations('live.odds');
  const id = useId();
  const current = useOddsType();
  const locale = useLocale();
  const available = props.available && props.available.length > 0 ? props.available : ODDS_TYPES;
  const options = available.includes(current) ? available : [current, ...available];
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>{t('formatLabel')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const type = event.target.value;
          if (!isOddsType(type)) return;
          setOddsType(type);
          if (getSession().status === 'LOGGED_IN') {
            void import('@/lib/player/player-settings').then(({ savePlayerSettings }) =>
              savePlayerSettings(locale, { odds_type: type }),
            );
          }
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
