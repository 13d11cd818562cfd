/**
 * Runs `work` with a signal that aborts after `ms`, and clears the timer as soon as `work` settles.
 * `AbortSignal.timeout` would leave its timer pending for the whole `ms` after the call, and a pending timer
 * keeps the async context it was created in alive: on the server that is the request's whole render (its
 * `cache()` data), so under load memory grew with the request rate (issue 17).
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
