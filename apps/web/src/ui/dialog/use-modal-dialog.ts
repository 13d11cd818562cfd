import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Shows a <dialog> as modal while the calling component is mounted (the page behind becomes inert, focus
 * moves in) and closes it when it unmounts, giving focus back to what opened it. With `hidden` (spec §2.2: a
 * modal kept hidden in the background instead of closed) it is closed the same way but stays in the document
 * with what it holds, and shown again when `hidden` turns false.
 *
 * A layout effect, because its clean-up runs while the <dialog> is still in the document: a passive effect's
 * would run after React removed it, when `close()` no longer restores focus and the bettor lands on <body>.
 * The opener is also focused explicitly, for a dialog whose opener was re-rendered meanwhile.
 */
export function useModalDialog(hidden = false): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (hidden) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      const lost =
        document.activeElement === null ||
        document.activeElement === document.body ||
        (dialog?.contains(document.activeElement) ?? false);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [hidden]);
  return ref;
}
