import { isRtlLocale } from '@sportsbook/core/locale/locale';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '../errors/error-page';
import { LOCALE_HEADER, PATH_HEADER } from '../i18n/path-header';
import { configuredLocale, defaultLocale, localizedSportsHref } from '../i18n/routing';
import { loadSiteConfig, localeRoutingOf } from '../site/site-config';
import '../shell/tokens.css';

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
  return configuredLocale(fromProxy, routing) ?? defaultLocale(routing);
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'errors' });
  return { title: t('page.not-found.title'), robots: { index: false, follow: false } };
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
  const t = await getTranslations({ locale, namespace: 'errors' });
  const home = localizedSportsHref('/', locale, localeRoutingOf(site));
  return (
    <html lang={locale} dir={isRtlLocale(locale) ? 'rtl' : 'ltr'}>
      <body data-locale={locale}>
        <ErrorPage
          kind="not-found"
          brand={<a href={home}>{site.name}</a>}
          title={t('page.not-found.title')}
          description={t('page.not-found.description')}
          homeHref={home}
          homeLabel={t('page.not-found.home-button.title')}
        />
      </body>
    </html>
  );
}
