import type { ContentBanner } from '@sportsbook/contract/content/banner-calls';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bannerSlots } from '../db/schema';
import { toIsoUtc } from '../db/time';

/** A slot as stored: its banners in the operator's order and when they were last replaced. */
export interface StoredBannerSlot {
  readonly slot: string;
  readonly banners: readonly ContentBanner[];
  readonly updatedAt: string;
}

function stored(row: typeof bannerSlots.$inferSelect): StoredBannerSlot {
  return { slot: row.slot, banners: row.banners, updatedAt: toIsoUtc(row.updatedAt) };
}

export async function bannerSlot(db: Db, slot: string): Promise<StoredBannerSlot | undefined> {
  const [row] = await db.select().from(bannerSlots).where(eq(bannerSlots.slot, slot));
  return row ? stored(row) : undefined;
}

export async function allBannerSlots(db: Db): Promise<StoredBannerSlot[]> {
  const rows = await db.select().from(bannerSlots).orderBy(asc(bannerSlots.slot));
  return rows.map(stored);
}

/** Replaces a slot's banners (creating the slot). */
export async function putBannerSlot(
  db: Db,
  slot: string,
  banners: readonly ContentBanner[],
  now: string,
): Promise<StoredBannerSlot> {
  await db
    .insert(bannerSlots)
    .values({ slot, banners, updatedAt: now })
    .onConflictDoUpdate({ target: bannerSlots.slot, set: { banners, updatedAt: now } });
  return { slot, banners, updatedAt: toIsoUtc(now) };
}

/** Removes a slot; false when there was none. */
export async function deleteBannerSlot(db: Db, slot: string): Promise<boolean> {
  const removed = await db
    .delete(bannerSlots)
    .where(eq(bannerSlots.slot, slot))
    .returning({ slot: bannerSlots.slot });
  return removed.length > 0;
}

/**
 * Fills the slots of `seed` that were never written (a slot the operator emptied or edited keeps what they
 * wrote); returns how many it filled. Concurrent starts on one database write each slot once.
 */
export async function seedBannerSlots(
  db: Db,
  seed: Readonly<Record<string, readonly ContentBanner[]>>,
  now: string,
): Promise<number> {
  const rows = Object.entries(seed).map(([slot, banners]) => ({
    slot,
    banners,
    updatedAt: now,
  }));
  if (rows.length === 0) return 0;
  const written = await db
    .insert(bannerSlots)
    .values(rows)
    .onConflictDoNothing({ target: bannerSlots.slot })
    .returning({ slot: bannerSlots.slot });
  return written.length;
}
