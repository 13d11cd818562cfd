import type { ReactNode } from 'react';
import styles from './error-page.module.css';

/** Decorative illustration of the generic error page (spec §2.3 "image"). */
function ErrorImage() {
  return (
    <svg className={styles.image} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="10" y="20" width="140" height="90" rx="10" fill="var(--color-surface)" stroke="currentColor" />
      <path d="M10 40h140" stroke="currentColor" />
      <circle cx="24" cy="30" r="3" fill="currentColor" />
      <circle cx="34" cy="30" r="3" fill="currentColor" />
      <path d="M62 62l12 12m0-12L62 74M88 62l12 12m0-12L88 74" stroke="var(--color-danger)" strokeWidth="4" />
      <path
        d="M62 96c10-8 26-8 36 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

function NotFoundImage() {
  return (
    <svg className={styles.image} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle cx="70" cy="56" r="32" fill="var(--color-surface)" stroke="currentColor" strokeWidth="4" />
      <path d="M93 79l30 30" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      <text x="70" y="66" textAnchor="middle" fontSize="28" fontWeight="700" fill="currentColor">
        ?
      </text>
    </svg>
  );
}

/**
 * The content of the error pages of spec §2.3 inside the reduced shell: brand, image, title, description and
 * a button back to the sports home. Plain markup, usable from server and client components.
 */
export function ErrorPage({
  kind,
  brand,
  title,
  description,
  homeHref,
  homeLabel,
}: {
  kind: 'not-found' | 'error';
  brand?: ReactNode;
  title: string;
  description: string;
  /** Absent where there is nowhere to go (blocked: the whole product is unavailable). */
  homeHref?: string | undefined;
  homeLabel?: string | undefined;
}) {
  return (
    <div className={styles.shell}>
      {brand ? <header className={styles.header}>{brand}</header> : null}
      <main id="main" className={styles.main}>
        {kind === 'error' ? <ErrorImage /> : <NotFoundImage />}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        {/* A full load: after an error the app state is not trusted. */}
        {homeHref && homeLabel ? (
          <a href={homeHref} className={styles.button}>
            {homeLabel}
          </a>
        ) : null}
      </main>
    </div>
  );
}
