import type { SportsbookSessionInfo } from '@sportsbook/contract/entities/sportsbook-session';
import { useSyncExternalStore } from 'react';

/**
 * The responsible-gambling dialog on show (spec §2.2: reality check, out-of-session-limit,
 * activity-limit-reached). Not in the URL: the product opens them, a link must not.
 */
export type RgDialog =
  /** `info` is null while a tab that heard of the check from another tab reads it. */
  | { readonly kind: 'reality-check'; readonly info: SportsbookSessionInfo | null }
  | { readonly kind: 'out-of-session-limit' }
  | { readonly kind: 'activity-limit-reached' };

let current: RgDialog | null = null;
const listeners = new Set<() => void>();

export function getRgDialog(): RgDialog | null {
  return current;
}

export function setRgDialog(next: RgDialog | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRgDialog(): RgDialog | null {
  return useSyncExternalStore(subscribe, getRgDialog, () => null);
}
