import { describe, expect, it } from 'vitest';
import { affiliateTagsOf } from './affiliate-tags';

describe('affiliate tags', () => {
  it('takes the five tags of spec §9 from the query, trimmed, and nothing else', () => {
    expect(affiliateTagsOf('?btag=aff-1&ctag=%20c%20&x=1&gclid=g&stag=&qtag=q')).toEqual({
      btag: 'aff-1',
      ctag: 'c',
      gclid: 'g',
      qtag: 'q',
    });
  });

  it('drops values longer than the sign-up call takes', () => {
    expect(affiliateTagsOf(`?btag=${'a'.repeat(201)}&stag=${'s'.repeat(200)}`)).toEqual({
      stag: 's'.repeat(200),
    });
  });

  it('is empty without a query', () => {
    expect(affiliateTagsOf('')).toEqual({});
  });
});
