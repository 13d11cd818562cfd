import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserRequest } from '@/lib/api/browser-call';
import { announceLimitsChanged } from '@/lib/responsible-gambling/rg-broadcast';
import { type SessionWatchPorts, watchSession } from './session-watch';

/*
 * The session watch of a signed-in page (spec §7.1, §9): the reality-check poll against a fake backend
 * (`browserCall` answered by call id), on fake timers, with a page whose visibility the test sets.
 */

type Answer = (request: BrowserRequest) => unknown;
const answers = new Map<string, Answer>();
const sent: string[] = [];

/** The watch's ports: a backend answering by call id, and the session's outside effects recorded. */
function ports(page: SessionWatchPorts['page']): SessionWatchPorts {
  return {
    call: (async (call: { id: string }, request: BrowserRequest) => {
      sent.push(call.id);
      const answer = answers.get(call.id);
      if (!answer) throw new Error(`no answer for ${call.id}`);
      return answer(request);
    }) as SessionWatchPorts['call'],
    report: vi.fn(),
    endSessionOnLimit: vi.fn(),
    sessionExpired: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    page,
  };
}

const PLAYER_ID = 7;

function sessionInfo() {
  const now = new Date(Date.now()).toISOString();
  return {
    id: 1,
    started_at: now,
    elapsed_seconds: 0,
    currency: 'EUR',
    subunits: 100,
    bets_sum: 0,
    wins_sum: 0,
    net_result: 0,
    reality_check: { interval_seconds: 900, last_acknowledged_at: now, next_at: now, due: false },
    ends_at: null,
  };
}

/** A page whose visibility the test sets; changing it fires `visibilitychange` as a browser does. */
function aPage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    page: page as unknown as SessionWatchPorts['page'],
    show(visible: boolean) {
      page.visibilityState = visible ? 'visible' : 'hidden';
      for (const listener of listeners) listener();
    },
  };
}

const polls = () => sent.filter((id) => id === 'getSportsbookSessionInfo').length;

beforeEach(() => {
  vi.useFakeTimers();
  answers.clear();
  sent.length = 0;
  // No channel between tabs in these tests (node has one; a page without it keeps to itself).
  vi.stubGlobal('BroadcastChannel', undefined);
  answers.set('getSportsbookSessionInfo', () => sessionInfo());
  answers.set('trackActivity', () => ({
    active_seconds: 0,
    remaining_seconds: null,
    session_ends_at: null,
    reality_check_interval_seconds: 1800,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reality-check poll (spec §7.1, §9)', () => {
  it('stops while the page is hidden and polls at once when it is visible again', async () => {
    const page = aPage();
    const stop = watchSession('en', PLAYER_ID, ports(page.page));
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls()).toBe(2);

    // In the background for five minutes: no poll keeps the session going.
    page.show(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(polls()).toBe(2);

    // Back: a poll at once (a due check shows now), then every 30 s again.
    page.show(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls()).toBe(4);
    stop();
  });

  it('never asks a player without a reality check (no 400 to log), and starts when one is set', async () => {
    const page = aPage();
    let interval: number | null = null;
    answers.set('trackActivity', () => ({
      active_seconds: 0,
      remaining_seconds: null,
      session_ends_at: null,
      reality_check_interval_seconds: interval,
    }));
    const stop = watchSession('en', PLAYER_ID, ports(page.page));
    await vi.advanceTimersByTimeAsync(0);
    // The sentinel: the first activity ping went out and was answered.
    expect(sent).toContain('trackActivity');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(polls()).toBe(0);

    // Set on the limits page: the ping that follows says so, and the poll starts.
    interval = 1800;
    announceLimitsChanged(PLAYER_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(polls()).toBe(2);
    stop();
  });

  it('runs one poll at a time: asked again while one is on its way, it polls once more after it', async () => {
    const page = aPage();
    const pending: (() => void)[] = [];
    answers.set(
      'getSportsbookSessionInfo',
      () => new Promise((resolve) => pending.push(() => resolve(sessionInfo()))),
    );
    const stop = watchSession('en', PLAYER_ID, ports(page.page));
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);

    // The limits page saved twice while the first poll was out: no poll alongside it.
    announceLimitsChanged(PLAYER_ID);
    announceLimitsChanged(PLAYER_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(1);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toBe(2);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);

    // One chain of polls from here: one every 30 s.
    for (const expected of [3, 4, 5]) {
      await vi.advanceTimersByTimeAsync(30_000);
      expect(polls()).toBe(expected);
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    stop();
  });
});
