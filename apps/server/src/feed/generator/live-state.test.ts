import { describe, expect, it } from 'vitest';
import { SPORT_MARKETS } from '../../catalog/market-templates';
import { sportModel } from '../pricing/sport-models';
import { generateLiveState, type LiveState } from './live-state';
import { Random } from './random';
import { sportTimeline } from './sport-timelines';

const NOW = Date.parse('2026-11-21T15:30:00.000Z');

function states(sportKey: string, count = 60): LiveState[] {
  const random = new Random(99, sportKey);
  return Array.from({ length: count }, () =>
    generateLiveState({ sportKey, ratings: { home: 1550, away: 1480 }, tempo: 1, now: NOW }, random),
  );
}

describe('live states', () => {
  it.each(Object.keys(SPORT_MARKETS))('puts %s matches in play, never finished', (sportKey) => {
    const model = sportModel(sportKey);
    for (const state of states(sportKey)) {
      expect(state.wallSeconds).toBeGreaterThan(0);
      expect(state.stage).toMatch(/^(\d+(st|nd|rd|th)_\w+|halftime|\d(st|nd)_pause)$/);
      if (model.engine === 'sets') {
        const need = Math.ceil(model.bestOf / 2);
        expect(Math.max(state.score.home, state.score.away)).toBeLessThan(need);
        // Sets won are the sets whose score shows a winner.
        const completed = state.periodScores.slice(0, state.score.home + state.score.away);
        expect(completed.filter((s) => s.home > s.away).length).toBe(state.score.home);
      } else {
        expect(state.progress).toBeGreaterThan(0);
        expect(state.progress).toBeLessThan(1);
        const sum = state.periodScores.reduce((a, p) => ({ home: a.home + p.home, away: a.away + p.away }), {
          home: 0,
          away: 0,
        });
        expect(sum).toEqual(state.score);
      }
    }
  });

  it('runs a football clock up to 90 minutes, stopped only at half time', () => {
    for (const state of states('football', 200)) {
      const clock = state.clock;
      expect(clock).not.toBeNull();
      expect(clock?.match_time).toBeLessThanOrEqual(5400);
      expect(clock?.stopped).toBe(state.stage === 'halftime');
      if (clock?.stoppage_time) expect(clock.match_time === 2700 || clock.match_time === 5400).toBe(true);
      expect(clock?.clock_updated_at).toBe(new Date(NOW).toISOString());
      expect(state.corners.home + state.corners.away).toBeGreaterThanOrEqual(0);
    }
    expect(states('football', 200).some((s) => s.stage === 'halftime')).toBe(true);
  });

  it('counts a basketball clock down per quarter', () => {
    const timeline = sportTimeline('basketball');
    if (timeline.kind !== 'clock') throw new Error('basketball has a clock');
    for (const state of states('basketball')) {
      const clock = state.clock;
      expect(clock?.remaining_time_in_period).toBeGreaterThanOrEqual(0);
      expect(clock?.remaining_time_in_period).toBeLessThanOrEqual(timeline.periodSeconds);
      expect((clock?.match_time ?? 0) + (clock?.remaining_time ?? 0)).toBe(
        timeline.periods * timeline.periodSeconds,
      );
    }
  });

  it('shows tennis game points and who serves', () => {
    for (const state of states('tennis')) {
      expect(state.server === 'home' || state.server === 'away').toBe(true);
      expect(state.gameScore).not.toBeNull();
      expect(state.clock).toBeNull();
      const set = state.periodScores[state.score.home + state.score.away];
      if (set) expect(Math.max(set.home, set.away)).toBeLessThanOrEqual(7);
    }
  });
});
