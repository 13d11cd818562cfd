import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads';

function setup(maxEntries = 10) {
  let now = 0;
  let loads = 0;
  const reads = createSharedReads({ now: () => now, maxEntries });
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(`${value} #${loads}`);
  };
  return {
    reads,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reads shared between renders', () => {
  it('serves every render from one backend read while the answer is young enough', async () => {
    const { reads, load, loads, advance } = setup();
    const first = await reads.read('sports en', 1_000, load('sports'));
    advance(1_000);
    const second = await reads.read('sports en', 1_000, load('sports'));
    expect(second).toBe(first);
    expect(loads()).toBe(1);
  });

  it('reads again once the answer is older than its maximum age', async () => {
    const { reads, load, loads, advance } = setup();
    await reads.read('sports en', 1_000, load('sports'));
    advance(1_001);
    expect(await reads.read('sports en', 1_000, load('sports'))).toBe('sports #2');
    expect(loads()).toBe(2);
  });

  it('lets renders that arrive during a read join it', async () => {
    const { reads, advance } = setup();
    let resolve: (value: string) => void = () => {};
    let calls = 0;
    const slowRead = () => {
      calls += 1;
      return new Promise<string>((done) => {
        resolve = done;
      });
    };
    const first = reads.read('settings en', 500, slowRead);
    advance(100);
    const second = reads.read('settings en', 500, slowRead);
    resolve('settings');
    expect(await Promise.all([first, second])).toEqual(['settings', 'settings']);
    expect(calls).toBe(1);
  });

  it('keeps each locale and query apart', async () => {
    const { reads, load } = setup();
    expect(await reads.read('sports en', 1_000, load('en'))).toBe('en #1');
    expect(await reads.read('sports ar', 1_000, load('ar'))).toBe('ar #2');
  });

  it('never keeps a failed read: the next render asks the backend again', async () => {
    const { reads, load } = setup();
    await expect(
      reads.read('tournaments en', 1_000, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(reads.size).toBe(0);
    expect(await reads.read('tournaments en', 1_000, load('tournaments'))).toBe('tournaments #1');
  });

  it('holds at most its bound, dropping the least recently used answer', async () => {
    const { reads, load, loads } = setup(2);
    await reads.read('a', 1_000, load('a'));
    await reads.read('b', 1_000, load('b'));
    await reads.read('a', 1_000, load('a'));
    await reads.read('c', 1_000, load('c'));
    expect(reads.size).toBe(2);
    // `b` was the least recently used: it is read again, `a` is still shared.
    await reads.read('a', 1_000, load('a'));
    expect(loads()).toBe(3);
    await reads.read('b', 1_000, load('b'));
    expect(loads()).toBe(4);
  });
});
