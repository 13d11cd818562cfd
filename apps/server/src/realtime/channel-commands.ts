import { isPrivateChannel, parseChannel } from '@sportsbook/contract/realtime/channels';
import { authorizeSubscribe, checkChannelToken } from './channel-access';
import type { Subscription } from './channel-stream';
import {
  HistoryBodySchema,
  SubRefreshBodySchema,
  type SubscribeBody,
  SubscribeBodySchema,
  UnsubscribeBodySchema,
} from './commands';
import type { Connection, ConnectionHost } from './connection';
import { FOSSIL_DELTA, ReplyErrors, ttlSeconds } from './protocol';
import type { Publication } from './publication';

/*
 * The channel commands of a connected client: subscribe, unsubscribe, sub_refresh, history. Each returns
 * true when it closed the connection (a malformed command), which stops the rest of the frame.
 */

/** `{...fields,"publications":[...]}` with the publications already JSON. */
function withPublications(fields: Record<string, unknown>, publications: readonly string[]): string {
  const head = JSON.stringify(fields);
  if (publications.length === 0) return head;
  const separator = head === '{}' ? '' : ',';
  return `${head.slice(0, -1)}${separator}"publications":[${publications.join(',')}]}`;
}

/** Recovered publications as a subscriber gets them: with delta, the first full and each next one patched. */
function recoveredPubs(publications: readonly Publication[], delta: boolean): string[] {
  return publications.map((publication, index) => {
    if (!delta) return publication.plainPub();
    const previous = publications[index - 1];
    if (!previous) return publication.fullPub();
    const pub = publication.deltaPub(previous);
    previous.releaseBytes();
    return pub;
  });
}

function requestedDelta(body: SubscribeBody): boolean | 'unsupported' {
  if (body.delta === undefined || body.delta === '') return false;
  return body.delta === FOSSIL_DELTA ? true : 'unsupported';
}

/**
 * `subscribe`: checks the channel and its token, then registers the subscription and replies in the same
 * turn, with the stream position and, when asked to recover, what the client missed.
 */
export async function handleSubscribe(
  connection: Connection,
  host: ConnectionHost,
  id: number,
  body: object,
): Promise<boolean> {
  const parsed = SubscribeBodySchema.safeParse(body);
  if (!parsed.success) return connection.rejectCommand();
  const request = parsed.data;
  const { channel } = request;
  const delta = requestedDelta(request);
  if (delta === 'unsupported') {
    connection.replyError(id, ReplyErrors.badRequest);
    return false;
  }
  if (connection.subscriptions.has(channel)) {
    connection.replyError(id, ReplyErrors.alreadySubscribed);
    return false;
  }
  const { options } = host;
  if (connection.subscriptions.size >= options.maxSubscriptionsPerConnection) {
    connection.replyError(id, ReplyErrors.limitExceeded);
    return false;
  }
  const decision = await authorizeSubscribe(options.tokens, channel, request.token, connection.identity);
  if (!connection.isOpen) return true;
  if (!decision.ok) {
    connection.replyError(id, decision.error);
    return false;
  }

  const now = options.clock.now();
  const stream = host.channel(channel, now);
  const recoverable = options.historySize > 0 && options.historyTtlMs > 0;
  const subscription: Subscription = {
    target: connection,
    channel: stream,
    delta,
    deltaReady: false,
    expiresAt: decision.expiresAt,
  };
  const fields: Record<string, unknown> = { recoverable, positioned: true, epoch: stream.epoch };
  let publications: string[] = [];
  if (request.recover === true) {
    const from = request.offset ?? 0;
    const missed = stream.missedSince(from, request.epoch ?? '', now);
    fields.was_recovering = true;
    fields.recovered = missed !== null;
    // After a recovery the position is the one recovered from: each publication below moves it, so a
    // client whose handler fails midway recovers the rest next time.
    fields.offset = missed === null ? stream.offset : from;
    if (missed !== null && missed.length > 0) {
      publications = recoveredPubs(missed, delta);
      // The client's base is now the latest publication. After a recovery with nothing missed the base is
      // whatever the client kept, which this hub cannot vouch for, so the next publication goes in full.
      subscription.deltaReady = delta;
    }
  } else {
    fields.offset = stream.offset;
  }
  if (delta) fields.delta = true;
  if (decision.expiresAt > 0) {
    fields.expires = true;
    fields.ttl = ttlSeconds(decision.expiresAt, now);
  }
  // Registered and answered in the same turn, so no publication can reach the client before the reply.
  stream.add(subscription);
  connection.subscriptions.set(channel, subscription);
  connection.reply(id, 'subscribe', withPublications(fields, publications));
  return false;
}

