import type { z } from 'zod';
import { bonusBlocks, jackpotBlocks } from '@/features/bonuses/server';
import { catalogueBlocks } from '@/features/catalogue';
import { infoBlocks } from '@/features/info-pages/server';
import { notificationBlocks } from '@/features/notifications/server';
import { predictionBlocks } from '@/features/predictions/server';
import { searchBlocks } from '@/features/search/server';
import type { BlockDefinition } from '@/lib/site/block';
import { shellBlocks } from './blocks';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every config type
type AnyBlock = BlockDefinition<any>;

function collect(groups: readonly (readonly AnyBlock[])[]): ReadonlyMap<string, AnyBlock> {
  const registry = new Map<string, AnyBlock>();
  for (const block of groups.flat()) {
    if (registry.has(block.type)) throw new Error(`two blocks are registered as "${block.type}"`);
    registry.set(block.type, block);
  }
  return registry;
}

/** Every block type a site configuration may place, by type name. */
export const blockRegistry: ReadonlyMap<string, AnyBlock> = collect([
  shellBlocks,
  catalogueBlocks,
  searchBlocks,
  infoBlocks,
  bonusBlocks,
  jackpotBlocks,
  notificationBlocks,
  predictionBlocks,
]);

/** The config schemas of the registry, for site configuration validation. */
export const blockSchemas: ReadonlyMap<string, z.ZodType> = new Map(
  [...blockRegistry].map(([type, block]) => [type, block.config]),
);
