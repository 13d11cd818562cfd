/**
 * The bonus alert and the notification flow (spec §2.5 bonus alert, §4 bonus notification flow, §9 constants):
 * what a signed-in player is shown of the bonuses they have not seen, in what order, and what is then marked
 * seen.
 */

/** Spec §2.5: the alert closes by itself after 5 s. */
export const BONUS_ALERT_MS = 5_000;
/** Spec §9: the bonus toast's vertical offset (px from the bottom of the window). */
export const BONUS_ALERT_OFFSET_PX = 200;
/** Spec §4: unseen bonuses are shown after a delay (its value is not shown; ours). */
export const UNSEEN_BONUS_DELAY_MS = 2_000;
/** Spec §4: jackpot hits are shown first, 1 s after the player is known. */
export const JACKPOT_HIT_DELAY_MS = 1_000;

/** A bonus or jackpot hit as the flow sees it. */
export interface AlertItem {
  readonly id: number;
  readonly type: string;
  readonly seen: boolean;
}

/**
 * [BON25] The alerts to show, in order: jackpot hits first, then bonuses, each once (a bonus already shown in
 * this page is not shown again), only those not seen.
 */
export function alertQueue<T extends AlertItem>(items: readonly T[], shown: ReadonlySet<string>): T[] {
  const key = (item: AlertItem) => `${item.type}:${item.id}`;
  const fresh = items.filter((item) => !item.seen && !shown.has(key(item)));
  return [
    ...fresh.filter((item) => item.type === 'jackpot'),
    ...fresh.filter((item) => item.type !== 'jackpot'),
  ];
}

/** [BON26] What marking as seen sends: the unseen ones only, as `{id, type}`; nothing when all are seen. */
export function toMarkSeen(items: readonly AlertItem[]): { id: number; type: string }[] {
  return items.filter((item) => !item.seen).map(({ id, type }) => ({ id, type }));
}
