/**
 * Odds display types of spec §3: european (decimal), british (fractional), hongkong, american,
 * indonesian, malaysian, and percent (implied probability). Odds are stored and computed as decimal
 * only; a display type changes how they are written, never what is computed.
 */
export const ODDS_TYPES = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

export const DEFAULT_ODDS_TYPE: OddsType = 'european';
