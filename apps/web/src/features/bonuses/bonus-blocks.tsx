import 'server-only';
import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { createElement } from 'react';
import { z } from 'zod';
import { type BlockDefinition, defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { BonusCard, bonusDetail } from './bonus-card';
import styles from './bonuses.module.css';
import { fetchPromotions, type Promotion } from './offers';
import { PromoCodeBlock } from './promo-code-block';

const OffersConfig = z.strictObject({
  /** The kinds shown: acca boosts, free bets (every variant), bet hunts, tournaments, loot boxes. */
  kinds: z
    .array(z.enum(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox']))
    .min(1)
    .max(5)
    .default(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox']),
  /** At most this many offers (of each group, for bonus groups). */
  limit: z.number().int().min(1).max(20).default(6),
});
type OffersConfig = z.infer<typeof OffersConfig>;

type OfferGroup = OffersConfig['kinds'][number];

const groupOf = (promotion: Promotion): OfferGroup => {
  const type = promotion.bonus.bonus_type;
  return type === 'comboboost' || type === 'hunting' || type === 'tournament' || type === 'lootbox'
    ? type
    : 'freebet';
};

/** The running offers of the kinds asked for, as the promotions page draws them (null: could not be read). */
async function offers(config: OffersConfig, locale: string) {
  const promotions = await fetchPromotions(locale);
  return promotions?.filter((promotion) => config.kinds.includes(groupOf(promotion))) ?? null;
}

async function OfferCards({
  promotions,
  context,
  level,
  idPrefix,
}: {
  promotions: readonly Promotion[];
  context: PageContext;
  level: 3 | 4;
  idPrefix: string;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'bonuses' });
  return (
    <ul className={styles.cards}>
      {promotions.map(({ bonus, terms, banner }) => (
        <li key={`${bonus.bonus_type}-${bonus.id}`}>
          <BonusCard
            bonus={bonus}
            termsText={terms}
            banner={banner}
            level={level}
            idPrefix={idPrefix}
            texts={{
              kind: t(`kinds.${bonus.bonus_type as 'comboboost'}`),
              detail: bonusDetail(bonus, context.locale, (key, values) => t(key, values)),
              status: null,
              terms: t('terms'),
              hunting: { locale: context.locale, words: (key, values) => t(key, values) },
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** The bonuses block (spec §2.4): the running offers, with their terms; nothing when none runs. */
async function Bonuses({ config, context }: { config: OffersConfig; context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'bonuses' });
  const shown = await offers(config, context.locale);
  if (shown?.length === 0) return null;
  const id = `${context.pageId}-bonuses-${randomUUID().slice(0, 8)}`;
  return (
    <section className={styles.blockSection} aria-labelledby={id}>
      <h2 id={id} className={styles.blockHeading}>
        {t('offers')}
      </h2>
      {shown === null ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        <OfferCards promotions={shown.slice(0, config.limit)} context={context} level={3} idPrefix={id} />
      )}
    </section>
  );
}

/** The bonus groups block (spec §2.4): the running offers under a heading per kind. */
async function BonusGroups({ config, context }: { config: OffersConfig; context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'bonuses' });
  const shown = await offers(config, context.locale);
  if (shown?.length === 0) return null;
  const id = `${context.pageId}-bonus-groups-${randomUUID().slice(0, 8)}`;
  return (
    <section className={styles.blockSection} aria-labelledby={id}>
      <h2 id={id} className={styles.blockHeading}>
        {t('title')}
      </h2>
      {shown === null ? (
        <p role="alert">{t('unavailable')}</p>
      ) : (
        config.kinds.map((kind) => {
          const group = shown.filter((promotion) => groupOf(promotion) === kind).slice(0, config.limit);
          if (group.length === 0) return null;
          return (
            <section key={kind} className={styles.blockSection} aria-labelledby={`${id}-${kind}`}>
              <h3 id={`${id}-${kind}`} className={styles.groupHeading}>
                {t(`groups.${kind}`)}
              </h3>
              <OfferCards promotions={group} context={context} level={4} idPrefix={`${id}-${kind}`} />
            </section>
          );
        })
      )}
    </section>
  );
}

/** The bonus blocks of spec §2.4: bonuses, bonus groups and the promo code form. */
// biome-ignore lint/suspicious/noExplicitAny: a list of blocks of different config types
export const bonusBlocks: readonly BlockDefinition<any>[] = [
  defineBlock({ type: 'bonuses', config: OffersConfig, Component: Bonuses }),
  defineBlock({ type: 'bonus_groups', config: OffersConfig, Component: BonusGroups }),
  defineBlock({
    type: 'promo_code',
    config: z.strictObject({}),
    Component: () => createElement(PromoCodeBlock),
  }),
];
