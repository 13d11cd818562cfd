import { describe, expect, it } from 'vitest';
import { capValue, REPORT_LIMITS, type ReportInput, reportDecision, SKIP_REPORT } from './report-filter';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });
const withStack = (stack: string) => Object.assign(new Error('boom'), { stack });
const httpError = (status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`call failed with ${status}`), { name: 'ApiCallError', status, ...extra });

/** Spec §8's table: each case, what the filter decides, and the rule that decides it. */
const DROPPED: readonly (readonly [string, ReportInput, string])[] = [
  ['no original exception (undefined)', { error: undefined }, 'ERRF1'],
  ['no original exception (null)', { error: null }, 'ERRF1'],
  ['flagged to skip (symbol)', { error: Object.assign(new Error('x'), { [SKIP_REPORT]: true }) }, 'ERRF2'],
  ['flagged to skip (property)', { error: { message: 'x', skipReport: true } }, 'ERRF2'],
  ['AbortError', { error: named('AbortError', 'The operation was aborted.') }, 'ERRF3'],
  ['TimeoutError', { error: named('TimeoutError', 'signal timed out') }, 'ERRF3'],
  [
    'cancelled request (axios)',
    { error: Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }) },
    'ERRF3',
  ],
  ['cancelled request (message)', { error: new Error('The request was cancelled') }, 'ERRF3'],
  [
    'timed-out request (code)',
    { error: Object.assign(new Error('timeout'), { code: 'ECONNABORTED' }) },
    'ERRF3',
  ],
  ['network: Failed to fetch', { error: new TypeError('Failed to fetch') }, 'ERRF4'],
  ['network: Firefox', { error: new TypeError('NetworkError when attempting to fetch resource.') }, 'ERRF4'],
  ['network: Safari', { error: new TypeError('Load failed') }, 'ERRF4'],
  ['network: our call error with status 0', { error: httpError(0) }, 'ERRF4'],
  [
    'tag manager frame',
    { error: withStack('Error: boom\n    at f (https://www.googletagmanager.com/gtm.js?id=GTM-1:1:2)') },
    'ERRF5',
  ],
  ['watch script frame', { error: withStack('f@https://mc.yandex.ru/metrika/watch.js:1:1') }, 'ERRF5'],
  [
    'tracking frame given by the SDK',
    { error: new Error('x'), frames: ['https://connect.facebook.net/en_US/fbevents.js'] },
    'ERRF5',
  ],
  ['ChunkLoadError', { error: named('ChunkLoadError', 'Loading chunk 123 failed.') }, 'ERRF6'],
  ['CSS chunk', { error: new Error('Loading CSS chunk app-layout failed') }, 'ERRF6'],
  ['dynamic import', { error: new TypeError('Failed to fetch dynamically imported module: /x.js') }, 'ERRF6'],
  [
    'script element error, text/javascript',
    { error: { type: 'error', target: { tagName: 'SCRIPT', type: 'text/javascript' } } },
    'ERRF7',
  ],
  ['ResizeObserver loop limit exceeded', { error: new Error('ResizeObserver loop limit exceeded') }, 'ERRF8'],
  ['ResizeObserver as a string', { error: 'ResizeObserver loop limit exceeded' }, 'ERRF8'],
  ['out of limit (message)', { error: new Error('User is out of limit') }, 'ERRF8'],
  [
    'out of limit (response body)',
    { error: httpError(403, { body: { error: { message: 'User is out of limit' } } }) },
    'ERRF8',
  ],
  [
    'out of limit (the session-limit refusal, by its code)',
    { error: httpError(403, { code: 'session_limit_reached' }) },
    'ERRF8',
  ],
  [
    'out of limit (the activity-limit refusal, by its code)',
    { error: httpError(401, { code: 'activity_limit_reached' }) },
    'ERRF8',
  ],
  ['any error on /404', { error: new Error('x'), path: '/404' }, 'ERRF9'],
  ['any error on /de/sports/404', { error: new Error('x'), path: '/de/sports/404?a=1' }, 'ERRF9'],
  [
    'notFound()',
    { error: Object.assign(new Error('x'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }) },
    'ERRF9',
  ],
  [
    'redirect()',
    { error: Object.assign(new Error('x'), { digest: 'NEXT_REDIRECT;replace;/sports;307;' }) },
    'ERRF9',
  ],
];

