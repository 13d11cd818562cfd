'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { sportsHomeHrefFromPath } from './sports-home-href';

/**
 * An internal link for client code (spec §2.1: optional locale, /sports, the path), in the URL style of the
 * page the visitor is on: with the locale segment when the current path has it, else without.
 */
export function useSportsHref(path: string): string {
  const home = sportsHomeHrefFromPath(usePathname() ?? '', useLocale());
  return path === '/' || path === '' ? home : `${home}${path.startsWith('/') ? path : `/${path}`}`;
}
