import { describe, expect, it } from 'vitest';
import { parseDsn, reportingEnvironment, TRACE_PROPAGATION_TARGETS, tunnelTarget } from './report-settings';

const DSN = 'https://abc123@o1.ingest.example.io/4501';

describe('error-reporting settings (spec §7.5, §9)', () => {
  it('[ERRS1] environment: own name, else vercel-<env>, else production', () => {
    expect(reportingEnvironment({})).toBe('production');
    expect(reportingEnvironment({ VERCEL_ENV: 'preview' })).toBe('vercel-preview');
    expect(reportingEnvironment({ SENTRY_ENVIRONMENT: 'staging', VERCEL_ENV: 'preview' })).toBe('staging');
    expect(reportingEnvironment({ SENTRY_ENVIRONMENT: '  ' })).toBe('production');
  });

  it('[ERRS2] reads a DSN; refuses anything else', () => {
    expect(parseDsn(DSN)).toEqual({
      protocol: 'https:',
      host: 'o1.ingest.example.io',
      publicKey: 'abc123',
      projectId: '4501',
      envelopeUrl: 'https://o1.ingest.example.io/api/4501/envelope/',
    });
    for (const bad of [
      undefined,
      '',
      'not a url',
      'https://o1.example.io/4501',
      'ftp://k@h/1',
      'https://k@h/x',
      'https://k@h/1?x=1',
    ])
      expect(parseDsn(bad)).toBeUndefined();
  });

  it('[ERRS3] the tunnel forwards only envelopes of the configured DSN, to its host', () => {
    const configured = parseDsn(DSN);
    const envelope = (dsn: string) => `${JSON.stringify({ event_id: 'e', dsn })}\n{"type":"event"}\n{}`;
    expect(tunnelTarget(envelope(DSN), configured)).toBe('https://o1.ingest.example.io/api/4501/envelope/');
    expect(tunnelTarget(envelope('https://abc123@evil.example/4501'), configured)).toBeUndefined();
    expect(tunnelTarget(envelope('https://abc123@o1.ingest.example.io/9999'), configured)).toBeUndefined();
    expect(tunnelTarget(envelope('https://other@o1.ingest.example.io/4501'), configured)).toBeUndefined();
    expect(tunnelTarget('not json\n{}', configured)).toBeUndefined();
    expect(tunnelTarget('', configured)).toBeUndefined();
    expect(tunnelTarget(envelope(DSN), undefined)).toBeUndefined();
  });

  it("[ERRS4] trace headers: localhost in full URLs, api/ paths of the page's own origin", () => {
    // What the SDK is given; which requests get the headers is shown in the browser (e2e/error-reporting).
    expect(TRACE_PROPAGATION_TARGETS).toEqual([/^https?:\/\/localhost(:\d+)?\//, /^\/?api\//]);
  });
});
