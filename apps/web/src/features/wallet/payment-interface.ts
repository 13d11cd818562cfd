import { fullPath } from '@sportsbook/contract/http/call';
import { paymentInterfaceScript } from '@sportsbook/contract/platform/payment-calls';

/*
 * The payment-interface script of spec §7.1, served by the platform (GET /platform/payment-interface.js,
 * reached through the web origin like every platform call): it mounts the cashier in an iframe and sends the
 * page to the return URL it is given once the payment is done.
 */

export interface PaymentInterfaceOptions {
  readonly container: HTMLElement;
  /** Major units as a decimal string ("10.50"). */
  readonly amount?: string;
  readonly currency?: string;
  readonly successUrl: string;
  readonly errorUrl: string;
  readonly pendingUrl: string;
  readonly locale?: string;
  /** The redirect targets of spec §2.2 the cashier links: terms and conditions, transactions, help centre. */
  readonly termsUrl?: string;
  readonly transactionsUrl?: string;
  readonly helpUrl?: string;
  /** The iframe's accessible name. */
  readonly title?: string;
}

export interface PaymentInterfaceResult {
  readonly type: string;
  readonly status: 'success' | 'error' | 'pending';
  readonly payment_id: number | null;
}

export interface PaymentInterface {
  open(options: PaymentInterfaceOptions): { close(): void };
  onResult?(callback: (result: PaymentInterfaceResult) => void): (() => void) | undefined;
}

declare global {
  interface Window {
    PaymentInterface?: PaymentInterface;
  }
}

let loading: Promise<PaymentInterface> | null = null;

/** Loads the script once per page; rejects (and lets a later call try again) when it cannot load. */
export function loadPaymentInterface(): Promise<PaymentInterface> {
  if (window.PaymentInterface) return Promise.resolve(window.PaymentInterface);
  loading ??= new Promise<PaymentInterface>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = fullPath(paymentInterfaceScript);
    script.async = true;
    script.onload = () => {
      if (window.PaymentInterface) resolve(window.PaymentInterface);
      else reject(new Error('the payment-interface script defined no PaymentInterface'));
    };
    script.onerror = () => reject(new Error('the payment-interface script did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelectorAll(`script[src="${fullPath(paymentInterfaceScript)}"]`).forEach((s) => {
      s.remove();
    });
    throw error;
  });
  return loading;
}
