import { describe, expect, it } from 'vitest';
import { ApiCallError } from './browser-call';
import { walletErrorKey } from './error-text';

const failure = (status: number, code?: string) =>
  new ApiCallError('deposit', status, code, undefined, code ? { error: { code } } : undefined, 'failed');
const KNOWN = new Set(['betting_paused', 'service_unavailable', 'card_declined']);
const known = (code: string) => KNOWN.has(code);

describe('wallet and limits error texts', () => {
  it('a 503 says the service is unavailable and nothing changed; betting paused says payments are paused', () => {
    expect(walletErrorKey(failure(503, 'service_unavailable'), known)).toBe('service_unavailable');
    expect(walletErrorKey(failure(503, 'betting_paused'), known)).toBe('betting_paused');
    expect(walletErrorKey(failure(503), known)).toBe('service_unavailable');
  });

  it('other failures keep their texts', () => {
    expect(walletErrorKey(failure(422, 'card_declined'), known)).toBe('card_declined');
    expect(walletErrorKey(failure(0), known)).toBe('network');
    expect(walletErrorKey(failure(429), known)).toBe('rate_limited');
    expect(walletErrorKey(failure(500, 'internal_error'), known)).toBe('generic');
    expect(walletErrorKey(new Error('x'), known)).toBe('generic');
  });
});
