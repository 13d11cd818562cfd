/**
 * Sign-up field rules besides the password (rule ids SGN* in `packages/core/SPEC.md`). The spec leaves the
 * sign-up form open (§5 "sign-up and sign-in form rules are not shown"); these are docs/adr/0010's choices.
 */

/** [SGN1] Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** [SGN3] Age from which a person may sign up. */
export const MINIMUM_AGE = 18;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * [SGN1] Whether `email` is an address mail can be sent to: one `@`; a local part of 1–64 characters of the
 * RFC 5322 dot-atom (no quoted forms, no leading, trailing or double dots); a domain of at least two labels
 * of letters, digits and inner hyphens (1–63 each), the last one not all digits; 254 characters at most.
 */
export function isEmailAddress(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

/** A calendar date. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * [SGN2] A date of birth given as `YYYY-MM-DD`: exactly that form, a day that exists (no 31 April, 29 February
 * only in leap years), from 1900 on and not after `today`. Undefined otherwise.
 */
export function parseDateOfBirth(text: string, today: CalendarDate): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 1900 || date.month < 1 || date.month > 12 || date.day < 1) return undefined;
  if (date.day > daysInMonth(date.year, date.month)) return undefined;
  if (compareDates(date, today) > 0) return undefined;
  return date;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * [SGN3] Full years from `birth` to `today`: a year counts from its birthday on. Someone born on 29 February
 * has their birthday on 1 March in years without one.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** [SGN3] Whether a person born on `birth` is old enough to sign up on `today`. */
export function isOfAge(birth: CalendarDate, today: CalendarDate): boolean {
  return ageOn(birth, today) >= MINIMUM_AGE;
}

/** The UTC calendar date of a moment (milliseconds since the epoch). */
export function utcDate(ms: number): CalendarDate {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
