'use client';

import type { MouseEvent } from 'react';
import { openSlip, SLIP_PANEL_ID } from '@/features/bet-slip';

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
