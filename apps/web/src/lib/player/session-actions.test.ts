import type { Player } from '@sportsbook/contract/entities/player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, type BrowserRequest } from '@/lib/api/browser-call';

/*
 * The player's session in the browser (spec §4 loading a player, sign-out, §8 401 anywhere), with the
 * backend played by a fake `browserCall` that answers each call by its id.
 */

type Answer = (request: BrowserRequest) => unknown;

const answers = new Map<string, Answer>();
const sent: { id: string; token: string | undefined }[] = [];

vi.mock('@/lib/api/browser-call', async (original) => {
  const actual = await original<typeof import('@/lib/api/browser-call')>();
  return {
    ...actual,
    browserCall: vi.fn(async (call: { id: string }, request: BrowserRequest) => {
      sent.push({ id: call.id, token: request.token });
      const answer = answers.get(call.id);
      if (!answer) throw new Error(`no answer for ${call.id}`);
      return answer(request);
    }),
  };
});
const openModal = vi.fn();
vi.mock('@/lib/url/modal-url', () => ({ openModal: (name: string) => openModal(name) }));
/** What would be reported: what reaches `reportError` and passes spec §8's filter (core ERRF rules), as there. */
const reported = vi.fn();
vi.mock('@/lib/errors/report', async () => {
  const { reportDecision } = await import('@sportsbook/core/errors/report-filter');
  return {
    reportError: (error: unknown, context?: unknown) => {
      if (reportDecision({ error }).report) reported(error, context);
    },
  };
});
vi.mock('@/lib/odds/odds-type-store', () => ({ setOddsType: vi.fn() }));
const broadcast = vi.fn();
vi.mock('@/lib/responsible-gambling/rg-broadcast', () => ({
  broadcastRg: (message: unknown) => broadcast(message),
}));
/** The limit-end module loads only when the test lets it (a page loads it on demand, off the first load). */
let letSessionEndLoad: () => void = () => {};

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
const PLAYER_SETTINGS = { active_odds_type: 'decimal', who: 'player' };
const VISITOR_SETTINGS = { active_odds_type: 'decimal', who: 'visitor' };
const COMP_POINTS = { points: 12, programme: { min: 100, max: 100_000 } };
const STATUS_GROUPS = [{ id: 90, key: 'test', member: true }];

/** A backend where `player` is signed in (or nobody, with null). */
function backend(player: Player | null): void {
  answers.set('getPlayer', () => {
    if (!player) throw unauthorized('getPlayer');
    return player;
  });
  answers.set('createSportsbookSession', () => ({
    token: 'bearer-1',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  }));
  answers.set('listAccounts', () => ACCOUNTS);
  answers.set('getSettings', (request) => (request.token ? PLAYER_SETTINGS : VISITOR_SETTINGS));
  answers.set('getCompPoints', () => COMP_POINTS);
  answers.set('listStatusGroups', () => STATUS_GROUPS);
  answers.set('signOut', () => undefined);
}

/** A fake local storage (node has none), so the is-registered flag can be seen. */
function fakeLocalStorage(): Map<string, string> {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { hostname: 'x' } });
  vi.stubGlobal('document', { cookie: '' });
  return items;
}

