'use client';

import { isRtlLocale } from '@sportsbook/core/locale/locale';
import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorPage } from '@/composition/error-pages/error-page';
import { reportError } from '@/lib/errors/report';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';
import ar from '../../messages/ar/errors.json';
import de from '../../messages/de/errors.json';
import en from '../../messages/en/errors.json';
import es from '../../messages/es/errors.json';
import fr from '../../messages/fr/errors.json';
import he from '../../messages/he/errors.json';
import it from '../../messages/it/errors.json';
import pl from '../../messages/pl/errors.json';
import ptBR from '../../messages/pt-BR/errors.json';
import tr from '../../messages/tr/errors.json';
import '@/ui/tokens.css';

const TEXTS: Record<string, typeof en> = { en, de, es, 'pt-BR': ptBR, tr, fr, it, pl, ar, he };
/** The catalogue of last resort: a locale without a bundled one, or a page outside the locale routes. */
const LAST_RESORT_LOCALE = 'en';

/**
 * The generic error page (spec §2.3) when even the locale layout failed: its own document, texts from the
 * errors catalogue of the page's locale, a full reload back to the sports home.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname() ?? '';
  // The `[locale]` segment is the locale the proxy resolved from the URL: the site's configured default one
  // for a path without a locale segment, which client code cannot know otherwise (the configuration is read
  // on the server at run time).
  const routeLocale = useParams<{ locale?: string }>()?.locale ?? pathname.split('/')[1] ?? '';
  // A reduced-shell locale (fr-CA, de-CH, spec §2.3) takes its language's texts.
  const base = routeLocale.split('-')[0] ?? '';
  const locale = Object.hasOwn(TEXTS, routeLocale)
    ? routeLocale
    : Object.hasOwn(TEXTS, base)
      ? base
      : LAST_RESORT_LOCALE;
  useEffect(() => {
    reportError(error, { boundary: 'global-error', digest: error.digest });
  }, [error]);
  const texts = TEXTS[locale] ?? en;
  const page = texts.page?.error;
  const fallback = 'UNEXPECTED ERROR IN ERROR APP';
  return (
    <html lang={locale} dir={isRtlLocale(locale) ? 'rtl' : 'ltr'}>
      <body>
        <title>{page?.title ?? fallback}</title>
        <ErrorPage
          kind="error"
          title={page?.title ?? fallback}
          description={page?.description ?? fallback}
          homeHref={sportsHomeHrefFromPath(pathname, locale)}
          homeLabel={page?.['home-button']?.title ?? fallback}
        />
      </body>
    </html>
  );
}
