import { describe, expect, it } from 'vitest';
import { LastAnswerCache } from './last-answers';

const answer = (text: string, at: number) => ({
  bytes: Buffer.from(text),
  contentType: 'application/json; charset=utf-8',
  at,
});

describe('the last answers of catalogue reads', () => {
  it('keys a request by method, URL, language and body', () => {
    const base = { method: 'GET', url: '/api/v2/sports', locale: 'en' };
    expect(LastAnswerCache.keyOf(base)).not.toBe(LastAnswerCache.keyOf({ ...base, locale: 'de' }));
    expect(LastAnswerCache.keyOf(base)).not.toBe(
      LastAnswerCache.keyOf({ ...base, url: '/api/v2/sports?type=cyber' }),
    );
    expect(LastAnswerCache.keyOf({ ...base, method: 'POST', body: { a: 1 } })).not.toBe(
      LastAnswerCache.keyOf({ ...base, method: 'POST', body: { a: 2 } }),
    );
  });

  it('keeps the latest answer of a key and serves it until it is too old', () => {
    const cache = new LastAnswerCache({ maxBytes: 1_000, maxAgeMs: 60_000 });
    cache.keep('k', answer('first', 0));
    cache.keep('k', answer('second', 1_000));
    expect(cache.find('k', 61_000)?.bytes.toString()).toBe('second');
    expect(cache.find('k', 61_001)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('holds at most its bytes, dropping the least recently used first', () => {
    const cache = new LastAnswerCache({ maxBytes: 10, maxAgeMs: 60_000 });
    cache.keep('a', answer('aaaa', 0));
    cache.keep('b', answer('bbbb', 0));
    expect(cache.find('a', 0)).toBeDefined();
    cache.keep('c', answer('cccc', 0));
    expect(cache.find('b', 0)).toBeUndefined();
    expect(cache.find('a', 0)?.bytes.toString()).toBe('aaaa');
    expect(cache.find('c', 0)?.bytes.toString()).toBe('cccc');
    expect(cache.bytes).toBe(8);
    cache.keep('huge', answer('x'.repeat(11), 0));
    expect(cache.find('huge', 0)).toBeUndefined();
  });
});
