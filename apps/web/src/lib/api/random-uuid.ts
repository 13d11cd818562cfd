import { uuidFromRandomBytes } from '@sportsbook/core/privacy/cookies';

/**
 * A random UUID in any page: `crypto.randomUUID` needs a secure context (https or localhost), while
 * `crypto.getRandomValues` works on plain http too.
 */
export function randomUuid(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
}
