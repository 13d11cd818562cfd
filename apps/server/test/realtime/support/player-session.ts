import { randomBytes } from 'node:crypto';
import type { TokenService } from '../../../src/auth/tokens';
import type { Database } from '../../../src/db/database';
import { players, sessions } from '../../../src/db/schema';

/** A player with an active session, and a Sportsbook API bearer token for it. */
export interface PlayerSession {
  readonly playerId: number;
  readonly bearer: string;
}

/** Inserts a player and an active session, as signing in would, and signs a bearer token for it. */
export async function aPlayerSession(database: Database, tokens: TokenService): Promise<PlayerSession> {
  const suffix = randomBytes(6).toString('hex');
  const [player] = await database.db
    .insert(players)
    .values({ email: `player-${suffix}@example.test`, passwordHash: 'not-a-real-hash', currency: 'EUR' })
    .returning({ id: players.id });
  if (!player) throw new Error('no player row');
  const [session] = await database.db
    .insert(sessions)
    .values({
      playerId: player.id,
      tokenHash: `hash-${suffix}`,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('no session row');
  const { token } = await tokens.signSportsbookToken(player.id, session.id, 3_600);
  return { playerId: player.id, bearer: token };
}
