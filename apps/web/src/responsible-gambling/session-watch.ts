import { trackActivity } from '@sportsbook/contract/platform/account-calls';
import { getSportsbookSessionInfo } from '@sportsbook/contract/platform/session-calls';
import {
  ACTIVITY_PING_MS,
  activityPingDue,
  activityStep,
  REALITY_CHECK_POLL_MS,
  realityCheckStep,
} from '@sportsbook/core/responsible-gambling/session-watch';
import { ApiCallError, browserCall } from '../api/browser-call';
import { reportError } from '../errors/report';
import { signOut } from '../player/session-actions';
import { broadcastRg, onRgBroadcast } from './rg-broadcast';
import { getRgDialog, setRgDialog } from './rg-store';
import { endSessionOnLimit } from './session-end';

/*
 * While a player is signed in (spec §4, §7.1, §8, §9):
 * - the session info is polled every 30 s, never from a cache (browserCall sends `cache: 'no-store'`, the
 *   server answers Cache-Control: no-store); a due reality check opens its dialog here and in the player's
 *   other tabs; a 400 stops the polling;
 * - activity is pinged every 60 s, only while the page is visible: a tab in the background is not play,
 *   and two visible tabs ping the same minute, which the server counts once. A page that becomes visible
 *   again pings at once if its last ping is a minute old. A 401 is the activity limit: local sign-out and
 *   the activity-limit-reached dialog, in every tab.
 * Loaded only once a player has signed in.
 */

/** Starts watching the session of `playerId`; answers the function that stops it. */
export function watchSession(locale: string, playerId: number): () => void {
  let stopped = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastPingAt: number | null = null;

  const stopAll = () => {
    stopped = true;
    clearTimeout(pollTimer);
    clearInterval(pingTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    unlisten();
  };

  const endOn = (kind: 'out-of-session-limit' | 'activity-limit-reached') => {
    stopAll();
    void endSessionOnLimit(locale, kind).catch((error: unknown) =>
      reportError(error, { where: 'ending a session on its limit' }),
    );
  };

  async function poll(): Promise<void> {
    if (stopped) return;
    let step: ReturnType<typeof realityCheckStep>;
    try {
      const info = await browserCall(getSportsbookSessionInfo, { locale });
      if (stopped) return;
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
        reportError(error, { where: 'polling the reality check' });
      step = realityCheckStep({ ok: false, status, code });
    }
    switch (step.kind) {
      case 'hide':
        if (getRgDialog()?.kind === 'reality-check') setRgDialog(null);
        break;
      case 'stop':
        clearTimeout(pollTimer);
        return;
      case 'signed-out':
        stopAll();
        await signOut(locale, { expired: true });
        return;
      case 'out-of-session-limit':
        endOn('out-of-session-limit');
        return;
      default:
        break;
    }
    if (!stopped) pollTimer = setTimeout(() => void poll(), REALITY_CHECK_POLL_MS);
  }

  async function ping(): Promise<void> {
    if (stopped) return;
    lastPingAt = Date.now();
    try {
      await browserCall(trackActivity, { locale });
    } catch (error) {
      if (stopped) return;
      const status = error instanceof ApiCallError ? error.status : 0;
      const step = activityStep(status, error instanceof ApiCallError ? error.code : undefined);
      if (step.kind !== 'continue') endOn(step.kind);
      else if (!(error instanceof ApiCallError) || status >= 500)
        reportError(error, { where: 'tracking activity', silent: true });
    }
  }

  function onVisibility(): void {
    if (activityPingDue(document.visibilityState === 'visible', lastPingAt, Date.now())) void ping();
  }

  // Another tab of the same player: show or close the reality check, or end the session as it did.
  const unlisten = onRgBroadcast((message) => {
    if (stopped || message.playerId !== playerId) return;
    if (message.type === 'reality-check') {
      if (getRgDialog()?.kind !== 'reality-check') setRgDialog({ kind: 'reality-check', info: null });
      clearTimeout(pollTimer);
      void poll();
    } else if (message.type === 'reality-check-continued') {
      if (getRgDialog()?.kind === 'reality-check') setRgDialog(null);
    } else {
      stopAll();
      setRgDialog({ kind: message.type });
      void signOut(locale, { local: true });
    }
  });

  document.addEventListener('visibilitychange', onVisibility);
  pingTimer = setInterval(() => {
    if (document.visibilityState === 'visible') void ping();
  }, ACTIVITY_PING_MS);
  onVisibility();
  void poll();
  return stopAll;
}
