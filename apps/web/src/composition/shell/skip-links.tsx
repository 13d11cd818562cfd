'use client';

import type { MouseEvent } from 'react';
import { openSlip, SLIP_PANEL_ID } from '@/features/bet-slip';

/** A price a bettor can pick (an outcome's toggle button). */
const PRICE = 'button[data-outcome-id]:not([aria-disabled="true"])';
/** What a bettor comes to the slip for: the stake first, else its first control. */
const FIRST_STOP = 'input:not([type="hidden"]):not([disabled])';
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** The slip's views load when it first opens: a few frames' wait at most (about two seconds). */
const MAX_FRAMES = 120;

function focusSlip(frames = 0): void {
  const panel = document.getElementById(SLIP_PANEL_ID);
  const target =
    panel?.querySelector<HTMLElement>(FIRST_STOP) ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
  if (target) {
    target.focus();
    return;
  }
  if (frames < MAX_FRAMES) requestAnimationFrame(() => focusSlip(frames + 1));
}

/**
 * The first skip link, to the main content: where the page lists prices, to the listing (the region) that holds
 * the first one, so its first price is a Tab or two away; elsewhere (or without script) to <main>.
 */
export function SkipToContent({ className, label }: { className?: string | undefined; label: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    const price = document.querySelector<HTMLElement>(`#main ${PRICE}`);
    const listing = price?.closest<HTMLElement>('section, [role="region"]');
    if (!listing) return;
    event.preventDefault();
    if (!listing.hasAttribute('tabindex')) listing.tabIndex = -1;
    listing.focus();
  };
  return (
    // biome-ignore lint/a11y/useValidAnchor: a link to #main without script; with it, to the listing inside
    <a href="#main" className={className} onClick={go}>
      {label}
    </a>
  );
}

/**
 * The second skip link: opens the bet slip (docked or as a sheet) and moves focus into it, to the stake when
 * there is one, so a keyboard bettor goes from a price to placing without tabbing through the page.
 */
export function SkipToSlip({ className, label }: { className?: string | undefined; label: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openSlip('BET_SLIP');
    requestAnimationFrame(() => focusSlip());
  };
  return (
    <a href={`#${SLIP_PANEL_ID}`} className={className} onClick={go}>
      {label}
    </a>
  );
}
