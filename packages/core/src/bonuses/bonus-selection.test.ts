import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetBonusState,
  BONUS_KINDS,
  chooseBonus,
  defaultBonus,
  type OfferedBonus,
  reconcileBonus,
  removeBonus,
} from './bonus-selection';

const freebet: OfferedBonus = { id: 7, type: 'freebet_only_win', amount: 500 };
const boost: OfferedBonus = { id: 3, type: 'comboboost' };
const hunting: OfferedBonus = { id: 4, type: 'hunting' };
const tournament: OfferedBonus = { id: 5, type: 'tournament' };

describe('bonus selection', () => {
  it('[BON12] chooses hunting, then tournament, then comboboost by default, never a freebet', () => {
    expect(defaultBonus([freebet, boost, tournament, hunting])).toBe(hunting);
    expect(defaultBonus([freebet, boost, tournament])).toBe(tournament);
    expect(defaultBonus([freebet, boost])).toBe(boost);
    expect(defaultBonus([freebet])).toBeNull();
  });

  it('[BON13] a chosen freebet sets the stake to its amount; removing it sets 0', () => {
    const chosen = chooseBonus({ bonus: null, stake: 1_000 }, freebet);
    expect(chosen).toMatchObject({ bonus: freebet, stake: 500 });
    expect(removeBonus(chosen)).toMatchObject({ bonus: null, stake: 0 });
    // Another bonus leaves the stake.
    const boosted = chooseBonus({ bonus: null, stake: 1_000 }, boost);
    expect(boosted.stake).toBe(1_000);
    expect(removeBonus(boosted)).toMatchObject({ bonus: null, stake: 1_000 });
  });

  it('[BON14] clears a freebet no longer offered with stake 0, and keeps the bettor’s removal', () => {
    const chosen: BetBonusState = { bonus: freebet, stake: 500 };
    expect(reconcileBonus(chosen, [freebet, boost])).toBe(chosen);
    expect(reconcileBonus(chosen, [{ ...freebet }])).toEqual(chosen);
    expect(reconcileBonus(chosen, [boost])).toMatchObject({ bonus: null, stake: 0 });
    // Nothing chosen: the default. Removed by the bettor: nothing is chosen for them again.
    expect(reconcileBonus({ bonus: null, stake: 200 }, [boost])).toMatchObject({ bonus: boost, stake: 200 });
    const removed = removeBonus({ bonus: boost, stake: 200 });
    expect(reconcileBonus(removed, [boost])).toMatchObject({ bonus: null, stake: 200 });
    // A bonus of another kind no longer offered gives way to the default.
    expect(reconcileBonus({ bonus: boost, stake: 200 }, [hunting])).toMatchObject({ bonus: hunting });
  });

  it('[BON14] whatever is offered, a chosen bonus is one of the offer, and a stake only falls to 0', () => {
    const bonus = fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      type: fc.constantFrom(...BONUS_KINDS),
      amount: fc.integer({ min: 1, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.option(bonus, { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(bonus, { maxLength: 6 }),
        (chosen, stake, offered) => {
          const after = reconcileBonus({ bonus: chosen, stake }, offered);
          if (after.bonus !== null) expect(offered).toContain(after.bonus);
          expect([stake, 0]).toContain(after.stake);
        },
      ),
    );
  });
});
