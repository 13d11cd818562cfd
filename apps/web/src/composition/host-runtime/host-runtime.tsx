'use client';

import { outgoingHostMessage, parseIncomingHostMessage } from '@sportsbook/contract/host/host-messages';
import {
  acceptsHostMessage,
  type HostAction,
  hostCommandAction,
  hostTargetOrigins,
  type PageSize,
  sizeReport,
} from '@sportsbook/core/host/host-messaging';
import { sportsHref } from '@sportsbook/core/routing/paths';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { rememberLocaleNotSaved } from '@/composition/shell/locale-save-failure';
import { changeCurrencyDeferred, saveLocaleDeferred } from '@/features/auth';
import { openSlip, restoreShareCodeForHost, useSlip, useSlipPanel } from '@/features/bet-slip';
import { closeSearch, openSearch } from '@/features/search';
import {
  firstInitialization,
  installHostPoster,
  postToHost,
  setHostListeners,
} from '@/lib/embedding/host-state';
import { reportError } from '@/lib/errors/report';
import { type LocaleRouting, switchLocaleHref } from '@/lib/i18n/routing';
import { setOddsType } from '@/lib/odds/odds-type-store';
import { currentAccount, getSession, type SessionState, subscribeSession } from '@/lib/player/session-store';
import './host-viewport.css';

