import { ApiCallError } from '@/lib/api/browser-call';

/** Where a cash out stands (the bettor's view of POST /bets/cashout). */
export type CashoutStep =
  | { readonly kind: 'offer' }
  | { readonly kind: 'confirm'; readonly amount: number }
  | { readonly kind: 'sending'; readonly amount: number }
  | { readonly kind: 'changed'; readonly amount: number }
  | { readonly kind: 'done'; readonly amount: number }
  /** Cash out is paused (503: the database or the feed is not there); nothing changed, the offer stays. */
  | { readonly kind: 'paused' }
  | { readonly kind: 'failed'; readonly messageKey: 'unavailable' | 'failed' };

/** The value a refused cash-out's body names (the bet's value now), or null when it has none. */
function currentValue(error: unknown): number | null | undefined {
  if (!(error instanceof ApiCallError)) return undefined;
  const body = error.body as { error?: { to_cashout?: unknown } } | undefined;
  const value = body?.error?.to_cashout;
  return typeof value === 'number' ? value : value === null ? null : undefined;
}

/**
 * The step after a failed cash out (other than a 401, which signs the player out): the new value offered when
 * it moved, "cannot be cashed out" when it has none, paused when the backend cannot cash out now (503, nothing
 * changed: the bettor may try again), else failed. `report`: whether the failure is worth an error report.
 */
export function cashoutFailure(error: unknown): { readonly step: CashoutStep; readonly report: boolean } {
  if (error instanceof ApiCallError && error.isUnavailable)
    return { step: { kind: 'paused' }, report: false };
  const now = currentValue(error);
  if (typeof now === 'number') return { step: { kind: 'changed', amount: now }, report: false };
  if (now === null) return { step: { kind: 'failed', messageKey: 'unavailable' }, report: false };
  const expected = error instanceof ApiCallError && error.status < 500 && error.status > 0;
  return { step: { kind: 'failed', messageKey: 'failed' }, report: !expected };
}
