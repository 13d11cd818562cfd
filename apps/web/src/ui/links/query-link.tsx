'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { changeUrl } from '@/lib/url/location-store';

/**
 * A link to the current page with one query parameter set (`?modal=sign-in`, spec §2.2): the modal flows
 * read it. Other query parameters are kept. A plain click changes the URL in place (the location store)
 * instead of rendering the page again on the server; a modified click (new tab, new window) follows the link.
 */
export function QueryLink({
  name,
  value,
  className,
  children,
  ...rest
}: {
  name: string;
  value: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const pathname = usePathname();
  const params = new URLSearchParams(useSearchParams().toString());
  params.set(name, value);
  const href = `${pathname}?${params.toString()}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = new URL(window.location.href);
    url.searchParams.set(name, value);
    changeUrl(url.pathname + url.search + url.hash);
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
