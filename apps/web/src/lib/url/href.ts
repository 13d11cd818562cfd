import { type LocaleRouting, localizedSportsHref } from '@/lib/i18n/routing';

/** Links starting with http(s):, sms: or mailto: stay unchanged (spec §2.1). */
export function isExternal(href: string): boolean {
  return /^(https?:|sms:|mailto:)/i.test(href);
}

/** A configured href as a link: internal paths get the optional locale and /sports. */
export function resolveHref(href: string, locale: string, routing: LocaleRouting): string {
  return isExternal(href) ? href : localizedSportsHref(href, locale, routing);
}
