import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a backend read with a deadline', () => {
  it('is aborted with a timeout once the deadline passes', async () => {
    const read = withDeadline(
      1_500,
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const outcome = read.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
  });

  it('leaves no timer behind once the read is answered, nor once it failed', async () => {
    expect(await withDeadline(10_000, async () => 'answer')).toBe('answer');
    await expect(withDeadline(10_000, async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(vi.getTimerCount()).toBe(0);
  });
});
