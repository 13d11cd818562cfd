import { describe, expect, it } from 'vitest';
import { ManualTimers } from '../timers';
import { AdmissionGate } from './admission-gate';
import { DatabaseUnavailableError } from './database-errors';

/** Work that runs until the test ends it. */
function heldWork() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, run: () => done };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the embedded database admission gate', () => {
  it('lets `concurrency` calls work, queues the next in order, refuses beyond the queue at once', async () => {
    const gate = new AdmissionGate({ concurrency: 2, queue: 2, queueWaitMs: 1_000 }, new ManualTimers());
    const order: string[] = [];
    const first = heldWork();
    const second = heldWork();
    const a = gate.run(async () => {
      order.push('a');
      await first.run();
    });
    const b = gate.run(async () => {
      order.push('b');
      await second.run();
    });
    const c = gate.run(async () => order.push('c'));
    const d = gate.run(async () => order.push('d'));
    const refused = gate.run(async () => order.push('never'));
    await expect(refused).rejects.toSatisfy(
      (error) =>
        error instanceof DatabaseUnavailableError && error.fault === 'busy' && error.retryAfterSeconds === 1,
    );
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect([gate.working, gate.waiting]).toEqual([2, 2]);

    first.finish();
    await a;
    await c;
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    second.finish();
    await Promise.all([b, d]);
    expect([gate.working, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a call whose wait for a turn reaches the bound', async () => {
    const timers = new ManualTimers();
    const gate = new AdmissionGate({ concurrency: 1, queue: 10, queueWaitMs: 500 }, timers);
    const held = heldWork();
    const working = gate.run(held.run);
    const waiting = gate.run(async () => 'ran');
    const outcome = waiting.then(
      () => 'admitted',
      (error: unknown) => (error instanceof DatabaseUnavailableError ? error.fault : 'other'),
    );
    timers.advance(499);
    await settle();
    expect(gate.waiting).toBe(1);
    timers.advance(1);
    expect(await outcome).toBe('busy');
    expect(gate.waiting).toBe(0);
    held.finish();
    await working;
    expect(gate.working).toBe(0);
  });

  it('refuses at once a call whose turn would not come in time at the pace the queue moves', async () => {
    let now = 0;
    const gate = new AdmissionGate(
      { concurrency: 1, queue: 100, queueWaitMs: 2_000 },
      new ManualTimers(),
      () => now,
    );
    const calls = [heldWork(), heldWork(), heldWork(), heldWork()];
    const running = calls.map((call) => gate.run(call.run));
    expect([gate.working, gate.waiting]).toEqual([1, 3]);
    // Turns pass every 400 ms while calls wait.
    for (const call of calls.slice(0, 2)) {
      now += 400;
      call.finish();
      await settle();
    }
    expect(gate.waiting).toBe(1);
    // Second in line: about 800 ms, let in; third: about 1,200 ms, more than half the bound, refused at once.
    const second = gate.run(async () => 'second in line');
    await expect(gate.run(async () => 'third in line')).rejects.toSatisfy(
      (error) => error instanceof DatabaseUnavailableError && /about 1200 ms/.test(error.message),
    );
    for (const call of calls.slice(2)) call.finish();
    await Promise.all(running);
    await expect(second).resolves.toBe('second in line');
  });

  it('frees the turn of work that failed', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 0, queueWaitMs: 500 }, new ManualTimers());
    await expect(gate.run(async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
