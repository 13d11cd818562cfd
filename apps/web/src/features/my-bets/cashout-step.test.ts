import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { cashoutFailure } from './cashout-step';

const failure = (status: number, body: unknown) => {
  const error = (body as { error?: { code?: string } }).error;
  return new ApiCallError('cashoutBet', status, error?.code, undefined, body, 'failed');
};

describe('a failed cash out', () => {
  it('paused (503): says nothing changed and offers the cash out again, without an error report', () => {
    for (const error of [
      failure(503, { error: { code: 'betting_paused', message: 'paused' } }),
      failure(503, { error: { code: 'service_unavailable', message: 'busy' } }),
    ]) {
      expect(cashoutFailure(error)).toEqual({ step: { kind: 'paused' }, report: false });
    }
  });

  it('a moved value is offered, a bet without one cannot be cashed out, the rest failed', () => {
    expect(cashoutFailure(failure(409, { error: { code: 'x', to_cashout: 512 } })).step).toEqual({
      kind: 'changed',
      amount: 512,
    });
    expect(cashoutFailure(failure(409, { error: { code: 'x', to_cashout: null } })).step).toEqual({
      kind: 'failed',
      messageKey: 'unavailable',
    });
    expect(cashoutFailure(failure(500, { error: { code: 'internal_error' } }))).toEqual({
      step: { kind: 'failed', messageKey: 'failed' },
      report: true,
    });
    expect(cashoutFailure(failure(422, { error: { code: 'x' } })).report).toBe(false);
  });
});
