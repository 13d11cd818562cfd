import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSimWorld, type SimWorld, simulatorOn } from './support/sim-harness';

describe('starting and stopping the feed simulator', () => {
  let world: SimWorld;

  beforeEach(async () => {
    world = await openSimWorld('pglite', 0.1);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await world.close();
  });

  it('catches up when started, ticks on its timer, and leaves no timer behind when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { simulator, logger } = simulatorOn(world, { tickMs: 1000 });
    await simulator.start();
    expect(simulator.stats().ticks).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      world.clock.advance(1000);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(simulator.stats().ticks).toBe(i + 2));
    }
    await simulator.stop();
    expect(vi.getTimerCount()).toBe(0);
    world.clock.advance(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(simulator.stats().ticks).toBe(4);
    expect(logger.errors).toEqual([]);
  });

  it('waits for the tick in progress when stopped', async () => {
    const { simulator } = simulatorOn(world);
    let finished = false;
    const ticking = simulator.tick().then(() => {
      finished = true;
    });
    await simulator.stop();
    expect(finished).toBe(true);
    await ticking;
  });
});
