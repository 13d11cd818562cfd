'use client';

/*
 * Confirm password (spec §2.2): a sensitive change (raising or removing a limit, an exclusion) first asks
 * the signed-in player for their password (POST /platform/users/password/confirm) and sends the token it
 * answers. Code anywhere awaits `confirmPassword()`; the dialog is mounted once by the account hosts.
 */

import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { confirmPassword, useConfirmPasswordRequest } from './confirm-password-store';

export { confirmPassword };

/** {@link confirmPassword} for components (a stable function). */
export function useConfirmPassword(): (reason?: string) => Promise<string | null> {
  return useCallback((reason?: string) => confirmPassword(reason), []);
}

const ConfirmPasswordDialog = dynamic(
  () => import('./confirm-password-dialog').then((m) => m.ConfirmPasswordDialog),
  { ssr: false },
);

/** Shows the confirm-password dialog while a request waits. */
export function ConfirmPasswordHost() {
  const request = useConfirmPasswordRequest();
  return request ? <ConfirmPasswordDialog reason={request.reason} /> : null;
}
