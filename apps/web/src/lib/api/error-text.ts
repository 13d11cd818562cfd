'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiCallError } from './browser-call';

/**
 * The key (under `wallet.errors`) of a failed wallet or limits call: the error code's own message (spec §8: the
 * server's code is preferred; `known` says which codes have one), else by status (a 503 is "temporarily
 * unavailable, nothing was changed"), else the generic one.
 */
export function walletErrorKey(error: unknown, known: (code: string) => boolean): string {
  if (!(error instanceof ApiCallError)) return 'generic';
  if (error.isNetwork) return 'network';
  const code = typeof error.code === 'string' ? error.code : '';
  if (code && /^[a-z_]+$/.test(code) && known(code)) return code;
  if (error.isUnavailable) return 'service_unavailable';
  if (error.status === 429) return 'rate_limited';
  if (error.status === 400) return 'validation_failed';
  return 'generic';
}

/** The sentence for a failed wallet or limits call (`walletErrorKey`). */
export function useWalletErrorText(): (error: unknown) => string {
  const t = useTranslations('wallet.errors');
  return useCallback((error: unknown) => t(walletErrorKey(error, (code) => t.has(code))), [t]);
}
