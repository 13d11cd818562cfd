/**
 * Market status numbers of spec §4. The spec names 1, -1 and 0; -2, -3 and -4 follow the feed
 * providers' meaning (handed over to another producer, settled, cancelled).
 */
export const MARKET_STATUS = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  handedOver: -2,
  settled: -3,
  cancelled: -4,
} as const;

export type MarketStatus = (typeof MARKET_STATUS)[keyof typeof MARKET_STATUS];

export const MARKET_STATUSES: readonly MarketStatus[] = Object.values(MARKET_STATUS);

/** [CAT1] Markets with status 0 (not allowed) are dropped: never served, never shown. */
export function isServableMarket(status: MarketStatus): boolean {
  return status !== MARKET_STATUS.notAllowed;
}

/** [CAT2] Only an allowed market takes bets; every other served status shows as suspended. */
export function isOpenMarket(status: MarketStatus): boolean {
  return status === MARKET_STATUS.allowed;
}
