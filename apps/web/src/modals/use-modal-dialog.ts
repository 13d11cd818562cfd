import { type RefObject, useEffect, useRef } from 'react';

/**
 * Shows a <dialog> as modal while the calling component is mounted (the page behind becomes inert, focus
 * moves in) and closes it when it unmounts (focus goes back to what opened it).
 */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