async function load() {
  const store = await import('./session-store');
  const actions = await import('./session-actions');
  const statuses: string[] = [];
  store.subscribeSession(() => {
    const status = store.getSession().status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return { store, actions, statuses };
}

beforeEach(() => {
  vi.resetModules();
  answers.clear();
  sent.length = 0;
  openModal.mockClear();
  reported.mockClear();
  broadcast.mockClear();
  const sessionEndLoads = new Promise<void>((resolve) => {
    letSessionEndLoad = resolve;
  });
  vi.doMock('./session-end', async (original) => {
    await sessionEndLoads;
    return original();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading a player (spec §4)', () => {
  it('goes PENDING, then LOGGED_IN with profile, accounts, settings, comp points and status groups at once', async () => {
    backend(PLAYER);
    const { store, actions, statuses } = await load();
    const snapshots: unknown[] = [];
    store.subscribeSession(() => {
      if (store.getSession().status === 'LOGGED_IN') snapshots.push(store.getSession());
    });
    expect(store.getSession().status).toBe('UNKNOWN');
    await actions.loadSession('en');
    expect(statuses).toEqual(['PENDING', 'LOGGED_IN']);
    // The first signed-in state already holds everything (one update, not five).
    expect(snapshots[0]).toMatchObject({
      player: PLAYER,
      accounts: [ACCOUNTS[0]],
      settings: PLAYER_SETTINGS,
      compPoints: COMP_POINTS,
      statusGroups: STATUS_GROUPS,
    });
    // The player's settings are asked for with the bearer token; the rest rides on the session cookie.
    expect(sent).toContainEqual({ id: 'getSettings', token: 'bearer-1' });
    expect(sent.map((call) => call.id).sort()).toEqual(
      [
        'createSportsbookSession',
        'getCompPoints',
        'getPlayer',
        'getSettings',
        'listAccounts',
        'listStatusGroups',
      ].sort(),
    );
    expect(reported).not.toHaveBeenCalled();
  });

  it('counts comp points answering 401 as empty (spec §8), not as a failure', async () => {
    backend(PLAYER);
    answers.set('getCompPoints', () => {
      throw unauthorized('getCompPoints');
    });
    const { store, actions } = await load();
    await actions.loadSession('en');
    expect(store.getSession()).toMatchObject({ status: 'LOGGED_IN', compPoints: null, player: PLAYER });
    expect(reported).not.toHaveBeenCalled();
  });

  it('gives a visitor NOT_LOGGED_IN with the operator’s settings, and so a player without e-mail or phone', async () => {
    backend(null);
    let { store, actions, statuses } = await load();
    await actions.loadSession('en');
    expect(statuses).toEqual(['PENDING', 'NOT_LOGGED_IN']);
    expect(store.getSession()).toMatchObject({ player: null, accounts: [], settings: VISITOR_SETTINGS });

    vi.resetModules();
    backend({ ...PLAYER, email: null, auth_phone_number: null });
    ({ store, actions, statuses } = await load());
    await actions.loadSession('en');
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null });
  });

  it('lets a sign-out during the load win over the load’s result', async () => {
    backend(PLAYER);
    let release = () => {};
    answers.set('listAccounts', () => new Promise((resolve) => (release = () => resolve(ACCOUNTS))));
    const { store, actions } = await load();
    const loading = actions.loadSession('en');
    await vi.waitFor(() => expect(sent.map((call) => call.id)).toContain('listAccounts'));
    await actions.signOut('en', { local: true });
    release();
    await loading;
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null, accounts: [] });
  });

  it('remembers that this browser is registered without waiting for consent (an essential key)', async () => {
    const local = fakeLocalStorage();
    const consent = await import('@/lib/privacy/consent-store');
    consent.configureConsent(true);
    backend(PLAYER);
    const { actions } = await load();
    await actions.loadSession('en');
    expect(local.get('isRegistered')).toBe('true');
  });
});