/** `unsubscribe`: always succeeds, subscribed or not (an error would make the client reconnect). */
export function handleUnsubscribe(
  connection: Connection,
  _host: ConnectionHost,
  id: number,
  body: object,
): boolean {
  const parsed = UnsubscribeBodySchema.safeParse(body);
  if (!parsed.success) return connection.rejectCommand();
  const subscription = connection.subscriptions.get(parsed.data.channel);
  if (subscription) connection.removeSubscription(subscription);
  connection.reply(id, 'unsubscribe', '{}');
  return false;
}

/** `sub_refresh`: a fresh subscription token moves the subscription's expiry. */
export async function handleSubRefresh(
  connection: Connection,
  host: ConnectionHost,
  id: number,
  body: object,
): Promise<boolean> {
  const { options } = host;
  const parsed = SubRefreshBodySchema.safeParse(body);
  if (!parsed.success) return connection.rejectCommand();
  const { channel, token } = parsed.data;
  const subscription = connection.subscriptions.get(channel);
  if (!subscription) {
    connection.replyError(id, ReplyErrors.permissionDenied);
    return false;
  }
  const decision = await checkChannelToken(options.tokens, channel, token, connection.identity);
  if (!connection.isOpen) return true;
  if (!decision.ok) {
    connection.replyError(id, decision.error);
    return false;
  }
  // The subscription may have expired while the token was being checked.
  if (connection.subscriptions.get(channel) !== subscription) {
    connection.replyError(id, ReplyErrors.permissionDenied);
    return false;
  }
  subscription.expiresAt = decision.expiresAt;
  const now = options.clock.now();
  const result = decision.expiresAt > 0 ? { expires: true, ttl: ttlSeconds(decision.expiresAt, now) } : {};
  connection.reply(id, 'sub_refresh', JSON.stringify(result));
  return false;
}

/** `history`: publications kept for a channel the connection may read. */
export function handleHistory(
  connection: Connection,
  host: ConnectionHost,
  id: number,
  body: object,
): boolean {
  const parsed = HistoryBodySchema.safeParse(body);
  if (!parsed.success) return connection.rejectCommand();
  const { channel, limit, since, reverse } = parsed.data;
  if (parseChannel(channel) === null) {
    connection.replyError(id, ReplyErrors.unknownChannel);
    return false;
  }
  // A private channel's history is for its subscriber only, as its publications are.
  if (isPrivateChannel(channel) && !connection.subscriptions.has(channel)) {
    connection.replyError(id, ReplyErrors.permissionDenied);
    return false;
  }
  // Reading does not create a channel: history commands must not be a way to fill the hub with streams.
  const stream = host.existingChannel(channel);
  const epoch = stream?.epoch ?? '';
  if (since && (since.epoch ?? '') !== epoch) {
    connection.replyError(id, ReplyErrors.unrecoverablePosition);
    return false;
  }
  const query = {
    limit: limit ?? 0,
    sinceOffset: since ? (since.offset ?? 0) : undefined,
    reverse: reverse === true,
  };
  const publications = stream ? stream.read(query, host.options.clock.now()) : [];
  // History is never delta-encoded (realtime-protocol.md §7 point 6).
  const result = withPublications(
    { epoch, offset: stream?.offset ?? 0 },
    publications.map((publication) => publication.plainPub()),
  );
  connection.reply(id, 'history', result);
  return false;
}
