import { z } from 'zod';
import { CurrencyCode, text } from '../entities/common';
import { PaymentSchema, WalletTransactionSchema } from '../entities/payment';
import { defineCall } from '../http/call';
import { paginated, pagingQuery } from '../http/pagination';
import { queryId } from '../http/query';

/*
 * Deposits (spec §2.2 deposit modal, §2.5 quick deposit and payment notices, §7.1 payment-interface script):
 * a sandbox cashier. Decisions in docs/adr/0010.
 *
 * Test cards (any future expiry, any 3-digit CVC):
 *   4242 4242 4242 4242  succeeds
 *   4000 0000 0000 0002  is declined (status failed, failure_code card_declined)
 *   4000 0000 0000 0077  stays pending, then succeeds about 20 seconds later
 * Any other number that passes the Luhn check is declined; one that does not is 400 card_invalid.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  pending: '4000000000000077',
} as const;

/**
 * An amount typed by a person, in MAJOR units as a decimal string (`"10"`, `"10.5"`, `"0.0015"` for BTC):
 * exact, no float rounding. More than 0, with no more decimals than the currency has minor units (EUR 2,
 * BTC 8), within the player's deposit limits. Anything else is 400 amount_not_positive, amount_too_precise
 * or amount_too_large. Answers carry minor units (`Payment.amount`).
 */
export const DepositAmount = z
  .string()
  .trim()
  .regex(/^\d{1,15}(?:\.\d{1,18})?$/, 'a decimal number such as 10 or 10.50')
  .meta({ description: 'Major units as a decimal string, e.g. "10.50"' });

/** Query parameter the cashier adds to the return URL it sends the page to (spec §2.2). */
export const PAYMENT_RETURN_STATUS_PARAM = 'status';
/** Values of {@link PAYMENT_RETURN_STATUS_PARAM}: success, error (declined or refused) or pending. */
export const PAYMENT_RETURN_STATUSES = ['success', 'error', 'pending'] as const;
export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

/**
 * `type` of the message the cashier posts to its parent window before it sends the parent to the return URL:
 * `{ type, status: PaymentReturnStatus, payment_id: number | null }` (posted to the parent's origin only).
 */
export const CASHIER_MESSAGE_TYPE = 'sportsbook-cashier:result';

/**
 * Query of the cashier page. Return URLs must be absolute http(s) URLs on the product's web origin
 * (otherwise the page answers 400 return_url_invalid): no open redirect.
 */
export const CashierQuerySchema = z.strictObject({
  amount: DepositAmount.optional(),
  currency: CurrencyCode.optional(),
  success_url: text(2000, { min: 1 }),
  error_url: text(2000, { min: 1 }),
  pending_url: text(2000, { min: 1 }),
  locale: text(35, { min: 2 }).optional(),
  /**
   * The redirect targets of spec §2.2 the cashier links (in a new tab): the product's terms and conditions,
   * the player's wallet transactions and the help centre. On the web origin too.
   */
  terms_url: text(2000, { min: 1 }).optional(),
  transactions_url: text(2000, { min: 1 }).optional(),
  help_url: text(2000, { min: 1 }).optional(),
});
// No OpenAPI component id: @fastify/swagger cannot resolve a $ref'd querystring.
export type CashierQuery = z.infer<typeof CashierQuerySchema>;

export const cashierPage = defineCall({
  id: 'cashierPage',
  api: 'platform',
  method: 'GET',
  path: '/cashier',
  summary:
    "The sandbox payment page (text/html) for the deposit modal's iframe: card form, posts POST /platform/payments, then sends its parent (or itself, when not framed) to the return URL with status=success|error|pending. Framable by the web origin only",
  auth: 'none',
  query: CashierQuerySchema,
  status: 200,
  response: z.string().meta({ description: 'text/html' }),
  errorStatuses: [],
});

