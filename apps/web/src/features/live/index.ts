'use client';

export type { ListingScope } from './listing-freshness';
export { ListingFreshness } from './listing-freshness';
export { MatchClock } from './match-clock';
