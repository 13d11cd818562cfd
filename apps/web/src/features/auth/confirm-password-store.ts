import { getSession, subscribeSession } from '@/lib/player/session-store';
import { createStore, useStore } from '@/lib/store/store';

/*
 * The confirm-password request (spec §2.2): one at a time, answered by the dialog with a token or null.
 */

export interface ConfirmPasswordRequest {
  readonly reason: string | undefined;
  readonly promise: Promise<string | null>;
  readonly resolve: (token: string | null) => void;
}

const pending = createStore<ConfirmPasswordRequest | null>(null);

/**
 * Asks for the password; resolves with the `password_confirmation_token` (valid 5 minutes) once it was right,
 * or null when the player cancelled, is not signed in or signs out meanwhile. While one is open, another call
 * shares its answer.
 */
export function confirmPassword(reason?: string): Promise<string | null> {
  if (getSession().status !== 'LOGGED_IN') return Promise.resolve(null);
  const current = pending.get();
  if (current) return current.promise;
  let resolve: (token: string | null) => void = () => {};
  const promise = new Promise<string | null>((done) => {
    resolve = done;
  });
  // Signing out (or the session expiring) while it waits ends it unanswered.
  const stop = subscribeSession(() => {
    if (getSession().status !== 'LOGGED_IN') settleConfirmPassword(null);
  });
  pending.set({
    reason,
    promise,
    resolve: (token) => {
      stop();
      resolve(token);
    },
  });
  return promise;
}

/** For the dialog: ends the request with a token, or null (cancelled). */
export function settleConfirmPassword(token: string | null): void {
  const request = pending.get();
  pending.set(null);
  request?.resolve(token);
}

/** The request waiting for the dialog, if any. */
export function currentConfirmPassword(): ConfirmPasswordRequest | null {
  return pending.get();
}

/** The request waiting for the dialog, re-rendering when one starts or ends; none on the server. */
export function useConfirmPasswordRequest(): ConfirmPasswordRequest | null {
  return useStore(pending);
}
