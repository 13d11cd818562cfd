import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { NotificationsBlockList } from './notifications-block-list';

const NotificationsConfig = z.strictObject({});

/** The notifications block of spec §2.4: the player's notification centre in a page or a sidebar. */
async function NotificationsBlock({
  context,
}: {
  config: z.infer<typeof NotificationsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'shell.notifications' });
  const id = `${context.pageId}-notifications`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('label')}</h2>
      <NotificationsBlockList />
    </section>
  );
}

export const notificationsBlock = defineBlock({
  type: 'notifications',
  config: NotificationsConfig,
  Component: NotificationsBlock,
});
