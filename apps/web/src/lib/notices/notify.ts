/**
 * Notices (spec §2.5): toasts with a title and a description, typed success, warning or error ("danger"),
 * closing after 5 s. Code anywhere calls `notify`; the toast library loads with the first notice, so pages
 * that never show one do not carry it.
 */

/** Spec §9: toasts close after 5000 ms. */
export const NOTICE_DURATION_MS = 5_000;

export type NoticeKind = 'success' | 'warning' | 'error' | 'info';

export interface Notice {
  readonly kind: NoticeKind;
  readonly title: string;
  readonly description?: string | undefined;
  /** Replaces an earlier notice with the same id (e.g. the offline notice) instead of stacking. */
  readonly id?: string | undefined;
  /** A button in the notice (e.g. the sign-up reminder's "Sign up"). */
  readonly action?: { readonly label: string; readonly onClick: () => void } | undefined;
}

type Show = (notice: Notice) => void;

let show: Show | null = null;
const waiting: Notice[] = [];
const loadListeners = new Set<() => void>();

/** Shows a notice (queued until the toaster has loaded). */
export function notify(notice: Notice): void {
  if (show) {
    show(notice);
    return;
  }
  waiting.push(notice);
  for (const listener of loadListeners) listener();
}

/** For the host: called when a notice waits for the toaster to load. */
export function onNoticeWaiting(listener: () => void): () => void {
  loadListeners.add(listener);
  if (waiting.length > 0) listener();
  return () => loadListeners.delete(listener);
}

/** For the host: the toaster is ready; notices go to `next` from now on. */
export function installNotices(next: Show): () => void {
  show = next;
  for (const notice of waiting.splice(0)) next(notice);
  return () => {
    if (show === next) show = null;
  };
}

/** Spec §2.5 "danger" payment alerts are error toasts. */
export function noticeKindOf(type: string): NoticeKind {
  return type === 'danger' || type === 'error'
    ? 'error'
    : type === 'warning'
      ? 'warning'
      : type === 'success'
        ? 'success'
        : 'info';
}
