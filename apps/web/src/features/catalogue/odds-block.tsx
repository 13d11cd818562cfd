import { z } from 'zod';
import { OddsFormatSwitcher } from '@/features/odds';
import { fetchOddsTypes } from '@/lib/backend/catalog';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { load } from './load';

const OddsConfig = z.strictObject({});

/**
 * The odds block of spec §2.4: the odds display format choice, limited to the formats the operator offers
 * (settings); when settings cannot be read, every format is offered rather than none.
 */
async function OddsBlock({ context }: { config: z.infer<typeof OddsConfig>; context: PageContext }) {
  const result = await load(fetchOddsTypes(context.locale));
  return <OddsFormatSwitcher available={result.ok ? result.data.available : undefined} />;
}

export const oddsBlock = defineBlock({ type: 'odds', config: OddsConfig, Component: OddsBlock });
