import { describe, expect, it } from 'vitest';
import { compareMarkets, compareSpecifiers } from './market-order';

describe('market order', () => {
  it('orders lines numerically, not as text', () => {
    const lines = ['total=10.5', 'total=2.5', 'total=-0.75', 'total=2.25'];
    expect([...lines].sort(compareSpecifiers)).toEqual([
      'total=-0.75',
      'total=2.25',
      'total=2.5',
      'total=10.5',
    ]);
    expect(['quarternr=2|total=40.5', 'quarternr=1|total=41.5'].sort(compareSpecifiers)).toEqual([
      'quarternr=1|total=41.5',
      'quarternr=2|total=40.5',
    ]);
  });

  it('puts higher priorities first, then market types, then lines', () => {
    const book = [
      { priority: 990, marketId: 18, specifier: 'total=3.5' },
      { priority: 1000, marketId: 1, specifier: '' },
      { priority: 990, marketId: 18, specifier: 'total=2.5' },
      { priority: 990, marketId: 17, specifier: '' },
    ];
    expect([...book].sort(compareMarkets).map((m) => `${m.marketId}/${m.specifier}`)).toEqual([
      '1/',
      '17/',
      '18/total=2.5',
      '18/total=3.5',
    ]);
  });
});
