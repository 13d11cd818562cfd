'use client';

import { DEFAULT_ODDS_TYPE, type OddsType } from '@sportsbook/core/odds/odds-type';
import { createContext, type ReactNode } from 'react';

export const DefaultOddsTypeContext = createContext<OddsType>(DEFAULT_ODDS_TYPE);

/**
 * Gives the operator default (settings' `active_odds_type`) to everything below, used until the bettor
 * chooses; a context rather than a module variable so the server render and hydration agree on it.
 */
export function OddsTypeDefault(props: { type: OddsType; children: ReactNode }): ReactNode {
  return <DefaultOddsTypeContext value={props.type}>{props.children}</DefaultOddsTypeContext>;
}
