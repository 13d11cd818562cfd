'use client';

import { useEffect } from 'react';
import { reportError } from '@/lib/errors/report';

/** Sprite URLs already checked by this page. */
const checked = new Set<string>();

/** Spec §9 idle fallback: where requestIdleCallback is missing, the check waits 3 s. */
const IDLE_FALLBACK_MS = 3_000;

/**
 * Spec §8 "failed icon loading is reported": a `<use href>` that cannot load its sprite fails silently (the
 * icons are just missing), so the page fetches the sprite once, when idle (the browser's cache answers: it is
 * the URL the icons use), and reports an answer that is not the sprite. Renders nothing.
 */
export function SpriteCheck({ url }: { url: string }) {
  useEffect(() => {
    if (checked.has(url)) return;
    checked.add(url);
    const check = () => {
      fetch(url).then(
        async (response) => {
          const type = response.headers.get('content-type') ?? '';
          if (response.ok && type.startsWith('image/svg+xml') && (await response.text()).includes('<symbol'))
            return;
          reportError(new Error(`the icon sprite did not load: HTTP ${response.status} ${type}`.trim()), {
            source: 'icons',
            url,
          });
        },
        // Offline or blocked: a network error, which the report filter drops (spec §8).
        (error: unknown) => reportError(error, { source: 'icons', url }),
      );
    };
    const idle = (
      window as { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number }
    ).requestIdleCallback;
    if (idle) idle(check, { timeout: IDLE_FALLBACK_MS });
    else setTimeout(check, IDLE_FALLBACK_MS);
  }, [url]);
  return null;
}
