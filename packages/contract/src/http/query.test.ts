import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryBoolean, queryId, queryList } from './query';

describe('query string helpers', () => {
  const list = queryList(queryId);

  it('reads a list as comma-separated values or repeated keys', () => {
    expect(list.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(list.parse(['1', '2,3'])).toEqual([1, 2, 3]);
    expect(list.parse(' 4 , ,5 ')).toEqual([4, 5]);
  });

  it('treats an empty list as absent', () => {
    expect(list.parse(undefined)).toBeUndefined();
    expect(list.parse('')).toBeUndefined();
    expect(list.parse(',,')).toBeUndefined();
  });

  it('rejects bad items and over-long lists', () => {
    expect(list.safeParse('1,x').success).toBe(false);
    expect(list.safeParse('0').success).toBe(false);
    expect(queryList(queryId, 2).safeParse('1,2,3').success).toBe(false);
  });

  it('reads booleans strictly', () => {
    expect(['true', 'false', '1', '0'].map((v) => queryBoolean.parse(v))).toEqual([true, false, true, false]);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
    expect(z.object({ b: queryBoolean.optional() }).parse({})).toEqual({});
  });
});
