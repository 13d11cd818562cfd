import type { OutgoingHostPayload } from '@sportsbook/contract/host/host-messages';
import { type HostNavAction, handsToHost } from '@sportsbook/core/host/host-hand-over';
import type { OutgoingHostMessageName } from '@sportsbook/core/host/host-messaging';
import { createStore, useStore } from '@/lib/store/store';

/*
 * What the rest of the product needs to know about a framing host (spec §5, §7.4), kept tiny: the host
 * runtime (host-runtime.tsx, loaded only inside an allowed frame) installs the poster; until it does, the
 * product is on its own (dialogs open, nothing is posted).
 */

type Poster = <N extends OutgoingHostMessageName>(name: N, payload: OutgoingHostPayload<N>) => void;

interface HostState {
  readonly poster: Poster | null;
  readonly hostListeners: readonly HostNavAction[];
}

// Whoever shows something the host may take over re-renders when this changes (a dialog open when the
// host's iframe_integration arrives is handed over then).
const host = createStore<HostState>({ poster: null, hostListeners: [] });

let initialized = false;

/**
 * Installs the host runtime's poster; returns the uninstall function. What the host said (its listeners)
 * holds for the document's life: a runtime mounted again in the same document keeps it.
 */
export function installHostPoster(next: Poster): () => void {
  host.set((state) => ({ ...state, poster: next }));
  return () => {
    if (host.get().poster === next) host.set((state) => ({ ...state, poster: null }));
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
  return host.get().poster !== null;
}

/** Sends a message to the host when there is one; nothing otherwise. */
export function postToHost<N extends OutgoingHostMessageName>(
  name: N,
  payload: OutgoingHostPayload<N>,
): void {
  host.get().poster?.(name, payload);
}

/** The nav actions the host takes over (its iframe_integration command). */
export function setHostListeners(next: readonly HostNavAction[]): void {
  host.set((state) => ({ ...state, hostListeners: next }));
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

function takesOver({ poster, hostListeners }: HostState, action: string): boolean {
  return handsToHost(action, { framed: poster !== null, hostListeners });
}

/** Whether the host takes over `action` (core HOST8), without telling it. */
export function hostTakesOver(action: string): boolean {
  return takesOver(host.get(), action);
}

/** `hostTakesOver`, kept current: the component re-renders when the host starts or stops taking it over. */
export function useHostTakesOver(action: string | null | undefined): boolean {
  // The server and a hydrating page have no host: the initial state takes over nothing.
  return useStore(host, (state) => (action ? takesOver(state, action) : false));
}

/** Tells the host a modal dialog opened (notify-modal-triggered), by its title. */
export function notifyHostModal(title: string): void {
  postToHost('notify-modal-triggered', { title: title.slice(0, 200) });
}
