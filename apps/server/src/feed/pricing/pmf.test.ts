import { describe, expect, it } from 'vitest';
import { priceHandicap, priceLine } from './lines';
import {
  difference,
  discreteNormal,
  mean,
  negativeBinomial,
  type Pmf,
  poisson,
  probabilityAbove,
  probabilityOf,
  sum,
} from './pmf';

const total = (pmf: Pmf) => pmf.p.reduce((a, b) => a + b, 0);
const variance = (pmf: Pmf) => {
  const m = mean(pmf);
  return pmf.p.reduce((acc, p, i) => acc + p * (pmf.offset + i - m) ** 2, 0);
};

describe('score distributions', () => {
  it('gives Poisson, negative binomial and rounded normal counts their mean and spread', () => {
    const goals = poisson(1.4);
    expect(total(goals)).toBeCloseTo(1, 12);
    expect(mean(goals)).toBeCloseTo(1.4, 6);
    expect(probabilityOf(goals, 0)).toBeCloseTo(Math.exp(-1.4), 9);

    const runs = negativeBinomial(4.5, 2);
    expect(mean(runs)).toBeCloseTo(4.5, 4);
    expect(variance(runs)).toBeCloseTo(9, 2);

    const points = discreteNormal(110, 11);
    expect(mean(points)).toBeCloseTo(110, 1);
    expect(Math.sqrt(variance(points))).toBeCloseTo(11, 0);
  });

  it('adds and subtracts independent counts', () => {
    const home = poisson(1.6);
    const away = poisson(1.1);
    expect(mean(sum(home, away))).toBeCloseTo(2.7, 6);
    expect(mean(difference(home, away))).toBeCloseTo(0.5, 6);
    expect(total(difference(home, away))).toBeCloseTo(1, 9);
  });
});

describe('lines', () => {
  const goals = sum(poisson(1.5), poisson(1.2));

  it('prices a half line as the plain chance of going over or under', () => {
    const sides = priceLine(goals, 2.5);
    expect(sides?.over).toBeCloseTo(probabilityAbove(goals, 2.5), 12);
    expect((sides?.over ?? 0) + (sides?.under ?? 0)).toBeCloseTo(1, 12);
  });

  it('refunds a whole line on the number and prices the rest of the stake', () => {
    const sides = priceLine(goals, 2);
    const push = probabilityOf(goals, 2);
    expect(sides?.over).toBeCloseTo(probabilityAbove(goals, 2) / (1 - push), 12);
    expect((sides?.over ?? 0) + (sides?.under ?? 0)).toBeCloseTo(1, 12);
  });

  it('splits a quarter line over its neighbouring lines (total 2.25 = half on 2, half on 2.5)', () => {
    const sides = priceLine(goals, 2.25);
    const push = probabilityOf(goals, 2);
    // Over 2.25 wins both halves above 2 and refunds the 2.0 half on exactly 2.
    expect(sides?.over).toBeCloseTo(probabilityAbove(goals, 2) / (1 - push / 2), 12);
    expect((sides?.over ?? 0) + (sides?.under ?? 0)).toBeCloseTo(1, 12);
    const half = priceLine(goals, 2.5)?.over ?? 0;
    const whole = priceLine(goals, 2)?.over ?? 0;
    expect(sides?.over).toBeLessThan(whole);
    expect(sides?.over).toBeGreaterThan(half);
  });

  it('prices handicaps on the margin: the home side at -0.75 wins by two, half-wins by one', () => {
    const margin = difference(poisson(1.8), poisson(0.9));
    const quarter = priceHandicap(margin, -0.75);
    const p1 = probabilityOf(margin, 1);
    const wins = probabilityAbove(margin, 1);
    // Half the stake on -0.5 (wins on 1+), half on -1 (wins on 2+, refunds on 1).
    expect(quarter?.home).toBeCloseTo((wins + p1 / 2) / (1 - p1 / 2), 12);
    expect((quarter?.home ?? 0) + (quarter?.away ?? 0)).toBeCloseTo(1, 12);
    expect(priceHandicap(margin, 0)?.home).toBeGreaterThan(priceHandicap(margin, -1.5)?.home ?? 1);
  });

  it('offers nothing on a line that can only be refunded', () => {
    expect(priceLine({ offset: 3, p: [1] }, 3)).toBeUndefined();
  });
});
