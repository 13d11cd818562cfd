import { trackActivity } from '@sportsbook/contract/platform/account-calls';
import { createSportsbookSession } from '@sportsbook/contract/platform/platform-calls';
import { getSportsbookSessionInfo } from '@sportsbook/contract/platform/session-calls';
import {
  ACTIVITY_PING_MS,
  activityPingDue,
  activityStep,
  REALITY_CHECK_POLL_MS,
  realityCheckStep,
  sessionEndCheckDelay,
} from '@sportsbook/core/responsible-gambling/session-watch';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { endSessionOnLimit, type LimitEnd, sessionExpired, signOut } from '@/lib/player/session-actions';
import type { Transport } from '@/lib/player/session-client';
import { broadcastRg, onLimitsChanged, onRgBroadcast } from '@/lib/responsible-gambling/rg-broadcast';
import { getRgDialog, setRgDialog } from '@/lib/responsible-gambling/rg-store';

/*
 * While a player is signed in (spec §4, §7.1, §8, §9):
 * - the session info is polled every 30 s while the page is visible, never from a cache (browserCall sends
 *   `cache: 'no-store'`, the server answers Cache-Control: no-store); a hidden page stops polling and polls
 *   at once when it is visible again (a tab in the background is not play, and a due check waits for the
 *   player to see it; another tab's check still reaches it through the broadcast channel). One poll at a
 *   time: asking for one while one runs polls again once it is done. A due reality check opens its dialog
 *   here and in the player's other tabs; polling starts once an activity ping reports a reality check in
 *   force (`reality_check_interval_seconds`), so a player without one is not polled; a 400 (no reality
 *   check any more) stops the polling until the player's
 *   limits change: a save on the limits page (this tab or another), or an activity ping that reports a
 *   reality check in force (set on another device, or applied after its 24 hours);
 * - activity is pinged every 60 s, only while the page is visible: a tab in the background is not play,
 *   and two visible tabs ping the same minute, which the server counts once. A page that becomes visible
 *   again pings at once if its last ping is a minute old. A 401 activity_limit_reached is the activity
 *   limit: local sign-out and the activity-limit-reached dialog, in every tab; any other 401 is an expired
 *   session (sign-out, session-expired prompt);
 * - at the `ends_at` the server last gave (session info or ping: a session or time limit), the session is
 *   checked with the server (POST /sportsbook_sessions): a 403 session_limit_reached ends it here with the
 *   out-of-session-limit dialog; time spent idle does not count, so the server may let it go on.
 * Loaded only once a player has signed in.
 */