export interface HostRuntimeProps {
  /** HOST_ORIGINS: the only origins commands are taken from and messages go to. */
  readonly origins: readonly string[];
  /** HOST_MESSAGE_TAG. */
  readonly tag: string;
  readonly locale: string;
  readonly routing: LocaleRouting;
  /** The deployment's bet sharing flag (site configuration `features.shareBet`). */
  readonly shareBet: boolean;
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The session once the player has loaded (at once when it has). */
function settledSession(): Promise<SessionState> {
  const settled = () => ['LOGGED_IN', 'NOT_LOGGED_IN'].includes(getSession().status);
  if (settled()) return Promise.resolve(getSession());
  return new Promise((resolve) => {
    const stop = subscribeSession(() => {
      if (!settled()) return;
      stop();
      resolve(getSession());
    });
  });
}

/** The page's identifier (spec §2.1) as the page rendered it: `<body data-page>` (category, league, match...). */
function renderedPageId(): string {
  return document.body.dataset.page || 'not_found';
}

/**
 * The product's side of host messaging (spec §7.4), mounted only inside a frame when host origins are
 * configured (host-bridge.tsx), for the whole document: sports pages and error pages alike. Takes commands
 * from the parent window on an allowed origin that validate against the contract (core HOST3, HOST4, HOST7),
 * and tells the host what happens: initialized (once per page load), each page loaded, the content's size
 * (throttled, HOST9), balance and currency, the bet slip, top-event clicks and modal dialogs (host-state.ts).
 * Posts only to allowed origins, never to '*'.
 *
 * The layout's props arrive anew with every `router.refresh()` (the realtime provider refreshes listings):
 * equal values in new arrays and objects. So nothing here restarts on a prop's identity: the listeners and
 * the handshake live as long as the document, reading the latest props from a ref, and page-loaded follows
 * the path alone.
 */
export function HostRuntime(props: HostRuntimeProps) {
  const router = useRouter();
  const pathname = usePathname();
  const confirmedOrigin = useRef<string | undefined>(undefined);
  const latest = useRef({ ...props, router });
  latest.current = { ...props, router };

  // The poster, the command listener and `initialized`, for the document's life.
  useEffect(() => {
    const post: Parameters<typeof installHostPoster>[0] = (name, payload) => {
      let message: ReturnType<typeof outgoingHostMessage>;
      try {
        message = outgoingHostMessage(latest.current.tag, name, payload);
      } catch (error) {
        reportError(error, { where: `host message ${name}` });
        return;
      }
      const targets = hostTargetOrigins(latest.current.origins, {
        confirmedOrigin: confirmedOrigin.current,
        ancestorOrigin: window.location.ancestorOrigins?.[0],
        referrerOrigin: originOf(document.referrer),
      });
      for (const target of targets) window.parent.postMessage(message, target);
    };
    const uninstall = installHostPoster(post);

    const onMessage = (event: MessageEvent) => {
      const accepted = acceptsHostMessage({
        framed: window.parent !== window,
        fromParent: event.source === window.parent,
        origin: event.origin,
        allowedOrigins: latest.current.origins,
      });
      if (!accepted) return;
      const command = parseIncomingHostMessage(event.data);
      if (!command) return;
      confirmedOrigin.current = event.origin;
      const session = getSession();
      const { shareBet, locale, routing } = latest.current;
      const action = hostCommandAction(command, {
        locale,
        routing,
        signedIn: session.status === 'LOGGED_IN',
        currency: session.player?.currency ?? null,
        currencies: session.accounts.map((account) => account.currency),
        // Spec §5: the deployment's flag; the operator's own setting is checked once the session has loaded.
        shareBetEnabled: shareBet,
      });
      run(action);
    };

    const run = (action: HostAction) => {
      const { locale: current, routing: localeRouting } = latest.current;
      switch (action.kind) {
        case 'setOddsType':
          setOddsType(action.oddsType);
          break;
        case 'navigate':
          latest.current.router.push(sportsHref(action.path, current, localeRouting));
          break;
        case 'openSlip':
          openSlip(action.tab);
          break;
        case 'setViewport': {
          const root = document.documentElement;
          root.style.setProperty('--host-visible-top', `${action.offsetTop}px`);
          root.style.setProperty('--host-visible-height', `${action.height}px`);
          root.dataset.hostViewport = '';
          break;
        }
        case 'setHostListeners':
          setHostListeners(action.listeners);
          break;
        case 'applyBetCode':
          void settledSession().then(async (session) => {
            if (session.settings?.platform_settings.share_bet_enabled !== true) return;
            await restoreShareCodeForHost(action.code, latest.current.locale);
          });
          break;
        case 'switchLocale': {
          // Spec §2.5: the locale segment is replaced and the page reloads; a player's language is saved first.
          const href =
            switchLocaleHref(window.location.pathname, action.locale, localeRouting) + window.location.search;
          void (
            getSession().status === 'NOT_LOGGED_IN'
              ? Promise.resolve()
              : saveLocaleDeferred(action.locale).then((saved) => {
                  if (!saved) rememberLocaleNotSaved();
                })
          ).finally(() => window.location.assign(href));
          break;
        }
        case 'changeCurrency':
          void changeCurrencyDeferred(current, action.currency).catch((error: unknown) =>
            reportError(error, { where: 'changing the currency for the host' }),
          );
          break;
        case 'searchModal':
          if (action.open) openSearch();
          else closeSearch();
          break;
        case 'ignore':
          break;
      }
    };

    window.addEventListener('message', onMessage);
    if (firstInitialization()) post('initialized', { locale: latest.current.locale, version: 1 });
    return () => {
      window.removeEventListener('message', onMessage);
      uninstall();
    };
  }, []);

  // page-loaded, once per page (client navigations included), with the identifier the page rendered: only
  // the page knows whether /football/x is a category, a league or a match, or turned out not to exist. Its
  // effects (BodyPage) run in the same commit, so the identifier is read once they have all run.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new pathname is a page to report
  useEffect(() => {
    queueMicrotask(() => {
      const path = window.location.pathname;
      postToHost('page-loaded', {
        path: path.slice(0, 512),
        page: renderedPageId().slice(0, 64),
        locale: latest.current.locale,
      });
    });
  }, [pathname]);

  // page-size-changed: the content's size, on change, at most every 100 ms (HOST9), the latest size winning.
  // The host sizes the frame by it, so nothing may stretch the page to the frame's height (host-viewport.css):
  // a page that filled the viewport would never report less than the frame's current height.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.hostFrame = '';
    let last: { size: PageSize; at: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const rect = root.getBoundingClientRect();
      const report = sizeReport(last, { width: rect.width, height: rect.height }, performance.now());
      if (!report.changed) return;
      if (report.wait > 0) {
        if (timer === undefined) {
          timer = setTimeout(() => {
            timer = undefined;
            measure();
          }, report.wait);
        }
        return;
      }
      last = { size: report.size, at: performance.now() };
      postToHost('page-size-changed', { height: report.size.height, width: report.size.width });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    measure();
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
      delete root.dataset.hostFrame;
    };
  }, []);

  // balance-changed and notify-currency-changed.
  useEffect(() => {
    let balance: string | null = null;
    let currency: string | null = null;
    const check = () => {
      const session = getSession();
      const account = session.status === 'LOGGED_IN' ? currentAccount(session) : undefined;
      if (!account) {
        // Signed out (or the account went away): the host clears the balance it shows.
        if (balance !== null && session.status === 'NOT_LOGGED_IN') {
          balance = null;
          currency = null;
          postToHost('balance-changed', { currency: null, balance: null, subunits: null });
        }
        return;
      }
      const key = `${account.currency}:${account.balance}`;
      if (key !== balance) {
        balance = key;
        postToHost('balance-changed', {
          currency: account.currency,
          balance: account.balance,
          subunits: account.subunits,
        });
      }
      if (account.currency !== currency) {
        if (currency !== null) postToHost('notify-currency-changed', { currency: account.currency });
        currency = account.currency;
      }
    };
    check();
    return subscribeSession(check);
  }, []);

  // bet-slip-state-changed.
  const { open, tab } = useSlipPanel();
  const { ticket } = useSlip();
  const selections = ticket.selectedOutcomeIds.length;
  const ticketState = ticket.ticketState;
  useEffect(() => {
    postToHost('bet-slip-state-changed', { open, tab, selections, state: ticketState });
  }, [open, tab, selections, ticketState]);

  // top-event-clicked: a link inside a top events block (data-top-events).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('[data-top-events] a[href]');
      if (!link || link.origin !== window.location.origin) return;
      postToHost('top-event-clicked', { path: link.pathname.slice(0, 512) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
