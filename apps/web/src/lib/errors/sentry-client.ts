import {
  breadcrumbsIntegration,
  browserTracingIntegration,
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
  withScope,
} from '@sentry/browser';
import { REPORT_LIMITS, reportDecision } from '@sportsbook/core/errors/report-filter';
import { TRACE_PROPAGATION_TARGETS } from '@sportsbook/core/errors/report-settings';
import type { BrowserReportingConfig, ErrorSink } from './error-service';

/**
 * The error-reporting SDK (Sentry's browser SDK), loaded only when a DSN is configured and the page is idle.
 * Settings of spec §9: release from the build, environment, breadcrumbs 100, values 250 characters, 50 frames
 * (the SDK's stack parser limit), a send buffer of 30 envelopes, and a 429 without a retry hint pauses sending
 * 60 s (the SDK's transport has it built in and takes no option: `server-reporting.test.ts` shows it holds
 * `REPORT_LIMITS.rateLimitPauseMs`). Every event passes core's §8 filter (`reportDecision`) in `beforeSend`,
 * also those the SDK catches itself (window.onerror, unhandled rejections).
 */
export function startSentry(config: BrowserReportingConfig): ErrorSink {
  if ('stackTraceLimit' in Error) Error.stackTraceLimit = REPORT_LIMITS.stackFrames;
  init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    tunnel: config.tunnel,
    maxBreadcrumbs: REPORT_LIMITS.breadcrumbs,
    maxValueLength: REPORT_LIMITS.valueLength,
    transport: makeFetchTransport,
    transportOptions: { bufferSize: REPORT_LIMITS.bufferEnvelopes },
    // Only the integrations the product uses: no session replay, feedback or console capture.
    defaultIntegrations: false,
    integrations: [
      breadcrumbsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
      browserTracingIntegration({
        idleTimeout: REPORT_LIMITS.idleTimeoutMs,
        finalTimeout: REPORT_LIMITS.finalTimeoutMs,
        childSpanTimeout: REPORT_LIMITS.heartbeatMs,
      }),
    ],
    tracesSampleRate: config.tracesSampleRate,
    tracePropagationTargets: [...TRACE_PROPAGATION_TARGETS],
    // No user data, cookies or bodies the SDK would collect by itself: §8's HTTP details come from the filter.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    // Messages of our errors stay as they are (the §8 filter and the UI read them).
    enhanceFetchErrorMessages: false,
    beforeSend(event, hint) {
      const frames =
        event.exception?.values?.flatMap((value) =>
          (value.stacktrace?.frames ?? []).map((frame) => frame.filename ?? ''),
        ) ?? [];
      const decision = reportDecision({
        error: hint.originalException,
        path: window.location.pathname,
        frames: frames.filter(Boolean),
      });
      if (!decision.report) return null;
      if (Object.keys(decision.extra).length > 0) event.extra = { ...event.extra, ...decision.extra };
      return event;
    },
  });
  return {
    capture(error, context, extra) {
      withScope((scope) => {
        scope.setExtras({ ...context, ...extra });
        captureException(error);
      });
    },
  };
}
