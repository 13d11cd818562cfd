'use client';

import { LOCALE_COOKIE_DAYS } from '@sportsbook/core/locale/locale-cookie';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { saveLocaleDeferred } from '@/features/auth';
import { LOCALE_NAMES, type SupportedLocale } from '@/lib/i18n/locales';
import { type LocaleRouting, switchLocaleHref } from '@/lib/i18n/routing';
import { getSession } from '@/lib/player/session-store';
import { writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { rememberLocaleNotSaved } from './locale-save-failure';
import styles from './shell.module.css';

function nameOf(locale: string): string {
  return LOCALE_NAMES[locale as SupportedLocale] ?? locale;
}

/**
 * Locale switch (spec §2.5): the locale segment of the path is replaced and the page reloads at the new URL
 * (a full load, so the server renders everything, realtime channels included, in the new locale). The choice
 * is kept in the `locale` cookie (1 year; a preference: only with consent), so a later visit to a path without
 * a locale lands in it (the proxy, core LOC8). Only this switch writes it: a locale in the URL does not.
 */
export function LanguageSwitch({ locale, routing }: { locale: string; routing: LocaleRouting }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const go = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    const href = switchLocaleHref(window.location.pathname, target, routing) + window.location.search;
    writeCookie(STORED_KEYS.locale, target, LOCALE_COOKIE_DAYS);
    // A signed-in player's language is saved first (spec §7.1 PATCH /player/update_locale).
    if (getSession().status === 'NOT_LOGGED_IN') {
      window.location.assign(href);
      return;
    }
    void saveLocaleDeferred(target)
      .then((saved) => {
        if (!saved) rememberLocaleNotSaved();
      })
      .finally(() => window.location.assign(href));
  };
  return (
    <details className={styles.language}>
      <summary className={styles.languageSummary}>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={locale}>{nameOf(locale)}</span>
      </summary>
      <ul className={styles.languageList} aria-label={t('language.label')}>
        {routing.locales.map((target) => (
          <li key={target}>
            <a
              href={switchLocaleHref(pathname, target, routing)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className={styles.languageLink}
              onClick={(event) => go(event, target)}
            >
              {nameOf(target)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
