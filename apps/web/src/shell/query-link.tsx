'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A link to the current page with one query parameter set (`?modal=sign-in`, spec §2.2): the modal flows
 * read it. Other query parameters are kept. Never prefetched: a prefetch would render the same page again
 * on the server, once per link, on every page load.
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
  return (
    <Link
      href={`${pathname}?${params.toString()}`}
      className={className}
      scroll={false}
      prefetch={false}
      {...rest}
    >
      {children}
    </Link>
  );
}
