'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './progress-bar.module.css';

type Phase = 'idle' | 'running' | 'done';

function isSameOriginNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page (hash jump) is not a route change.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Route-change progress bar (spec §2.4): starts when an internal link is followed or history moves, completes
 * when the new route is rendered. Decorative (hidden from assistive technology); motion-free when the user
 * prefers reduced motion (CSS).
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef<Phase>('idle');
  phaseRef.current = phase;

  useEffect(() => {
    const start = (event?: MouseEvent) => {
      if (event && !isSameOriginNavigation(event)) return;
      setPhase('running');
    };
    const onPop = () => start();
    document.addEventListener('click', start);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', start);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: completes whenever the route changes
  useEffect(() => {
    if (phaseRef.current !== 'running') return;
    setPhase('done');
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  return <div className={styles.bar} data-phase={phase} aria-hidden="true" />;
}
