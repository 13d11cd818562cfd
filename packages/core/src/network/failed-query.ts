/**
 * Spec §7.2 "Failed queries": what the product does when a server-state query or mutation fails. The web's
 * query cache applies it to every call it runs (rule ids in SPEC.md, QRY1–QRY4).
 */

/** What is known of a failure: the HTTP status (0 when the backend could not be reached), whether it was cancelled. */
export interface QueryFailure {
  readonly status: number;
  /** The caller aborted the request (a component unmounted, a newer query replaced it). */
  readonly cancelled: boolean;
}

/** What the query asks for beyond the rules: an alert saying what failed, written in the bettor's language. */
export interface FailedQueryMeta {
  readonly alert?: string;
}

export type FailedQueryAction =
  /** QRY1: the session is gone: sign out, with the session-expired prompt. */
  | { readonly kind: 'sign-out' }
  /** QRY2: nothing to tell anyone. */
  | { readonly kind: 'ignore' }
  /**
   * QRY3/QRY4: `report` it (not a 503: the backend said it is unavailable for now and did nothing, core ERR4,
   * which the screen says itself); `alert` is the text to show the bettor, when the query asked for one.
   */
  | { readonly kind: 'tell'; readonly report: boolean; readonly alert: string | null };

export function failedQueryAction(
  failure: QueryFailure,
  meta: FailedQueryMeta | undefined,
): FailedQueryAction {
  if (failure.cancelled) return { kind: 'ignore' };
  if (failure.status === 401) return { kind: 'sign-out' };
  return { kind: 'tell', report: failure.status !== 503, alert: meta?.alert ?? null };
}
