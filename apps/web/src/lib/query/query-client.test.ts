import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { createQueryClient } from './query-client';

function hooks() {
  return { signOut: vi.fn(), report: vi.fn(), alert: vi.fn() };
}

const failing = (status: number) => () =>
  Promise.reject(new ApiCallError('listBets', status, undefined, undefined, null, `HTTP ${status}`));

describe('the query cache applies the failed-query rules (spec §7.2)', () => {
  it('[QRY1] signs the player out on a 401 and reports nothing', async () => {
    const outside = hooks();
    const client = createQueryClient(outside);
    await client.fetchQuery({ queryKey: ['bets'], queryFn: failing(401) }).catch(() => {});
    expect(outside.signOut).toHaveBeenCalledTimes(1);
    expect(outside.report).not.toHaveBeenCalled();
  });

  it('[QRY2] ignores a cancelled query', async () => {
    const outside = hooks();
    const client = createQueryClient(outside);
    const started = client.fetchQuery({
      queryKey: ['search', 'abc'],
      queryFn: ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    await client.cancelQueries({ queryKey: ['search'] });
    await started.catch(() => {});
    expect(outside.signOut).not.toHaveBeenCalled();
    expect(outside.report).not.toHaveBeenCalled();
    expect(outside.alert).not.toHaveBeenCalled();
  });

  it('[QRY3] reports other failures where they happened, a 503 not; [QRY4] alerts when the query asks', async () => {
    const outside = hooks();
    const client = createQueryClient(outside);
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: failing(500), meta: { where: 'listing bets' } })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: failing(503), meta: { alert: 'Try later' } })
      .catch(() => {});
    expect(outside.report).toHaveBeenCalledTimes(1);
    expect(outside.report.mock.calls[0]?.[1]).toEqual({ where: 'listing bets' });
    expect(outside.alert).toHaveBeenCalledExactlyOnceWith('Try later');
  });

  it('applies the same rules to mutations', async () => {
    const outside = hooks();
    const client = createQueryClient(outside);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: failing(422),
      meta: { where: 'cashing out', alert: 'The cash out failed' },
    });
    await mutation.execute(undefined).catch(() => {});
    expect(outside.report).toHaveBeenCalledTimes(1);
    expect(outside.alert).toHaveBeenCalledExactlyOnceWith('The cash out failed');
  });
});
