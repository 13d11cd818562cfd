import { createElement } from 'react';
import { z } from 'zod';
import { type BlockDefinition, defineBlock } from '@/lib/site/block';
import { SearchButton } from './search-button';

/** The search block's config (spec §2.4): nothing to set. */
export const SearchConfig = z.strictObject({});

/** The search content block (spec §2.4): a button that opens the search dialog. */
// biome-ignore lint/suspicious/noExplicitAny: a list of blocks of different config types
export const searchBlocks: readonly BlockDefinition<any>[] = [
  defineBlock({ type: 'search', config: SearchConfig, Component: () => createElement(SearchButton) }),
];
