import type { ReactNode } from 'react';

/**
 * The root layout only passes through: `<html lang dir>` depends on the locale, so `app/[locale]/layout.tsx`
 * renders the document. The proxy gives every page path a locale segment.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
