import type { ProviderStatuses } from '@sportsbook/contract/entities/settings';
import { PROVIDERS } from '@sportsbook/core/catalog/providers';
import type { Db } from '../db/database';
import { providerStatuses } from '../db/schema';

/**
 * The status of every data provider. A provider without a row has never been switched off and counts as
 * active; only a row saying `inactive` makes its selections unavailable (spec §4).
 */
export async function loadProviderStatuses(db: Db): Promise<ProviderStatuses> {
  const rows = await db
    .select({ provider: providerStatuses.provider, status: providerStatuses.status })
    .from(providerStatuses);
  const inactive = new Set(rows.filter((row) => row.status === 'inactive').map((row) => row.provider));
  return Object.fromEntries(
    PROVIDERS.map((provider) => [provider, inactive.has(provider) ? 'inactive' : 'active']),
  ) as ProviderStatuses;
}
