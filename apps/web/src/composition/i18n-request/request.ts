import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@/lib/i18n/messages';
import { configuredLocale, defaultLocale } from '@/lib/i18n/routing';
import { loadSiteConfig, localeRoutingOf } from '@/lib/site/site-config';

/**
 * next-intl's request configuration. The locale comes from the URL only: the `[locale]` segment
 * (`setRequestLocale`) or the header the proxy sets on rewritten requests.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const routing = localeRoutingOf(loadSiteConfig());
  const requested = await requestLocale;
  const locale = (requested && configuredLocale(requested, routing)) || defaultLocale(routing);
  return {
    locale,
    messages: await loadMessages(locale),
    // Server renders format in UTC; client components that show local times do so after hydration.
    timeZone: 'UTC',
  };
});
