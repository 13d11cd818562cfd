import type { PlayerLimit } from '@sportsbook/contract/entities/player-limit';
import type { LimitRecord } from '@sportsbook/core/player-limits/limit-changes';
import { LIMIT_KINDS } from '@sportsbook/core/player-limits/limit-kinds';
import { findCurrency } from '../platform/currencies';

const isoOrNull = (value: number | null) => (value === null ? null : new Date(value).toISOString());

/** A limit row on the wire (contract PlayerLimit). */
export function presentLimit(limit: LimitRecord, used: number | null): PlayerLimit {
  const unit = LIMIT_KINDS[limit.type].unit;
  return {
    id: limit.id,
    type: limit.type,
    strategy: limit.strategy,
    status: limit.status,
    period: limit.period,
    amount: limit.amount,
    unit,
    currency: limit.currency,
    subunits: unit === 'money' && limit.currency ? (findCurrency(limit.currency)?.subunits ?? 100) : null,
    parent_type: limit.type === 'reality_check' ? 'sportsbook_session' : null,
    replaces_id: limit.replacesId,
    pending_action: limit.pendingAction,
    disable_at: isoOrNull(limit.disableAt),
    created_at: new Date(limit.createdAt).toISOString(),
    confirm_until: isoOrNull(limit.confirmUntil),
    used,
  };
}
