import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMarket, aMatch } from '../live/live-test-builders';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

async function freshStore(storage = new MemoryStorage()) {
  vi.resetModules();
  vi.stubGlobal('window', { sessionStorage: storage });
  return { storage, ...(await import('./selection-store')) };
}

afterEach(() => vi.unstubAllGlobals());

describe('selection store', () => {
  it('keys an outcome as match urn / market id / outcome id / specifier (spec §3)', async () => {
    const { selectionOf } = await freshStore();
    const market = aMarket({ id: 18, specifier: 'total=2.5' });
    const selection = selectionOf({
      matchId: 7,
      match: aMatch(),
      market,
      outcome: market.outcomes[1] as never,
    });
    expect(selection.id).toBe('sr:match:7/18/2/total=2.5');
    expect(selection).toMatchObject({
      matchSlug: 'home-away-7',
      sportKey: 'football',
      nameA: 'Home FC',
      odds: 3.4,
    });
  });

  it('adds an outcome, and removes it when chosen again (spec §4 selecting an outcome)', async () => {
    const { selectionOf, toggleSelection, getSelections } = await freshStore();
    const market = aMarket();
    const home = selectionOf({ matchId: 7, market, outcome: market.outcomes[0] as never });
    const draw = selectionOf({ matchId: 7, market, outcome: market.outcomes[1] as never });
    toggleSelection(home);
    toggleSelection(draw);
    expect(getSelections().map((s) => s.outcomeId)).toEqual(['1', '2']);
    toggleSelection({ ...home, odds: 9 }); // the same outcome, whatever its price now
    expect(getSelections().map((s) => s.outcomeId)).toEqual(['2']);
  });

  it('keeps the selections in session storage, so they survive a reload', async () => {
    const first = await freshStore();
    const market = aMarket();
    first.toggleSelection(first.selectionOf({ matchId: 7, market, outcome: market.outcomes[2] as never }));
    const reloaded = await freshStore(first.storage);
    expect(reloaded.getSelections().map((s) => s.id)).toEqual(['sr:match:7/1/3/']);
  });

  it('starts empty from a corrupt stored value', async () => {
    const storage = new MemoryStorage();
    storage.setItem('selections', '{not json');
    const { getSelections } = await freshStore(storage);
    expect(getSelections()).toEqual([]);
  });
});
