import type { Match } from '@sportsbook/contract/entities/match';
import { describe, expect, it } from 'vitest';
import type { SerializedJson } from '../http/serialized-json';
import { PresentedMatchCache } from './presented-match-cache';

/** Stand-ins for serialized matches: the cache never looks inside them. */
const json = (label: string) => ({ label }) as unknown as SerializedJson<Match>;

describe('PresentedMatchCache', () => {
  it('hits only for the version the match was presented from, per locale', () => {
    const cache = new PresentedMatchCache();
    const english = json('en v1');
    cache.set(7, 'en', 'v1', english);
    expect(cache.get(7, 'en', 'v1')).toBe(english);
    expect(cache.get(7, 'en', 'v2')).toBeUndefined();
    expect(cache.get(7, 'de', 'v1')).toBeUndefined();
    const newer = json('en v2');
    cache.set(7, 'en', 'v2', newer);
    expect(cache.get(7, 'en', 'v2')).toBe(newer);
    expect(cache.get(7, 'en', 'v1')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new PresentedMatchCache(2);
    cache.set(1, 'en', 'v', json('1'));
    cache.set(2, 'en', 'v', json('2'));
    expect(cache.get(1, 'en', 'v')).toBeDefined();
    cache.set(3, 'en', 'v', json('3'));
    expect(cache.size).toBe(2);
    expect(cache.get(2, 'en', 'v')).toBeUndefined();
    expect(cache.get(1, 'en', 'v')).toBeDefined();
    expect(cache.get(3, 'en', 'v')).toBeDefined();
  });

  it('refuses a capacity below one', () => {
    expect(() => new PresentedMatchCache(0)).toThrow(RangeError);
  });
});
