import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema';
import { aBet, aSlip, BettingWorld, type WorldMatch } from './support/betting-world';

/*
 * Spec §5: "phone verification required when settings say so and the phone is unverified". With
 * PHONE_VERIFICATION_REQUIRED on, the server refuses a bet from an unverified player whatever the web does.
 */
describe('betting when the operator requires a verified phone', () => {
  let world: BettingWorld;
  let match: WorldMatch;

  beforeAll(async () => {
    world = await BettingWorld.open('pglite', { env: { PHONE_VERIFICATION_REQUIRED: 'true' } });
    [match] = (await world.matches(1)) as [WorldMatch];
  });
  afterAll(async () => world.close());

  it('refuses an unverified player with 403 phone_verification_required, nothing placed or debited', async () => {
    const bettor = await world.aBettor();
    const res = await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')])]));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'phone_verification_required',
      message_key: 'error.platform.phone_verification_required',
    });
    expect(await world.betCount(bettor)).toBe(0);
    expect(await world.balance(bettor)).toBe(100_000);
  });

  it('takes the same bet once the phone is verified', async () => {
    const bettor = await world.aBettor();
    await world.db
      .update(players)
      .set({ phoneVerifiedAt: new Date().toISOString() })
      .where(eq(players.id, bettor.playerId));
    const res = await world.place(bettor, aSlip('single', [aBet([match.selection(1, '1')])]));
    expect(res.statusCode).toBe(201);
    expect(await world.betCount(bettor)).toBe(1);
  });
});
