import { isLiveMatch } from '../catalog/match-status';
import type { QuickBetState } from './quick-bet-state';
import type { QuickBetEvent } from './reduce-quick-bet';
import type { Selection } from './selection';
import type { TicketEvent } from './ticket-events';
import type { TicketState } from './ticket-state';

/** What picking an outcome does: the events to dispatch, or the custom-bet modal to open. */
export type OutcomeChoice =
  /** [CHO1] A ticket is in progress: nothing happens. */
  | { readonly kind: 'ignored' }
  /** [CHO4] The slip holds a custom bet: open the custom-bet modal instead. */
  | { readonly kind: 'customBetModal' }
  /** [CHO2] The outcome goes to (or, chosen again, leaves) the quick bet. */
  | { readonly kind: 'quickBet'; readonly quickBetEvent: QuickBetEvent }
  /**
   * [CHO3] The outcome goes to (or, chosen again, leaves) the slip; `quickBetEvent` switches quick bet off
   * when it was on.
   */
  | {
      readonly kind: 'slip';
      readonly ticketEvent: TicketEvent;
      readonly quickBetEvent: QuickBetEvent | null;
    };

/** What deciding needs. */
export interface OutcomeChoiceInput {
  /** The outcome picked, as a fresh selection (`selectionFromOutcome`). */
  readonly selection: Selection;
  readonly ticket: TicketState<unknown>;
  readonly quickBet: QuickBetState<unknown>;
  /** The outcome was picked in the custom-bet (bet builder) view. */
  readonly fromCustomBet?: boolean;
}

/**
 * [CHO2] Whether a selection may go to the quick bet: a live match (not an outright), not picked for a
 * custom bet.
 */
export function isQuickBetSelection(selection: Selection, fromCustomBet = false): boolean {
  return !fromCustomBet && selection.type === 'match' && isLiveMatch(selection.matchStatus);
}

/**
 * [CHO1]–[CHO5] Decides what picking an outcome does: nothing while a ticket is in progress; with quick bet
 * on, a live match selection not picked for a custom bet goes to the quick bet; otherwise quick bet is
 * switched off and the outcome goes to the slip: removed when already in it (except on a placed ticket,
 * where it starts a new one), else added; when the slip's first bet is a custom bet, the custom-bet modal
 * opens instead.
 */
export function chooseOutcome(input: OutcomeChoiceInput): OutcomeChoice {
  const { selection, ticket, quickBet } = input;
  if (ticket.inProgress) return { kind: 'ignored' };
  if (quickBet.isEnabled && isQuickBetSelection(selection, input.fromCustomBet)) {
    return { kind: 'quickBet', quickBetEvent: { type: 'quickBetOutcomeSelected', selection } };
  }
  const quickBetEvent: QuickBetEvent | null = quickBet.isEnabled
    ? { type: 'quickBetToggled', enabled: false }
    : null;
  const placed = ticket.ticketState === 'SUCCESS';
  if (!placed && ticket.bets[0]?.betType === 'custom_bet') return { kind: 'customBetModal' };
  const ticketEvent: TicketEvent =
    !placed && ticket.selectedOutcomeIds.includes(selection.id)
      ? { type: 'selectionRemoved', selectionId: selection.id }
      : { type: 'selectionAdded', selection };
  return { kind: 'slip', ticketEvent, quickBetEvent };
}
