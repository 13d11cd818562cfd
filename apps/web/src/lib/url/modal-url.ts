import { changeUrl } from './location-store';

/**
 * Modal flows open by URL (spec §2.2): the fragment (`#sign-in`) or the `modal` query parameter
 * (`?modal=sign-in`, plus `deposit`). Opening and closing change the URL in place (history entries, no
 * server round trip), through the location store.
 */

/** Modals that open from the fragment (spec §2.2). */
export const FRAGMENT_MODALS = [
  'sign-in',
  'sign-up',
  'confirmation',
  'password-edit',
  'password-new',
  'unlock',
] as const;

/**
 * Modals that open from `?modal=` (the fragment ones plus deposit, and the resend-instructions dialogs the
 * sign-in dialog links to).
 */
export const QUERY_MODALS = [...FRAGMENT_MODALS, 'deposit', 'resend-confirmation', 'resend-unlock'] as const;
export type ModalName = (typeof QUERY_MODALS)[number];

export const MODAL_PARAM = 'modal';

export function isModalName(value: string | null | undefined): value is ModalName {
  return (QUERY_MODALS as readonly string[]).includes(value ?? '');
}

/** The modal the URL asks for: `?modal=` first, then the fragment. */
export function modalOf(search: string, hash: string): ModalName | null {
  const fromQuery = new URLSearchParams(search).get(MODAL_PARAM);
  if (isModalName(fromQuery)) return fromQuery;
  const fromHash = hash.replace(/^#/, '');
  return (FRAGMENT_MODALS as readonly string[]).includes(fromHash) ? (fromHash as ModalName) : null;
}

/**
 * Tokens of mailed links (spec §2.1 named parameters) and the modal each opens when the URL has no modal
 * of its own; a token leaves the URL with its modal (it is single use).
 */
export const TOKEN_MODALS = {
  confirmation_token: 'confirmation',
  reset_password_token: 'password-edit',
  unlock_token: 'unlock',
} as const satisfies Record<string, ModalName>;

/** The modal a mailed token in the query asks for; none on the auth pages, which host the forms themselves. */
export function tokenModalOf(search: string, pathname: string): ModalName | null {
  if (/\/sports\/users(\/|$)/.test(pathname)) return null;
  const params = new URLSearchParams(search);
  for (const [param, modal] of Object.entries(TOKEN_MODALS)) if (params.get(param)) return modal;
  return null;
}

/** Takes the mailed tokens out of the URL, but the one `keep` (a modal) reads. */
function dropTokens(url: URL, keep?: ModalName): void {
  for (const [param, modal] of Object.entries(TOKEN_MODALS))
    if (modal !== keep) url.searchParams.delete(param);
}

/** The current URL with `?modal=name` (and without a modal fragment). */
export function urlWithModal(href: string, name: ModalName): string {
  const url = new URL(href);
  url.searchParams.set(MODAL_PARAM, name);
  if ((FRAGMENT_MODALS as readonly string[]).includes(url.hash.replace(/^#/, ''))) url.hash = '';
  dropTokens(url, name);
  return url.pathname + url.search + url.hash;
}

/** The current URL without any modal (query parameter or fragment). */
export function urlWithoutModal(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(MODAL_PARAM);
  if ((FRAGMENT_MODALS as readonly string[]).includes(url.hash.replace(/^#/, ''))) url.hash = '';
  dropTokens(url);
  return url.pathname + url.search + url.hash;
}

/** Opens a modal by URL (a new history entry, so Back closes it). */
export function openModal(name: ModalName): void {
  changeUrl(urlWithModal(window.location.href, name));
}

/** Closes whatever modal the URL holds (replacing the entry: Forward does not reopen it). */
export function closeModal(): void {
  changeUrl(urlWithoutModal(window.location.href), { replace: true });
}
