import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Jackpot, JackpotHit } from '@sportsbook/contract/entities/jackpot';
import { listJackpotHits, listJackpots } from '@sportsbook/contract/sportsbook/jackpot-calls';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { backendCall } from '@/lib/backend/backend-call';
import { type BlockDefinition, defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { getSiteConfig } from '@/lib/site/site';
import styles from './bonuses.module.css';
import { JackpotBoard, JackpotWinners } from './jackpot-board';

/** The running jackpots as the server reads them first; null when the backend could not say (reported). */
export async function fetchJackpots(locale: string): Promise<Jackpot[] | null> {
  try {
    return (await backendCall(listJackpots, { locale, query: { locale } })).data;
  } catch {
    return null;
  }
}

async function fetchHits(
  locale: string,
  jackpotId: number | undefined,
  limit: number,
): Promise<JackpotHit[] | null> {
  try {
    const query = { locale, limit, ...(jackpotId !== undefined ? { jackpot_id: jackpotId } : {}) };
    return (await backendCall(listJackpotHits, { locale, query })).data;
  } catch {
    return null;
  }
}

const JackpotConfig = z.strictObject({
  /** One jackpot by its id; none: every running one. */
  jackpotId: z.number().int().positive().optional(),
});

/** A jackpot block's frame: its heading, and its error state when the jackpots could not be read. */
async function JackpotSection({
  context,
  id,
  children,
  failed,
}: {
  context: PageContext;
  id: string;
  children: React.ReactNode;
  failed: boolean;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'bonuses.jackpots' });
  // A page may place the block twice (a sidebar and, for phones, the page itself): each heading its own id.
  const headingId = `${context.pageId}-${id}-${randomUUID().slice(0, 8)}`;
  return (
    <section className={styles.blockSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockHeading}>
        {t(id === 'jackpot-winners' ? 'winners' : 'heading')}
      </h2>
      {failed ? <p role="alert">{t('unavailable')}</p> : children}
    </section>
  );
}

function JackpotBlock(variant: 'banner' | 'card') {
  return async function Block({
    config,
    context,
  }: {
    config: z.infer<typeof JackpotConfig>;
    context: PageContext;
  }) {
    // Spec §6: jackpots behind their feature flag; off, the block shows nothing and polls nothing.
    if (!(await getSiteConfig()).features.jackpots) return null;
    const jackpots = await fetchJackpots(context.locale);
    const shown = jackpots?.filter((j) => config.jackpotId === undefined || j.id === config.jackpotId);
    // A jackpot that is not running is not advertised.
    if (shown?.length === 0) return null;
    return (
      <JackpotSection context={context} id={`jackpot-${variant}`} failed={jackpots === null}>
        <JackpotBoard
          initial={jackpots ?? []}
          variant={variant}
          {...(config.jackpotId !== undefined ? { jackpotId: config.jackpotId } : {})}
        />
      </JackpotSection>
    );
  };
}

const LeaderboardConfig = JackpotConfig.extend({ limit: z.number().int().min(1).max(50).default(10) });

/** The jackpot leaderboard block: the latest hits, newest first. */
async function JackpotLeaderboard({
  config,
  context,
}: {
  config: z.infer<typeof LeaderboardConfig>;
  context: PageContext;
}) {
  if (!(await getSiteConfig()).features.jackpots) return null;
  const hits = await fetchHits(context.locale, config.jackpotId, config.limit);
  return (
    <JackpotSection context={context} id="jackpot-winners" failed={hits === null}>
      <JackpotWinners
        initial={hits ?? []}
        limit={config.limit}
        {...(config.jackpotId !== undefined ? { jackpotId: config.jackpotId } : {})}
      />
    </JackpotSection>
  );
}

/** The jackpot blocks of spec §2.4: banner (live pools), card (with who takes part and the terms), leaderboard. */
// biome-ignore lint/suspicious/noExplicitAny: a list of blocks of different config types
export const jackpotBlocks: readonly BlockDefinition<any>[] = [
  defineBlock({ type: 'jackpot_banner', config: JackpotConfig, Component: JackpotBlock('banner') }),
  defineBlock({ type: 'jackpot_card', config: JackpotConfig, Component: JackpotBlock('card') }),
  defineBlock({ type: 'jackpot_leaderboard', config: LeaderboardConfig, Component: JackpotLeaderboard }),
];
