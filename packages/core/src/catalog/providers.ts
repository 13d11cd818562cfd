/** Data providers of spec §3. */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** Sport types (bet kinds) of spec §3: regular sports, e-sports (cyber) and premium cricket. */
export const SPORT_TYPES = ['regular', 'cyber', 'premium_cricket'] as const;
export type SportType = (typeof SPORT_TYPES)[number];

/** Outright and match event types; a selection's type is one of these (spec §3). */
export const EVENT_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** [CAT5] Provider statistics exist for one provider only (spec §3: provider-stats availability). */
export const STATS_PROVIDER: Provider = 'betradar';
