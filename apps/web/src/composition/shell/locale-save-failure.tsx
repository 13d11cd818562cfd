'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notify } from '@/lib/notices/notify';
import { keptStorage } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';

const KEY = STORED_KEYS.localeNotSaved.name;

/**
 * Spec §8 "locale update failure goes to the global error handler": the language switch reloads the page
 * at once (§2.5), so the player hears of a failed save on the reloaded page, in the language they chose.
 * Called just before that reload.
 */
export function rememberLocaleNotSaved(): void {
  try {
    keptStorage('session')?.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the failure is still reported.
  }
}

/** Shows the error notice on the page a failed save reloaded into, once. */
export function LocaleSaveFailureNotice() {
  const t = useTranslations('shell.notices.localeNotSaved');
  useEffect(() => {
    const storage = keptStorage('session');
    let failed = false;
    try {
      failed = storage?.getItem(KEY) === '1';
      storage?.removeItem(KEY);
    } catch {
      return;
    }
    if (failed)
      notify({ kind: 'error', id: 'locale-not-saved', title: t('title'), description: t('description') });
  }, [t]);
  return null;
}
