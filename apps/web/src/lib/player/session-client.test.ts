import type { Player } from '@sportsbook/contract/entities/player';
import { updateLocale } from '@sportsbook/contract/platform/account-calls';
import { type PlaceBetsRequest, placeBets } from '@sportsbook/contract/sportsbook/bet-calls';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, type BrowserRequest } from '@/lib/api/browser-call';
import { createSessionClient, type LimitEnd, type Transport } from './session-client';
import { IS_REGISTERED_KEY } from './session-keys';
import { createSessionStore } from './session-store';

/** A placement's body as the contract reads it (the fake backend answers without looking at it). */
const PLACEMENT: PlaceBetsRequest = {
  meta: { device_id: 'device-1', quick: false, type: 'single' },
  bets: [],
  locale: 'en',
};

/*
 * The player's session in the browser (spec §4 loading a player, sign-out, §8 401 anywhere and a limit's
 * end), with the backend played by a fake transport that answers each call by its id, a manual clock, an
 * in-memory session store and storage, and the outside world (dialogs, reports) recorded.
 */

type Answer = (request: BrowserRequest) => unknown;

const HOUR_MS = 3_600_000;

function unauthorized(callId: string): ApiCallError {
  return new ApiCallError(callId, 401, 'unauthorized', 'error.platform.unauthorized', null, 'unauthorized');
}

/** The Platform API's refusal once a session or time limit has ended the session (spec §8). */
function sessionLimitReached(callId: string): ApiCallError {
  return new ApiCallError(
    callId,
    403,
    'session_limit_reached',
    'error.responsible_gambling.session_limit_reached',
    { error: { code: 'session_limit_reached', message: 'a session or time limit is used up' } },
    'a session or time limit is used up: the session has ended',
  );
}

function activityLimitReached(callId: string): ApiCallError {
  return new ApiCallError(
    callId,
    401,
    'activity_limit_reached',
    'error.responsible_gambling.activity_limit_reached',
    null,
    'the activity limit is reached: the session has ended',
  );
}

const PLAYER: Player = {
  id: 7,
  email: 'rosa@example.com',
  mobile_phone: null,
  auth_phone_number: null,
  first_name: 'Rosa',
  last_name: 'Tester',
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: 'DE',
  auth_fields_missed: [],
  statuses: [90],
  br_identity_check: null,
  created_at: '2026-01-01T00:00:00Z',
  email_confirmed: true,
  phone_verified: false,
  date_of_birth: '1990-04-12',
};
const ACCOUNTS = [
  { id: 1, currency: 'EUR', balance: 12_345, subunits: 100, active: true },
  { id: 2, currency: 'GBP', balance: 500, subunits: 100, active: false },
];
const PLAYER_SETTINGS = { active_odds_type: 'american', who: 'player' };
const VISITOR_SETTINGS = { active_odds_type: 'decimal', who: 'visitor' };
const COMP_POINTS = { points: 12, programme: { min: 100, max: 100_000 } };
const STATUS_GROUPS = [{ id: 90, key: 'test', member: true }];

