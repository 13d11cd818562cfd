import { loadSiteConfigWithBlocks, SiteConfigError } from '@/lib/site/site-config';
import { blockSchemas } from './registry';

/**
 * Validates the site configuration (SITE_CONFIG or the demo brand) with the block registry when the server
 * starts, so a bad deployment stops at once with the path of every bad field instead of failing its pages.
 */
export function validateSiteConfigAtStart(): void {
  try {
    loadSiteConfigWithBlocks(blockSchemas);
  } catch (error) {
    console.error(error instanceof SiteConfigError ? error.message : error);
    process.exit(1);
  }
}
