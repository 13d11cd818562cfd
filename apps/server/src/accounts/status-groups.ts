import type { StatusGroup } from '@sportsbook/contract/entities/loyalty';

/** A status group of the reference operator (spec §6): a loyalty level earned with comp points, or assigned. */
export interface StatusGroupDefinition {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  /** Comp points that earn the level; null for groups the operator assigns (players.statuses). */
  readonly pointsRequired: number | null;
}

/** Loyalty levels: a player is in the highest one their comp points reach. */
export const LOYALTY_LEVELS: readonly StatusGroupDefinition[] = [
  { id: 1, key: 'bronze', name: 'Bronze', pointsRequired: 0 },
  { id: 2, key: 'silver', name: 'Silver', pointsRequired: 500 },
  { id: 3, key: 'gold', name: 'Gold', pointsRequired: 2_500 },
  { id: 4, key: 'platinum', name: 'Platinum', pointsRequired: 10_000 },
];

/**
 * Groups the operator assigns (players.statuses): `test` gates quick deposit (TEST_STATUS_GROUP_ID, 90 by
 * default), `deposit_reminder` gets the deposit reminder (DEPOSIT_REMINDER_STATUS_GROUP_ID, 91), `vip`.
 */
export function assignedGroups(
  testGroupId: number,
  depositReminderGroupId: number | null,
): StatusGroupDefinition[] {
  const groups: StatusGroupDefinition[] = [
    { id: testGroupId, key: 'test', name: 'Test players', pointsRequired: null },
    { id: 95, key: 'vip', name: 'VIP', pointsRequired: null },
  ];
  if (
    depositReminderGroupId !== null &&
    depositReminderGroupId !== testGroupId &&
    depositReminderGroupId !== 95
  )
    groups.splice(1, 0, {
      id: depositReminderGroupId,
      key: 'deposit_reminder',
      name: 'Deposit reminder',
      pointsRequired: null,
    });
  return groups;
}

/** The loyalty level `points` reach (the highest whose requirement they meet). */
export function loyaltyLevel(points: number): StatusGroupDefinition {
  let level = LOYALTY_LEVELS[0] as StatusGroupDefinition;
  for (const candidate of LOYALTY_LEVELS) if ((candidate.pointsRequired ?? 0) <= points) level = candidate;
  return level;
}

/** Every status group, marking the player's: their loyalty level and the groups assigned to them. */
export function statusGroupsOf(
  groups: readonly StatusGroupDefinition[],
  points: number,
  statuses: readonly number[],
): StatusGroup[] {
  const level = loyaltyLevel(points);
  return groups.map((group) => ({
    id: group.id,
    key: group.key,
    name: group.name,
    points_required: group.pointsRequired,
    member: group.pointsRequired === null ? statuses.includes(group.id) : group.id === level.id,
  }));
}
