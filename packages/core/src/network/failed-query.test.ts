import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedQueryAction } from './failed-query';

const statuses = fc.integer({ min: 0, max: 599 });

describe('failed queries (spec §7.2)', () => {
  it('[QRY1] an unauthorised answer signs the player out, whatever the query asked', () => {
    expect(failedQueryAction({ status: 401, cancelled: false }, { alert: 'bets.failed' })).toEqual({
      kind: 'sign-out',
    });
  });

  it('[QRY2] a cancelled request is ignored, whatever its status', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect(failedQueryAction({ status, cancelled: true }, { alert: 'x' })).toEqual({ kind: 'ignore' });
      }),
    );
  });

  it('[QRY3] any other failure is reported (not a 503), without an alert unless the query asks', () => {
    fc.assert(
      fc.property(
        statuses.filter((status) => status !== 401),
        (status) => {
          expect(failedQueryAction({ status, cancelled: false }, undefined)).toEqual({
            kind: 'tell',
            report: status !== 503,
            alert: null,
          });
        },
      ),
    );
  });

  it('[QRY4] a query that asks for an alert gets it with the report', () => {
    expect(failedQueryAction({ status: 500, cancelled: false }, { alert: 'bets.failed' })).toEqual({
      kind: 'tell',
      report: true,
      alert: 'bets.failed',
    });
    expect(failedQueryAction({ status: 503, cancelled: false }, { alert: 'Try again in a moment' })).toEqual({
      kind: 'tell',
      report: false,
      alert: 'Try again in a moment',
    });
  });
});
