import type { FavouriteType } from '@sportsbook/contract/sportsbook/favourite-calls';
import {
  type FavouriteKey,
  type FavouritesEvent,
  type FavouritesState,
  favouriteKey,
  isStarred,
  NO_FAVOURITES,
  reduceFavourites,
  requestFor,
  starredIds,
} from '@sportsbook/core/catalog/favourites';
import { ApiCallError } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { notify } from '@/lib/notices/notify';
import { getSession, subscribeSession } from '@/lib/player/session-store';
import { createStore, useStore } from '@/lib/store/store';

/*
 * The signed-in player's favourites as the stars show them (core FAV1–5): loaded once the session is known,
 * forgotten at sign-out, toggled optimistically. The calls load with the first toggle or load
 * (`import()`), so a browse page's first load carries only this store and core's reducer.
 */

const TYPES: readonly FavouriteType[] = ['match', 'tournament', 'sport'];

export const favouritesStore = createStore<FavouritesState>(NO_FAVOURITES);

/** Whether reading the player's favourites failed (the lists say so and offer to try again; never a wait forever). */
export const favouritesLoadFailed = createStore(false);

/** The locale the favourites were last read in (a retry reads in it again). */
let loadLocale = 'en';

/** Whom the store's favourites belong to; a new player (or none) starts afresh and drops late answers. */
let owner: number | null = null;
let generation = 0;
let following = false;

function dispatch(event: FavouritesEvent): void {
  favouritesStore.set((state) => reduceFavourites(state, event));
}

async function load(forGeneration: number, locale: string): Promise<void> {
  loadLocale = locale;
  favouritesLoadFailed.set(false);
  const [{ playerCall }, { listFavourites, FAVOURITES_DEFAULT_LIMIT }] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/favourite-calls'),
  ]);
  try {
    const pages = await Promise.all(
      TYPES.map((type) =>
        playerCall(listFavourites, {
          locale,
          params: { type },
          query: { limit: FAVOURITES_DEFAULT_LIMIT },
        }),
      ),
    );
    if (forGeneration !== generation) return;
    dispatch({
      type: 'loaded',
      keys: pages.flatMap((page) => page.data.map((favourite) => favouriteKey(favourite.type, favourite.id))),
    });
  } catch (error) {
    // The stars stay as they are (unpressed): a later toggle still works and is confirmed by the backend.
    if (forGeneration === generation) favouritesLoadFailed.set(true);
    if (
      !(error instanceof ApiCallError && (error.status === 401 || error.isNetwork || error.isUnavailable))
    ) {
      reportError(error, { where: 'loading favourites' });
    }
  }
}

/** Follows the session from the first star on the page: loads the player's favourites, forgets them at sign-out. */
export function followFavourites(locale: string): void {
  if (following) return;
  following = true;
  const onSession = () => {
    const { status, player } = getSession();
    // A session being (re)loaded (a locale switch loads it again) is still the same player's.
    if (status === 'UNKNOWN' || status === 'PENDING') return;
    const next = status === 'LOGGED_IN' && player ? player.id : null;
    if (next === owner) return;
    owner = next;
    generation += 1;
    dispatch({ type: 'cleared' });
    if (next !== null) void load(generation, locale);
  };
  subscribeSession(onSession);
  onSession();
}

/** Reads the signed-in player's favourites again after a failed read. */
export function retryFavourites(): void {
  if (owner !== null) void load(generation, loadLocale);
}

/** What a refused or failed toggle tells the bettor. */
export interface FavouriteWords {
  /** The star could not be saved (a network fault, a 503, anything else). */
  readonly failed: string;
  /** The player keeps the most favourites of this type (409 favourites_full). */
  readonly full: string;
  /** The match, league or sport is gone (404). */
  readonly gone: string;
}

function failureText(error: unknown, words: FavouriteWords): string {
  if (error instanceof ApiCallError) {
    if (error.code === 'favourites_full') return words.full;
    if (error.status === 404) return words.gone;
  }
  return words.failed;
}

async function send(
  key: FavouriteKey,
  type: FavouriteType,
  id: number,
  locale: string,
  words: FavouriteWords,
) {
  const request = requestFor(favouritesStore.get(), key);
  if (!request) return;
  const sentIn = generation;
  dispatch({ type: 'sent', key, star: request.star });
  const [{ playerCall }, calls] = await Promise.all([
    import('@/lib/player/session-actions'),
    import('@sportsbook/contract/sportsbook/favourite-calls'),
  ]);
  let ok = true;
  try {
    if (request.star) await playerCall(calls.addFavourite, { locale, params: { type, id } });
    else await playerCall(calls.removeFavourite, { locale, params: { type, id } });
  } catch (error) {
    ok = false;
    if (sentIn === generation && !(error instanceof ApiCallError && error.status === 401)) {
      notify({ kind: 'error', title: failureText(error, words), id: `favourite-${key}` });
      if (!(error instanceof ApiCallError)) reportError(error, { where: 'saving a favourite' });
    }
  }
  if (sentIn !== generation) return;
  dispatch({ type: 'answered', key, ok });
  await send(key, type, id, locale, words);
}

/**
 * The star pressed: a visitor is asked to sign in (spec §4: only a logged-in player has favourites); a player
 * sees it at once and the backend is told (core FAV1–3).
 */
export function toggleFavourite(
  type: FavouriteType,
  id: number,
  locale: string,
  words: FavouriteWords,
): void {
  const { status } = getSession();
  if (status === 'NOT_LOGGED_IN') {
    void import('@/lib/player/session-actions').then(({ promptSignIn }) => promptSignIn('favourites'));
    return;
  }
  // While the session loads it is not known whose favourites these are: the press waits for nothing.
  if (status !== 'LOGGED_IN') return;
  followFavourites(locale);
  const key = favouriteKey(type, id);
  dispatch({ type: 'toggled', key });
  void send(key, type, id, locale, words);
}

/** Whether the star of this match, league or sport shows pressed. */
export function useStarred(type: FavouriteType, id: number): boolean {
  return useStore(favouritesStore, (state) => isStarred(state, favouriteKey(type, id)));
}

/** The ids starred of a type (new array on change only: the store's state is replaced per event). */
export function useStarredIds(type: FavouriteType): { loaded: boolean; ids: readonly number[] } {
  const state = useStore(favouritesStore);
  return { loaded: state.loaded, ids: starredIds(state, type) };
}
