import { isRtlLocale } from '@sportsbook/core/locale/locale';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages, type Messages } from '../../i18n/messages';
import { configuredLocale } from '../../i18n/routing';
import { siteMetadata } from '../../site/metadata';
import { getLocaleRouting } from '../../site/site';
import '../../shell/tokens.css';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata((await params).locale);
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f1f2e' };

/** The document: `<html lang dir>` from the URL's locale (RTL from spec §9), messages for client components. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  const routing = await getLocaleRouting();
  if (configuredLocale(locale, routing) !== locale) notFound();
  setRequestLocale(locale);
  // Client components get only the message groups they use (CLIENT_MESSAGES): the rest stays out of the HTML.
  const messages = clientMessages((await getMessages()) as Messages);
  return (
    <html lang={locale} dir={isRtlLocale(locale) ? 'rtl' : 'ltr'}>
      <body data-locale={locale}>
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
