import { isRtlLocale } from '@sportsbook/core/locale/locale';
import { parseThemeChoice, THEME_COOKIE, themeAttribute } from '@sportsbook/core/privacy/theme';
import type { Metadata, Viewport } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isErrorPageRequest } from '@/composition/error-pages/error-page-request';
import { HostBridge } from '@/composition/host-runtime/host-bridge';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { BodyAttributes, JsonLd } from '@/features/seo';
import { serverBodyAttributes } from '@/features/seo/server';
import { readHostConfig } from '@/lib/embedding/host-config';
import { ErrorReporting } from '@/lib/errors/error-reporting';
import { reportingConfig } from '@/lib/errors/reporting-config';
import { clientMessages, type Messages } from '@/lib/i18n/messages';
import { configuredLocale } from '@/lib/i18n/routing';
import { organizationData, siteMetadata } from '@/lib/site/metadata';
import { getLocaleRouting } from '@/lib/site/site';
import '@/ui/tokens.css';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata((await params).locale);
}

/** The browser's bar in the header's colour of each theme (tokens.css --color-header). */
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0f1f2e' },
    { media: '(prefers-color-scheme: dark)', color: '#0a0f14' },
  ],
};

/** The document: `<html lang dir>` from the URL's locale (RTL from spec §9), messages for client components. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const routing = await getLocaleRouting();
  // A locale the site does not configure is served only on an error page of the reduced shell (spec §2.3).
  if (configuredLocale(locale, routing) !== locale && !(await isErrorPageRequest(locale, routing.locales)))
    notFound();
  setRequestLocale(locale);
  // Client components get only the message groups they use (CLIENT_MESSAGES): the rest stays out of the HTML.
  const messages = clientMessages((await getMessages()) as Messages);
  // Body attributes of spec §2.4 (page, locale, country, and the scroll and iframe the browser then keeps
  // current) and the
  // organisation's structured data (SEO4).
  const [body, organization] = await Promise.all([
    serverBodyAttributes(locale, routing),
    organizationData(locale),
  ]);
  // Error reporting (spec §7.5): on when a DSN is configured; the SDK loads when the page is idle.
  const reporting = reportingConfig();
  // Host messaging (spec §7.4) on every page of the document, error pages included: a host that sent the
  // frame to a page that does not exist can still send it back. HOST_ORIGINS and HOST_MESSAGE_TAG are read
  // per request (validated at start); the runtime loads only inside a frame.
  const [host, site] = [readHostConfig(), await getSiteConfigWithBlocks()];
  // The theme the bettor chose (core CKE7) from the first paint; none: the system's (tokens.css).
  const theme = themeAttribute(parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value));
  return (
    <html lang={locale} dir={isRtlLocale(locale) ? 'rtl' : 'ltr'} data-theme={theme}>
      <body
        data-locale={locale}
        data-page={body.page}
        data-country={body.country ?? undefined}
        data-scroll={body.scroll}
        data-iframe={body.iframe}
      >
        <JsonLd data={organization} />
        <BodyAttributes routing={routing} />
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
        {reporting ? <ErrorReporting config={reporting} /> : null}
        <HostBridge
          origins={host.origins}
          tag={host.tag}
          locale={locale}
          routing={routing}
          shareBet={site.features.shareBet}
        />
      </body>
    </html>
  );
}
