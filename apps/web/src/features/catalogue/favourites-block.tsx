import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import styles from './catalogue.module.css';
import { FavouritesView } from './favourites-view';

const FavouritesConfig = z.strictObject({
  /** Most matches shown, live ones first, then the soonest. */
  limit: z.number().int().min(1).max(100).default(50),
  /** A heading over the block (off on the favourites page, whose own heading says it). */
  title: z.boolean().default(true),
});

/**
 * The favourites block of spec §2.4 (and the /favorites page's content): the player's starred live and
 * upcoming matches, leagues and sports, drawn in the browser (they are the player's; the server renders the
 * page for everyone).
 */
async function Favourites({
  config,
  context,
}: {
  config: z.infer<typeof FavouritesConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue.favourites' });
  const list = { locale: context.locale, routing: context.routing, pageId: context.pageId };
  if (!config.title) return <FavouritesView context={list} limit={config.limit} headingLevel={2} />;
  const id = `${context.pageId}-favourites`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {t('title')}
      </h2>
      <FavouritesView context={list} limit={config.limit} headingLevel={3} />
    </section>
  );
}

export const favouritesBlock = defineBlock({
  type: 'favourites',
  config: FavouritesConfig,
  Component: Favourites,
});
