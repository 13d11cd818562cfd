import type { Instrumentation } from 'next';

/** Runs once when the server starts (Node.js runtime only; see `composition/shell/validate-at-start.ts`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Backend reads run in this context, not in a request's (lib/backend/outside-requests.ts).
    const { captureStartContext } = await import('@/lib/backend/outside-requests');
    captureStartContext();
    const { validateSiteConfigAtStart } = await import('@/composition/shell/validate-at-start');
    validateSiteConfigAtStart();
    // Server errors go to the error-reporting service too when a DSN is configured (spec §7.5).
    const { installServerReporting } = await import('@/lib/errors/server-reporting');
    installServerReporting();
    // HOST_ORIGINS and HOST_MESSAGE_TAG (spec §7.4): a bad value stops the start.
    const { readHostConfig, HostConfigError } = await import('@/lib/embedding/host-config');
    try {
      readHostConfig();
    } catch (error) {
      console.error(error instanceof HostConfigError ? error.message : error);
      process.exit(1);
    }
  }
}

/** Errors of server rendering, route handlers and the proxy go to the one error reporter. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { reportError } = await import('@/lib/errors/report');
  reportError(error, {
    path: request.path,
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
  });
};
