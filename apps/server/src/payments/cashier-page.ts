import { randomBytes } from 'node:crypto';
import {
  CASHIER_MESSAGE_TYPE,
  type CashierQuery,
  PAYMENT_RETURN_STATUS_PARAM,
} from '@sportsbook/contract/platform/payment-calls';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@sportsbook/contract/platform/platform-errors';
import { isRtlLocale } from '@sportsbook/core/locale/locale';
import { messageLocale } from '../i18n/translate';
import { platformError } from '../responsible-gambling/platform-error';
import { paymentMessages } from './messages/payment-messages';

/** The three return URLs of a cashier page, checked, and the redirect targets it links (spec §2.2). */
export interface ReturnUrls {
  readonly success: string;
  readonly error: string;
  readonly pending: string;
  readonly terms?: string | undefined;
  readonly transactions?: string | undefined;
  readonly help?: string | undefined;
}

/**
 * Return URLs (and the redirect targets the page links) must be absolute http(s) URLs on the product's web
 * origin (no open redirect): otherwise 400 return_url_invalid.
 */
export function checkReturnUrls(query: CashierQuery, webOrigin: string): ReturnUrls {
  const check = (value: string) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw platformError(400, 'return_url_invalid', 'return URLs must be absolute URLs');
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== webOrigin)
      throw platformError(400, 'return_url_invalid', `return URLs must be on ${webOrigin}`);
    return url.toString();
  };
  const optional = (value: string | undefined) => (value === undefined ? undefined : check(value));
  return {
    success: check(query.success_url),
    error: check(query.error_url),
    pending: check(query.pending_url),
    terms: optional(query.terms_url),
    transactions: optional(query.transactions_url),
    help: optional(query.help_url),
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON for a <script type="application/json"> block: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The texts of the page itself (`payments.cashier.<key>`). */
type CashierTextKey =
  | 'title'
  | 'amount'
  | 'card_number'
  | 'expiry'
  | 'cvc'
  | 'save_card'
  | 'pay'
  | 'processing'
  | 'sandbox'
  | 'generic_error'
  | 'links'
  | 'terms'
  | 'transactions'
  | 'help';

/** The error codes the page explains in words (`payments.cashier.error.<code>`); others get the generic text. */
const CASHIER_ERROR_CODES = [
  'amount_not_positive',
  'amount_too_precise',
  'amount_too_large',
  'card_invalid',
  'card_expired',
  'cvc_invalid',
  'deposit_limit_exceeded',
  'self_excluded',
  'cooling_off',
  'country_blocked',
  'currency_not_offered',
  'unauthorized',
  'rate_limited',
] as const;

/** The page and the Content-Security-Policy it is served with (a fresh nonce per page). */
export interface CashierPage {
  readonly html: string;
  readonly csp: string;
}

/**
 * The sandbox cashier page (GET /platform/cashier): an accessible card form that posts POST
 * /platform/payments with the session cookie and the app header, then hands the result to its parent
 * (postMessage of CASHIER_MESSAGE_TYPE to the web origin only; the payment-interface script or the web's
 * deposit modal navigates to the return URL) or, when not framed, goes to the return URL itself. Framable
 * only by the web origin and, as it sits inside the product, by the host pages allowed to frame the product
 * (`hostOrigins`, HOST_ORIGINS): CSP frame-ancestors checks every ancestor, not only the parent.
 */
export function cashierPage(
  query: CashierQuery,
  urls: ReturnUrls,
  webOrigin: string,
  hostOrigins: readonly string[] = [],
): CashierPage {
  const locale = messageLocale(query.locale);
  const dir = isRtlLocale(locale) ? 'rtl' : 'ltr';
  const nonce = randomBytes(16).toString('base64');
  const say = (key: CashierTextKey) => paymentMessages.translate(locale, `payments.cashier.${key}`);
  const text = (key: CashierTextKey) => escapeHtml(say(key));
  const errors = Object.fromEntries(
    CASHIER_ERROR_CODES.map((code) => [
      code,
      paymentMessages.translate(locale, `payments.cashier.error.${code}`),
    ]),
  );
  const config = {
    messageType: CASHIER_MESSAGE_TYPE,
    statusParam: PAYMENT_RETURN_STATUS_PARAM,
    parentOrigin: webOrigin,
    returnUrls: urls,
    currency: query.currency ?? null,
    locale,
    csrf: { header: CSRF_HEADER, value: CSRF_HEADER_VALUE },
    errors,
    genericError: say('generic_error'),
    processing: say('processing'),
  };
  // The redirect targets of spec §2.2, each in a new tab so the payment in progress stays.
  const targets = (['terms', 'transactions', 'help'] as const).filter((key) => urls[key] !== undefined);
  const redirectLinks =
    targets.length === 0
      ? ''
      : `<nav aria-label="${text('links')}"><ul class="links">${targets
          .map(
            (key) =>
              `<li><a href="${escapeHtml(urls[key] ?? '')}" target="_blank" rel="noopener">${text(key)}</a></li>`,
          )
          .join('')}</ul></nav>`;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${text('title')}</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; }
  form { display: grid; gap: 12px; max-width: 420px; margin: 0 auto; }
  label { display: grid; gap: 4px; font-size: 14px; font-weight: 600; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  input { font: inherit; padding: 10px; border: 1px solid #888; border-radius: 6px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .check { display: flex; gap: 8px; align-items: center; font-weight: 400; }
  button { font: inherit; font-weight: 700; padding: 12px; border: 0; border-radius: 6px; background: #15803d; color: #fff; cursor: pointer; }
  button[disabled] { opacity: .6; cursor: progress; }
  .error { color: #b91c1c; min-height: 1.2em; margin: 0; }
  .hint { font-size: 12px; opacity: .8; margin: 0; }
  .links { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px 16px; max-width: 420px; margin: 16px auto 0; padding: 0; list-style: none; font-size: 14px; }
  .links a { color: inherit; }
</style>
</head>
<body>
<main>
<h1>${text('title')}</h1>
<form id="cashier" novalidate>
  <label>${text('amount')}${query.currency ? ` (${escapeHtml(query.currency)})` : ''}
    <input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(query.amount ?? '')}" aria-describedby="error">
  </label>
  <label>${text('card_number')}
    <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" aria-describedby="error">
  </label>
  <div class="row">
    <label>${text('expiry')}
      <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="7" aria-describedby="error">
    </label>
    <label>${text('cvc')}
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" aria-describedby="error">
    </label>
  </div>
  <label class="check"><input id="save_card" name="save_card" type="checkbox"> ${text('save_card')}</label>
  <p id="error" class="error" role="alert" aria-live="assertive"></p>
  <p id="status" class="hint" role="status" aria-live="polite"></p>
  <button id="pay" type="submit">${text('pay')}</button>
  <p class="hint">${text('sandbox')}</p>
</form>
${redirectLinks}
</main>
<script type="application/json" id="cashier-config">${scriptJson(config)}</script>
<script nonce="${nonce}">
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('cashier-config').textContent);
  var form = document.getElementById('cashier');
  var errorBox = document.getElementById('error');
  var statusBox = document.getElementById('status');
  var pay = document.getElementById('pay');
  var FIELD_OF = { amount_not_positive: 'amount', amount_too_precise: 'amount', amount_too_large: 'amount',
    card_invalid: 'card_number', card_expired: 'expiry', cvc_invalid: 'cvc' };
  var currency = config.currency;
  function field(id) { return document.getElementById(id); }
  function showError(code) {
    ['amount', 'card_number', 'expiry', 'cvc'].forEach(function (id) { field(id).removeAttribute('aria-invalid'); });
    errorBox.textContent = config.errors[code] || config.genericError;
    var id = FIELD_OF[code];
    if (id) { field(id).setAttribute('aria-invalid', 'true'); field(id).focus(); }
  }
  function finish(status, paymentId) {
    var url = new URL(config.returnUrls[status]);
    url.searchParams.set(config.statusParam, status);
    if (window.parent !== window) {
      window.parent.postMessage({ type: config.messageType, status: status, payment_id: paymentId, return_url: url.href }, config.parentOrigin);
    } else {
      window.location.assign(url.href);
    }
  }
  function headers() {
    var h = { 'content-type': 'application/json', accept: 'application/json', 'accept-language': config.locale };
    h[config.csrf.header] = config.csrf.value;
    return h;
  }
  function ensureCurrency() {
    if (currency) return Promise.resolve(currency);
    return fetch('/platform/player', { credentials: 'include', headers: { accept: 'application/json' } })
      .then(function (res) { if (!res.ok) throw { code: res.status === 401 ? 'unauthorized' : null }; return res.json(); })
      .then(function (player) { currency = player.currency; return currency; });
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (pay.disabled) return;
    pay.disabled = true;
    errorBox.textContent = '';
    statusBox.textContent = config.processing;
    ensureCurrency()
      .then(function (code) {
        return fetch('/platform/payments', {
          method: 'POST',
          credentials: 'include',
          headers: headers(),
          body: JSON.stringify({
            amount: field('amount').value.trim(),
            currency: code,
            card_number: field('card_number').value,
            expiry: field('expiry').value,
            cvc: field('cvc').value,
            save_card: field('save_card').checked
          })
        });
      })
      .then(function (res) {
        return res.json().catch(function () { return null; }).then(function (body) { return { res: res, body: body }; });
      })
      .then(function (answer) {
        if (answer.res.status === 201 && answer.body) {
          var status = answer.body.status === 'success' ? 'success' : answer.body.status === 'pending' ? 'pending' : 'error';
          finish(status, answer.body.id);
          return;
        }
        var code = answer.body && answer.body.error ? answer.body.error.code : null;
        if (answer.res.status === 401) code = 'unauthorized';
        if (answer.res.status === 429) code = 'rate_limited';
        showError(code);
      })
      .catch(function (problem) { showError(problem && problem.code ? problem.code : null); })
      .finally(function () { pay.disabled = false; statusBox.textContent = ''; });
  });
  (field('amount').value ? field('card_number') : field('amount')).focus();
})();
</script>
</body>
</html>
`;
  const frameAncestors = ["'self'", ...(webOrigin === 'null' ? [] : [webOrigin]), ...hostOrigins].join(' ');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return { html, csp };
}