/** Local storage in memory. */
function memoryStorage(items: Map<string, string>): Storage {
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Lets every pending promise of the fakes run (they answer without I/O), so what follows is settled. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A session client on a backend where `player` is signed in (or nobody, with null). Tokens are numbered
 * (bearer-1, bearer-2...) and live an hour on the manual clock. A limit's end is announced when the test
 * lets it (`letLimitEndFinish`), as the page loads its dialog on demand.
 */
function aSession(player: Player | null) {
  const answers = new Map<string, Answer>();
  const sent: { id: string; token: string | undefined; body?: unknown }[] = [];
  let time = Date.parse('2026-11-27T12:00:00Z');
  let tokens = 0;
  answers.set('getPlayer', () => {
    if (!player) throw unauthorized('getPlayer');
    return player;
  });
  answers.set('createSportsbookSession', () => {
    tokens += 1;
    return { token: `bearer-${tokens}`, expires_at: new Date(time + HOUR_MS).toISOString() };
  });
  answers.set('listAccounts', () => ACCOUNTS);
  answers.set('getSettings', (request) => (request.token ? PLAYER_SETTINGS : VISITOR_SETTINGS));
  answers.set('getCompPoints', () => COMP_POINTS);
  answers.set('listStatusGroups', () => STATUS_GROUPS);
  answers.set('signOut', () => undefined);
  const call: Transport = async (definition, request) => {
    sent.push({
      id: definition.id,
      token: request.token,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const answer = answers.get(definition.id);
    if (!answer) throw new Error(`no answer for ${definition.id}`);
    return (await answer(request)) as never;
  };

  const store = createSessionStore();
  const statuses: string[] = [];
  store.subscribe(() => {
    const { status } = store.get();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const local = new Map<string, string>();
  const announced: { kind: LimitEnd; playerId: number | null }[] = [];
  let letLimitEndFinish: () => void = () => {};
  const limitEndMayFinish = new Promise<void>((resolve) => {
    letLimitEndFinish = resolve;
  });
  const outside = {
    openSignIn: vi.fn(),
    setOddsType: vi.fn(),
    report: vi.fn(),
  };
  const client = createSessionClient({
    call,
    now: () => time,
    store,
    localStorage: () => memoryStorage(local),
    ...outside,
    announceLimitEnd: async (kind, playerId) => {
      announced.push({ kind, playerId });
      await limitEndMayFinish;
    },
  });
  return {
    client,
    store,
    statuses,
    answers,
    sent,
    local,
    announced,
    outside,
    advanceClock: (ms: number) => {
      time += ms;
    },
    sentIds: () => sent.map((request) => request.id),
    /** The limit's dialog has loaded: the local sign-out it leads to is done. */
    async limitEndDone() {
      letLimitEndFinish();
      await settled();
    },
  };
}

async function signedIn() {
  const session = aSession(PLAYER);
  await session.client.loadSession('en');
  expect(session.store.get().status).toBe('LOGGED_IN');
  session.sent.length = 0;
  return session;
}

function refuse(session: ReturnType<typeof aSession>, callId: string, error: (callId: string) => Error) {
  session.answers.set(callId, () => {
    throw error(callId);
  });
}

describe('loading a player (spec §4)', () => {
  it('goes PENDING, then LOGGED_IN with profile, accounts, settings, comp points and status groups at once', async () => {
    const { client, store, statuses, sent, sentIds, outside } = aSession(PLAYER);
    const snapshots: unknown[] = [];
    store.subscribe(() => {
      if (store.get().status === 'LOGGED_IN') snapshots.push(store.get());
    });
    expect(store.get().status).toBe('UNKNOWN');
    await client.loadSession('en');
    expect(statuses).toEqual(['PENDING', 'LOGGED_IN']);
    // The first signed-in state already holds everything (one update, not five).
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({
      player: PLAYER,
      accounts: [ACCOUNTS[0]],
      settings: PLAYER_SETTINGS,
      compPoints: COMP_POINTS,
      statusGroups: STATUS_GROUPS,
    });
    // The player's settings are asked for with the bearer token; the rest rides on the session cookie.
    expect(sent).toContainEqual({ id: 'getSettings', token: 'bearer-1' });
    expect(sent.filter((request) => request.token !== undefined)).toHaveLength(1);
    expect(sentIds().sort()).toEqual(
      [
        'createSportsbookSession',
        'getCompPoints',
        'getPlayer',
        'getSettings',
        'listAccounts',
        'listStatusGroups',
      ].sort(),
    );
    // The player's odds display applies.
    expect(outside.setOddsType).toHaveBeenCalledExactlyOnceWith('american');
    expect(outside.report).not.toHaveBeenCalled();
  });

  it('counts comp points answering 401 as empty (spec §8), not as a failure', async () => {
    const session = aSession(PLAYER);
    refuse(session, 'getCompPoints', unauthorized);
    await session.client.loadSession('en');
    expect(session.store.get()).toMatchObject({ status: 'LOGGED_IN', compPoints: null, player: PLAYER });
    expect(session.outside.report).not.toHaveBeenCalled();
  });

  it('gives a visitor NOT_LOGGED_IN with the operator’s settings, and so a player without e-mail or phone', async () => {
    const visitor = aSession(null);
    await visitor.client.loadSession('en');
    expect(visitor.statuses).toEqual(['PENDING', 'NOT_LOGGED_IN']);
    expect(visitor.store.get()).toMatchObject({ player: null, accounts: [], settings: VISITOR_SETTINGS });
    expect(visitor.sentIds()).not.toContain('createSportsbookSession');
    expect(visitor.outside.setOddsType).not.toHaveBeenCalled();

    const anonymous = aSession({ ...PLAYER, email: null, auth_phone_number: null });
    await anonymous.client.loadSession('en');
    expect(anonymous.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null });
    expect(anonymous.outside.report).not.toHaveBeenCalled();
  });

  it('asks nothing about a visitor the server saw without a session cookie (no 401 in the console)', async () => {
    const visitor = aSession(PLAYER);
    await visitor.client.loadSession('en', null);
    expect(visitor.statuses).toEqual(['PENDING', 'NOT_LOGGED_IN']);
    expect(visitor.store.get()).toMatchObject({ player: null, settings: VISITOR_SETTINGS });
    expect(visitor.sentIds()).not.toContain('getPlayer');
  });

  it('asks no bearer token for that visitor while the load is still under way (its 401 would be logged too)', async () => {
    const visitor = aSession(null);
    let answerSettings: () => void = () => {};
    visitor.answers.set(
      'getSettings',
      () =>
        new Promise((resolve) => {
          answerSettings = () => resolve(VISITOR_SETTINGS);
        }),
    );
    const loading = visitor.client.loadSession('en', null);
    await settled();
    expect(visitor.store.get().status).toBe('PENDING');
    expect(await visitor.client.bearerToken('en')).toBeUndefined();
    answerSettings();
    await loading;
    expect(visitor.sentIds()).not.toContain('createSportsbookSession');
  });

  it('lets a sign-out during the load win over the load’s result', async () => {
    const session = aSession(PLAYER);
    let release = () => {};
    let asked = () => {};
    const accountsAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    session.answers.set('listAccounts', () => {
      asked();
      return new Promise((resolve) => {
        release = () => resolve(ACCOUNTS);
      });
    });
    const loading = session.client.loadSession('en');
    await accountsAsked;
    await session.client.signOut('en', { local: true });
    release();
    await loading;
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null, accounts: [] });
    expect(session.local.has(IS_REGISTERED_KEY)).toBe(false);
  });

  it('remembers that this browser is registered once a player has loaded', async () => {
    const session = aSession(PLAYER);
    await session.client.loadSession('en');
    expect(session.local.get(IS_REGISTERED_KEY)).toBe('true');
    const visitor = aSession(null);
    await visitor.client.loadSession('en');
    expect(visitor.local.has(IS_REGISTERED_KEY)).toBe(false);
  });
});

describe('signing in and out (spec §4)', () => {
  it('signs in with the credentials and loads the player it answers, clearing why the dialog was opened', async () => {
    const session = aSession(null);
    await session.client.loadSession('en');
    session.client.promptSignIn('place-bet');
    expect(session.store.get().signInReason).toBe('place-bet');
    expect(session.outside.openSignIn).toHaveBeenCalledOnce();
    session.answers.set('signIn', () => PLAYER);
    session.sent.length = 0;
    await session.client.signIn('en', 'rosa@example.com', 'secret');
    expect(session.sent[0]).toEqual({
      id: 'signIn',
      token: undefined,
      body: { email: 'rosa@example.com', password: 'secret' },
    });
    // The profile comes with the sign-in: not asked for again.
    expect(session.sentIds()).not.toContain('getPlayer');
    expect(session.store.get()).toMatchObject({ status: 'LOGGED_IN', player: PLAYER, signInReason: null });
  });

  it('throws a refused sign-in for the dialog to show, changing nothing', async () => {
    const session = aSession(null);
    await session.client.loadSession('en');
    session.answers.set('signIn', () => {
      throw new ApiCallError('signIn', 422, 'invalid_credentials', undefined, null, 'wrong password');
    });
    await expect(session.client.signIn('en', 'rosa@example.com', 'wrong')).rejects.toMatchObject({
      status: 422,
    });
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null });
  });

  it('signs out at the server, then locally; a failed server sign-out is reported silently', async () => {
    const session = await signedIn();
    await session.client.signOut('en');
    expect(session.sentIds()).toEqual(['signOut']);
    expect(session.store.get()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      compPoints: null,
      statusGroups: [],
      signInReason: null,
    });
    expect(session.outside.openSignIn).not.toHaveBeenCalled();

    const failing = await signedIn();
    const down = new ApiCallError('signOut', 0, 'network', undefined, undefined, 'offline');
    failing.answers.set('signOut', () => {
      throw down;
    });
    await failing.client.signOut('en');
    expect(failing.store.get().status).toBe('NOT_LOGGED_IN');
    expect(failing.outside.report).toHaveBeenCalledExactlyOnceWith(down, {
      where: 'signing out',
      silent: true,
    });
  });

  it('a sign-out drops the bearer token: the next player never goes out with the last one’s', async () => {
    const session = await signedIn();
    await session.client.signOut('en', { local: true });
    expect(await session.client.bearerToken('en')).toBeUndefined();
    // The next player loads while the token service is down: signed in, without a token yet.
    const down = new ApiCallError('createSportsbookSession', 500, 'internal', undefined, null, 'boom');
    session.answers.set('createSportsbookSession', () => {
      throw down;
    });
    await session.client.loadSession('en');
    expect(session.store.get().status).toBe('LOGGED_IN');
    expect(session.outside.report).toHaveBeenCalledExactlyOnceWith(down, {
      where: 'starting the sportsbook session',
    });
    session.answers.set('createSportsbookSession', () => ({
      token: 'bearer-next',
      expires_at: new Date(Date.parse('2026-11-27T14:00:00Z')).toISOString(),
    }));
    expect(await session.client.bearerToken('en')).toBe('bearer-next');
  });
});

