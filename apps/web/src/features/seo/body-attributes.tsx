'use client';

import { type LocaleRouting, splitLocale } from '@sportsbook/core/routing/paths';
import { bodyPageId } from '@sportsbook/core/seo/seo';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Set an attribute of <body> only when it changes (no style recalculation for nothing). */
function setBodyData(name: string, value: string): void {
  if (document.body.dataset[name] !== value) document.body.dataset[name] = value;
}

/** Whether this document is shown inside a frame (a cross-origin parent counts: `top` is still readable). */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Body attributes of spec §2.4 that only the browser knows for sure or that change without a new document (the
 * server renders the first values, SEO11):
 * - `data-page`: the page identifier (SEO6) after client-side navigation (the server writes the first one);
 *   a category, league or match page sets its own through `BodyPage`;
 * - `data-iframe`: "true" when the product is framed by a host page, else "false";
 * - `data-scroll`: "top" until the page is scrolled, then "scrolled" (a passive listener, one write per
 *   animation frame at most, and only when the value changes: nothing moves, no layout shift).
 */
export function BodyAttributes({ routing }: { routing: LocaleRouting }) {
  const pathname = usePathname();

  useEffect(() => {
    const id = bodyPageId(splitLocale(pathname ?? '/sports', routing).rest);
    if (id !== 'two_segment') setBodyData('page', id);
  }, [pathname, routing]);

  useEffect(() => {
    setBodyData('iframe', String(isFramed()));
    let frame = 0;
    const update = () => {
      frame = 0;
      setBodyData('scroll', window.scrollY > 0 ? 'scrolled' : 'top');
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return null;
}

/** A page whose identifier the path alone does not tell (`/[sport]/[slug]`): category, league or match. */
export function BodyPage({ id }: { id: string }) {
  useEffect(() => {
    setBodyData('page', id);
  }, [id]);
  return null;
}
