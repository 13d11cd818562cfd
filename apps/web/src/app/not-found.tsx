import { isRtlLocale } from '@sportsbook/core/locale/locale';
import { serverBodyDefaults } from '@sportsbook/core/seo/seo';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ErrorPage } from '@/composition/error-pages/error-page';
import { errorPageRequestLocale, errorPageTexts } from '@/composition/error-pages/error-page-texts';
import { HostBridge } from '@/composition/host-runtime/host-bridge';
import { readHostConfig } from '@/lib/embedding/host-config';
import { LOCALE_HEADER, PATH_HEADER } from '@/lib/i18n/path-header';
import { configuredLocale, localizedSportsHref } from '@/lib/i18n/routing';
import { loadSiteConfig, localeRoutingOf } from '@/lib/site/site-config';
import { visitorCountry } from '@/lib/site/visitor-country';
import '@/ui/tokens.css';

/*
 * This page reads the site configuration checked for structure only (`loadSiteConfig`: name and locales are
 * all it needs), not `getSiteConfig`, which imports the block registry: through the registry every block's
 * client component joined this page's client bundle (a second copy of the i18n client), though the page
 * renders none of them. Now it needs the framework's chunk only.
 */

/** The locale the proxy resolved from the URL, else the site's default one. */
async function requestLocale(): Promise<string> {
  const routing = localeRoutingOf(loadSiteConfig());
  const all = await headers();
  const fromProxy = all.get(LOCALE_HEADER) ?? all.get(PATH_HEADER)?.split('/')[1] ?? '';
  // A reduced-shell locale the site lacks (`/fr-CA/sports/404`, spec §2.3) is served too.
  return configuredLocale(fromProxy, routing) ?? errorPageRequestLocale(fromProxy, routing.locales);
}

export async function generateMetadata(): Promise<Metadata> {
  const texts = await errorPageTexts(await requestLocale(), loadSiteConfig().locales);
  return { title: texts.notFound.title, robots: { index: false, follow: false } };
}

/**
 * Not found (spec §2.3) for every URL no route serves, under /sports or elsewhere, and for /sports/404 (the
 * proxy sends it here): 'cannot find that page' and a button to the sports home, in the reduced shell, server
 * rendered with status 404. The locale is the one the proxy resolved from the URL. Its own document: the root
 * layout has none.
 */
export default async function NotFound() {
  const locale = await requestLocale();
  const site = loadSiteConfig();
  const texts = await errorPageTexts(locale, site.locales);
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  const host = readHostConfig();
  const requestHeaders = await headers();
  // Body attributes of spec §2.4, as on every page (SEO11 for scroll and iframe).
  const country = visitorCountry(requestHeaders);
  const defaults = serverBodyDefaults(requestHeaders.get('sec-fetch-dest'));
  return (
    <html lang={locale} dir={isRtlLocale(locale) ? 'rtl' : 'ltr'}>
      <body
        data-locale={locale}
        data-page="not_found"
        data-country={country ?? undefined}
        data-scroll={defaults.scroll}
        data-iframe={defaults.iframe}
      >
        <ErrorPage
          kind="not-found"
          brand={<a href={home}>{site.name}</a>}
          title={texts.notFound.title}
          description={texts.notFound.description}
          homeHref={home}
          homeLabel={texts.notFound.home}
        />
        {/* Inside a host frame (spec §7.4) this page still talks to the host, which can send the frame back. */}
        <HostBridge
          origins={host.origins}
          tag={host.tag}
          locale={locale}
          routing={localeRoutingOf(site)}
          shareBet={site.features.shareBet}
        />
      </body>
    </html>
  );
}
