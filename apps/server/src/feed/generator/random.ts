import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Pmf } from '../pricing/pmf';

/** FNV-1a over a string: a stable 32-bit number for naming random streams. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A seeded random stream (xoroshiro128+ from pure-rand). Streams are named: `random.stream('premier-league')`
 * gives the same numbers for the same seed and name whatever else was drawn before, so adding a tournament
 * to the data does not reshuffle every other one.
 */
export class Random {
  readonly #seed: number;
  readonly #rng: RandomGenerator;

  constructor(seed: number, label = '') {
    this.#seed = seed;
    this.#rng = xoroshiro128plus(hashLabel(`${seed}:${label}`));
  }

  /** An independent stream for a named part of the catalogue. */
  stream(label: string): Random {
    return new Random(this.#seed, label);
  }

  /** A float in [0, 1). */
  next(): number {
    return uniformFloat64(this.#rng);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.#rng, min, max);
  }

  /** A float in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One item of a list, chosen with the given weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((acc, [, weight]) => acc + weight, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** A standard normal draw (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A draw from a probability mass function, by inverting its cumulative distribution. */
  fromPmf(pmf: Pmf): number {
    let roll = this.next();
    for (let i = 0; i < pmf.p.length; i += 1) {
      roll -= pmf.p[i] as number;
      if (roll < 0) return pmf.offset + i;
    }
    return pmf.offset + pmf.p.length - 1;
  }
}
