import { negotiateLocale } from '@sportsbook/core/locale/locale';
import { sportsHref } from '@sportsbook/core/routing/paths';
import { MESSAGE_LOCALES } from '../i18n/translate';

/** The web product's locales (the server's message locales); the first is the default, written without a segment. */
export const WEB_LOCALES = MESSAGE_LOCALES;

/*
 * Links in mails point at the web product's auth pages (spec §2.1), in the player's language:
 *   confirmation    /sports/users/confirmation?confirmation_token=…
 *   unlock          /sports/users/sign-in?unlock_token=…   (the sign-in page runs the unlock, then offers sign-in)
 *   password reset  /sports/users/password/edit?reset_password_token=…
 *   sign-in         /sports/users/sign-in
 * The web page calls the matching Platform API call with the token.
 */

export interface WebLinks {
  confirmation(token: string, locale: string): string;
  unlock(token: string, locale: string): string;
  resetPassword(token: string, locale: string): string;
  signIn(locale: string): string;
}

/**
 * Links on `webOrigin` (WEB_ORIGIN) in the player's language as the web writes it: none for the default
 * (English), else its web locale matched by base language (`pt` → `pt-BR`); an unserved one falls back to English.
 */
export function webLinks(webOrigin: string): WebLinks {
  const routing = { locales: WEB_LOCALES, localeInUrlRequired: false };
  const link = (path: string, language: string, query?: Record<string, string>) => {
    const locale = negotiateLocale(language, WEB_LOCALES, 'en');
    const url = new URL(sportsHref(path, locale, routing), webOrigin);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return url.toString();
  };
  return {
    confirmation: (token, locale) => link('/users/confirmation', locale, { confirmation_token: token }),
    unlock: (token, locale) => link('/users/sign-in', locale, { unlock_token: token }),
    resetPassword: (token, locale) => link('/users/password/edit', locale, { reset_password_token: token }),
    signIn: (locale) => link('/users/sign-in', locale),
  };
}
