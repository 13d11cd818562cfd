/** The fields markets are ordered by. */
export interface MarketOrderKey {
  readonly priority: number;
  readonly marketId: number;
  readonly specifier: string;
}

/** Book order: priority (highest first), market type, then lines in numeric order. */
export function compareMarkets(a: MarketOrderKey, b: MarketOrderKey): number {
  return b.priority - a.priority || a.marketId - b.marketId || compareSpecifiers(a.specifier, b.specifier);
}

/** Compares specifier strings part by part, numbers numerically (`total=10.5` after `total=2.5`). */
export function compareSpecifiers(a: string, b: string): number {
  const left = a.split('|');
  const right = b.split('|');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const [ka = '', va = ''] = (left[i] ?? '').split('=');
    const [kb = '', vb = ''] = (right[i] ?? '').split('=');
    if (ka !== kb) return ka < kb ? -1 : 1;
    const na = Number(va);
    const nb = Number(vb);
    const order = Number.isFinite(na) && Number.isFinite(nb) ? na - nb : va.localeCompare(vb);
    if (order !== 0) return order;
  }
  return 0;
}
