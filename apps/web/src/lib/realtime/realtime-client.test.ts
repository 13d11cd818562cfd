import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHub } from '@/test-support/fake-hub';
import { type ConnectionState, REALTIME_SETTINGS, RealtimeClient } from './realtime-client';

/*
 * The page's realtime client over the real Centrifuge library, talking to a hub in memory (fake-hub.ts)
 * through the client's `websocket` option. Time is vitest's fake clock: back-off and release delays are
 * advanced, never waited for.
 */

const PUBLIC = 'public:en';
const MATCH = 'match:en:42';
const PLAYER = '$user:en:9';

let hub: FakeHub;
let client: RealtimeClient;
let publications: { channel: ChannelName; data: unknown }[];
let reports: { error: unknown; context: Record<string, unknown> }[];
let recoveryFailures: string[];
let subscribed: string[];
let states: ConnectionState[];
let tokens: number;

function makeClient(options: { delta?: boolean } = {}) {
  const made = new RealtimeClient({
    url: 'ws://hub.test/connection/websocket',
    delta: options.delta ?? true,
    websocket: hub.WebSocket,
    getToken: async () => `token-${++tokens}`,
    getSubscriptionToken: async (channel) => `sub-token-for-${channel}`,
    onPublication: (channel, data) => publications.push({ channel, data }),
    onRecoveryFailed: (channel) => recoveryFailures.push(channel),
    onSubscribed: (channel) => subscribed.push(channel),
    report: (error, context) => reports.push({ error, context }),
  });
  made.onState(() => states.push(made.state));
  return made;
}

/** Lets the socket's events and the library's promise chains run; moves the clock by `ms` on the way. */
async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

/** Past the longest reconnect or resubscribe back-off (full jitter stays below the maximum). */
const LONGEST_BACKOFF = REALTIME_SETTINGS.maxReconnectDelay;

