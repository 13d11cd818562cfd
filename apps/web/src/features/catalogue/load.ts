import 'server-only';
import { type BackendDataError, isBackendDataError } from '@/lib/backend/backend-call';

export type Loaded<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: BackendDataError };

/**
 * Awaits a data read for a block: a backend failure (already reported by the data layer) becomes a value the
 * block renders as its error state; anything else is a bug and propagates to the page's error boundary.
 */
export async function load<T>(read: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    if (isBackendDataError(error)) return { ok: false, error };
    throw error;
  }
}