describe('the bearer token (spec §7.2)', () => {
  it('is kept while it has more than a minute left, and renewed once it has less', async () => {
    const session = await signedIn();
    session.answers.set('placeBets', () => []);
    session.advanceClock(HOUR_MS - 61_000);
    await session.client.playerCall(placeBets, { locale: 'en', body: PLACEMENT });
    expect(session.sent).toEqual([{ id: 'placeBets', token: 'bearer-1', body: PLACEMENT }]);

    session.sent.length = 0;
    session.advanceClock(2_000);
    await session.client.playerCall(placeBets, { locale: 'en', body: PLACEMENT });
    expect(session.sent).toEqual([
      { id: 'createSportsbookSession', token: undefined },
      { id: 'placeBets', token: 'bearer-2', body: PLACEMENT },
    ]);
  });

  it('is renewed once for calls that ask for it together', async () => {
    const session = await signedIn();
    session.advanceClock(HOUR_MS);
    const tokens = await Promise.all([
      session.client.bearerToken('en'),
      session.client.bearerToken('en'),
      session.client.bearerToken('en'),
    ]);
    expect(tokens).toEqual(['bearer-2', 'bearer-2', 'bearer-2']);
    expect(session.sentIds()).toEqual(['createSportsbookSession']);
  });

  it('a refused token is renewed and the call sent once more with the new one; the player stays signed in', async () => {
    const session = await signedIn();
    session.answers.set('placeBets', (request) => {
      if (request.token === 'bearer-1') throw unauthorized('placeBets');
      return [];
    });
    await expect(session.client.playerCall(placeBets, { locale: 'en', body: PLACEMENT })).resolves.toEqual(
      [],
    );
    expect(
      session.sent.filter((request) => request.id === 'placeBets').map((request) => request.token),
    ).toEqual(['bearer-1', 'bearer-2']);
    expect(session.store.get().status).toBe('LOGGED_IN');
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
  });

  it('is none for a visitor', async () => {
    const session = aSession(null);
    await session.client.loadSession('en');
    expect(await session.client.bearerToken('en')).toBeUndefined();
    expect(session.sentIds()).not.toContain('createSportsbookSession');
  });
});