beforeEach(() => {
  vi.useFakeTimers();
  hub = new FakeHub();
  publications = [];
  reports = [];
  recoveryFailures = [];
  subscribed = [];
  states = [];
  tokens = 0;
  client = makeClient();
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('connects with a token and subscribes the channels acquired before it started', async () => {
    client.acquire(PUBLIC);
    expect(client.state).toBe('connecting');
    client.start();
    await settle();
    expect(client.state).toBe('connected');
    expect(hub.received.find((command) => command.connect)?.connect?.token).toBe('token-1');
    expect(hub.subscribeCommands().map((command) => command?.channel)).toEqual([PUBLIC]);
    expect(subscribed).toEqual([PUBLIC]);
  });

  it('hands each publication to the page with its channel read from the name', async () => {
    client.acquire(PUBLIC);
    client.acquire(MATCH);
    client.start();
    await settle();
    hub.publish(MATCH, { type: 'markets_changed', n: 1 });
    hub.publish(PUBLIC, { type: 'match_status_changed', n: 2 });
    await settle();
    expect(publications).toEqual([
      { channel: { kind: 'match', locale: 'en', matchId: 42 }, data: { type: 'markets_changed', n: 1 } },
      { channel: { kind: 'public', locale: 'en' }, data: { type: 'match_status_changed', n: 2 } },
    ]);
  });

  it('subscribes a channel acquired after start at once, and ignores a name that is no channel', async () => {
    client.start();
    await settle();
    client.acquire(MATCH);
    client.acquire('nonsense:channel');
    await settle();
    expect(hub.subscribeCommands().map((command) => command?.channel)).toEqual([MATCH]);
  });

  it('asks for fossil deltas on match channels only, and not when the flag is off', async () => {
    client.acquire(PUBLIC);
    client.acquire(MATCH);
    client.start();
    await settle();
    expect(hub.subscribeCommands(MATCH)[0]?.delta).toBe('fossil');
    expect(hub.subscribeCommands(PUBLIC)[0]?.delta).toBeUndefined();

    client.stop();
    hub = new FakeHub();
    client = makeClient({ delta: false });
    client.acquire(MATCH);
    client.start();
    await settle();
    expect(hub.subscribeCommands(MATCH)[0]?.delta).toBeUndefined();
  });

  it("subscribes a player's private channel with a subscription token", async () => {
    client.acquire(PLAYER);
    client.acquire(PUBLIC);
    client.start();
    await settle();
    expect(hub.subscribeCommands(PLAYER)[0]?.token).toBe(`sub-token-for-${PLAYER}`);
    expect(hub.subscribeCommands(PUBLIC)[0]?.token).toBeUndefined();
  });

  it('keeps a channel while anyone holds it, and a moment longer for the next page', async () => {
    client.start();
    const releaseA = client.acquire(MATCH);
    const releaseB = client.acquire(MATCH);
    await settle();
    releaseA();
    releaseA(); // releasing twice counts once
    await settle(10 * 2_000);
    expect(hub.unsubscribeCommands()).toEqual([]);

    releaseB();
    // A navigation to another page of the same match takes the channel back within the delay.
    await settle(1_000);
    const releaseC = client.acquire(MATCH);
    await settle(10 * 2_000);
    expect(hub.unsubscribeCommands()).toEqual([]);
    expect(hub.subscribeCommands(MATCH)).toHaveLength(1);

    releaseC();
    await settle(1_999);
    expect(hub.unsubscribeCommands()).toEqual([]);
    await settle(1);
    expect(hub.unsubscribeCommands()).toEqual([MATCH]);
    hub.publish(MATCH, { late: true });
    await settle();
    expect(publications).toEqual([]);
  });

  it('keeps the connection when the page throws on a publication, and has the page data fetched again', async () => {
    client.stop();
    let calls = 0;
    client = new RealtimeClient({
      url: 'ws://hub.test/connection/websocket',
      delta: false,
      websocket: hub.WebSocket,
      getToken: async () => 'token',
      onPublication: (channel, data) => {
        calls += 1;
        if (calls === 1) throw new Error('the page could not apply it');
        publications.push({ channel, data });
      },
      onRecoveryFailed: (channel) => recoveryFailures.push(channel),
      report: (error, context) => reports.push({ error, context }),
    });
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.publish(PUBLIC, { n: 1 });
    hub.publish(PUBLIC, { n: 2 });
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    expect(hub.connections).toBe(1);
    expect(String(reports[0]?.error)).toContain('the page could not apply it');
    expect(reports).toHaveLength(1);
    expect(recoveryFailures).toEqual([PUBLIC]);
    expect(publications.map((publication) => publication.data)).toEqual([{ n: 2 }]);
  });

  it('reconnects after the connection drops and resubscribes, recovering what it missed', async () => {
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.publish(PUBLIC, { n: 1 });
    await settle();

    hub.dropConnection();
    await settle();
    expect(client.state).toBe('connecting');
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    expect(states).toEqual(['connected', 'connecting', 'connected']);
    expect(tokens).toBe(1); // the token still holds
    const [, again] = hub.subscribeCommands(PUBLIC);
    expect(again).toMatchObject({ recover: true, epoch: 'epoch-1', offset: 1 });
    expect(subscribed).toEqual([PUBLIC, PUBLIC]);
    expect(recoveryFailures).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('says the page is out of sync when a resubscription cannot recover what was missed', async () => {
    client.acquire(PUBLIC);
    client.acquire(MATCH);
    client.start();
    await settle();
    hub.onSubscribe = (channel) => ({ recovered: channel !== MATCH });
    hub.dropConnection();
    hub.skipPublication(MATCH);
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    expect(recoveryFailures).toEqual([MATCH]);
  });

  it('reconnects after a frame that is not the protocol (a proxy page), without delivering it', async () => {
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.sendRaw('<html>502 Bad Gateway</html>');
    await settle();
    expect(client.state).toBe('connecting');
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    expect(hub.connections).toBe(2);
    expect(hub.subscribeCommands(PUBLIC)[1]?.recover).toBe(true);
    hub.publish(PUBLIC, { after: true });
    await settle();
    expect(publications.map((publication) => publication.data)).toEqual([{ after: true }]);
  });

  it('reports a connection outage once, however many attempts fail, and again for the next outage', async () => {
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.accepting = false;
    hub.dropConnection();
    for (let attempt = 0; attempt < 5; attempt += 1) await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connecting');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ source: 'realtime', type: 'transport' });

    hub.accepting = true;
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    hub.accepting = false;
    hub.dropConnection();
    for (let attempt = 0; attempt < 3; attempt += 1) await settle(LONGEST_BACKOFF);
    expect(reports).toHaveLength(2);
  });

  it('fetches a fresh token when the hub says the token expired, without reporting it', async () => {
    hub.connectError = { code: 109, message: 'token expired' };
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.connectError = null;
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('connected');
    expect(tokens).toBe(2);
    expect(hub.received.filter((command) => command.connect).at(-1)?.connect?.token).toBe('token-2');
    expect(reports).toEqual([]);
  });

  it('reports a disconnect the hub makes for good, and stays disconnected', async () => {
    client.acquire(PUBLIC);
    client.start();
    await settle();
    hub.disconnect(3501, 'bad request');
    await settle(LONGEST_BACKOFF);
    expect(client.state).toBe('disconnected');
    expect(hub.connections).toBe(1);
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.error)).toContain('realtime disconnected: bad request');
  });

  it('reports a channel the hub ends, and resubscribes one the hub asks to resubscribe', async () => {
    client.acquire(MATCH);
    client.acquire(PUBLIC);
    client.start();
    await settle();
    // Codes below 2500 end the subscription; from 2500 the client subscribes again (Centrifuge protocol).
    hub.endChannel(MATCH, 2000, 'match removed');
    hub.endChannel(PUBLIC, 2500, 'insufficient state');
    await settle(LONGEST_BACKOFF);
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.error)).toContain('realtime channel ended: match removed');
    expect(hub.subscribeCommands(MATCH)).toHaveLength(1);
    expect(hub.subscribeCommands(PUBLIC)).toHaveLength(2);
    expect(subscribed).toEqual([MATCH, PUBLIC, PUBLIC]);
  });

  it('stops without a report, and starts again with the channels still held', async () => {
    client.acquire(PUBLIC);
    const releaseMatch = client.acquire(MATCH);
    client.start();
    await settle();
    client.stop();
    await settle();
    expect(client.state).toBe('disconnected');
    expect(reports).toEqual([]);

    releaseMatch();
    client.start();
    await settle();
    expect(client.state).toBe('connected');
    expect(hub.connections).toBe(2);
    expect(hub.subscribeCommands().map((command) => command?.channel)).toEqual([PUBLIC, MATCH, PUBLIC]);
  });
});
