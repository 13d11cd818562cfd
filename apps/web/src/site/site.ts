import 'server-only';
import { cache } from 'react';
import type { LocaleRouting } from '../i18n/routing';
import { blockSchemas } from './registry';
import { loadSiteConfigWithBlocks, localeRoutingOf, type SiteConfig } from './site-config';

let validated: SiteConfig | undefined;

/**
 * The site configuration validated with the block registry (every block's type and config). Throws
 * SiteConfigError naming the bad fields, which fails the render; validated once per server process.
 */
export const getSiteConfig = cache(async (): Promise<SiteConfig> => {
  validated ??= loadSiteConfigWithBlocks(blockSchemas);
  return validated;
});

export async function getLocaleRouting(): Promise<LocaleRouting> {
  return localeRoutingOf(await getSiteConfig());
}
