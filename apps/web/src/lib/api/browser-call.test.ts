import { getFeedStatus } from '@sportsbook/contract/sportsbook/feed-calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, browserCall } from './browser-call';

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('browser calls', () => {
  it('a 503 is an unavailable answer with its code, message key and Retry-After', async () => {
    answering(
      503,
      {
        error: {
          code: 'betting_paused',
          message: 'betting is paused, nothing was taken: database unreachable',
          message_key: 'error.place_bets.betting_paused',
        },
      },
      { 'retry-after': '5' },
    );
    const error = await browserCall(getFeedStatus, { locale: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({
      status: 503,
      code: 'betting_paused',
      messageKey: 'error.place_bets.betting_paused',
      retryAfterSeconds: 5,
      isUnavailable: true,
      isNetwork: false,
    });
  });

  it('an error without Retry-After has none; a success is read with the call’s schema', async () => {
    answering(404, { error: { code: 'not_found', message: 'no' } });
    const missing = await browserCall(getFeedStatus, { locale: 'en' }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, retryAfterSeconds: null, isUnavailable: false });
    answering(200, { status: 'catching_up', since: '2026-11-27T12:00:00.000Z' });
    await expect(browserCall(getFeedStatus, { locale: 'en' })).resolves.toEqual({
      status: 'catching_up',
      since: '2026-11-27T12:00:00.000Z',
    });
  });
});
