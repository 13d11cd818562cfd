import { describe, expect, it } from 'vitest';
import { FreshReadCoalescer } from './fresh-read-coalescer';

/** A loader whose reads the test finishes by hand, numbered in the order they start. */
function manualLoader() {
  const started: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const waiters: (() => void)[] = [];
  return {
    started,
    load: () =>
      new Promise<string>((resolve, reject) => {
        started.push({ resolve, reject });
        for (const wake of waiters.splice(0)) wake();
      }),
    /** Resolves once `count` reads have started. */
    async whenStarted(count: number): Promise<void> {
      while (started.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

describe('FreshReadCoalescer', () => {
  it('lets callers that ask before the read starts share one read', async () => {
    const coalescer = new FreshReadCoalescer<string>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return `read ${loads}`;
    };
    const results = await Promise.all([
      coalescer.read('k', load),
      coalescer.read('k', load),
      coalescer.read('k', load),
    ]);
    expect(results).toEqual(['read 1', 'read 1', 'read 1']);
    expect(loads).toBe(1);
  });

  it('never hands a caller the result of a read that started before it asked', async () => {
    const coalescer = new FreshReadCoalescer<string>();
    const loader = manualLoader();
    const first = coalescer.read('k', loader.load);
    await loader.whenStarted(1);
    // These ask while read 1 runs: its snapshot may predate them, so they must get read 2.
    const second = coalescer.read('k', loader.load);
    const third = coalescer.read('k', loader.load);
    loader.started[0]?.resolve('before the change');
    expect(await first).toBe('before the change');
    await loader.whenStarted(2);
    loader.started[1]?.resolve('after the change');
    expect(await second).toBe('after the change');
    expect(await third).toBe('after the change');
    expect(loader.started).toHaveLength(2);
  });

  it('runs one read of a key at a time, and reads of other keys alongside', async () => {
    const coalescer = new FreshReadCoalescer<string>();
    const a = manualLoader();
    const b = manualLoader();
    const firstA = coalescer.read('a', a.load);
    const firstB = coalescer.read('b', b.load);
    await Promise.all([a.whenStarted(1), b.whenStarted(1)]);
    const secondA = coalescer.read('a', a.load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(a.started).toHaveLength(1);
    a.started[0]?.resolve('a1');
    b.started[0]?.resolve('b1');
    expect([await firstA, await firstB]).toEqual(['a1', 'b1']);
    await a.whenStarted(2);
    a.started[1]?.resolve('a2');
    expect(await secondA).toBe('a2');
  });

  it('fails only the callers of a failed read; the next read runs, and nothing is left behind', async () => {
    const coalescer = new FreshReadCoalescer<string>();
    const loader = manualLoader();
    const failing = coalescer.read('k', loader.load);
    await loader.whenStarted(1);
    const next = coalescer.read('k', loader.load);
    loader.started[0]?.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await loader.whenStarted(2);
    loader.started[1]?.resolve('recovered');
    expect(await next).toBe('recovered');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(coalescer.activeKeys).toBe(0);
  });
});
