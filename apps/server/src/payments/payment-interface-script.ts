import { CASHIER_MESSAGE_TYPE } from '@sportsbook/contract/platform/payment-calls';

/**
 * The payment-interface script of spec §7.1 (GET /platform/payment-interface.js), loaded by the web's deposit
 * modal: `window.PaymentInterface.open({ container, amount, currency, successUrl, errorUrl, pendingUrl, locale,
 * termsUrl, transactionsUrl, helpUrl })` (the last three: the redirect targets of spec §2.2 the cashier links)
 * mounts the sandbox cashier in an iframe inside `container` (an element or a selector) and returns
 * `{ frame, close() }`; `onResult(callback)` hears the cashier's result `{ status, paymentId, returnUrl }` and
 * returns an unsubscribe function. After the callbacks the page goes to the return URL (same origin only),
 * unless a callback returned `false` (the modal handles the result itself).
 */
export const PAYMENT_INTERFACE_SCRIPT = `(function () {
  'use strict';
  var MESSAGE_TYPE = ${JSON.stringify(CASHIER_MESSAGE_TYPE)};
  var script = document.currentScript;
  var cashierUrl = new URL('cashier', script && script.src ? script.src : window.location.href);
  var listeners = [];
  var frames = [];
  window.addEventListener('message', function (event) {
    if (event.origin !== cashierUrl.origin) return;
    var data = event.data;
    if (!data || data.type !== MESSAGE_TYPE) return;
    var ours = frames.some(function (frame) { return frame.contentWindow === event.source; });
    if (!ours) return;
    var result = { status: data.status, paymentId: data.payment_id, returnUrl: data.return_url };
    var handled = false;
    listeners.slice().forEach(function (listener) {
      try {
        if (listener(result) === false) handled = true;
      } catch (error) {
        setTimeout(function () { throw error; });
      }
    });
    if (handled || typeof data.return_url !== 'string') return;
    var target = new URL(data.return_url, window.location.href);
    if (target.origin === window.location.origin) window.location.assign(target.href);
  });
  function open(options) {
    options = options || {};
    var container = typeof options.container === 'string' ? document.querySelector(options.container) : options.container;
    if (!container) throw new Error('PaymentInterface.open: no container element');
    var url = new URL(cashierUrl.href);
    var params = { amount: options.amount, currency: options.currency, success_url: options.successUrl,
      error_url: options.errorUrl, pending_url: options.pendingUrl, locale: options.locale,
      terms_url: options.termsUrl, transactions_url: options.transactionsUrl, help_url: options.helpUrl };
    Object.keys(params).forEach(function (key) {
      if (params[key] !== undefined && params[key] !== null && params[key] !== '') url.searchParams.set(key, String(params[key]));
    });
    var frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = options.title || 'Payment';
    frame.setAttribute('allow', 'payment');
    frame.style.width = '100%';
    frame.style.minHeight = '520px';
    frame.style.border = '0';
    container.appendChild(frame);
    frames.push(frame);
    return {
      frame: frame,
      close: function () {
        frames = frames.filter(function (f) { return f !== frame; });
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      }
    };
  }
  function onResult(callback) {
    listeners.push(callback);
    return function () { listeners = listeners.filter(function (l) { return l !== callback; }); };
  }
  window.PaymentInterface = { open: open, onResult: onResult };
})();
`;
