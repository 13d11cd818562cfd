/*
 * What browsers do for a modal <dialog> and happy-dom does not (its showModal() only sets `open`), per the
 * HTML standard's dialog steps: showModal() moves focus into the dialog (its autofocus element, else its
 * first focusable one, else itself); Escape fires a cancelable `cancel` at the topmost modal dialog and closes
 * it unless cancelled; close() of a modal dialog gives focus back to what had it before. The inert page behind
 * is left out. Components are tested against these steps, not against happy-dom's gaps.
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function emulateModalDialogs(window: Window & typeof globalThis): void {
  const prototype = window.HTMLDialogElement.prototype;
  const openModals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  const close = prototype.close;

  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    focusedBefore.set(this, window.document.activeElement);
    this.setAttribute('open', '');
    openModals.push(this);
    const delegate =
      this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this;
    delegate.focus();
  };

  prototype.close = function closeDialog(this: HTMLDialogElement, returnValue?: string) {
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    close.call(this, returnValue);
    if (index < 0) return;
    const previous = focusedBefore.get(this);
    focusedBefore.delete(this);
    if (previous instanceof window.HTMLElement && previous.isConnected) previous.focus();
  };

  window.document.addEventListener('keydown', (event) => {
    const top = openModals.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}
