import { ApiCallError } from '@/lib/api/browser-call';

/**
 * What a failed auth form call means for the form: a problem code per field (from the error body's
 * `details[]`, spec §8: the server's code is preferred) and a general problem code for the role=alert area.
 * Codes are translated by the form (`auth.errors.<code>`); `messages` keep the server's English wording for
 * a code the catalogue does not know.
 */
export interface FormErrors {
  readonly fields: Readonly<Record<string, string>>;
  /** The server's English message per field, the fallback for an unknown code. */
  readonly messages: Readonly<Record<string, string>>;
  readonly general: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, messages: {}, general: null };

/** The error codes the forms name themselves (statuses without a code of their own). */
function generalCode(error: ApiCallError): string {
  if (error.isNetwork) return 'network';
  if (error.status === 429) return 'rate_limited';
  // 503 (`service_unavailable`, or a bare one): nothing was changed, the same form may be sent again soon.
  if (error.isUnavailable) return 'service_unavailable';
  if (typeof error.code === 'string' && error.code !== 'validation_failed') return error.code;
  if (error.status === 400) return 'validation_failed';
  if (error.status === 423) return 'locked';
  return 'generic';
}

/** The form problems of a failed call (any thrown value: a non-API error is a general `generic`). */
export function formErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiCallError)) return { fields: {}, messages: {}, general: 'generic' };
  const body = error.body as { error?: { details?: unknown } } | undefined;
  const details = Array.isArray(body?.error?.details) ? body.error.details : [];
  const fields: Record<string, string> = {};
  const messages: Record<string, string> = {};
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, code, message } = detail as { path?: unknown; code?: unknown; message?: unknown };
    if (typeof path !== 'string') continue;
    const field = path.replace(/^(body|query)\./, '').split('.')[0] || path;
    if (field in fields) continue;
    fields[field] = typeof code === 'string' && code ? code : 'invalid';
    if (typeof message === 'string') messages[field] = message;
  }
  // Field problems say it all; a 400 without any names the request as a whole.
  const general = Object.keys(fields).length > 0 ? null : generalCode(error);
  return { fields, messages, general };
}

/** Client-side problems found before sending (required fields, mismatched passwords...), as FormErrors. */
export function localErrors(fields: Record<string, string | null | undefined>): FormErrors | null {
  const found: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields)) if (code) found[field] = code;
  return Object.keys(found).length > 0 ? { fields: found, messages: {}, general: null } : null;
}