export const paymentInterfaceScript = defineCall({
  id: 'paymentInterfaceScript',
  api: 'platform',
  method: 'GET',
  path: '/payment-interface.js',
  summary:
    "The payment-interface script of spec §7.1 (text/javascript): window.PaymentInterface.open({ container, amount, currency, successUrl, errorUrl, pendingUrl, locale, termsUrl, transactionsUrl, helpUrl }) mounts the cashier in an iframe in container and returns { close() }; onResult(callback) hears the cashier's result message",
  auth: 'none',
  status: 200,
  response: z.string().meta({ description: 'text/javascript' }),
  errorStatuses: [],
});

export const CreatePaymentRequestSchema = z
  .strictObject({
    amount: DepositAmount,
    currency: CurrencyCode,
    /** 12 to 19 digits, spaces allowed; never stored or logged (only the last four digits are kept). */
    card_number: text(32),
    /** `MM/YY`. */
    expiry: text(7),
    cvc: text(4),
    /**
     * Keep the card (its last four digits and a sandbox token) for quick deposit: the player's choice, off
     * unless asked for. A declined card is never kept.
     */
    save_card: z.boolean().default(false),
  })
  .meta({ id: 'CreatePaymentRequest' });
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequestSchema>;

export const createPayment = defineCall({
  id: 'createPayment',
  api: 'platform',
  method: 'POST',
  path: '/payments',
  summary:
    'Deposits by card (sandbox): a success credits the account at once (ledger `deposit`, balance_changed and a notification on the private channel); a declined card is a payment with status failed; a pending one completes about 20 s later. 400 amount_* / card_invalid / card_expired / cvc_invalid, 403 country_blocked / self_excluded / cooling_off / csrf_failed, 422 deposit_limit_exceeded / currency_not_offered',
  auth: 'session',
  body: CreatePaymentRequestSchema,
  status: 201,
  response: PaymentSchema,
  errorStatuses: [401, 403, 422, 429],
});

export const getPayment = defineCall({
  id: 'getPayment',
  api: 'platform',
  method: 'GET',
  path: '/payments/{id}',
  summary: "One of the player's payments (a pending one shows when it completes); 404 payment_not_found",
  auth: 'session',
  params: z.strictObject({ id: queryId }),
  status: 200,
  response: PaymentSchema,
  errorStatuses: [401, 404],
});

export const QuickDepositRequestSchema = z
  .strictObject({ amount: DepositAmount, currency: CurrencyCode })
  .meta({ id: 'QuickDepositRequest' });

export const quickDeposit = defineCall({
  id: 'quickDeposit',
  api: 'platform',
  method: 'POST',
  path: '/payments/quick',
  summary:
    'Quick deposit (spec §2.5) with the last saved card: status success, pending or failed. 403 quick_deposit_unavailable (feature off, or the player lacks the test status group of spec §6), 422 no_saved_card; otherwise as POST /payments',
  auth: 'session',
  body: QuickDepositRequestSchema,
  status: 201,
  response: PaymentSchema,
  errorStatuses: [401, 403, 422, 429],
});

/** Rows a page of the wallet's transactions holds unless the client asks for another `limit`. */
export const WALLET_TRANSACTIONS_PAGE_SIZE = 20;

export const ListWalletTransactionsQuerySchema = z.strictObject({
  ...pagingQuery(WALLET_TRANSACTIONS_PAGE_SIZE),
  /** Only the account in this currency; absent: every account of the player. */
  currency: CurrencyCode.optional(),
});
/** The query as a client sends it. */
export type ListWalletTransactionsQuery = z.input<typeof ListWalletTransactionsQuerySchema>;

export const listWalletTransactions = defineCall({
  id: 'listWalletTransactions',
  api: 'platform',
  method: 'GET',
  path: '/wallet/transactions',
  summary:
    "The signed-in player's own wallet transactions (spec §2.2 redirect target profile/wallet/transactions): every movement of their accounts' ledger (deposits, stakes, wins, refunds, cash outs), newest first, paged; answered with Cache-Control: no-store",
  auth: 'session',
  query: ListWalletTransactionsQuerySchema,
  status: 200,
  response: paginated(WalletTransactionSchema),
  errorStatuses: [401],
});
