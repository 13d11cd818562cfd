import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PING_MS,
  activityPingDue,
  activityStep,
  elapsedParts,
  parseRgBroadcast,
  REALITY_CHECK_POLL_MS,
  realityCheckStep,
  sessionEndCheckDelay,
} from './session-watch';

describe('session watch', () => {
  it('[RGC1] polls the reality check every 30 s and pings activity every 60 s (spec §9)', () => {
    expect(REALITY_CHECK_POLL_MS).toBe(30_000);
    expect(ACTIVITY_PING_MS).toBe(60_000);
  });

  it('[RGC2] shows a due check, hides an answered one, stops on 400 and ends on 401 or a session limit', () => {
    expect(realityCheckStep({ ok: true, due: true })).toEqual({ kind: 'show', poll: true });
    expect(realityCheckStep({ ok: true, due: false })).toEqual({ kind: 'hide', poll: true });
    expect(realityCheckStep({ ok: false, status: 400, code: 'reality_check_not_configured' })).toEqual({
      kind: 'stop',
      poll: false,
    });
    expect(realityCheckStep({ ok: false, status: 401 })).toEqual({ kind: 'signed-out', poll: false });
    expect(realityCheckStep({ ok: false, status: 403, code: 'session_limit_reached' }).kind).toBe(
      'out-of-session-limit',
    );
    for (const status of [0, 403, 404, 429, 500, 503])
      expect(realityCheckStep({ ok: false, status })).toEqual({ kind: 'wait', poll: true });
  });

  it('[RGC3] 401 activity_limit_reached on the ping is the activity limit, another 401 an expired session; 403 session_limit_reached the session limit', () => {
    expect(activityStep(200)).toEqual({ kind: 'continue' });
    expect(activityStep(401, 'activity_limit_reached')).toEqual({ kind: 'activity-limit-reached' });
    expect(activityStep(401)).toEqual({ kind: 'signed-out' });
    expect(activityStep(401, 'unauthorized')).toEqual({ kind: 'signed-out' });
    expect(activityStep(403, 'session_limit_reached')).toEqual({ kind: 'out-of-session-limit' });
    for (const status of [0, 403, 429, 500]) expect(activityStep(status)).toEqual({ kind: 'continue' });
  });

  it('[RGC4] pings only from a visible page, at most once a minute, at once when it comes back', () => {
    expect(activityPingDue(true, null, 1_000)).toBe(true);
    expect(activityPingDue(false, null, 1_000)).toBe(false);
    expect(activityPingDue(true, 0, ACTIVITY_PING_MS - 1)).toBe(false);
    expect(activityPingDue(true, 0, ACTIVITY_PING_MS)).toBe(true);
    expect(activityPingDue(false, 0, 10 * ACTIVITY_PING_MS)).toBe(false);
  });

  it('[RGC5] takes only well-formed messages from other tabs', () => {
    expect(parseRgBroadcast({ type: 'reality-check', playerId: 7 })).toEqual({
      type: 'reality-check',
      playerId: 7,
    });
    expect(parseRgBroadcast({ type: 'limits-changed', playerId: 3 })).toEqual({
      type: 'limits-changed',
      playerId: 3,
    });
    expect(parseRgBroadcast({ type: 'out-of-session-limit', playerId: 1, extra: true })).toEqual({
      type: 'out-of-session-limit',
      playerId: 1,
    });
    for (const bad of [
      null,
      'reality-check',
      { type: 'reality-check' },
      { type: 'sign-in', playerId: 1 },
      { type: 'reality-check', playerId: '1' },
      { type: 'reality-check', playerId: 0 },
      { type: 'reality-check', playerId: 1.5 },
    ])
      expect(parseRgBroadcast(bad)).toBeNull();
  });

  it('[RGC10] checks the end of the session at its ends_at, never before now', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(sessionEndCheckDelay('2026-03-10T12:05:00.000Z', now)).toBe(300_000);
    expect(sessionEndCheckDelay('2026-03-10T11:00:00.000Z', now)).toBe(0);
    expect(sessionEndCheckDelay(null, now)).toBeNull();
    expect(sessionEndCheckDelay('soon', now)).toBeNull();
    expect(sessionEndCheckDelay('2027-03-10T12:00:00.000Z', now)).toBe(2_147_483_647);
  });

  it('[RGC6] splits elapsed seconds into hours, minutes and seconds', () => {
    expect(elapsedParts(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(elapsedParts(3_725.9)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(elapsedParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(elapsedParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
