import { getSession, subscribeSession } from '@/lib/player/session-store';

/*
 * The confirm-password request (spec §2.2): one at a time, answered by the dialog with a token or null.
 */

export interface ConfirmPasswordRequest {
  readonly reason: string | undefined;
  readonly promise: Promise<string | null>;
  readonly resolve: (token: string | null) => void;
}

let current: ConfirmPasswordRequest | null = null;
const listeners = new Set<() => void>();

function set(next: ConfirmPasswordRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Asks for the password; resolves with the `password_confirmation_token` (valid 5 minutes) once it was right,
 * or null when the player cancelled, is not signed in or signs out meanwhile. While one is open, another call
 * shares its answer.
 */
export function confirmPassword(reason?: string): Promise<string | null> {
  if (getSession().status !== 'LOGGED_IN') return Promise.resolve(null);
  if (current) return current.promise;
  let resolve: (token: string | null) => void = () => {};
  const promise = new Promise<string | null>((done) => {
    resolve = done;
  });
  // Signing out (or the session expiring) while it waits ends it unanswered.
  const stop = subscribeSession(() => {
    if (getSession().status !== 'LOGGED_IN') settleConfirmPassword(null);
  });
  set({
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
  const request = current;
  set(null);
  request?.resolve(token);
}

/** The request waiting for the dialog, if any. */
export function currentConfirmPassword(): ConfirmPasswordRequest | null {
  return current;
}

export function subscribeConfirmPassword(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
