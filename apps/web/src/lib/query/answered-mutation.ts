import { useMutation } from '@tanstack/react-query';
import { ApiCallError } from '@/lib/api/browser-call';
import { queryClient } from './app-query-client';

/** What the backend said to a submission: done with a value, or an answer the screen shows (not a failure). */
export type Answered<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly answer: unknown };

/**
 * A failure of the call itself (unreachable, the server failed): the query cache's rules apply (core QRY2,
 * QRY3). Anything else thrown is the backend's (or the flow's) answer to the submission: fields, credentials,
 * a limit, a rate limit, a cancelled password confirmation; the screen shows it and nobody reports it.
 */
export function failedToSend(error: unknown): boolean {
  return error instanceof ApiCallError && (error.isNetwork || error.status >= 500);
}

/**
 * Runs submissions (forms, limit changes) as mutations of the page's query cache: `submit(call)` resolves with
 * the call's value or its answer, and rejects with a failure to send, which the cache has already handled.
 * `where` names the submission in error reports.
 */
export function useAnsweredMutation<T>(where: string): (call: () => Promise<T>) => Promise<Answered<T>> {
  const mutation = useMutation(
    {
      mutationFn: async (call: () => Promise<T>): Promise<Answered<T>> => {
        try {
          return { ok: true, value: await call() };
        } catch (error) {
          if (failedToSend(error)) throw error;
          return { ok: false, answer: error };
        }
      },
      meta: { where },
    },
    queryClient,
  );
  return mutation.mutateAsync;
}
