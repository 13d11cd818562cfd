'use client';

import { ACCEPT_ALL, type Consent, ESSENTIAL_ONLY } from '@sportsbook/core/privacy/consent';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './privacy.module.css';

/**
 * The consent banner (spec §3 consent cookie, core CNS3): a named, non-modal region at the foot of the window.
 * It does not take or trap the focus (the page stays usable; Tab reaches it as the first thing of the shell
 * after the skip link); accept all, essential only, or settings to choose per purpose. Escape is not a choice:
 * the banner stays until one is made.
 */
export function ConsentBanner({ onChoose }: { onChoose: (consent: Consent) => void }) {
  const t = useTranslations('privacy.consent');
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [preferences, setPreferences] = useState(false);
  const [marketing, setMarketing] = useState(false);
  return (
    <section className={styles.banner} aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p id={textId} className={styles.text}>
        {t('text')}
      </p>
      {open ? (
        <fieldset className={styles.purposes}>
          <legend className={styles.legend}>{t('label')}</legend>
          <label className={styles.purpose}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('essential')}</strong> <span className={styles.hint}>{t('essentialHint')}</span>
            </span>
          </label>
          <label className={styles.purpose}>
            <input
              type="checkbox"
              checked={preferences}
              onChange={(event) => setPreferences(event.currentTarget.checked)}
            />
            <span>
              <strong>{t('preferences')}</strong> <span className={styles.hint}>{t('preferencesHint')}</span>
            </span>
          </label>
          <label className={styles.purpose}>
            <input
              type="checkbox"
              checked={marketing}
              onChange={(event) => setMarketing(event.currentTarget.checked)}
            />
            <span>
              <strong>{t('marketing')}</strong> <span className={styles.hint}>{t('marketingHint')}</span>
            </span>
          </label>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => onChoose(ACCEPT_ALL)}>
          {t('acceptAll')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onChoose(ESSENTIAL_ONLY)}>
          {t('essentialOnly')}
        </button>
        {open ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => onChoose({ preferences, marketing })}
          >
            {t('save')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            {t('settings')}
          </button>
        )}
      </div>
    </section>
  );
}
