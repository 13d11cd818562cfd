import {
  parseRgBroadcast,
  RG_BROADCAST_CHANNEL,
  type RgBroadcast,
} from '@sportsbook/core/responsible-gambling/session-watch';

/*
 * Spec §7.4: reality-check and out-of-session-limit messages cross the product's tabs through a broadcast
 * channel, so every open tab shows (and closes) the same dialog. Browsers without BroadcastChannel keep
 * each tab to itself: its own poll still finds the check within 30 s.
 */

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(RG_BROADCAST_CHANNEL) : null;
  return channel;
}

/** Tells the other tabs (never this one). */
export function broadcastRg(message: RgBroadcast): void {
  try {
    open()?.postMessage(message);
  } catch {
    // a closed channel (page unloading): the other tabs find out by their own poll
  }
}

/** Hears the other tabs' messages (only well-formed ones). */
export function onRgBroadcast(listener: (message: RgBroadcast) => void): () => void {
  const opened = open();
  if (!opened) return () => {};
  const handle = (event: MessageEvent) => {
    const message = parseRgBroadcast(event.data);
    if (message) listener(message);
  };
  opened.addEventListener('message', handle);
  return () => opened.removeEventListener('message', handle);
}

const limitsListeners = new Set<(playerId: number) => void>();

/**
 * The player's limits changed in this tab (the limits page saved one): this tab's session watch and the
 * other tabs' look again (a reality check set now starts a poll that a 400 had stopped).
 */
export function announceLimitsChanged(playerId: number): void {
  for (const listener of limitsListeners) listener(playerId);
  broadcastRg({ type: 'limits-changed', playerId });
}

/** Hears limit changes made in this tab (other tabs' come through onRgBroadcast). */
export function onLimitsChanged(listener: (playerId: number) => void): () => void {
  limitsListeners.add(listener);
  return () => limitsListeners.delete(listener);
}
