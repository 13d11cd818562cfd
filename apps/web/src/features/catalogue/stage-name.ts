import type { Match } from '@sportsbook/contract/entities/match';

/** The part of a `useTranslations('catalogue')` translator this needs. */
interface Translator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * What to call the stage a live match is in: its period's name when the stage is a period with a score
 * ("2nd half"), else the catalogue's name of a break or special stage (`stage.halftime`: "Half time"),
 * else nothing (a feed's stage key the catalogue does not know is never shown raw).
 */
export function stageName(match: Match, t: Translator): { name: string; isPeriod: boolean } | undefined {
  if (!match.stage) return undefined;
  const period = match.period_scores.find((score) => score.period_key === match.stage);
  if (period) return { name: period.name, isPeriod: true };
  const key = `stage.${match.stage}`;
  return t.has(key) ? { name: t(key), isPeriod: false } : undefined;
}
