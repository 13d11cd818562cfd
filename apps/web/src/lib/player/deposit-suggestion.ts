import { fractionDigits } from '@sportsbook/core/locale/formats';

/**
 * The amount the next deposit form starts with: what a shortcut that opened it knows is missing (the slip's
 * "You need EUR x more"). Read once, by the form it was meant for.
 */
let suggested: { readonly amount: number; readonly currency: string; readonly subunits: number } | null =
  null;

/** Suggests `amount` (minor units of `currency`) for the deposit form about to open. */
export function suggestDeposit(amount: number, currency: string, subunits: number): void {
  suggested = amount > 0 ? { amount, currency, subunits } : null;
}

/**
 * The suggested amount as the form's text (major units, "12.50"), if one was made for `currency`; forgets it
 * either way. A partial subunit (there is none in minor units) could not be deposited, so none is rounded.
 */
export function takeDepositSuggestion(currency: string | undefined): string {
  const taken = suggested;
  suggested = null;
  if (!taken || taken.currency !== currency) return '';
  return (taken.amount / taken.subunits).toFixed(fractionDigits(taken.subunits));
}

/**
 * The suggested amount as the form's text, without forgetting it: what a form reads while it renders (a
 * render may run more than once before it shows; the form forgets the suggestion once shown,
 * `forgetDepositSuggestion`).
 */
export function peekDepositSuggestion(currency: string | undefined): string {
  if (!suggested || suggested.currency !== currency) return '';
  return (suggested.amount / suggested.subunits).toFixed(fractionDigits(suggested.subunits));
}

/** Forgets the suggestion: the form it was meant for is showing. */
export function forgetDepositSuggestion(): void {
  suggested = null;
}
