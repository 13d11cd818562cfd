import { describe, expect, it } from 'vitest';
import { SPORT_MARKETS } from '../../../catalog/market-templates';
import { generateLiveState } from '../../generator/live-state';
import { Random } from '../../generator/random';
import { ratingEdge, sportModel } from '../../pricing/sport-models';
import { expectedScores } from '../../pricing/tally-quantities';
import { SimRandom } from '../sim-random';
import { advancePlay, resumePlay, startPlay } from './play-engine';
import type { PlayContext } from './play-report';
import type { PlayState } from './play-state';
import { type PlayView, playView } from './play-view';
import { gameChance, servePointChance, tieBreakChanceOf, tieBreakPointChance } from './point-chances';

const ratings = { home: 1530, away: 1490 };
const random = new SimRandom(11);

function context(sportKey: string, id: number): PlayContext {
  return { sportKey, ratings, tempo: 1, speed: 1, random: (step) => random.play(id, step) };
}

interface Played {
  readonly views: PlayView[];
  readonly minutes: number;
}

/** Plays a match from kick-off to the end, looking every `stepMs`. */
function playOut(sportKey: string, id: number, stepMs = 10_000): Played {
  const ctx = context(sportKey, id);
  let state: PlayState = startPlay(sportKey, 0, random.kickOff(id));
  const views: PlayView[] = [playView(state, sportKey)];
  for (let t = stepMs; state.phase !== 'over' && t < 8 * 3_600_000; t += stepMs) {
    state = advancePlay(state, t, ctx).state;
    views.push(playView(state, sportKey));
  }
  return { views, minutes: state.at / 60_000 };
}

const SPORTS = Object.keys(SPORT_MARKETS);
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Minutes a match of each sport lasts, at least and at most (breaks and stoppages included). */
const DURATION: Readonly<Record<string, readonly [number, number]>> = {
  football: [105, 125],
  handball: [70, 110],
  'ice-hockey': [100, 175],
  basketball: [80, 150],
  'american-football': [160, 290],
  tennis: [45, 240],
  volleyball: [50, 200],
  'table-tennis': [15, 70],
  cs2: [40, 220],
  dota2: [80, 160],
  cricket: [90, 200],
  baseball: [150, 420],
};

