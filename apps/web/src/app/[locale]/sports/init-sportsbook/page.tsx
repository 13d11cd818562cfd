import { initSportsbookTarget } from '@sportsbook/core/host/init-sportsbook';
import { sportsHref } from '@sportsbook/core/routing/paths';
import { redirect } from 'next/navigation';
import { getLocaleRouting } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * /init-sportsbook (spec §2.1 initialisation, docs/operators.md "Embedding"): where an embedding host points its
 * frame first. It opens `page` in the locale of the path, passing on the affiliate tags and a share code (core
 * INIT1); the page opened then says `initialized` to the host like every page.
 */
export default async function InitSportsbook({ params, searchParams }: Props) {
  const [{ locale }, query, routing] = await Promise.all([params, searchParams, getLocaleRouting()]);
  redirect(sportsHref(initSportsbookTarget(query), locale, routing));
}
