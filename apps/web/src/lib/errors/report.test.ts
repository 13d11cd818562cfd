import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, shouldReport, skipReport } from './report';

describe('error report filter (spec §8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports ordinary errors', () => {
    expect(shouldReport(new Error('boom'))).toBe(true);
    expect(shouldReport(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
  });

  it('drops events without an original exception and errors flagged to skip', () => {
    expect(shouldReport(undefined)).toBe(false);
    expect(shouldReport(null)).toBe(false);
    expect(shouldReport(skipReport(new Error('expected')))).toBe(false);
  });

  it('drops aborts, timeouts, cancelled requests and network errors', () => {
    expect(shouldReport(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(shouldReport(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
    expect(shouldReport(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReport(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldReport(new Error('The request was cancelled'))).toBe(false);
  });

  it('drops chunk-load errors, the ResizeObserver loop message and the out-of-limit exception', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(shouldReport(chunk)).toBe(false);
    expect(shouldReport(new Error('ResizeObserver loop limit exceeded'))).toBe(false);
    expect(shouldReport(new Error('User is out of limit'))).toBe(false);
  });

  it("drops Next's control flow (notFound, redirect) and the /404 page", () => {
    expect(shouldReport(Object.assign(new Error('x'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }))).toBe(
      false,
    );
    expect(
      shouldReport(Object.assign(new Error('x'), { digest: 'NEXT_REDIRECT;replace;/sports;307;' })),
    ).toBe(false);
    expect(shouldReport(new Error('x'), { path: '/de/sports/404' })).toBe(false);
  });

  it('logs what passes, with context values capped at 250 characters, and never throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError(new Error('boom'), { block: 'x'.repeat(300) });
    expect(log).toHaveBeenCalledTimes(1);
    const context = log.mock.calls[0]?.[2] as { block: string };
    expect(context.block).toHaveLength(250);
    reportError(new DOMException('aborted', 'AbortError'));
    expect(log).toHaveBeenCalledTimes(1);
  });
});