describe('401 anywhere (spec §8)', () => {
  it('signs out with the session-expired prompt when the token cannot be renewed, never retrying as a visitor', async () => {
    const session = await signedIn();
    session.answers.set('placeBets', (request) => {
      if (request.token !== 'bearer-1') throw new Error('placed without the player’s token');
      throw unauthorized('placeBets');
    });
    refuse(session, 'createSportsbookSession', unauthorized);
    await expect(session.client.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
      callId: 'placeBets',
    });
    expect(session.sent.filter((request) => request.id === 'placeBets')).toEqual([
      { id: 'placeBets', token: 'bearer-1' },
    ]);
    expect(session.store.get()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      compPoints: null,
      statusGroups: [],
      signInReason: 'session-expired',
    });
    expect(session.outside.openSignIn).toHaveBeenCalledOnce();
    // The server has ended the session already: it is not asked to.
    expect(session.sentIds()).not.toContain('signOut');
  });

  it('signs out with the prompt when a renewed token is refused too', async () => {
    const session = await signedIn();
    refuse(session, 'placeBets', unauthorized);
    await expect(session.client.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.sent.filter((request) => request.id === 'placeBets')).toHaveLength(2);
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: 'session-expired' });
    expect(session.outside.openSignIn).toHaveBeenCalledOnce();
  });

  it('signs out with the prompt on a session call’s 401 and on a balance refresh’s, and reports neither', async () => {
    const refreshing = await signedIn();
    refuse(refreshing, 'listAccounts', unauthorized);
    await refreshing.client.refreshAccounts('en', 'a test');
    expect(refreshing.store.get()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      signInReason: 'session-expired',
    });
    expect(refreshing.outside.openSignIn).toHaveBeenCalledOnce();
    expect(refreshing.outside.report).not.toHaveBeenCalled();

    const calling = await signedIn();
    refuse(calling, 'updateLocale', unauthorized);
    await expect(calling.client.sessionCall(updateLocale, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calling.store.get().signInReason).toBe('session-expired');
    expect(calling.outside.openSignIn).toHaveBeenCalledOnce();
    expect(calling.outside.report).not.toHaveBeenCalled();
  });

  it('leaves a visitor’s page alone: a visitor’s call goes without a token and its 401 prompts nothing', async () => {
    const session = aSession(null);
    await session.client.loadSession('en');
    refuse(session, 'placeBets', unauthorized);
    await expect(session.client.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.sent.filter((request) => request.id === 'placeBets')).toEqual([
      { id: 'placeBets', token: undefined },
    ]);
    refuse(session, 'updateLocale', unauthorized);
    await expect(session.client.sessionCall(updateLocale, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
    });
    expect(session.store.get().signInReason).toBeNull();
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
  });

  it('reads the balances again after a placement, and reports a failure that is not the session’s end', async () => {
    const session = await signedIn();
    session.answers.set('listAccounts', () => [{ ...ACCOUNTS[0], balance: 10_000 }, ACCOUNTS[1]]);
    await session.client.refreshAccounts('en', 'a test');
    expect(session.store.get().accounts).toEqual([{ ...ACCOUNTS[0], balance: 10_000 }]);

    const down = new ApiCallError('listAccounts', 500, 'internal', undefined, null, 'boom');
    session.answers.set('listAccounts', () => {
      throw down;
    });
    await session.client.refreshAccounts('en', 'a test');
    expect(session.outside.report).toHaveBeenCalledExactlyOnceWith(down, { where: 'a test' });
    expect(session.store.get().status).toBe('LOGGED_IN');
  });
});

