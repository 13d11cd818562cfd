import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
} from './favourites';

const match7 = favouriteKey('match', 7);
const run = (events: FavouritesEvent[], from: FavouritesState = NO_FAVOURITES) =>
  events.reduce(reduceFavourites, from);

describe('favourites', () => {
  it('[FAV1] a toggle shows at once, before the backend answers', () => {
    const state = run([
      { type: 'loaded', keys: [] },
      { type: 'toggled', key: match7 },
    ]);
    expect(isStarred(state, match7)).toBe(true);
    expect(starredIds(state, 'match')).toEqual([7]);
    expect(starredIds(state, 'sport')).toEqual([]);
    const back = run([{ type: 'toggled', key: match7 }], state);
    expect(isStarred(back, match7)).toBe(false);
    expect(back.wishes.size).toBe(0);
  });

  it('[FAV2] one request per favourite at a time; presses meanwhile are merged into the next', () => {
    let state = run([
      { type: 'loaded', keys: [] },
      { type: 'toggled', key: match7 },
    ]);
    expect(requestFor(state, match7)).toEqual({ star: true });
    state = run([{ type: 'sent', key: match7, star: true }], state);
    expect(requestFor(state, match7)).toBeNull();
    state = run([{ type: 'toggled', key: match7 }], state);
    state = run([{ type: 'toggled', key: match7 }], state);
    state = run([{ type: 'toggled', key: match7 }], state);
    expect(isStarred(state, match7)).toBe(false);
    expect(requestFor(state, match7)).toBeNull();
    state = run([{ type: 'answered', key: match7, ok: true }], state);
    // The backend now has it starred, the bettor wants it not: the next request unstars it.
    expect(state.confirmed.has(match7)).toBe(true);
    expect(requestFor(state, match7)).toEqual({ star: false });
  });

  it('[FAV3] a refused or failed request puts the star back to what the backend has', () => {
    let state = run([
      { type: 'loaded', keys: [match7] },
      { type: 'toggled', key: match7 },
      { type: 'sent', key: match7, star: false },
    ]);
    expect(isStarred(state, match7)).toBe(false);
    state = run([{ type: 'answered', key: match7, ok: false }], state);
    expect(isStarred(state, match7)).toBe(true);
    expect(requestFor(state, match7)).toBeNull();
    // An answer nobody waits for (after a sign-out) changes nothing.
    expect(run([{ type: 'answered', key: match7, ok: false }], state)).toBe(state);
  });

  it('[FAV4] a list that arrives keeps the wishes being sent on top of it', () => {
    const sport = favouriteKey('sport', 1);
    const state = run([
      { type: 'toggled', key: match7 },
      { type: 'sent', key: match7, star: true },
      { type: 'loaded', keys: [sport] },
    ]);
    expect(state.loaded).toBe(true);
    expect(isStarred(state, match7)).toBe(true);
    expect(isStarred(state, sport)).toBe(true);
    expect(run([{ type: 'answered', key: match7, ok: true }], state).wishes.size).toBe(0);
  });

  it('[FAV4] a list read before an answer does not undo what the answer confirmed', () => {
    const state = run([
      { type: 'toggled', key: match7 },
      { type: 'sent', key: match7, star: true },
      { type: 'answered', key: match7, ok: true },
      // The list was read before the star was saved: it does not have it.
      { type: 'loaded', keys: [] },
    ]);
    expect(isStarred(state, match7)).toBe(true);
    expect(state.confirmed.has(match7)).toBe(true);
    // The next list knows by itself.
    expect(isStarred(run([{ type: 'loaded', keys: [] }], state), match7)).toBe(false);
  });

  it('[FAV5] signing out forgets every favourite', () => {
    const state = run([{ type: 'loaded', keys: [match7] }, { type: 'cleared' }]);
    expect(state).toBe(NO_FAVOURITES);
    expect(isStarred(state, match7)).toBe(false);
  });

  it('[FAV1] [FAV2] [FAV3] [FAV4] whatever the presses, answers and lists, once all are answered the star shows what the backend has', () => {
    const keys = [match7, favouriteKey('tournament', 2)];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('press' as const), key: fc.constantFrom(...keys) }),
      fc.record({ kind: fc.constant('readList' as const), key: fc.constantFrom(...keys) }),
      fc.record({ kind: fc.constant('listArrives' as const), key: fc.constantFrom(...keys) }),
      fc.record({
        kind: fc.constant('answer' as const),
        key: fc.constantFrom(...keys),
        ok: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state = run([{ type: 'loaded', keys: [] }]);
        // A model backend: it applies what it is sent when it answers ok.
        const backend = new Set<string>();
        const sendWhatIsDue = (key: (typeof keys)[number]) => {
          const request = requestFor(state, key);
          if (request) state = reduceFavourites(state, { type: 'sent', key, star: request.star });
        };
        // A list read from the backend at one step and arriving at a later one (or never).
        let list: string[] | null = null;
        for (const s of steps) {
          if (s.kind === 'readList') {
            list = [...backend];
            continue;
          }
          if (s.kind === 'listArrives') {
            if (list) state = reduceFavourites(state, { type: 'loaded', keys: list as FavouriteKey[] });
            list = null;
            continue;
          }
          if (s.kind === 'press') {
            state = reduceFavourites(state, { type: 'toggled', key: s.key });
          } else {
            const sent = state.inFlight.get(s.key);
            if (sent === undefined) continue;
            if (s.ok) {
              if (sent) backend.add(s.key);
              else backend.delete(s.key);
            }
            state = reduceFavourites(state, { type: 'answered', key: s.key, ok: s.ok });
          }
          sendWhatIsDue(s.key);
          expect(state.inFlight.size).toBeLessThanOrEqual(keys.length);
        }
        // Drain: every request answered ok.
        for (let round = 0; round < 3; round += 1) {
          for (const key of keys) {
            const sent = state.inFlight.get(key);
            if (sent === undefined) continue;
            if (sent) backend.add(key);
            else backend.delete(key);
            state = reduceFavourites(state, { type: 'answered', key, ok: true });
            sendWhatIsDue(key);
          }
        }
        for (const key of keys) {
          expect(state.inFlight.has(key)).toBe(false);
          expect(isStarred(state, key)).toBe(backend.has(key));
          expect(state.confirmed.has(key)).toBe(backend.has(key));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
