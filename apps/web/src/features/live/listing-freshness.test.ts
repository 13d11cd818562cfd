import { describe, expect, it } from 'vitest';
import { aMatch } from '@/lib/live/live-test-builders';
import { changesListing, inScope } from './listing-freshness';

const LIVE = [1];

describe('listing freshness', () => {
  it('a listed match that leaves the listed statuses changes the listing; one that stays does not', () => {
    const listed = new Set([7]);
    expect(changesListing(aMatch({ status: 4 }), listed, LIVE, undefined)).toBe(true);
    expect(changesListing(aMatch({ status: 1 }), listed, LIVE, undefined)).toBe(false);
    expect(changesListing(aMatch({ status: 1 }), listed, [0, 1], undefined)).toBe(false);
  });

  it('a match entering the statuses joins only a listing that admits its scope', () => {
    const none = new Set<number>();
    const match = aMatch({ id: 99, status: 1 });
    expect(changesListing(match, none, LIVE, undefined)).toBe(false);
    expect(changesListing(match, none, LIVE, {})).toBe(true);
    expect(changesListing(match, none, LIVE, { sport_key: match.sport.key })).toBe(true);
    expect(changesListing(match, none, LIVE, { sport_key: 'curling' })).toBe(false);
    expect(changesListing(aMatch({ id: 99, status: 4 }), none, LIVE, {})).toBe(false);
  });

  it('scopes by sport, category, league and sport type', () => {
    const match = aMatch();
    expect(inScope(match, { tournament_id: match.tournament.id })).toBe(true);
    expect(inScope(match, { tournament_id: match.tournament.id + 1 })).toBe(false);
    expect(inScope(match, { category_id: match.category.id, sport_type: match.sport.type })).toBe(true);
    expect(inScope(match, { sport_type: 'not-a-type' })).toBe(false);
  });
});
