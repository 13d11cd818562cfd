import type { BlockDefinition } from '@/lib/site/block';
import { predictionBlock } from './prediction-block';

/** The prediction block (spec §2.4), registered in `composition/shell/registry.ts`. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every config type
export const predictionBlocks: readonly BlockDefinition<any>[] = [predictionBlock];