describe('401 anywhere (spec §8)', () => {
  async function signedIn() {
    backend(PLAYER);
    const loaded = await load();
    await loaded.actions.loadSession('en');
    expect(loaded.store.getSession().status).toBe('LOGGED_IN');
    sent.length = 0;
    return loaded;
  }
  const placeBets = { id: 'placeBets' } as Parameters<typeof import('./session-actions').playerCall>[0];

  it('signs out with the session-expired prompt when the token cannot be renewed, never retrying as a visitor', async () => {
    const { store, actions } = await signedIn();
    answers.set('placeBets', (request) => {
      if (request.token !== 'bearer-1') throw new Error('placed without the player’s token');
      throw unauthorized('placeBets');
    });
    answers.set('createSportsbookSession', () => {
      throw unauthorized('createSportsbookSession');
    });
    await expect(actions.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(sent.filter((call) => call.id === 'placeBets')).toEqual([{ id: 'placeBets', token: 'bearer-1' }]);
    expect(store.getSession()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      compPoints: null,
      statusGroups: [],
      signInReason: 'session-expired',
    });
    expect(openModal).toHaveBeenCalledWith('sign-in');
  });

  it('signs out with the prompt when a renewed token is refused too', async () => {
    const { store, actions } = await signedIn();
    answers.set('placeBets', () => {
      throw unauthorized('placeBets');
    });
    await expect(actions.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(sent.filter((call) => call.id === 'placeBets')).toHaveLength(2);
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: 'session-expired' });
  });

  it('signs out with the prompt on a session call’s 401 and on a balance refresh’s, and reports neither', async () => {
    let { store, actions } = await signedIn();
    answers.set('listAccounts', () => {
      throw unauthorized('listAccounts');
    });
    await actions.refreshAccounts('en', 'a test');
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: 'session-expired' });
    expect(reported).not.toHaveBeenCalled();

    vi.resetModules();
    openModal.mockClear();
    ({ store, actions } = await signedIn());
    const updateLocale = { id: 'updateLocale' } as Parameters<typeof actions.sessionCall>[0];
    answers.set('updateLocale', () => {
      throw unauthorized('updateLocale');
    });
    await expect(actions.sessionCall(updateLocale, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(store.getSession().signInReason).toBe('session-expired');
    expect(openModal).toHaveBeenCalledWith('sign-in');
  });

  it('leaves a visitor’s page alone: a visitor’s call goes without a token and its 401 prompts nothing', async () => {
    backend(null);
    const { store, actions } = await load();
    await actions.loadSession('en');
    answers.set('placeBets', () => {
      throw unauthorized('placeBets');
    });
    await expect(actions.playerCall(placeBets, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(sent.filter((call) => call.id === 'placeBets')).toEqual([{ id: 'placeBets', token: undefined }]);
    expect(store.getSession().signInReason).toBeNull();
    expect(openModal).not.toHaveBeenCalled();
  });
});

describe('a limit ends the session (spec §8)', () => {
  async function signedIn() {
    backend(PLAYER);
    const loaded = await load();
    await loaded.actions.loadSession('en');
    expect(loaded.store.getSession().status).toBe('LOGGED_IN');
    sent.length = 0;
    return loaded;
  }
  const placeBets = { id: 'placeBets' } as Parameters<typeof import('./session-actions').playerCall>[0];
  const updateLocale = { id: 'updateLocale' } as Parameters<
    typeof import('./session-actions').sessionCall
  >[0];

  /** The limit-end module loads; the dialog on show once it has done its work. */
  async function limitEndDone() {
    letSessionEndLoad();
    const { getRgDialog } = await import('@/lib/responsible-gambling/rg-store');
    await vi.waitFor(() => expect(getRgDialog()).not.toBeNull());
    return getRgDialog();
  }

  it('calls refused together show the limit’s dialog once, never the session-expired prompt on top', async () => {
    const { store, actions } = await signedIn();
    answers.set('updateLocale', () => {
      throw sessionLimitReached('updateLocale');
    });
    // Refused once the server revoked the session: a plain 401 (a server that does not say why).
    answers.set('placeBets', () => {
      throw unauthorized('placeBets');
    });
    answers.set('createSportsbookSession', () => {
      throw unauthorized('createSportsbookSession');
    });
    const calls = await Promise.allSettled([
      actions.sessionCall(updateLocale, { locale: 'en' }),
      actions.sessionCall(updateLocale, { locale: 'en' }),
      actions.playerCall(placeBets, { locale: 'en' }),
      actions.sessionCall(updateLocale, { locale: 'en' }),
      actions.refreshAccounts('en', 'a test').then(() => {
        throw new Error('a balance refresh answers nothing');
      }),
    ]);
    expect(calls.every((call) => call.status === 'rejected')).toBe(true);
    expect(await limitEndDone()).toEqual({ kind: 'out-of-session-limit' });
    expect(broadcast.mock.calls).toEqual([[{ type: 'out-of-session-limit', playerId: PLAYER.id }]]);
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', player: null, signInReason: null });
    expect(openModal).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });

  it('a balance refresh refused on a limit shows its dialog and reports nothing', async () => {
    const { store, actions } = await signedIn();
    answers.set('listAccounts', () => {
      throw sessionLimitReached('listAccounts');
    });
    await actions.refreshAccounts('en', 'a test');
    expect(await limitEndDone()).toEqual({ kind: 'out-of-session-limit' });
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: null });
    expect(reported).not.toHaveBeenCalled();
  });

  it('an activity limit answered to any call shows the activity-limit dialog, not the session-expired prompt', async () => {
    const { store, actions } = await signedIn();
    answers.set('updateLocale', () => {
      throw activityLimitReached('updateLocale');
    });
    await expect(actions.sessionCall(updateLocale, { locale: 'en' })).rejects.toMatchObject({ status: 401 });
    expect(await limitEndDone()).toEqual({ kind: 'activity-limit-reached' });
    expect(store.getSession()).toMatchObject({ status: 'NOT_LOGGED_IN', signInReason: null });
    expect(openModal).not.toHaveBeenCalled();
  });

  it('a page loaded once the limit is used up is a visitor’s with the out-of-session-limit dialog, nothing reported', async () => {
    backend(PLAYER);
    answers.set('getPlayer', () => {
      throw sessionLimitReached('getPlayer');
    });
    const { store, actions, statuses } = await load();
    await actions.loadSession('en');
    expect(await limitEndDone()).toEqual({ kind: 'out-of-session-limit' });
    expect(statuses).toEqual(['PENDING', 'NOT_LOGGED_IN']);
    expect(store.getSession()).toMatchObject({ player: null, accounts: [], settings: VISITOR_SETTINGS });
    expect(openModal).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });

  it('a limit answered to the accounts and comp points during the load ends it the same way', async () => {
    backend(PLAYER);
    answers.set('listAccounts', () => {
      throw sessionLimitReached('listAccounts');
    });
    answers.set('getCompPoints', () => {
      throw sessionLimitReached('getCompPoints');
    });
    const { store, actions } = await load();
    await actions.loadSession('en');
    expect(await limitEndDone()).toEqual({ kind: 'out-of-session-limit' });
    expect(broadcast.mock.calls).toEqual([[{ type: 'out-of-session-limit', playerId: PLAYER.id }]]);
    expect(store.getSession()).toMatchObject({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      settings: VISITOR_SETTINGS,
    });
    expect(reported).not.toHaveBeenCalled();
  });
});
