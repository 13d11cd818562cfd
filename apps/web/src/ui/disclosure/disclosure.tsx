import type { ReactNode } from 'react';
import styles from './disclosure.module.css';

/**
 * The button of a disclosure (a heading that shows or hides what follows it): its whole row, at least 44 px
 * high, its visible text its name, `aria-expanded` its state and a chevron that turns with it (pointing down
 * while open, to the inline end while closed; an SVG, not a glyph, so bidi mirroring never turns it twice).
 * The label wraps rather than being cut.
 */
export function DisclosureButton({
  expanded,
  controls,
  onToggle,
  children,
}: {
  expanded: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.row}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
      <svg aria-hidden="true" focusable="false" className={styles.chevron} viewBox="0 0 16 16">
        <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/** The same row without a button: a disclosure's heading while it cannot be closed (e.g. during a search). */
export function DisclosureRow({ children }: { children: ReactNode }) {
  return <span className={styles.row}>{children}</span>;
}
