import { HOST_NAV_ACTIONS } from '@sportsbook/core/host/host-hand-over';
import {
  fitsHostMessageLimits,
  type HostCommand,
  type OutgoingHostMessageName,
  outgoingHostType,
  SHARE_CODE_PATTERN,
} from '@sportsbook/core/host/host-messaging';
import { ODDS_TYPES } from '@sportsbook/core/odds/odds-type';
import { z } from 'zod';

/**
 * Host messaging of spec §7.4, both ways: the product in an inline frame and the operator's host page talk
 * with `window.postMessage`. Outgoing: `{ type: '<tag>:<name>', payload }` (tag `sportsbook` unless
 * HOST_MESSAGE_TAG says otherwise); incoming: `{ type: '<name>', payload }`. Objects are strict (an unknown
 * field makes a message invalid), strings and lists are bounded, and a message over the size limits of
 * core HOST4 is refused before its schema is read. The operator's guide (docs/operators.md) lists them all.
 */

const Pixels = z.number().finite().min(0).max(100_000);
const PathText = z.string().min(1).max(512);
const CurrencyText = z.string().regex(/^[A-Z0-9]{2,10}$/);
const LocaleText = z.string().regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8}){0,2}$/);
const SlipTab = z.enum(['BET_SLIP', 'MY_BETS']);

// ---- incoming: host → product -----------------------------------------------------------------------------

export const IncomingHostMessageSchema = z.discriminatedUnion('type', [
  /** Show prices in this odds display. */
  z.strictObject({
    type: z.literal('odds_changed'),
    payload: z.strictObject({ odds_type: z.enum(ODDS_TYPES) }),
  }),
  /** Go to a page of the product: a relative path under /sports (core HOST5). */
  z.strictObject({ type: z.literal('page_changed'), payload: z.strictObject({ path: PathText }) }),
  /** Open (true) or close (false) the product's search. */
  z.strictObject({ type: z.literal('search_modal'), payload: z.strictObject({ open: z.boolean() }) }),
  /** Open the bet-slip panel, on the bet slip (default) or My bets. */
  z.strictObject({
    type: z.literal('open_bet_slip'),
    payload: z.strictObject({ tab: SlipTab.optional() }).default({}),
  }),
  /** The part of the frame the bettor sees: the host's viewport size and the frame's offset from its top. */
  z.strictObject({
    type: z.literal('viewport'),
    payload: z.strictObject({ width: Pixels, height: Pixels, offset_top: z.number().finite().optional() }),
  }),
  /** Which of sign-in, sign-up and deposit the host handles itself (spec §5). */
  z.strictObject({
    type: z.literal('iframe_integration'),
    payload: z.strictObject({ listeners: z.array(z.enum(HOST_NAV_ACTIONS)).max(3) }),
  }),
  /** Restore a shared slip by its code (a share code: 6–16 letters and digits). */
  z.strictObject({
    type: z.literal('apply_bet_code'),
    payload: z.strictObject({ code: z.string().regex(SHARE_CODE_PATTERN) }),
  }),
  /** Reload the product in a locale (one the site configures; others are ignored). */
  z.strictObject({ type: z.literal('change_locale'), payload: z.strictObject({ locale: LocaleText }) }),
  /** Switch the signed-in player's account currency (one they hold). */
  z.strictObject({
    type: z.literal('change_currency'),
    payload: z.strictObject({ currency: CurrencyText }),
  }),
]);
export type IncomingHostMessage = z.infer<typeof IncomingHostMessageSchema>;

// The schema's output is exactly what core decides over.
const _incomingIsCommand: (message: IncomingHostMessage) => HostCommand = (message) => message;
void _incomingIsCommand;

/**
 * A message received from the host, or undefined when it is too large (core HOST4) or not one of the
 * commands above. Never throws.
 */
export function parseIncomingHostMessage(data: unknown): IncomingHostMessage | undefined {
  if (!fitsHostMessageLimits(data)) return undefined;
  const parsed = IncomingHostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

// ---- outgoing: product → host -----------------------------------------------------------------------------

const Empty = z.strictObject({});

/** Payload of each outgoing message, by name (the type on the wire is `<tag>:<name>`). */
export const OutgoingHostPayloads = {
  /** The bettor asked to sign in; the host listens for it (iframe_integration). */
  'sign-in': Empty,
  /** The bettor asked to sign up. */
  'sign-up': Empty,
  /** The bettor asked to deposit. */
  deposit: Empty,
  /** A page of the product finished loading: its path (locale included), page id and locale. */
  'page-loaded': z.strictObject({
    path: PathText,
    page: z.string().max(64),
    locale: LocaleText,
  }),
  /** The product's document size in CSS pixels, on change, at most every 100 ms (spec §9). */
  'page-size-changed': z.strictObject({ height: Pixels, width: Pixels }),
  /** The current account's balance, in minor units of its currency; all null once the player signed out. */
  'balance-changed': z.union([
    z.strictObject({
      currency: CurrencyText,
      balance: z.number().int(),
      subunits: z.number().int().positive(),
    }),
    z.strictObject({ currency: z.null(), balance: z.null(), subunits: z.null() }),
  ]),
  /** The bet slip: open or closed, its tab, how many selections, its state (spec §4). */
  'bet-slip-state-changed': z.strictObject({
    open: z.boolean(),
    tab: SlipTab,
    selections: z.number().int().min(0),
    state: z.enum(['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR']),
  }),
  /** The bettor opened an event of the top events block: the match page's path. */
  'top-event-clicked': z.strictObject({ path: PathText }),
  /** A modal dialog opened: its title as the bettor sees it. */
  'notify-modal-triggered': z.strictObject({ title: z.string().max(200) }),
  /** The product is ready for commands (sent once per page load). */
  initialized: z.strictObject({ locale: LocaleText, version: z.literal(1) }),
  /** The player's account currency changed (by them or by change_currency). */
  'notify-currency-changed': z.strictObject({ currency: CurrencyText }),
} as const satisfies Record<OutgoingHostMessageName, z.ZodType>;

export type OutgoingHostPayload<N extends OutgoingHostMessageName> = z.infer<
  (typeof OutgoingHostPayloads)[N]
>;

/** An outgoing message on the wire, validated: `{ type: '<tag>:<name>', payload }`. Throws on a bad payload. */
export function outgoingHostMessage<N extends OutgoingHostMessageName>(
  tag: string,
  name: N,
  payload: OutgoingHostPayload<N>,
): { readonly type: string; readonly payload: OutgoingHostPayload<N> } {
  const schema: z.ZodType = OutgoingHostPayloads[name];
  return {
    type: outgoingHostType(tag, name),
    payload: schema.parse(payload) as OutgoingHostPayload<N>,
  };
}

/** The schema of any outgoing message under a tag (for a host page validating what it receives). */
export function outgoingHostMessageSchema(tag: string) {
  const entries = Object.entries(OutgoingHostPayloads) as [OutgoingHostMessageName, z.ZodType][];
  return z.union(
    entries.map(([name, payload]) =>
      z.strictObject({ type: z.literal(outgoingHostType(tag, name)), payload }),
    ) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
  );
}