describe('a limit ends the session (spec §8)', () => {
  it('calls refused together show the limit’s dialog once, never the session-expired prompt on top', async () => {
    const session = await signedIn();
    refuse(session, 'updateLocale', sessionLimitReached);
    // Refused once the server revoked the session: a plain 401 (a server that does not say why).
    refuse(session, 'placeBets', unauthorized);
    refuse(session, 'createSportsbookSession', unauthorized);
    const { client } = session;
    const calls = await Promise.allSettled([
      client.sessionCall(updateLocale, { locale: 'en' }),
      client.sessionCall(updateLocale, { locale: 'en' }),
      client.playerCall(placeBets, { locale: 'en' }),
      client.sessionCall(updateLocale, { locale: 'en' }),
      client.refreshAccounts('en', 'a test').then(() => {
        throw new Error('a balance refresh answers nothing');
      }),
    ]);
    expect(calls.every((call) => call.status === 'rejected')).toBe(true);
    await session.limitEndDone();
    expect(session.announced).toEqual([{ kind: 'out-of-session-limit', playerId: PLAYER.id }]);
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null, signInReason: null });
    // A local sign-out: the server has ended the session itself.
    expect(session.sentIds()).not.toContain('signOut');
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
    expect(session.outside.report).not.toHaveBeenCalled();
  });

  it('a balance refresh refused on a limit shows its dialog and reports nothing', async () => {
    const session = await signedIn();
    refuse(session, 'listAccounts', sessionLimitReached);
    await session.client.refreshAccounts('en', 'a test');
    await session.limitEndDone();
    expect(session.announced).toEqual([{ kind: 'out-of-session-limit', playerId: PLAYER.id }]);
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: null });
    expect(session.outside.report).not.toHaveBeenCalled();
  });

  it('a token refused on a session limit (403 on POST /sportsbook_sessions) ends it the same way', async () => {
    const session = await signedIn();
    session.advanceClock(HOUR_MS);
    refuse(session, 'createSportsbookSession', sessionLimitReached);
    await expect(session.client.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({
      name: 'SessionLimitReachedError',
    });
    expect(session.sentIds()).not.toContain('placeBets');
    await session.limitEndDone();
    expect(session.announced).toEqual([{ kind: 'out-of-session-limit', playerId: PLAYER.id }]);
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: null });
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
  });

  it('an activity limit answered to any call shows the activity-limit dialog, not the session-expired prompt', async () => {
    const session = await signedIn();
    refuse(session, 'updateLocale', activityLimitReached);
    await expect(session.client.sessionCall(updateLocale, { locale: 'en' })).rejects.toMatchObject({
      status: 401,
    });
    await session.limitEndDone();
    expect(session.announced).toEqual([{ kind: 'activity-limit-reached', playerId: PLAYER.id }]);
    expect(session.store.get()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: null });
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
  });

  it('a second limit after the first has ended is shown again (once per end, not once per page)', async () => {
    const session = await signedIn();
    refuse(session, 'updateLocale', sessionLimitReached);
    await session.client.sessionCall(updateLocale, { locale: 'en' }).catch(() => {});
    await session.limitEndDone();
    await session.client.loadSession('en');
    expect(session.store.get().status).toBe('LOGGED_IN');
    await session.client.sessionCall(updateLocale, { locale: 'en' }).catch(() => {});
    await settled();
    expect(session.announced).toHaveLength(2);
    expect(session.store.get().status).toBe('NOT_LOGGED_IN');
  });

  it('a page loaded once the limit is used up is a visitor’s with the out-of-session-limit dialog, nothing reported', async () => {
    const session = aSession(PLAYER);
    refuse(session, 'getPlayer', sessionLimitReached);
    await session.client.loadSession('en');
    await session.limitEndDone();
    // Whose session it was is not known: no other tab is told.
    expect(session.announced).toEqual([{ kind: 'out-of-session-limit', playerId: null }]);
    expect(session.statuses).toEqual(['PENDING', 'NOT_LOGGED_IN']);
    expect(session.store.get()).toMatchObject({ player: null, accounts: [], settings: VISITOR_SETTINGS });
    expect(session.outside.openSignIn).not.toHaveBeenCalled();
    expect(session.outside.report).not.toHaveBeenCalled();
  });

  it('a limit answered to the accounts and comp points during the load ends it the same way', async () => {
    const session = aSession(PLAYER);
    refuse(session, 'listAccounts', sessionLimitReached);
    refuse(session, 'getCompPoints', sessionLimitReached);
    await session.client.loadSession('en');
    await session.limitEndDone();
    expect(session.announced).toEqual([{ kind: 'out-of-session-limit', playerId: PLAYER.id }]);
    expect(session.store.get()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      settings: VISITOR_SETTINGS,
    });
    expect(session.outside.setOddsType).not.toHaveBeenCalled();
    expect(session.outside.report).not.toHaveBeenCalled();
  });
});
