import type { PaymentStatus } from '@sportsbook/contract/entities/payment';

/*
 * One notice per payment state (spec §2.5). A quick deposit shows its own result notice (success, pending
 * in the success style, failed); the same state also arrives as a payment alert on the player's channel,
 * under the same notice id. The alert of a state this tab has already told the player about is left out,
 * so the player sees one clear notice; a later state (a pending deposit completing) still comes through.
 */

/** The alert type the backend publishes for each payment status. */
const ALERT_OF: Readonly<Record<PaymentStatus, string>> = {
  success: 'success',
  pending: 'warning',
  failed: 'danger',
};

const toldHere = new Set<string>();

/** This tab shows the notice of payment `id` in `status` itself. */
export function claimPaymentNotice(id: number, status: PaymentStatus): void {
  toldHere.add(`${id}:${ALERT_OF[status]}`);
}

/** Whether a payment alert (`type` success, warning or danger) repeats a notice this tab showed itself. */
export function paymentNoticeToldHere(id: number, type: string): boolean {
  return toldHere.has(`${id}:${type}`);
}
