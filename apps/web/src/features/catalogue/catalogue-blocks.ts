import type { BlockDefinition } from '@/lib/site/block';
import { liveEventsBlock, outrightsBlock, prematchEventsBlock, topEventsBlock } from './event-blocks';
import { eventsFilterBlock } from './events-filter';
import { favouritesBlock } from './favourites-block';
import { eventMarketsBlock, matchHeaderBlock } from './match-blocks';
import {
  leaguesBlock,
  navigationTopLeaguesBlock,
  sportListBlock,
  topLeaguesBlock,
} from './navigation-blocks';
import { oddsBlock } from './odds-block';
import { resultEventsBlock, resultsBlock, scheduleBlock } from './results-blocks';
import { selectionBarBlock } from './selection-bar';

/** The catalogue's content blocks (spec §2.4), registered in `composition/shell/registry.ts`. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds blocks of every config type
export const catalogueBlocks: readonly BlockDefinition<any>[] = [
  sportListBlock,
  topLeaguesBlock,
  navigationTopLeaguesBlock,
  leaguesBlock,
  topEventsBlock,
  liveEventsBlock,
  prematchEventsBlock,
  outrightsBlock,
  eventsFilterBlock,
  matchHeaderBlock,
  eventMarketsBlock,
  oddsBlock,
  favouritesBlock,
  resultsBlock,
  resultEventsBlock,
  scheduleBlock,
  selectionBarBlock,
];
