/**
 * A player's favourites as the product shows them (spec §4: "Favorites toggle optimistically and revert on
 * error"): what the backend has confirmed, the bettor's wishes on top of it, and at most one request per
 * favourite in flight. A key names one favourite (`favouriteKey`); the caller sends what `requestFor` answers
 * and reports the answer back.
 */

export type FavouriteKey = `${string}:${number}`;

/** `match:12`, `tournament:3`, `sport:1`. */
export function favouriteKey(type: string, id: number): FavouriteKey {
  return `${type}:${id}`;
}

export interface FavouritesState {
  /** Whether the backend's list has arrived (before it, nothing is known to be starred). */
  readonly loaded: boolean;
  /** What the backend holds, as far as the product knows. */
  readonly confirmed: ReadonlySet<FavouriteKey>;
  /** What the bettor asked for where it differs from `confirmed` or is still being sent (true = starred). */
  readonly wishes: ReadonlyMap<FavouriteKey, boolean>;
  /** The request being sent per favourite: true stars it, false unstars it. */
  readonly inFlight: ReadonlyMap<FavouriteKey, boolean>;
  /**
   * What the backend confirmed since the last list arrived: a list read before such an answer does not know
   * it, so these stay on top of the next list (FAV4).
   */
  readonly answered: ReadonlyMap<FavouriteKey, boolean>;
}

export const NO_FAVOURITES: FavouritesState = {
  loaded: false,
  confirmed: new Set(),
  wishes: new Map(),
  inFlight: new Map(),
  answered: new Map(),
};

export type FavouritesEvent =
  /** The backend's list (replaces what was confirmed). */
  | { readonly type: 'loaded'; readonly keys: readonly FavouriteKey[] }
  /** The bettor pressed the star. */
  | { readonly type: 'toggled'; readonly key: FavouriteKey }
  /** A request for `key` went out (what `requestFor` answered). */
  | { readonly type: 'sent'; readonly key: FavouriteKey; readonly star: boolean }
  /** The request for `key` was answered: done, or refused / failed. */
  | { readonly type: 'answered'; readonly key: FavouriteKey; readonly ok: boolean }
  /** The player signed out (or another signed in): nothing is theirs any more. */
  | { readonly type: 'cleared' };

/** [FAV1] Whether the star shows pressed: the bettor's wish if any, else what the backend has. */
export function isStarred(state: FavouritesState, key: FavouriteKey): boolean {
  return state.wishes.get(key) ?? state.confirmed.has(key);
}

/** Every favourite shown starred, of one type (`match`), as ids. */
export function starredIds(state: FavouritesState, type: string): number[] {
  const ids: number[] = [];
  const prefix = `${type}:`;
  const keys = new Set<FavouriteKey>([...state.confirmed, ...state.wishes.keys()]);
  for (const key of keys) {
    if (key.startsWith(prefix) && isStarred(state, key)) ids.push(Number(key.slice(prefix.length)));
  }
  return ids;
}

/**
 * [FAV2] The request to send now for `key`, if any: none while one is in flight (its answer decides the
 * next), else the wish when it differs from what the backend has.
 */
export function requestFor(state: FavouritesState, key: FavouriteKey): { star: boolean } | null {
  if (state.inFlight.has(key)) return null;
  const wish = state.wishes.get(key);
  if (wish === undefined || wish === state.confirmed.has(key)) return null;
  return { star: wish };
}

function withMap<K, V>(map: ReadonlyMap<K, V>, key: K, value: V | undefined): ReadonlyMap<K, V> {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/** A wish that matches the backend and has nothing in flight says nothing more: dropped. */
function settled(state: FavouritesState, key: FavouriteKey): FavouritesState {
  const wish = state.wishes.get(key);
  if (wish === undefined || state.inFlight.has(key) || wish !== state.confirmed.has(key)) return state;
  return { ...state, wishes: withMap(state.wishes, key, undefined) };
}

export function reduceFavourites(state: FavouritesState, event: FavouritesEvent): FavouritesState {
  switch (event.type) {
    case 'loaded': {
      // [FAV4] The list replaces what was confirmed, except what the backend answered since (the list may have
      // been read before); wishes still being sent stay on top of it.
      const confirmed = new Set(event.keys);
      for (const [key, starred] of state.answered) {
        if (starred) confirmed.add(key);
        else confirmed.delete(key);
      }
      const next: FavouritesState = { ...state, loaded: true, confirmed, answered: new Map() };
      return [...next.wishes.keys()].reduce(settled, next);
    }
    case 'toggled':
      // [FAV1] Shown at once.
      return settled(
        { ...state, wishes: withMap(state.wishes, event.key, !isStarred(state, event.key)) },
        event.key,
      );
    case 'sent':
      return { ...state, inFlight: withMap(state.inFlight, event.key, event.star) };
    case 'answered': {
      const sent = state.inFlight.get(event.key);
      if (sent === undefined) return state;
      const inFlight = withMap(state.inFlight, event.key, undefined);
      if (!event.ok) {
        // [FAV3] Refused or failed: the star goes back to what the backend has, whatever was wished since.
        return { ...state, inFlight, wishes: withMap(state.wishes, event.key, undefined) };
      }
      const confirmed = new Set(state.confirmed);
      if (sent) confirmed.add(event.key);
      else confirmed.delete(event.key);
      const answered = withMap(state.answered, event.key, sent);
      return settled({ ...state, inFlight, confirmed, answered }, event.key);
    }
    case 'cleared':
      // [FAV5]
      return NO_FAVOURITES;
  }
}
