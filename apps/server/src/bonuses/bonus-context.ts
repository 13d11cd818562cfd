import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Publisher } from '../realtime/publisher';

/** What the bonus services work with: the database, the clock, the push publisher, the content locales. */
export interface BonusContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly contentLocales: readonly string[];
  readonly log: { error(details: object, message: string): void };
  /** Draws in [0, 1) for jackpot drop points; the operating system's generator unless a test sets one. */
  readonly random?: () => number;
}
