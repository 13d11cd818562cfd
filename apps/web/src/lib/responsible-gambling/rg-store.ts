import type { SportsbookSessionInfo } from '@sportsbook/contract/entities/sportsbook-session';
import { createStore, useStore } from '@/lib/store/store';

/**
 * The responsible-gambling dialog on show (spec §2.2: reality check, out-of-session-limit,
 * activity-limit-reached). Not in the URL: the product opens them, a link must not.
 */
export type RgDialog =
  /** `info` is null while a tab that heard of the check from another tab reads it. */
  | { readonly kind: 'reality-check'; readonly info: SportsbookSessionInfo | null }
  | { readonly kind: 'out-of-session-limit' }
  | { readonly kind: 'activity-limit-reached' };

const rgDialog = createStore<RgDialog | null>(null);

export function getRgDialog(): RgDialog | null {
  return rgDialog.get();
}

export function setRgDialog(next: RgDialog | null): void {
  rgDialog.set(next);
}

export function useRgDialog(): RgDialog | null {
  return useStore(rgDialog);
}
