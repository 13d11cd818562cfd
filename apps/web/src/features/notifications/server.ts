import type { BlockDefinition } from '@/lib/site/block';
import { notificationsBlock } from './notifications-block';

/** The notification blocks (spec §2.4), registered in `composition/shell/registry.ts`. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every config type
export const notificationBlocks: readonly BlockDefinition<any>[] = [notificationsBlock];
