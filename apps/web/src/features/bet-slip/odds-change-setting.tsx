'use client';

import { ODDS_ACCEPT_MODES, type OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSession } from '@/lib/player/session-store';
import styles from './slip.module.css';

/**
 * The player's odds acceptance mode (spec §4: none, higher, any), saved with their settings (POST /settings
 * auto_accept_odds_change); the slip follows it from the next price change.
 */
export function OddsChangeSetting() {
  const t = useTranslations('slip.ui.acceptMode');
  const locale = useLocale();
  const { status, settings } = useSession();
  const id = useId();
  const [saving, setSaving] = useState(false);
  if (status !== 'LOGGED_IN' || !settings) return null;
  return (
    <div className={styles.setting}>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        value={settings.odds_accept_mode}
        disabled={saving}
        onChange={(event) => {
          const mode = event.target.value as OddsAcceptMode;
          setSaving(true);
          void import('@/lib/player/player-settings')
            .then(({ savePlayerSettings }) => savePlayerSettings(locale, { auto_accept_odds_change: mode }))
            .finally(() => setSaving(false));
        }}
      >
        {ODDS_ACCEPT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(mode)}
          </option>
        ))}
      </select>
    </div>
  );
}
