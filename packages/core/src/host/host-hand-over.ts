/*
 * HOST8 apart from the rest of host messaging: every page asks it (may a dialog open, or does the host take
 * it over?), while the command rules load only inside a frame.
 */

/** Navigation actions a host may take over (spec §5): the product then asks the host instead of opening its dialog. */
export const HOST_NAV_ACTIONS = ['sign-in', 'sign-up', 'deposit'] as const;
export type HostNavAction = (typeof HOST_NAV_ACTIONS)[number];

/**
 * [HOST8] Spec §5: sign-in, sign-up and deposit are handed to the host (a message instead of the product's
 * dialog) when the product is framed and the host said it listens for that action (iframe_integration);
 * otherwise the product opens its own dialog. The pages of those flows are handed over too (`hostNavPage`).
 */
export function handsToHost(
  action: string,
  state: { readonly framed: boolean; readonly hostListeners: readonly HostNavAction[] },
): action is HostNavAction {
  return state.framed && (state.hostListeners as readonly string[]).includes(action);
}

/** The pages of the nav actions a host may take over (spec §2.1, §2.2), by their path inside /sports. */
const HOST_NAV_PAGES: Readonly<Record<string, HostNavAction>> = {
  '/users/sign-in': 'sign-in',
  '/users/sign-up': 'sign-up',
  '/profile/wallet/deposit': 'deposit',
};

/** Query parameters a page finishes itself: a mailed token's flow, a cashier's return (spec §2.1, §2.2). */
const PRODUCT_FLOW_PARAMS = ['unlock_token', 'reset_password_token', 'confirmation_token', 'status'];

/**
 * [HOST8] The nav action a page stands for, and its sports home, when a framing host could take it over:
 * /users/sign-in, /users/sign-up and /profile/wallet/deposit under /sports, after an optional locale segment
 * (`/de/sports/users/sign-up` → sign-up, home `/de/sports`). A page that carries a mailed token or a
 * cashier's return status is the product's own flow, never handed over; any other path is no such page.
 */
export function hostNavPage(
  pathname: string,
  search: string,
): { readonly action: HostNavAction; readonly sportsHome: string } | undefined {
  const match = /^((?:\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2})?\/sports)(\/[a-z/-]+?)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, sportsHome = '/sports', inside = ''] = match;
  const action = Object.hasOwn(HOST_NAV_PAGES, inside) ? HOST_NAV_PAGES[inside] : undefined;
  if (!action) return undefined;
  const params = new URLSearchParams(search);
  if (PRODUCT_FLOW_PARAMS.some((param) => params.has(param))) return undefined;
  return { action, sportsHome };
}
