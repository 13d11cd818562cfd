/**
 * `Retry-After` (RFC 9110 §10.2.3) as the product honours it when it tries a call again by itself: a backend
 * that answers 503 (or 429) says when to come back.
 */

/** The longest wait the product accepts from a `Retry-After`, in seconds: a longer one is taken as this. */
export const MAX_RETRY_AFTER_SECONDS = 300;

/**
 * [RTA1] The wait a `Retry-After` value asks for, in whole seconds: delay-seconds (digits only), or an HTTP date
 * (`now` in ms to measure it against), rounded up; capped at `MAX_RETRY_AFTER_SECONDS`; a date in the past is
 * 0; null when absent or not one of the two forms.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text), MAX_RETRY_AFTER_SECONDS);
  // An HTTP date names its weekday and time zone (GMT); a bare number or a loose word is not one.
  if (!/^[A-Za-z]{3},? .*\d{2}:\d{2}:\d{2} GMT$/.test(text)) return null;
  const at = Date.parse(text);
  if (!Number.isFinite(at)) return null;
  return Math.min(Math.max(0, Math.ceil((at - now) / 1_000)), MAX_RETRY_AFTER_SECONDS);
}

/**
 * [RTA2] How long to wait before attempt `attempt + 1` (attempt ≥ 1) of a call the product repeats by itself,
 * in ms: exactly what the backend's `Retry-After` asked (seconds, RTA1) when it said so, never sooner; else
 * `baseMs` doubled per attempt up to `capMs`.
 */
export function retryDelayMs(
  attempt: number,
  retryAfterSeconds: number | null | undefined,
  baseMs: number,
  capMs: number,
): number {
  if (typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1_000;
  }
  const backoff = baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30));
  return Math.max(0, Math.min(backoff, capMs));
}
