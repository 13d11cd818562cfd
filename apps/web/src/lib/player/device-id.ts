import { COOKIE_DAYS, isDeviceId } from '@sportsbook/core/privacy/cookies';
import { randomUuid } from '@/lib/api/random-uuid';
import { readCookie, writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';

/** Cookie of spec §3: a random UUID identifying the browser, on the parent domain, for 7300 days (spec §9). */
export const DEVICE_ID_COOKIE = STORED_KEYS.deviceId.name;

let created: string | undefined;

/** The browser's device id (meta.device_id of a placement), created on first use (core CKE1, CKE2, CKE4). */
export function deviceId(): string {
  const known = readCookie(DEVICE_ID_COOKIE);
  if (isDeviceId(known)) return known;
  created ??= randomUuid();
  writeCookie(STORED_KEYS.deviceId, created, COOKIE_DAYS.deviceId, { shared: true });
  return created;
}
