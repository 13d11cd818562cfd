import { describe, expect, it } from 'vitest';
import { bodyHash, canonicalJson, idempotencyKeyOf } from './idempotency';
import { acceptOdds, isPlaceableOdds } from './odds-acceptance';

describe('odds acceptance (spec §4 on the server)', () => {
  it.each([
    // requested, current, mode, verdict
    [2, 2, 'none', { accepted: 2 }],
    [2, 2.2, 'none', { refused: 'odds_different_than_bookmaker' }],
    [2, 1.8, 'none', { refused: 'odds_different_than_bookmaker' }],
    [2, 2.2, 'higher', { accepted: 2.2 }],
    [2, 1.8, 'higher', { refused: 'odds_higher_than_bookmakers_current_odds' }],
    [2, 2.2, 'any', { accepted: 2.2 }],
    [2, 1.8, 'any', { accepted: 1.8 }],
    [4, 2, 'none', { refused: 'odds_higher_than_bookmakers' }],
    [4, 2, 'higher', { refused: 'odds_higher_than_bookmakers' }],
    [4, 2, 'any', { accepted: 2 }],
    [3, 2, 'higher', { refused: 'odds_higher_than_bookmakers_current_odds' }],
    [0.1 + 0.2 + 1, 1.3, 'none', { accepted: 1.3 }],
  ] as const)('requested %d, current %d, mode %s', (requested, current, mode, verdict) => {
    expect(acceptOdds(requested, current, mode)).toEqual(verdict);
  });

  it.each([
    [1.01, true],
    [1.5, true],
    [1.125, true],
    [1.005, false],
    [1.0001, false],
    [2.3456, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('%d is a placeable price: %s', (odds, placeable) => {
    expect(isPlaceableOdds(odds)).toBe(placeable);
  });
});

describe('idempotency keys and bodies', () => {
  it('hashes bodies by content, not key order', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":3,"d":2}]}');
    expect(bodyHash({ a: 1, b: 2 })).toBe(bodyHash({ b: 2, a: 1 }));
    expect(bodyHash({ a: 1 })).not.toBe(bodyHash({ a: 2 }));
  });

  it('takes 1 to 255 visible ASCII characters as a key', () => {
    expect(idempotencyKeyOf('0b7c6f1e-2f5e-4a57-9c1d-1f2e3d4c5b6a')).toBeDefined();
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    expect(idempotencyKeyOf('')).toBeUndefined();
    expect(idempotencyKeyOf('two words')).toBeUndefined();
    expect(idempotencyKeyOf('é')).toBeUndefined();
    expect(idempotencyKeyOf('k'.repeat(256))).toBeUndefined();
  });
});
