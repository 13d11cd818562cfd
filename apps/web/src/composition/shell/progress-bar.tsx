'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './progress-bar.module.css';

type Phase = 'idle' | 'running' | 'done';

/** A route change that has not completed by then is taken as none (the bar hides). */
const STALLED_MS = 15_000;

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
 * when the new route is rendered. While it runs it is an indeterminate `progressbar` named "Loading page"
 * (busy); otherwise it is hidden from assistive technology. Motion-free when the user prefers reduced
 * motion (CSS).
 */
export function ProgressBar() {
  const t = useTranslations('page');
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
    // Capture phase: a Next <Link> prevents the click's default in its own (bubbling) handler, before a
    // bubbling listener here would see it.
    document.addEventListener('click', start, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', start, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // A click that turned out not to navigate (a handler cancelled it) must not leave the bar running.
  useEffect(() => {
    if (phase !== 'running') return;
    const stalled = setTimeout(() => setPhase('idle'), STALLED_MS);
    return () => clearTimeout(stalled);
  }, [phase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: completes whenever the route changes
  useEffect(() => {
    if (phaseRef.current !== 'running') return;
    setPhase('done');
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  return phase === 'running' ? (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-busy="true"
    />
  ) : (
    <div className={styles.bar} data-phase={phase} aria-hidden="true" />
  );
}
