import type { OutgoingHostPayload } from '@sportsbook/contract/host/host-messages';
import { type HostNavAction, handsToHost } from '@sportsbook/core/host/host-hand-over';
import type { OutgoingHostMessageName } from '@sportsbook/core/host/host-messaging';
import { useSyncExternalStore } from 'react';

/*
 * What the rest of the product needs to know about a framing host (spec §5, §7.4), kept tiny: the host
 * runtime (host-runtime.tsx, loaded only inside an allowed frame) installs the poster; until it does, the
 * product is on its own (dialogs open, nothing is posted).
 */

type Poster = <N extends OutgoingHostMessageName>(name: N, payload: OutgoingHostPayload<N>) => void;

let poster: Poster | null = null;
let hostListeners: readonly HostNavAction[] = [];
// Whoever shows something the host may take over re-renders when that changes (a dialog open when the
// host's iframe_integration arrives is handed over then).
const subscribers = new Set<() => void>();

function changed(): void {
  for (const subscriber of subscribers) subscriber();
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

let initialized = false;

/**
 * Installs the host runtime's poster; returns the uninstall function. What the host said (its listeners)
 * holds for the document's life: a runtime mounted again in the same document keeps it.
 */
export function installHostPoster(next: Poster): () => void {
  poster = next;
  changed();
  return () => {
    if (poster === next) {
      poster = null;
      changed();
    }
  };
}

/** True the first time in this document, then false: the host hears `initialized` once per page load. */
export function firstInitialization(): boolean {
  if (initialized) return false;
  initialized = true;
  return true;
}

/** Whether the product runs inside an allowed host frame (the runtime is installed). */
export function isHosted(): boolean {
  return poster !== null;
}

/** Sends a message to the host when there is one; nothing otherwise. */
export function postToHost<N extends OutgoingHostMessageName>(
  name: N,
  payload: OutgoingHostPayload<N>,
): void {
  poster?.(name, payload);
}

/** The nav actions the host takes over (its iframe_integration command). */
export function setHostListeners(next: readonly HostNavAction[]): void {
  hostListeners = next;
  changed();
}

/**
 * Core HOST8: when the host takes over `action` (sign-in, sign-up, deposit), tells it and answers true: the
 * caller then opens no dialog of its own. Otherwise answers false.
 */
export function handOverToHost(action: string): boolean {
  if (!hostTakesOver(action)) return false;
  postToHost(action as HostNavAction, {});
  return true;
}

/** Whether the host takes over `action` (core HOST8), without telling it. */
export function hostTakesOver(action: string): boolean {
  return handsToHost(action, { framed: poster !== null, hostListeners });
}

/** `hostTakesOver`, kept current: the component re-renders when the host starts or stops taking it over. */
export function useHostTakesOver(action: string | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (action ? hostTakesOver(action) : false),
    () => false,
  );
}

/** Tells the host a modal dialog opened (notify-modal-triggered), by its title. */
export function notifyHostModal(title: string): void {
  postToHost('notify-modal-triggered', { title: title.slice(0, 200) });
}
