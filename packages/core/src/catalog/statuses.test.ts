import { describe, expect, it } from 'vitest';
import { isOpenMarket, isServableMarket, MARKET_STATUS, MARKET_STATUSES } from './market-status';
import { isBettableMatchStatus, isLiveMatch, MATCH_STATUS } from './match-status';
import { PROVIDERS, STATS_PROVIDER } from './providers';

describe('market statuses', () => {
  it('[CAT1] drops status 0 markets and serves every other status', () => {
    expect(isServableMarket(MARKET_STATUS.notAllowed)).toBe(false);
    for (const status of MARKET_STATUSES.filter((s) => s !== 0)) expect(isServableMarket(status)).toBe(true);
  });

  it('[CAT2] takes bets only on allowed markets', () => {
    expect(MARKET_STATUSES.filter(isOpenMarket)).toEqual([MARKET_STATUS.allowed]);
  });
});

describe('match statuses', () => {
  it('[CAT3] calls a match live only when its status is live', () => {
    expect(isLiveMatch(MATCH_STATUS.live)).toBe(true);
    for (const status of [0, 2, 3, 4, 5] as const) expect(isLiveMatch(status)).toBe(false);
  });

  it('[CAT4] takes bets on prematch and live matches only', () => {
    expect([0, 1, 2, 3, 4, 5].filter((s) => isBettableMatchStatus(s as 0))).toEqual([0, 1]);
  });

  it('[CAT5] has statistics from one provider of the three', () => {
    expect(PROVIDERS).toContain(STATS_PROVIDER);
  });
});
