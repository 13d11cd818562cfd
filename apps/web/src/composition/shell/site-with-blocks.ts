import 'server-only';
import { cache } from 'react';
import { loadSiteConfigWithBlocks, type SiteConfig } from '@/lib/site/site-config';
import { blockSchemas } from './registry';

let validated: SiteConfig | undefined;

/**
 * The site configuration validated with the block registry (every block's type and config). Throws
 * SiteConfigError naming the bad fields, which fails the render; validated once per server process.
 */
export const getSiteConfigWithBlocks = cache(async (): Promise<SiteConfig> => {
  validated ??= loadSiteConfigWithBlocks(blockSchemas);
  return validated;
});
