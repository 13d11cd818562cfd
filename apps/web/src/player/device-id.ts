import { COOKIE_DAYS, isDeviceId, uuidFromRandomBytes } from '@sportsbook/core/privacy/cookies';
import { readCookie, writeCookie } from '../privacy/consent-store';
import { STORED_KEYS } from '../privacy/stored-keys';

/** Cookie of spec §3: a random UUID identifying the browser, on the parent domain, for 7300 days (spec §9). */
export const DEVICE_ID_COOKIE = STORED_KEYS.deviceId.name;

let created: string | undefined;

/** The browser's device id (meta.device_id of a placement), created on first use (core CKE1, CKE2, CKE4). */
export function deviceId(): string {
  const known = readCookie(DEVICE_ID_COOKIE);
  if (isDeviceId(known)) return known;
  // crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
  created ??=
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
  writeCookie(STORED_KEYS.deviceId, created, COOKIE_DAYS.deviceId, { shared: true });
  return created;
}
