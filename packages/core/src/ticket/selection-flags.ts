import type { SlipBet } from './slip-bet';

/** [CMB3] Label keys of spec §5 a flagged selection shows. */
export const SELECTION_LABELS = {
  notAvailable: 'sb.ticket.not-available.label',
  suspended: 'sb.ticket.suspended.label',
} as const;

/** Why a selection cannot be combined with the others of its bet. */
export type NotCombinableReason = 'provider' | 'match';

/** [CMB4] The label of each reason a selection cannot be combined: it says why. */
export const NOT_COMBINABLE_LABELS: Readonly<Record<NotCombinableReason, string>> = {
  match: 'sb.ticket.not-combinable.match',
  provider: 'sb.ticket.not-combinable.provider',
};

/** What the slip shows on one selection. */
export interface SelectionFlags {
  readonly selectionId: string;
  /** [ACC1] Its market is not allowed or its outcome is missing or inactive. */
  readonly suspended: boolean;
  /** [ACC6] Its provider is inactive or its match takes no bets. */
  readonly notAvailable: boolean;
  /** [CMB1] [CMB2] Why it cannot be combined with the other selections of its bet; null when it can. */
  readonly notCombinable: NotCombinableReason | null;
  /** [CMB3] The label to show, or null for none. */
  readonly labelKey: string | null;
  /** [ACC2] Its odds changed and wait for the bettor's acceptance. */
  readonly changed: boolean;
}

/**
 * [CMB1] [CMB2] Why each selection of a bet cannot be combined, by selection id: in a combo, system or custom
 * bet, a selection of another provider than the bet's first selection ('provider'); in a combo or system, every
 * selection of a match that appears more than once ('match'; a custom bet is one match by design). Singles
 * combine nothing. Selections that combine are absent.
 */
export function notCombinable(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
): Map<string, NotCombinableReason> {
  const reasons = new Map<string, NotCombinableReason>();
  if (bet.betType === 'single' || bet.selections.length < 2) return reasons;
  const provider = bet.selections[0]?.provider;
  const perMatch = new Map<number, number>();
  if (bet.betType !== 'custom_bet') {
    for (const selection of bet.selections) {
      perMatch.set(selection.matchId, (perMatch.get(selection.matchId) ?? 0) + 1);
    }
  }
  for (const selection of bet.selections) {
    if (selection.provider !== provider) reasons.set(selection.id, 'provider');
    else if ((perMatch.get(selection.matchId) ?? 0) > 1) reasons.set(selection.id, 'match');
  }
  return reasons;
}

/**
 * [CMB3] [CMB4] The flags and label of each selection of a bet, in order: not available shows
 * sb.ticket.not-available.label (it cannot be bet and must go), else not combinable shows why
 * (sb.ticket.not-combinable.match or .provider: it can be bet, not in this bet), else suspended shows
 * sb.ticket.suspended.label (it may come back), else no label.
 */
export function selectionFlags(bet: Pick<SlipBet, 'betType' | 'selections'>): SelectionFlags[] {
  const reasons = notCombinable(bet);
  return bet.selections.map((selection) => {
    const reason = reasons.get(selection.id) ?? null;
    const labelKey = selection.isNotAvailable
      ? SELECTION_LABELS.notAvailable
      : reason !== null
        ? NOT_COMBINABLE_LABELS[reason]
        : selection.isSuspended
          ? SELECTION_LABELS.suspended
          : null;
    return {
      selectionId: selection.id,
      suspended: selection.isSuspended,
      notAvailable: selection.isNotAvailable,
      notCombinable: reason,
      labelKey,
      changed: selection.isChanged,
    };
  });
}

/**
 * [CMB5] Why these selections cannot make one combo or system, by selection id (CMB1, CMB2 as for a combo
 * of them); empty when they can. Under two selections there is nothing to combine.
 */
export function comboProblems(selections: SlipBet['selections']): Map<string, NotCombinableReason> {
  return notCombinable({ betType: 'combo', selections });
}

/** [BTY6] Whether a selection is unavailable: suspended, or not available (provider off, match closed or over). */
export function isUnavailable(selection: SlipBet['selections'][number]): boolean {
  return selection.isSuspended || selection.isNotAvailable;
}
