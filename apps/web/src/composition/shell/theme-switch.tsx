'use client';

import {
  THEME_CHOICES,
  THEME_COOKIE_DAYS,
  type ThemeChoice,
  themeAttribute,
} from '@sportsbook/core/privacy/theme';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import styles from './shell.module.css';

/**
 * The theme switch: light, dark or the system's (`prefers-color-scheme`). The choice applies at once (the
 * `data-theme` of `<html>` picks the side of every colour token) and is kept in the `theme` cookie (core
 * CKE7, a preference: only with consent), which the server reads to render the next pages in it from the
 * first paint. Three radio buttons, so the choice made is what assistive technology announces.
 */
export function ThemeSwitch({ initial }: { initial: ThemeChoice }) {
  const t = useTranslations('shell.theme');
  const [choice, setChoice] = useState<ThemeChoice>(initial);
  const name = useId();
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    const attribute = themeAttribute(next);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
    writeCookie(STORED_KEYS.theme, next, THEME_COOKIE_DAYS);
  };
  return (
    <details className={styles.language}>
      <summary className={styles.languageSummary}>
        <span className="visually-hidden">{t('label')}: </span>
        <span aria-hidden="true" className={styles.themeIcon}>
          ◐
        </span>
        <span>{t(choice)}</span>
      </summary>
      <fieldset className={styles.themeList}>
        <legend className="visually-hidden">{t('label')}</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} className={styles.themeOption}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {t(option)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