const REPORTED: readonly (readonly [string, ReportInput])[] = [
  ['an ordinary error', { error: new Error('boom') }],
  ['a TypeError of our code', { error: new TypeError("Cannot read properties of undefined (reading 'id')") }],
  ['a thrown string', { error: 'something odd' }],
  [
    'a script element of another type',
    { error: { type: 'error', target: { tagName: 'SCRIPT', type: 'module' } } },
  ],
  [
    'our own frames',
    { error: withStack('Error: boom\n    at f (https://sports.example.com/_next/static/chunks/1.js:1:2)') },
  ],
  ['a page path that only contains 404', { error: new Error('x'), path: '/sports/football/404-fc' }],
];

describe('error report filter (spec §8)', () => {
  it.each(DROPPED)('[ERRF1-9] drops %s', (_, input, rule) => {
    expect(reportDecision(input)).toEqual({ report: false, rule });
  });

  it.each(REPORTED)('reports %s', (_, input) => {
    expect(reportDecision(input)).toEqual({ report: true, extra: {} });
  });

  it('[ERRF8] drops the out-of-limit refusals only: other refusals of the same status are reported', () => {
    expect(reportDecision({ error: httpError(403, { code: 'csrf_failed' }) }).report).toBe(true);
    expect(reportDecision({ error: httpError(401, { code: 'invalid_credentials' }) }).report).toBe(true);
  });

  it('[ERRF10] attaches response URL, response body and request body to other HTTP errors, capped', () => {
    const decision = reportDecision({
      error: httpError(500, {
        url: '/api/v3/bets',
        body: { error: { code: 'internal' } },
        requestBody: { stake: 'x'.repeat(400) },
      }),
    });
    expect(decision.report).toBe(true);
    if (!decision.report) return;
    expect(decision.extra.responseUrl).toBe('/api/v3/bets');
    expect(decision.extra.responseBody).toBe('{"error":{"code":"internal"}}');
    expect(decision.extra.requestBody).toHaveLength(250);
    // Passwords, tokens and card data never leave the browser in a report.
    const signIn = reportDecision({
      error: httpError(422, {
        url: '/platform/users',
        body: { error: { code: 'invalid' } },
        requestBody: { email: 'a@b.c', password: 'Kick-off-2026!', password_confirmation: 'x', token: 't' },
      }),
    });
    expect(signIn.report && signIn.extra.requestBody).toBe(
      '{"email":"a@b.c","password":"[redacted]","password_confirmation":"[redacted]","token":"[redacted]"}',
    );
    // A fetch library's shape (response.status, response.data, config).
    const axiosLike = reportDecision({
      error: Object.assign(new Error('Request failed with status code 502'), {
        response: { status: 502, data: 'bad gateway' },
        config: { url: 'https://x.test/api/v2/x', data: '{"a":1}' },
      }),
    });
    expect(axiosLike).toEqual({
      report: true,
      extra: { responseUrl: 'https://x.test/api/v2/x', responseBody: 'bad gateway', requestBody: '{"a":1}' },
    });
  });

  it('[ERRF10] caps values at 250 characters and keeps the limits of §9', () => {
    expect(capValue('a'.repeat(250))).toBe('a'.repeat(250));
    expect(capValue('a'.repeat(251))).toBe(`${'a'.repeat(249)}…`);
    expect(capValue('a'.repeat(10_000))).toHaveLength(250);
    expect(REPORT_LIMITS).toMatchObject({
      breadcrumbs: 100,
      valueLength: 250,
      stackFrames: 50,
      bufferEnvelopes: 30,
      rateLimitPauseMs: 60_000,
    });
  });

  it('never throws on hostile values (getters that throw, proxies)', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
        has() {
          return false;
        },
      },
    );
    expect(() => reportDecision({ error: hostile })).not.toThrow();
  });
});
