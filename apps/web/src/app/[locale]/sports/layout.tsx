import { DEFAULT_ODDS_TYPE } from '@sportsbook/core/odds/odds-type';
import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Shell } from '@/composition/shell/shell';
import { getSiteConfigWithBlocks } from '@/composition/shell/site-with-blocks';
import { fetchDefaultOddsType, fetchProviderStatuses, fetchSportTypeProviders } from '@/lib/backend/catalog';
import { reportError } from '@/lib/errors/report';
import { OddsTypeDefault } from '@/lib/odds/odds-type-default';
import { ConnectionBanner } from '@/lib/realtime/connection-banner';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { FeaturesProvider } from '@/lib/site/features-context';
import { getLocaleRouting } from '@/lib/site/site';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/**
 * The sports layout: the shell around every /sports page and the page's one realtime connection, with the
 * provider statuses the live prices start from. The hub's address is read at request time (REALTIME_URL,
 * else the page host on SERVER_PORT), so it can change without a rebuild.
 */
export default async function SportsLayout({ children, params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection();
  const routing = await getLocaleRouting();
  // The operator's default odds display; a backend that cannot say keeps the spec's default (decimal).
  const [defaultOddsType, providerStatuses, sportTypeProviders, site] = await Promise.all([
    fetchDefaultOddsType(locale).catch((error: unknown) => {
      reportError(error, { where: 'sports layout: default odds type' });
      return DEFAULT_ODDS_TYPE;
    }),
    // Unknown until the first provider_status_changed: every provider counts as active meanwhile.
    fetchProviderStatuses(locale).catch((error: unknown) => {
      reportError(error, { where: 'sports layout: provider statuses' });
      return undefined;
    }),
    // Unknown: every match's events are delivered (core DLV2).
    fetchSportTypeProviders(locale).catch((error: unknown) => {
      reportError(error, { where: 'sports layout: sport type providers' });
      return undefined;
    }),
    getSiteConfigWithBlocks(),
  ]);
  return (
    <RealtimeProvider
      url={process.env.REALTIME_URL || undefined}
      serverPort={process.env.SERVER_PORT}
      delta={site.features.fossilDelta}
      providerStatuses={providerStatuses}
      sportTypeProviders={sportTypeProviders}
    >
      <FeaturesProvider
        features={{
          shareBet: site.features.shareBet,
          userUnlock: site.features.userUnlock,
          requiredStatusGroup: site.features.requiredStatusGroup,
          jackpots: site.features.jackpots,
        }}
      >
        <OddsTypeDefault type={defaultOddsType}>
          <Shell locale={locale} routing={routing} banner={<ConnectionBanner />}>
            {children}
          </Shell>
        </OddsTypeDefault>
      </FeaturesProvider>
    </RealtimeProvider>
  );
}
