/**
 * What the browser does about the sportsbook session while a player is signed in (spec §4, §7.1, §8, §9):
 * the reality-check poll, the activity ping, the answers that end them, and the messages that carry a
 * reality check or a session-limit stop to the player's other tabs. Rule ids RGC* in `packages/core/SPEC.md`.
 */

/** [RGC1] Spec §9: the session info (reality check) is polled every 30 000 ms, never from a cache. */
export const REALITY_CHECK_POLL_MS = 30_000;

/** [RGC1] Spec §9: the activity-tracking ping goes every 60 s. */
export const ACTIVITY_PING_MS = 60_000;

/** How a reality-check poll went: the answer's `due` flag, or the error status (0: not reached). */
export type RealityCheckPollResult =
  | { readonly ok: true; readonly due: boolean }
  | { readonly ok: false; readonly status: number; readonly code?: string | number | undefined };

export type RealityCheckStep =
  /** Show the reality-check modal (and tell the other tabs). */
  | { readonly kind: 'show'; readonly poll: true }
  /** Nothing due: close a reality-check modal another tab has already answered. */
  | { readonly kind: 'hide'; readonly poll: true }
  /** Keep polling, change nothing (not started yet, a passing failure). */
  | { readonly kind: 'wait'; readonly poll: true }
  /** Spec §8: 400 stops polling (no reality check configured). */
  | { readonly kind: 'stop'; readonly poll: false }
  /** The session was refused for a used-up session limit: out-of-session-limit modal, local sign-out. */
  | { readonly kind: 'out-of-session-limit'; readonly poll: false }
  /** The session is gone (401): signed out elsewhere or expired. */
  | { readonly kind: 'signed-out'; readonly poll: false };

/**
 * [RGC2] The step after a reality-check poll: due → show; not due → hide; 400 → stop polling (spec §8);
 * 401 → signed out; 403 session_limit_reached → out of session limit; 404 (no session yet), 429, 5xx and
 * network failures → keep polling.
 */
export function realityCheckStep(result: RealityCheckPollResult): RealityCheckStep {
  if (result.ok) return result.due ? { kind: 'show', poll: true } : { kind: 'hide', poll: true };
  if (result.status === 400) return { kind: 'stop', poll: false };
  if (result.status === 401) return { kind: 'signed-out', poll: false };
  if (result.status === 403 && result.code === 'session_limit_reached')
    return { kind: 'out-of-session-limit', poll: false };
  return { kind: 'wait', poll: true };
}

export type ActivityStep =
  | { readonly kind: 'continue' }
  /** Spec §8: 401 activity_limit_reached → local sign-out and the activity-limit-reached modal. */
  | { readonly kind: 'activity-limit-reached' }
  /** Spec §8: 403 on the session → out-of-session-limit modal and local sign-out. */
  | { readonly kind: 'out-of-session-limit' }
  /** Any other 401: the session expired or was ended elsewhere (sign-out with the session-expired prompt). */
  | { readonly kind: 'signed-out' };

/**
 * [RGC3] The step after an activity ping (status 200 or the error's): 401 activity_limit_reached is the
 * activity limit (spec §7.1, §8: local sign-out and the activity-limit-reached modal); any other 401 is an
 * expired session; 403 session_limit_reached ends the session as a session limit; anything else goes on
 * pinging.
 */
export function activityStep(status: number, code?: string | number): ActivityStep {
  if (status === 401)
    return code === 'activity_limit_reached' ? { kind: 'activity-limit-reached' } : { kind: 'signed-out' };
  if (status === 403 && code === 'session_limit_reached') return { kind: 'out-of-session-limit' };
  return { kind: 'continue' };
}

/** The longest a browser timer waits (2^31 − 1 ms, about 24.8 days); a later end is checked again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * [RGC10] How long until the web asks the server whether the session has ended, from the `ends_at` the
 * server last gave (a session or time limit): at that moment, never before now; null without one or for a
 * date that cannot be read.
 */
export function sessionEndCheckDelay(endsAt: string | null | undefined, now: number): number | null {
  if (!endsAt) return null;
  const at = Date.parse(endsAt);
  if (Number.isNaN(at)) return null;
  return Math.min(LONGEST_TIMER_MS, Math.max(0, at - now));
}

/**
 * [RGC4] Whether a visible page pings now: activity is counted only for a page the player can see (a tab in
 * the background is not play), at most once per interval; a page that becomes visible again pings at once
 * when the last ping is an interval or more ago.
 */
export function activityPingDue(visible: boolean, lastPingAt: number | null, now: number): boolean {
  if (!visible) return false;
  return lastPingAt === null || now - lastPingAt >= ACTIVITY_PING_MS;
}

/** Name of the broadcast channel between the product's tabs (spec §7.4). */
export const RG_BROADCAST_CHANNEL = 'sportsbook-responsible-gambling';

/**
 * Messages between tabs (spec §7.4: reality-check and out-of-session-limit messages cross tabs): a reality
 * check is due (show it), it was answered (close it), the limits changed (look again), the session ended
 * on a limit (show why, sign out).
 * `playerId` keeps a message for the player it was about.
 */
export type RgBroadcast =
  | { readonly type: 'reality-check'; readonly playerId: number }
  /** The player's limits changed (the limits page): a stopped reality-check poll starts again. */
  | { readonly type: 'limits-changed'; readonly playerId: number }
  | { readonly type: 'reality-check-continued'; readonly playerId: number }
  | { readonly type: 'out-of-session-limit'; readonly playerId: number }
  | { readonly type: 'activity-limit-reached'; readonly playerId: number };

const BROADCAST_TYPES: readonly RgBroadcast['type'][] = [
  'reality-check',
  'limits-changed',
  'reality-check-continued',
  'out-of-session-limit',
  'activity-limit-reached',
];

/** [RGC5] A message from another tab, or null when it is not one of ours (anything can post to a channel). */
export function parseRgBroadcast(data: unknown): RgBroadcast | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, playerId } = data as { type?: unknown; playerId?: unknown };
  if (typeof type !== 'string' || !(BROADCAST_TYPES as readonly string[]).includes(type)) return null;
  if (typeof playerId !== 'number' || !Number.isInteger(playerId) || playerId <= 0) return null;
  return { type: type as RgBroadcast['type'], playerId };
}

/** [RGC6] Whole hours, minutes and seconds of an elapsed time in seconds (negative and fractions count as 0 / down). */
export function elapsedParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
