'use client';

import { useTranslations } from 'next-intl';
import styles from './search.module.css';
import { openSearch } from './search-store';

/** The header's search button (spec §2.4 search block): opens the search dialog. */
export function SearchButton() {
  const t = useTranslations('search');
  return (
    <button type="button" className={styles.open} aria-haspopup="dialog" onClick={openSearch}>
      <svg aria-hidden="true" focusable="false" width="1.25em" height="1.25em" viewBox="0 0 24 24">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={styles.openText}>{t('open')}</span>
    </button>
  );
}
