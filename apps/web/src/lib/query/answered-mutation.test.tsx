import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/browser-call';
import { useAnsweredMutation } from './answered-mutation';

const refusal = (status: number) => new ApiCallError('setUserLimit', status, 'x', undefined, null, 'refused');

describe('a submission through the query cache', () => {
  it('resolves with the value, or with the backend’s answer to it (4xx, a cancelled step)', async () => {
    const { result } = renderHook(() => useAnsweredMutation<number>('changing a limit'));
    await expect(result.current(async () => 7)).resolves.toEqual({ ok: true, value: 7 });
    const answer = refusal(422);
    await expect(
      result.current(async () => {
        throw answer;
      }),
    ).resolves.toEqual({ ok: false, answer });
    const cancelled = new Error('password confirmation cancelled');
    await expect(
      result.current(async () => {
        throw cancelled;
      }),
    ).resolves.toEqual({ ok: false, answer: cancelled });
  });

  it('rejects when the call could not be sent or the server failed (the cache’s rules apply)', async () => {
    const { result } = renderHook(() => useAnsweredMutation<number>('changing a limit'));
    for (const status of [0, 500, 503]) {
      await expect(
        result.current(async () => {
          throw refusal(status);
        }),
      ).rejects.toMatchObject({ status });
    }
  });
});
