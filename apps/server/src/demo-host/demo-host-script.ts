/**
 * The demo host page's script (served as /demo-host/host.js): frames the product, logs every message both
 * ways, and sends each command of spec §7.4 from its buttons. Plain browser JavaScript, no dependencies,
 * written the way an operator's own integration would be. `__CONFIG__` is replaced with the page's JSON
 * configuration ({ productUrl }).
 */
export const DEMO_HOST_SCRIPT = `'use strict';
(function () {
  var config = __CONFIG__;
  var productOrigin = new URL(config.productUrl).origin;
  var frame = document.getElementById('product');
  var log = document.getElementById('log');
  var count = document.getElementById('count');
  var received = 0;

  function entry(direction, message) {
    var item = document.createElement('li');
    item.className = direction;
    var label = document.createElement('strong');
    label.textContent = direction === 'in' ? 'product → host ' : 'host → product ';
    var type = document.createElement('code');
    type.textContent = message && typeof message.type === 'string' ? message.type : '(no type)';
    var payload = document.createElement('span');
    payload.className = 'payload';
    payload.textContent = ' ' + JSON.stringify(message && message.payload !== undefined ? message.payload : null);
    item.append(label, type, payload);
    log.prepend(item);
    while (log.children.length > 200) log.lastElementChild.remove();
  }

  function send(type, payload) {
    var message = payload === undefined ? { type: type } : { type: type, payload: payload };
    // Only ever to the product's origin, never to any origin.
    frame.contentWindow.postMessage(message, productOrigin);
    entry('out', message);
  }

  function listeners() {
    return Array.prototype.filter
      .call(document.querySelectorAll('input[name="listener"]'), function (box) { return box.checked; })
      .map(function (box) { return box.value; });
  }

  function sendViewport() {
    var rect = frame.getBoundingClientRect();
    send('viewport', {
      width: Math.round(window.innerWidth),
      height: Math.round(window.innerHeight),
      offset_top: Math.max(0, Math.round(-rect.top)),
    });
  }

  window.addEventListener('message', function (event) {
    // Messages count only from the framed product, on its origin.
    if (event.source !== frame.contentWindow || event.origin !== productOrigin) return;
    var message = event.data;
    if (!message || typeof message.type !== 'string') return;
    received += 1;
    count.textContent = String(received);
    entry('in', message);
    var name = message.type.slice(message.type.indexOf(':') + 1);
    if (name === 'initialized') {
      frame.dataset.initialized = 'true';
      send('iframe_integration', { listeners: listeners() });
    } else if (name === 'page-size-changed') {
      frame.style.blockSize = Math.max(200, message.payload.height) + 'px';
    } else if (name === 'sign-in' || name === 'sign-up' || name === 'deposit') {
      document.getElementById('handover').textContent = 'The product handed "' + name + '" to the host.';
    }
  });

  document.getElementById('commands').addEventListener('submit', function (event) {
    event.preventDefault();
    var button = event.submitter;
    if (!button) return;
    var field = function (id) { return document.getElementById(id).value.trim(); };
    switch (button.value) {
      case 'open_bet_slip': send('open_bet_slip', {}); break;
      case 'open_my_bets': send('open_bet_slip', { tab: 'MY_BETS' }); break;
      case 'apply_bet_code': send('apply_bet_code', { code: field('bet-code') }); break;
      case 'change_locale': send('change_locale', { locale: field('locale') }); break;
      case 'change_currency': send('change_currency', { currency: field('currency') }); break;
      case 'page_changed': send('page_changed', { path: field('page-path') }); break;
      case 'odds_changed': send('odds_changed', { odds_type: field('odds-type') }); break;
      case 'search_open': send('search_modal', { open: true }); break;
      case 'search_close': send('search_modal', { open: false }); break;
      case 'viewport': sendViewport(); break;
      case 'iframe_integration': send('iframe_integration', { listeners: listeners() }); break;
      case 'malformed': send('open_bet_slip', { tab: 'CASINO' }); break;
    }
  });

  var pending = false;
  window.addEventListener('scroll', function () {
    if (pending || frame.dataset.initialized !== 'true') return;
    pending = true;
    setTimeout(function () { pending = false; sendViewport(); }, 200);
  }, { passive: true });

  frame.src = config.productUrl;
})();
`;
