/** Odds acceptance modes of spec §4: accept no change, accept only higher odds, or accept any change. */
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];
