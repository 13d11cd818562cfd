import { OddsAcceptModeSchema, OddsTypeSchema, SettingsSchema } from '@sportsbook/contract/entities/settings';
import type { OddsType } from '@sportsbook/core/odds/odds-type';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerSettings } from '../db/schema';

/** What a player chose for themselves; an absent field means the operator's default. */
export interface PlayerPreferences {
  /** Preset stakes in major units of the slip currency. */
  readonly stakes?: number[];
  readonly oddsAcceptMode?: OddsAcceptMode;
  readonly oddsType?: OddsType;
  /** Saved only: the web push subscription the operator's push service sends to (null forgets it). */
  readonly pushSubscription?: string | null;
}

const StakesSchema = SettingsSchema.shape.stakes.min(1);

/**
 * The player's stored choices. Each is checked against the wire schema as it is read, so a value the
 * product no longer offers (an odds type dropped from the list, say) falls back to the default instead
 * of producing an invalid answer.
 */
export async function loadPlayerPreferences(
  db: Db,
  playerId: number,
): Promise<Omit<PlayerPreferences, 'pushSubscription'>> {
  const rows = await db.select().from(playerSettings).where(eq(playerSettings.playerId, playerId)).limit(1);
  const row = rows[0];
  if (!row) return {};
  const stakes = StakesSchema.safeParse(row.stakes);
  const oddsAcceptMode = OddsAcceptModeSchema.safeParse(row.oddsAcceptMode);
  const oddsType = OddsTypeSchema.safeParse(row.oddsType);
  return {
    ...(stakes.success ? { stakes: stakes.data } : {}),
    ...(oddsAcceptMode.success ? { oddsAcceptMode: oddsAcceptMode.data } : {}),
    ...(oddsType.success ? { oddsType: oddsType.data } : {}),
  };
}

/**
 * Saves a player's own choices; a field left out keeps what the player had (or the default). One upsert,
 * so two saves at once never fail on the row the first one created.
 */
export async function savePlayerPreferences(
  db: Db,
  playerId: number,
  preferences: PlayerPreferences,
  at: string,
): Promise<void> {
  const changes = {
    ...(preferences.stakes !== undefined ? { stakes: preferences.stakes } : {}),
    ...(preferences.oddsAcceptMode !== undefined ? { oddsAcceptMode: preferences.oddsAcceptMode } : {}),
    ...(preferences.oddsType !== undefined ? { oddsType: preferences.oddsType } : {}),
    ...(preferences.pushSubscription !== undefined ? { pushSubscription: preferences.pushSubscription } : {}),
    updatedAt: at,
  };
  await db
    .insert(playerSettings)
    .values({ playerId, ...changes })
    .onConflictDoUpdate({
      target: playerSettings.playerId,
      set: changes,
    });
}
