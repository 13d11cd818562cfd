import { makeFetchTransport } from '@sentry/browser';
import { REPORT_LIMITS } from '@sportsbook/core/errors/report-filter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError, SERVER_REPORT_SINK } from './report';
import { installServerReporting, resetServerReporting, sendServerReport } from './server-reporting';

const START = Date.parse('2030-05-01T12:00:00.000Z');

function answering(status: number, headers: Record<string, string> = {}) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(null, { status, headers }),
  );
}

/** Answers with a body, recording whether the reporter released it (read or cancelled) or left it open. */
function answeringWithBody(status: number, headers: Record<string, string> = {}) {
  const released: boolean[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const index = released.push(false) - 1;
    // No high-water mark: nothing is pulled until someone reads, as with a socket's body.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":"0123456789abcdef0123456789abcdef"}'));
          controller.close();
          released[index] = true;
        },
        cancel() {
          released[index] = true;
        },
      },
      { highWaterMark: 0 },
    );
    return new Response(body, { status, headers });
  });
  return { fetch, released };
}

describe('server errors sent to the error-reporting service (spec §7.5, §9)', () => {
  const env = { ...process.env };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    process.env.SENTRY_DSN = 'http://publickey@127.0.0.1:9/42';
    process.env.SPORTSBOOK_RELEASE = 'sportsbook-web@1.2.3+abc';
    process.env.SENTRY_ENVIRONMENT = '';
    process.env.VERCEL_ENV = '';
    resetServerReporting();
  });
  afterEach(() => {
    process.env = { ...env };
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK];
  });

  it('[ERRS5] posts an event envelope to the DSN with the release and environment of §9', async () => {
    const fetch = answering(200);
    vi.stubGlobal('fetch', fetch);
    await sendServerReport(new TypeError('boom'), { path: '/sports' }, { responseUrl: '/api/v2/x' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9/api/42/envelope/');
    expect(new Headers(init?.headers).get('x-sentry-auth')).toContain('sentry_key=publickey');
    const event = JSON.parse(String(init?.body).split('\n')[2] ?? '');
    expect(event).toMatchObject({
      release: 'sportsbook-web@1.2.3+abc',
      environment: 'production',
      tags: { runtime: 'server' },
      exception: { values: [{ type: 'TypeError', value: 'boom' }] },
      extra: { path: '/sports', responseUrl: '/api/v2/x' },
    });
  });

  it('[ERRS6] a 429 without a hint pauses sending for rateLimitPauseMs (60 s), then it resumes', async () => {
    const fetch = answering(429);
    vi.stubGlobal('fetch', fetch);
    await sendServerReport(new Error('first'), {}, {});
    vi.setSystemTime(START + REPORT_LIMITS.rateLimitPauseMs - 1);
    await sendServerReport(new Error('paused'), {}, {});
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + REPORT_LIMITS.rateLimitPauseMs);
    await sendServerReport(new Error('after the pause'), {}, {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('releases every answer’s body, so no socket waits for garbage collection', async () => {
    const { fetch, released } = answeringWithBody(200);
    vi.stubGlobal('fetch', fetch);
    await sendServerReport(new Error('first'), {}, {});
    const limited = answeringWithBody(429, { 'retry-after': '1' });
    vi.stubGlobal('fetch', limited.fetch);
    await sendServerReport(new Error('second'), {}, {});
    expect(released).toEqual([true]);
    expect(limited.released).toEqual([true]);
  });

  it('reportError on the server sends through the hook installed at start, after the §8 filter', async () => {
    const fetch = answering(200);
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installServerReporting();
    reportError(new Error('ResizeObserver loop limit exceeded'));
    reportError(new Error('rendering failed'), { where: 'sports layout' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[1]?.body)).toContain('rendering failed');
    // Logged as well.
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('installs nothing without a DSN: reports are only logged', () => {
    delete process.env.SENTRY_DSN;
    delete process.env.NEXT_PUBLIC_SENTRY_DSN;
    installServerReporting();
    expect((globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK]).toBeUndefined();
  });
});

describe("the browser SDK's transport (spec §9: a 429 without a retry hint pauses sending 60 s)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops what it would send for rateLimitPauseMs after a bare 429, then sends again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const fetch = answering(429);
    const transport = makeFetchTransport(
      { url: 'http://127.0.0.1:9/api/42/envelope/', recordDroppedEvent: () => {}, bufferSize: 30 },
      fetch as unknown as typeof globalThis.fetch,
    );
    const envelope = (id: string) =>
      [{ event_id: id }, [[{ type: 'event' }, { event_id: id }]]] as unknown as Parameters<
        typeof transport.send
      >[0];
    await transport.send(envelope('a'.repeat(32)));
    vi.setSystemTime(START + REPORT_LIMITS.rateLimitPauseMs - 1);
    await transport.send(envelope('b'.repeat(32)));
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(START + REPORT_LIMITS.rateLimitPauseMs + 1);
    await transport.send(envelope('c'.repeat(32)));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
