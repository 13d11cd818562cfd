import type {
  CategoryRecord,
  CompetitorRecord,
  SportRecord,
  TournamentRecord,
} from '../../catalog/catalog-records';
import type { OfferedMatchRow } from '../betting-repository';

/** A match a placement names, with what its checks and its kept names need. */
export interface OfferedMatch {
  readonly match: OfferedMatchRow;
  readonly sport: SportRecord;
  readonly category: CategoryRecord;
  readonly tournament: TournamentRecord;
  readonly home: CompetitorRecord | null;
  readonly away: CompetitorRecord | null;
  /** `active`, `inactive`, or null when the provider has no status row. */
  readonly providerStatus: string | null;
  /** An outright's competitors by id (its winner market's outcomes). */
  readonly competitors: ReadonlyMap<number, CompetitorRecord>;
}
