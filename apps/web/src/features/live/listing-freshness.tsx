'use client';

import type { Match } from '@sportsbook/contract/entities/match';
import { useEffect } from 'react';
import { liveStore } from '@/lib/live/live-store';
import { useListingRefresh } from '@/lib/realtime/realtime-provider';

/** The catalogue scope a listing covers (as its `GET /matches` query narrowed it). */
export interface ListingScope {
  readonly sport_key?: string | undefined;
  readonly category_id?: number | undefined;
  readonly tournament_id?: number | undefined;
  readonly sport_type?: string | undefined;
}

/** Whether a match falls in a listing's scope. */
export function inScope(match: Match, scope: ListingScope): boolean {
  return (
    (scope.sport_key === undefined || match.sport.key === scope.sport_key) &&
    (scope.category_id === undefined || match.category.id === scope.category_id) &&
    (scope.tournament_id === undefined || match.tournament.id === scope.tournament_id) &&
    (scope.sport_type === undefined || match.sport.type === scope.sport_type)
  );
}

/**
 * Whether a status change alters a listing: a listed match leaves the statuses the listing shows (a live
 * match ends, an upcoming one goes live), or, for a listing that shows every match of its scope
 * (`admits`), a match of that scope enters them (a match goes live).
 */
export function changesListing(
  match: Match,
  listed: ReadonlySet<number>,
  statuses: readonly number[],
  admits: ListingScope | undefined,
): boolean {
  const shown = statuses.includes(match.status);
  if (listed.has(match.id)) return !shown;
  return shown && admits !== undefined && inScope(match, admits);
}

/**
 * Keeps a server-rendered listing's membership current: when published status changes alter it, the page
 * data is fetched again (throttled), so matches that start appear under "Live now" and finished ones leave.
 */
export function ListingFreshness({
  ids,
  statuses,
  admits,
}: {
  ids: readonly number[];
  statuses: readonly number[];
  admits?: ListingScope | undefined;
}): null {
  const refresh = useListingRefresh();
  // Props arrive as new arrays and objects with every server render: depend on their contents.
  const idsKey = ids.join(',');
  const statusesKey = statuses.join(',');
  const admitsKey = admits ? JSON.stringify(admits) : '';
  useEffect(() => {
    const listed = new Set(idsKey ? idsKey.split(',').map(Number) : []);
    const shown = statusesKey.split(',').map(Number);
    const scope = admitsKey ? (JSON.parse(admitsKey) as ListingScope) : undefined;
    return liveStore.subscribeStatusChanges((match) => {
      if (changesListing(match, listed, shown, scope)) refresh();
    });
  }, [idsKey, statusesKey, admitsKey, refresh]);
  return null;
}
