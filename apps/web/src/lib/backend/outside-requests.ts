import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Backend reads run in the server's start context, not in the request's. A promise or timer keeps the async
 * context it was created in, and a request's context holds its whole render (React's per-request cache with
 * every answer read for it). Next ends each request by aborting a controller of that context with an Error
 * whose unformatted stack holds the Immediate it ran in, and Node's processed Immediates keep pointing at the
 * next ones, whose contexts hold later requests: one long-lived object made in a request's context (the
 * shared reads' map, undici's connection timer) kept every later render alive, and the web server grew by
 * about 150 KB per request (issue 17, bench/web-ssr-load.ts).
 */

const START_CONTEXT = Symbol.for('sportsbook.web.startContext');

type Runner = <R>(fn: () => R) => R;

function startContext(): Runner | undefined {
  return (globalThis as { [START_CONTEXT]?: Runner })[START_CONTEXT];
}

/** Remembers the context the server starts in; called once, from `register()` in instrumentation.ts. */
export function captureStartContext(): void {
  (globalThis as { [START_CONTEXT]?: Runner })[START_CONTEXT] ??= AsyncLocalStorage.snapshot();
}

/** Runs `fn` in the server's start context (as is, when none was captured: tests, other runtimes). */
export function outsideRequests<R>(fn: () => R): R {
  const run = startContext();
  return run ? run(fn) : fn();
}
