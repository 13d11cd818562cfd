import 'server-only';
import { type ContentBanner, getContentBanners } from '@sportsbook/contract/content/banner-calls';
import { cache } from 'react';
import { backendCall } from './backend-call';

/**
 * A banner slot's banners shown now (the content API, spec §7.5), read fresh for every page so an operator's
 * edit shows on the next load; once per request however many blocks show the slot.
 */
export const fetchBannerSlot = cache(
  async (slot: string, locale: string): Promise<readonly ContentBanner[]> =>
    (await backendCall(getContentBanners, { params: { slot }, locale })).banners,
);