describe('play engines', () => {
  it.each(SPORTS)(
    'play %s from kick-off to the end in a realistic time, scoring as the prices expect',
    (sportKey) => {
      const matches = Array.from({ length: 60 }, (_, i) => playOut(sportKey, i + 1, 30_000));
      const [shortest, longest] = DURATION[sportKey] ?? [0, 0];
      for (const { views, minutes } of matches) {
        const last = views[views.length - 1] as PlayView;
        expect(last.stage).toBe('ended');
        expect(minutes).toBeGreaterThanOrEqual(shortest);
        expect(minutes).toBeLessThanOrEqual(longest);
        for (const view of views) {
          expect(view.periodScores.map((p) => p.number)).toEqual(view.periodScores.map((_, i) => i + 1));
        }
      }
      const model = sportModel(sportKey);
      const finals = matches.map(({ views }) => (views[views.length - 1] as PlayView).totalScore);
      if (model.engine === 'tally') {
        // Goals, points and runs over regulation play average what the pricing model expects.
        const expected = expectedScores(
          model.meanTotal,
          model.ratingScale,
          ratingEdge(ratings.home, ratings.away, model.homeAdvantage),
        );
        const regulation = matches.map(({ views }) =>
          (views[views.length - 1] as PlayView).periodScores
            .filter((p) => p.type === 'regular_period')
            .reduce((acc, p) => acc + p.home + p.away, 0),
        );
        expect(mean(regulation) / (expected.home + expected.away)).toBeGreaterThan(0.85);
        expect(mean(regulation) / (expected.home + expected.away)).toBeLessThan(1.15);
      } else {
        // The winner has won the sets or maps it takes; the loser fewer.
        const need = Math.ceil(model.bestOf / 2);
        for (const score of finals) {
          expect(Math.max(score.home, score.away)).toBe(need);
          expect(Math.min(score.home, score.away)).toBeLessThan(need);
        }
      }
    },
  );

  it.each(['basketball', 'ice-hockey', 'baseball'])(
    'never end %s level: overtime or a shoot-out decides',
    (sportKey) => {
      for (let id = 1; id <= 80; id += 1) {
        const { views } = playOut(sportKey, id, 60_000);
        const score = (views[views.length - 1] as PlayView).totalScore;
        expect(score.home).not.toBe(score.away);
      }
    },
  );

  it('runs a football clock up through stoppage time, stopped only at half time and the end', () => {
    const { views } = playOut('football', 3, 5_000);
    let last = 0;
    for (const view of views) {
      const clock = view.clock;
      if (!clock) throw new Error('football has a clock');
      expect(clock.match_time ?? 0).toBeGreaterThanOrEqual(last);
      last = clock.match_time ?? 0;
      expect(clock.stopped).toBe(view.stage === 'halftime' || view.stage === 'ended');
      if (clock.stoppage_time !== null) {
        expect([2700, 5400]).toContain(clock.match_time);
        expect(clock.stoppage_time_announced).not.toBeNull();
      }
    }
    expect(views.some((v) => v.clock?.stoppage_time !== null)).toBe(true);
  });

  it('counts a basketball clock down, stopping and starting in play', () => {
    const { views } = playOut('basketball', 4, 5_000);
    const inPlay = views.filter((v) => v.stage.endsWith('_quarter'));
    for (const view of inPlay) {
      expect((view.clock?.match_time ?? 0) + (view.clock?.remaining_time ?? 0)).toBe(2400);
      expect(view.clock?.remaining_time_in_period).toBeLessThanOrEqual(600);
    }
    expect(inPlay.some((v) => v.clock?.stopped)).toBe(true);
    expect(inPlay.some((v) => !v.clock?.stopped)).toBe(true);
  });

  it.each(SPORTS)('picks a generated %s match up where the generator left it', (sportKey) => {
    const generator = new Random(5, sportKey);
    for (let i = 0; i < 30; i += 1) {
      const now = 1_800_000_000_000;
      const live = generateLiveState({ sportKey, ratings, tempo: 1, now }, generator);
      const resumed = resumePlay(
        sportKey,
        {
          stage: live.stage,
          clock: live.clock,
          totalScore: live.score,
          gameScore: live.gameScore,
          currentServer: live.server,
          periodScores: live.periodScores.map((p) => ({ ...p, type: 'regular_period' as const })),
          startTime: now - live.wallSeconds * 1000,
          updatedAt: now,
          progress: live.progress,
          corners: live.corners,
        },
        random.kickOff(i),
      );
      const view = playView(resumed, sportKey);
      expect(view.totalScore).toEqual(live.score);
      expect(view.stage).toBe(live.stage);
      expect(view.server).toBe(live.server);
      if (live.gameScore && sportKey === 'tennis') expect(view.gameScore).toEqual(live.gameScore);
      if (live.clock) expect(view.clock?.match_time).toBe(live.clock.match_time);
      for (const [n, period] of live.periodScores.entries()) {
        expect(view.periodScores[n]).toMatchObject({ home: period.home, away: period.away });
      }
      // And it plays on to the end from there.
      const ended = advancePlay(resumed, now + 8 * 3_600_000, context(sportKey, 1000 + i)).state;
      expect(ended.phase).toBe('over');
    }
  });

  it('plays tennis points that hold serve and win tie-breaks as often as the prices say', () => {
    for (const hold of [0.6, 0.7, 0.78, 0.9]) expect(gameChance(servePointChance(hold))).toBeCloseTo(hold, 3);
    for (const win of [0.3, 0.5, 0.65])
      expect(tieBreakChanceOf(tieBreakPointChance(win))).toBeCloseTo(win, 3);
  });
});
