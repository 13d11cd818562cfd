import { describe, expect, it } from 'vitest';
import { parseDsn } from './report-settings';
import { sendingPausedUntil, sentryAuthHeader, serverErrorEnvelope, stackFrames } from './server-event';

const DSN = parseDsn('https://abc123@o1.ingest.example.io/4501');
const NOW = Date.parse('2030-05-01T12:00:00.000Z');

const STACK = `TypeError: Cannot read properties of undefined (reading 'id')
    at matchTitle (/app/apps/web/.next/server/chunks/match.js:12:34)
    at async Page (/app/apps/web/.next/server/app/page.js:3:9)
    at /app/node_modules/next/dist/server/render.js:100:5
    at node:internal/process/task_queues:95:5`;

describe('server errors as reports (spec §7.5, §9)', () => {
  it('[ERRS5] reads V8 frames oldest first, telling the product code from dependencies', () => {
    const frames = stackFrames(STACK);
    expect(frames.map((frame) => frame.filename)).toEqual([
      'node:internal/process/task_queues',
      '/app/node_modules/next/dist/server/render.js',
      '/app/apps/web/.next/server/app/page.js',
      '/app/apps/web/.next/server/chunks/match.js',
    ]);
    expect(frames.at(-1)).toEqual({
      function: 'matchTitle',
      filename: '/app/apps/web/.next/server/chunks/match.js',
      lineno: 12,
      colno: 34,
      in_app: true,
    });
    expect(frames.map((frame) => frame.in_app)).toEqual([false, false, true, true]);
    expect(stackFrames(undefined)).toEqual([]);
  });

  it('[ERRS5] keeps at most 50 frames, the innermost', () => {
    const deep = [
      'Error: deep',
      ...Array.from({ length: 80 }, (_, i) => `    at f${i} (/app/x.js:${i + 1}:1)`),
    ];
    const frames = stackFrames(deep.join('\n'));
    expect(frames).toHaveLength(50);
    expect(frames.at(-1)?.function).toBe('f0');
  });

  it('[ERRS5] writes an envelope of the configured DSN with release, environment and capped values', () => {
    if (!DSN) throw new Error('bad DSN');
    const envelope = serverErrorEnvelope({
      dsn: DSN,
      eventId: 'a'.repeat(32),
      now: NOW,
      release: 'sportsbook-web@0.1.0+abc',
      environment: 'production',
      type: 'TypeError',
      message: 'x'.repeat(400),
      stack: STACK,
      extra: { path: '/sports', where: 'y'.repeat(300), status: 500, body: { a: 1 } },
    });
    const [header, item, payload, end] = envelope.split('\n');
    expect(end).toBe('');
    expect(JSON.parse(header ?? '')).toMatchObject({
      event_id: 'a'.repeat(32),
      dsn: 'https://abc123@o1.ingest.example.io/4501',
      sent_at: '2030-05-01T12:00:00.000Z',
    });
    expect(JSON.parse(item ?? '')).toEqual({ type: 'event' });
    const event = JSON.parse(payload ?? '');
    expect(event).toMatchObject({
      event_id: 'a'.repeat(32),
      timestamp: NOW / 1000,
      platform: 'node',
      level: 'error',
      release: 'sportsbook-web@0.1.0+abc',
      environment: 'production',
      tags: { runtime: 'server' },
      extra: { path: '/sports', status: 500, body: '{"a":1}' },
    });
    expect(event.extra.where).toHaveLength(250);
    expect(event.exception.values[0].type).toBe('TypeError');
    expect(event.exception.values[0].value).toHaveLength(250);
    expect(event.exception.values[0].stacktrace.frames).toHaveLength(4);
    expect(sentryAuthHeader(DSN)).toBe(
      'Sentry sentry_version=7, sentry_key=abc123, sentry_client=sportsbook.server/1.0.0',
    );
  });

  it('[ERRS6] a 429 without a hint pauses sending 60 s; hints say how long', () => {
    expect(sendingPausedUntil(NOW, { status: 429 })).toBe(NOW + 60_000);
    expect(sendingPausedUntil(NOW, { status: 200 })).toBeUndefined();
    expect(sendingPausedUntil(NOW, { status: 500 })).toBeUndefined();
    expect(sendingPausedUntil(NOW, { status: 429, retryAfter: '7' })).toBe(NOW + 7_000);
    expect(sendingPausedUntil(NOW, { status: 429, retryAfter: 'Wed, 01 May 2030 12:02:00 GMT' })).toBe(
      NOW + 120_000,
    );
    expect(sendingPausedUntil(NOW, { status: 429, rateLimits: '30:error;transaction:organization' })).toBe(
      NOW + 30_000,
    );
    expect(sendingPausedUntil(NOW, { status: 429, rateLimits: '90::project' })).toBe(NOW + 90_000);
    // A limit on traces only does not stop error reports; nor does a bare 429 then wait for it.
    expect(sendingPausedUntil(NOW, { status: 200, rateLimits: '30:transaction:key' })).toBeUndefined();
    expect(sendingPausedUntil(NOW, { status: 429, rateLimits: '30:transaction:key' })).toBe(NOW + 60_000);
  });
});