/** What the watch needs from the rest of the page: the page's own in the app, fakes in tests. */
export interface SessionWatchPorts {
  readonly call: Transport;
  readonly report: typeof reportError;
  readonly endSessionOnLimit: typeof endSessionOnLimit;
  readonly sessionExpired: typeof sessionExpired;
  readonly signOut: typeof signOut;
  /** Its visibility and `visibilitychange`. */
  readonly page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

const APP_PORTS = (): SessionWatchPorts => ({
  call: browserCall,
  report: reportError,
  endSessionOnLimit,
  sessionExpired,
  signOut,
  page: document,
});

/** Starts watching the session of `playerId`; answers the function that stops it. */
export function watchSession(
  locale: string,
  playerId: number,
  ports: SessionWatchPorts = APP_PORTS(),
): () => void {
  const { call, report, page } = ports;
  let stopped = false;
  /** False once a 400 said there is no reality check to poll. */
  let polling = false;
  /** A poll is on its way; `pollAgain`: another was asked for meanwhile. */
  let pollInFlight = false;
  let pollAgain = false;
  /** The next poll waits for the page to be visible. */
  let pollPaused = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the server said a session or time limit ends the session (ms), if it did. */
  let expectedEndAt: number | null = null;
  let lastPingAt: number | null = null;

  const stopAll = () => {
    stopped = true;
    clearTimeout(pollTimer);
    clearInterval(pingTimer);
    clearTimeout(endTimer);
    page.removeEventListener('visibilitychange', onVisibility);
    unlisten();
    unlistenLimits();
  };

  const endOn = (kind: LimitEnd) => {
    stopAll();
    ports.endSessionOnLimit(locale, kind, playerId);
  };

  const expired = () => {
    // Gone at the moment the server said a limit would end it: another tab (or call) got the 403 first.
    if (expectedEndAt !== null && Date.now() >= expectedEndAt) {
      endOn('out-of-session-limit');
      return;
    }
    stopAll();
    void ports.sessionExpired(locale);
  };

  /** Checks with the server at the session's end (the latest `ends_at` heard wins). */
  function expectEndAt(endsAt: string | null): void {
    const delay = checkAt(endsAt);
    expectedEndAt = delay === null ? null : Date.now() + delay;
  }

  /** Schedules the check at `at`; answers the delay (null: nothing to check). */
  function checkAt(at: string | null): number | null {
    clearTimeout(endTimer);
    const delay = sessionEndCheckDelay(at, Date.now());
    if (delay !== null && !stopped) endTimer = setTimeout(() => void checkEnd(), delay);
    return delay;
  }

  async function checkEnd(): Promise<void> {
    if (stopped) return;
    try {
      const session = await call(createSportsbookSession, { locale });
      // Not over (idle time did not count, or a limit changed): check again when this token runs out, unless
      // a ping or a poll says when the session ends first.
      if (!stopped) {
        expectedEndAt = null;
        checkAt(session.expires_at);
      }
    } catch (error) {
      if (stopped) return;
      const status = error instanceof ApiCallError ? error.status : 0;
      const code = error instanceof ApiCallError ? error.code : undefined;
      if (status === 403 && code === 'session_limit_reached') endOn('out-of-session-limit');
      else if (status === 401) expired();
      else {
        if (!(error instanceof ApiCallError) || status >= 500)
          report(error, { where: 'checking the end of the session', silent: true });
        // Not reached: try again in a minute.
        endTimer = setTimeout(() => void checkEnd(), ACTIVITY_PING_MS);
      }
    }
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    if (pollInFlight) {
      pollAgain = true;
      return;
    }
    pollInFlight = true;
    pollPaused = false;
    try {
      await pollOnce();
    } finally {
      pollInFlight = false;
    }
    if (stopped) return;
    if (pollAgain) {
      pollAgain = false;
      void poll();
    } else if (polling) schedulePoll();
  }

  /** The next poll in 30 s, unless the page is hidden by then: then once it is visible again. */
  function schedulePoll(): void {
    clearTimeout(pollTimer);
    const pollIfVisible = () => {
      if (page.visibilityState === 'visible') void poll();
      else pollPaused = true;
    };
    if (page.visibilityState === 'visible') pollTimer = setTimeout(pollIfVisible, REALITY_CHECK_POLL_MS);
    else pollPaused = true;
  }

  async function pollOnce(): Promise<void> {
    polling = true;
    let step: ReturnType<typeof realityCheckStep>;
    try {
      const info = await call(getSportsbookSessionInfo, { locale });
      if (stopped) return;
      expectEndAt(info.ends_at);
      step = realityCheckStep({ ok: true, due: info.reality_check.due });
      if (step.kind === 'show') {
        const showing = getRgDialog();
        setRgDialog({ kind: 'reality-check', info });
        if (showing?.kind !== 'reality-check' || showing.info === null)
          broadcastRg({ type: 'reality-check', playerId });
      }
    } catch (error) {
      if (stopped) return;
      const status = error instanceof ApiCallError ? error.status : 0;
      const code = error instanceof ApiCallError ? error.code : undefined;
      if (!(error instanceof ApiCallError) || status >= 500)
        report(error, { where: 'polling the reality check' });
      step = realityCheckStep({ ok: false, status, code });
    }
    switch (step.kind) {
      case 'hide':
        if (getRgDialog()?.kind === 'reality-check') setRgDialog(null);
        break;
      case 'stop':
        polling = false;
        return;
      case 'signed-out':
        expired();
        return;
      case 'out-of-session-limit':
        endOn('out-of-session-limit');
        return;
      default:
        return;
    }
  }

  /** Polls now (again), whether or not a 400 had stopped the polling. */
  function pollNow(): void {
    clearTimeout(pollTimer);
    void poll();
  }

  async function ping(): Promise<void> {
    if (stopped) return;
    lastPingAt = Date.now();
    try {
      const track = await call(trackActivity, { locale });
      if (stopped) return;
      expectEndAt(track.session_ends_at);
      // A reality check in force while the poll had stopped on 400: set elsewhere, or applied since.
      if (track.reality_check_interval_seconds !== null && !polling) pollNow();
    } catch (error) {
      if (stopped) return;
      const status = error instanceof ApiCallError ? error.status : 0;
      const step = activityStep(status, error instanceof ApiCallError ? error.code : undefined);
      if (step.kind === 'signed-out') expired();
      else if (step.kind !== 'continue') endOn(step.kind);
      else if (!(error instanceof ApiCallError) || status >= 500)
        report(error, { where: 'tracking activity', silent: true });
    }
  }

  function onVisibility(): void {
    const visible = page.visibilityState === 'visible';
    if (activityPingDue(visible, lastPingAt, Date.now())) void ping();
    if (visible && pollPaused) pollNow();
  }

  /**
   * The limits changed: a new reality check or session limit is heard of at once. A running poll asks again;
   * otherwise the ping's answer says whether there is a reality check to poll now.
   */
  function limitsChanged(): void {
    const visible = page.visibilityState === 'visible';
    if (polling || !visible) pollNow();
    if (visible) void ping();
  }

  // Another tab of the same player: show or close the reality check, look at changed limits, or end the
  // session as it did.
  const unlisten = onRgBroadcast((message) => {
    if (stopped || message.playerId !== playerId) return;
    if (message.type === 'reality-check') {
      if (getRgDialog()?.kind !== 'reality-check') setRgDialog({ kind: 'reality-check', info: null });
      pollNow();
    } else if (message.type === 'reality-check-continued') {
      if (getRgDialog()?.kind === 'reality-check') setRgDialog(null);
    } else if (message.type === 'limits-changed') {
      limitsChanged();
    } else {
      stopAll();
      setRgDialog({ kind: message.type });
      void ports.signOut(locale, { local: true });
    }
  });
  const unlistenLimits = onLimitsChanged((changed) => {
    if (!stopped && changed === playerId) limitsChanged();
  });

  page.addEventListener('visibilitychange', onVisibility);
  pingTimer = setInterval(() => {
    if (page.visibilityState === 'visible') void ping();
  }, ACTIVITY_PING_MS);
  // The first ping says whether a reality check is in force (`reality_check_interval_seconds`) and starts the
  // poll only then: a player without one is never asked about it (no 400 in every page's console).
  onVisibility();
  return stopAll;
}
