import type { Category } from '@sportsbook/contract/entities/category';
import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import type { LocaleRouting } from '@/lib/i18n/routing';

/** What a block knows about the page it is rendered on. */
export interface PageContext {
  readonly locale: string;
  readonly routing: LocaleRouting;
  /** A page id of spec §2.1 (`sports`, `sport`, ...), or `layout` for blocks of the layout sections. */
  readonly pageId: string;
  readonly sport?: Sport;
  readonly category?: Category;
  readonly tournament?: Tournament;
  readonly match?: Match;
  readonly searchParams: Record<string, string | string[] | undefined>;
}
