import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { formErrorsOf, localErrors } from './form-errors';

function failure(status: number, body: unknown): ApiCallError {
  const error = (body as { error?: { code?: string; message_key?: string } }).error;
  return new ApiCallError('signUp', status, error?.code, error?.message_key, body, 'failed');
}

describe('form errors of a failed call', () => {
  it('puts each detail on its field by code, the first per field, with no general problem', () => {
    const errors = formErrorsOf(
      failure(400, {
        error: {
          code: 'validation_failed',
          message: 'bad',
          details: [
            { path: 'body.password', message: 'too short', code: 'password_too_short' },
            { path: 'body.password', message: 'too simple', code: 'password_too_simple' },
            { path: 'body.email', message: 'not an e-mail' },
            { path: 'query.confirmation_token', message: 'x', code: 'token_invalid' },
          ],
        },
      }),
    );
    expect(errors.fields).toEqual({
      password: 'password_too_short',
      email: 'invalid',
      confirmation_token: 'token_invalid',
    });
    expect(errors.messages.email).toBe('not an e-mail');
    expect(errors.general).toBeNull();
  });

  it('a 503 (with its code or bare) is "temporarily unavailable, nothing was changed"', () => {
    expect(formErrorsOf(failure(503, { error: { code: 'service_unavailable', message: 'm' } })).general).toBe(
      'service_unavailable',
    );
    expect(formErrorsOf(failure(503, {})).general).toBe('service_unavailable');
  });

  it('names the general problem by the error code, the status or the network', () => {
    expect(formErrorsOf(failure(423, { error: { code: 'locked', message: 'm' } })).general).toBe('locked');
    expect(formErrorsOf(failure(401, { error: { code: 'unconfirmed', message: 'm' } })).general).toBe(
      'unconfirmed',
    );
    expect(formErrorsOf(failure(429, { error: { code: 'anything', message: 'm' } })).general).toBe(
      'rate_limited',
    );
    expect(formErrorsOf(failure(400, { error: { code: 'validation_failed', message: 'm' } })).general).toBe(
      'validation_failed',
    );
    expect(formErrorsOf(new ApiCallError('x', 0, 'network', undefined, undefined, 'down')).general).toBe(
      'network',
    );
    expect(formErrorsOf(failure(500, 'oops')).general).toBe('generic');
    expect(formErrorsOf(new Error('boom')).general).toBe('generic');
  });

  it('collects local problems, null when there are none', () => {
    expect(localErrors({ email: 'required', password: null })).toEqual({
      fields: { email: 'required' },
      messages: {},
      general: null,
    });
    expect(localErrors({ email: undefined })).toBeNull();
  });
});
