/**
 * Phone verification rules (rule ids PHN* in `packages/core/SPEC.md`, spec §3 phone verification, §5).
 */

/** [PHN2] Seconds a code is valid. */
export const PHONE_CODE_TTL_SECONDS = 10 * 60;
/** [PHN2] Wrong tries a code allows; after that a new code must be sent. */
export const PHONE_CODE_ATTEMPTS = 5;
/** [PHN3] Seconds between two codes. */
export const PHONE_RESEND_SECONDS = 60;
/** [PHN3] Codes a player may be sent per 24 hours. */
export const PHONE_CODES_PER_DAY = 5;

/**
 * [PHN1] A phone number in E.164 (`+4915123456789`), from what a person types: spaces, dots, hyphens and
 * parentheses are dropped, a leading `00` counts as `+`. Valid: `+`, a first digit 1–9, 7 to 15 digits in
 * all. Undefined otherwise (letters, no country code, too short or long).
 */
export function normalisePhoneNumber(input: string): string | undefined {
  const compact = input.trim().replace(/[\s.()\-\u00a0]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{6,14}$/.test(withPlus) ? withPlus : undefined;
}

/**
 * [PHN3] Seconds until another code may be sent (0: now): {@link PHONE_RESEND_SECONDS} after the last one,
 * and, once {@link PHONE_CODES_PER_DAY} were sent in the last 24 hours, until the oldest of them is 24 hours old.
 * `sentAt` are the send times (ms) of the codes of the last 24 hours, in any order.
 */
export function phoneResendWait(
  sentAt: readonly number[],
  now: number,
): { seconds: number; limitReached: boolean } {
  const day = 24 * 60 * 60 * 1000;
  const recent = sentAt.filter((t) => t > now - day).sort((a, b) => a - b);
  const last = recent[recent.length - 1];
  const resend =
    last === undefined ? 0 : Math.max(0, Math.ceil((last + PHONE_RESEND_SECONDS * 1000 - now) / 1000));
  if (recent.length < PHONE_CODES_PER_DAY) return { seconds: resend, limitReached: false };
  const oldest = recent[recent.length - PHONE_CODES_PER_DAY] ?? now;
  const untilFree = Math.max(0, Math.ceil((oldest + day - now) / 1000));
  return { seconds: Math.max(resend, untilFree), limitReached: true };
}
