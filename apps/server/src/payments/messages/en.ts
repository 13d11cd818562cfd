import type { EnglishCatalogue } from '../../i18n/translate';

/** The texts of payment notifications and of the sandbox cashier page, in English: the keys and `{placeholders}` every other locale has. */
export const en = {
  'payments.deposit.success.title': 'Deposit received',
  'payments.deposit.success.body': '{amount} has been added to your balance.',
  'payments.deposit.pending.title': 'Deposit pending',
  'payments.deposit.pending.body':
    'Your deposit of {amount} is being processed. We will let you know when it arrives.',
  'payments.deposit.failed.title': 'Deposit failed',
  'payments.deposit.failed.body':
    'Your deposit of {amount} was declined. Try another card or contact your bank.',
  'payments.cashier.title': 'Deposit',
  'payments.cashier.amount': 'Amount',
  'payments.cashier.card_number': 'Card number',
  'payments.cashier.expiry': 'Expiry date (MM/YY)',
  'payments.cashier.cvc': 'Security code',
  'payments.cashier.save_card': 'Save this card for quick deposits',
  'payments.cashier.pay': 'Pay',
  'payments.cashier.processing': 'Processing…',
  'payments.cashier.sandbox':
    'Sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0077 stays pending. Any future expiry date and any 3-digit code.',
  'payments.cashier.generic_error': 'The payment could not be made. Check the details and try again.',
  'payments.cashier.error.amount_not_positive': 'Enter an amount above 0.',
  'payments.cashier.error.amount_too_precise': 'The amount has too many decimal places.',
  'payments.cashier.error.amount_too_large': 'The amount is too large.',
  'payments.cashier.error.card_invalid': 'The card number is not valid.',
  'payments.cashier.error.card_expired': 'The expiry date is not valid or has passed.',
  'payments.cashier.error.cvc_invalid': 'The security code is not valid.',
  'payments.cashier.error.deposit_limit_exceeded': 'This deposit would go over your deposit limit.',
  'payments.cashier.error.self_excluded': 'You have excluded yourself: deposits are not possible.',
  'payments.cashier.error.cooling_off': 'You are taking a break: deposits are not possible until it ends.',
  'payments.cashier.error.country_blocked': 'Deposits are not available in your country.',
  'payments.cashier.error.currency_not_offered': 'You have no account in this currency.',
  'payments.cashier.error.unauthorized': 'Sign in to deposit.',
  'payments.cashier.error.rate_limited': 'Too many attempts. Wait a minute and try again.',
  'payments.cashier.links': 'Help and information',
  'payments.cashier.terms': 'Terms and conditions',
  'payments.cashier.transactions': 'My transactions',
  'payments.cashier.help': 'Help centre',
} as const satisfies EnglishCatalogue;
