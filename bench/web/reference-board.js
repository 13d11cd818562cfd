import { Centrifuge } from 'centrifuge';

/*
 * The plain-DOM reference board of the live page benchmark: one button per outcome of the live matches'
 * main and secondary lines (as many as the product page shows, `?cells=`), fed by the same `public:en`
 * subscription through the official client, each odds change written straight into its cell's text.
 * No framework, no validation, no store: the floor a live page's update cost is compared with.
 */
const params = new URLSearchParams(location.search);
const wanted = Number(params.get('cells') ?? '1400');
const wsUrl = params.get('ws') ?? '';
const board = document.getElementById('board');
const cells = new Map();

function key(matchId, marketId, specifier, outcomeId) {
  return `${matchId}|${marketId}|${specifier}|${outcomeId}`;
}

async function build() {
  const response = await fetch('/api/v2/matches?match_status=1&limit=500');
  const { data } = await response.json();
  const fragment = document.createDocumentFragment();
  for (const match of data) {
    for (const market of [match.main_market, match.secondary_market]) {
      if (!market) continue;
      for (const outcome of market.outcomes) {
        if (cells.size >= wanted) break;
        const button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('aria-pressed', 'false');
        const name = document.createElement('span');
        name.textContent = outcome.name;
        const odds = document.createElement('span');
        odds.textContent = outcome.odds.toFixed(2);
        button.append(name, odds);
        fragment.append(button);
        cells.set(key(match.id, market.id, market.specifier, outcome.id), odds);
      }
    }
  }
  board.append(fragment);
}

async function token() {
  const response = await fetch('/api/v2/websocket/token', { method: 'POST' });
  return (await response.json()).token;
}

await build();
const client = new Centrifuge(wsUrl, { getToken: token });
const subscription = client.newSubscription('public:en');
subscription.on('publication', (context) => {
  const event = context.data;
  if (event?.event !== 'markets_changed') return;
  for (const market of event.payload.markets) {
    for (const outcome of market.outcomes) {
      const cell = cells.get(key(market.match_id, market.id, market.specifier, outcome.id));
      if (!cell) continue;
      const text = outcome.odds.toFixed(2);
      if (cell.textContent !== text) cell.textContent = text;
    }
  }
});
subscription.on('subscribed', () => document.body.setAttribute('data-subscribed', 'true'));
subscription.subscribe();
client.connect();
