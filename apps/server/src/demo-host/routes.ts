import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { DEMO_HOST_SCRIPT } from './demo-host-script';

/**
 * The demo host page (spec §7.4): an operator's page on the backend's origin, a different origin from the
 * web product, that embeds the product in an inline frame, shows every message both ways and sends each
 * command. `npm start` allows this origin in the product's HOST_ORIGINS, so it works out of the box at
 * http://localhost:4000/demo-host. The product framed is WEB_ORIGIN's /sports (`?path=/sports/live` for
 * another page of it).
 */
export function registerDemoHostRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'config'>): void {
  const webOrigin = deps.config.webOrigin;
  const headers = {
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `frame-src ${webOrigin}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };

  app.get<{ Querystring: { path?: string } }>(
    '/demo-host',
    { schema: { hide: true } },
    async (request, reply) => {
      // Only a page of the product: never another site in the frame.
      const productPath = productPathOf(request.query.path);
      return reply.headers(headers).type('text/html; charset=utf-8').send(demoHostHtml(productPath));
    },
  );
  app.get<{ Querystring: { path?: string } }>(
    '/demo-host/host.js',
    { schema: { hide: true } },
    async (request, reply) => {
      const productPath = productPathOf(request.query.path);
      const config = JSON.stringify({ productUrl: `${webOrigin}${productPath}` }).replace(/</g, '\\u003c');
      return reply
        .headers(headers)
        .type('text/javascript; charset=utf-8')
        .send(DEMO_HOST_SCRIPT.replace('__CONFIG__', config));
    },
  );
  app.get('/demo-host/host.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(headers).type('text/css; charset=utf-8').send(DEMO_HOST_CSS),
  );
}

/** A page of the product to frame (`/sports`, `/de/sports/live`); anything else frames the sports home. */
export function productPathOf(path: string | undefined): string {
  return path && /^\/(?:[A-Za-z-]{2,10}\/)?sports(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/.test(path)
    ? path
    : '/sports';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function demoHostHtml(productPath: string): string {
  const script = `/demo-host/host.js?path=${encodeURIComponent(productPath)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo host page: the sportsbook embedded</title>
<link rel="stylesheet" href="/demo-host/host.css">
<script src="${escapeHtml(script)}" defer></script>
</head>
<body>
<header>
  <h1>Demo host page</h1>
  <p>An operator's page on another origin, with the sportsbook in an inline frame. Every message between them is
  logged below; the buttons send the host's commands. The operator's guide (docs/operators.md) describes each one.</p>
</header>
<div class="layout">
  <section aria-labelledby="controls-title" class="controls">
    <h2 id="controls-title">Host commands</h2>
    <form id="commands">
      <fieldset>
        <legend>The host takes over</legend>
        <label><input type="checkbox" name="listener" value="sign-in"> Sign in</label>
        <label><input type="checkbox" name="listener" value="sign-up"> Sign up</label>
        <label><input type="checkbox" name="listener" value="deposit"> Deposit</label>
        <button type="submit" value="iframe_integration">Send iframe_integration</button>
      </fieldset>
      <p id="handover" role="status"></p>
      <button type="submit" value="open_bet_slip">Open the bet slip</button>
      <button type="submit" value="open_my_bets">Open My bets</button>
      <label for="bet-code">Bet code</label>
      <input id="bet-code" autocomplete="off" spellcheck="false">
      <button type="submit" value="apply_bet_code">Apply the bet code</button>
      <label for="locale">Locale</label>
      <input id="locale" value="de" autocomplete="off">
      <button type="submit" value="change_locale">Change the locale</button>
      <label for="currency">Currency</label>
      <input id="currency" value="USD" autocomplete="off">
      <button type="submit" value="change_currency">Change the currency</button>
      <label for="page-path">Page</label>
      <input id="page-path" value="/sports/live" autocomplete="off">
      <button type="submit" value="page_changed">Go to the page</button>
      <label for="odds-type">Odds format</label>
      <select id="odds-type">
        <option value="european">european</option><option value="british">british</option>
        <option value="american">american</option><option value="hongkong">hongkong</option>
        <option value="indonesian">indonesian</option><option value="malaysian">malaysian</option>
        <option value="percent">percent</option>
      </select>
      <button type="submit" value="odds_changed">Change the odds format</button>
      <button type="submit" value="search_open">Open the search</button>
      <button type="submit" value="search_close">Close the search</button>
      <button type="submit" value="viewport">Send the viewport</button>
      <button type="submit" value="malformed">Send a malformed command</button>
    </form>
  </section>
  <section aria-labelledby="log-title" class="messages">
    <h2 id="log-title">Messages (<span id="count">0</span> received)</h2>
    <ol id="log" role="log" aria-label="Message log" aria-live="off"></ol>
  </section>
  <section aria-labelledby="frame-title" class="product">
    <h2 id="frame-title">The product</h2>
    <iframe id="product" title="Sportsbook"></iframe>
  </section>
</div>
</body>
</html>
`;
}

const DEMO_HOST_CSS = `
:root { color-scheme: light; font-family: system-ui, sans-serif; }
body { margin: 0; background: #eef1f5; color: #1b2430; }
header { padding: 1rem 1.5rem; background: #1b2430; color: #fff; }
header p { max-inline-size: 70ch; margin: 0.5rem 0 0; }
.layout { display: grid; gap: 1rem; padding: 1rem; grid-template-columns: minmax(16rem, 22rem) 1fr; }
.product { grid-column: 1 / -1; }
.controls form { display: grid; gap: 0.4rem; }
fieldset { display: grid; gap: 0.3rem; border: 1px solid #b8c2cf; }
button { min-block-size: 2rem; cursor: pointer; }
input, select { min-block-size: 1.8rem; }
.messages ol { max-block-size: 24rem; overflow: auto; margin: 0; padding: 0.5rem 0.5rem 0.5rem 2rem;
  background: #fff; border: 1px solid #b8c2cf; font-size: 0.85rem; }
.messages li { padding: 0.15rem 0; overflow-wrap: anywhere; }
.messages li.out strong { color: #7a3d00; }
.messages li.in strong { color: #0b5d1e; }
iframe { display: block; inline-size: 100%; block-size: 800px; border: 2px solid #1b2430; background: #fff; }
@media (max-width: 720px) { .layout { grid-template-columns: 1fr; } }
`;
