import 'server-only';
import type { LocaleRouting } from '@/lib/i18n/routing';
import { loadSiteConfig, localeRoutingOf, type SiteConfig } from './site-config';

/**
 * The site configuration checked for structure (brand, locales, pages), its blocks' configs left as written:
 * what features read. The page assembly renders blocks from `getSiteConfigWithBlocks` (composition/shell).
 */
export async function getSiteConfig(): Promise<SiteConfig> {
  return loadSiteConfig();
}

export async function getLocaleRouting(): Promise<LocaleRouting> {
  return localeRoutingOf(loadSiteConfig());
}
