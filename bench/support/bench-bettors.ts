import { randomBytes } from 'node:crypto';
import type { TokenService } from '@sportsbook/server/auth/tokens';
import type { Db } from '@sportsbook/server/db/database';
import { accounts, playerSettings, players, sessions } from '@sportsbook/server/db/schema';

/** A bettor a benchmark created: the player and the `Bearer …` header of a live session. */
export interface BenchBettor {
  readonly playerId: number;
  readonly authorization: string;
}

/**
 * `count` bettors named `{prefix}-{i}@example.test`, each with `balance` EUR minor units, a session of an
 * hour and its bearer token; with `oddsAcceptMode`, their setting for moved prices.
 */
export async function createBenchBettors(
  db: Db,
  tokens: TokenService,
  options: {
    readonly prefix: string;
    readonly count: number;
    readonly balance: number;
    readonly oddsAcceptMode?: 'none' | 'higher' | 'any';
  },
): Promise<BenchBettor[]> {
  const bettors: BenchBettor[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const [player] = await db
      .insert(players)
      .values({
        email: `${options.prefix}-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
        currency: 'EUR',
      })
      .returning({ id: players.id });
    if (!player) throw new Error('no bettor');
    await db.insert(accounts).values({ playerId: player.id, currency: 'EUR', balance: options.balance });
    if (options.oddsAcceptMode)
      await db.insert(playerSettings).values({ playerId: player.id, oddsAcceptMode: options.oddsAcceptMode });
    const [session] = await db
      .insert(sessions)
      .values({
        playerId: player.id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('no session');
    const { token } = await tokens.signSportsbookToken(player.id, session.id, 3_600);
    bettors.push({ playerId: player.id, authorization: `Bearer ${token}` });
  }
  return bettors;
}
