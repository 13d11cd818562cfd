'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiCallError } from '../api/browser-call';

/**
 * The sentence for a failed wallet or limits call: the error code's own message (`wallet.errors.<code>`,
 * spec §8: the server's code is preferred), else by status, else the generic one.
 */
export function useWalletErrorText(): (error: unknown) => string {
  const t = useTranslations('wallet.errors');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiCallError)) return t('generic');
      if (error.isNetwork) return t('network');
      const code = typeof error.code === 'string' ? error.code : '';
      if (code && /^[a-z_]+$/.test(code) && t.has(code)) return t(code);
      if (error.status === 429) return t('rate_limited');
      if (error.status === 400) return t('validation_failed');
      return t('generic');
    },
    [t],
  );
}
