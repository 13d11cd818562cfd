import { EVENS_DISPLAY, formatOdds } from '@sportsbook/core/odds/odds-format';
import type { OddsType } from '@sportsbook/core/odds/odds-type';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useOddsType } from './odds-type-store';

/**
 * A price as the bettor reads it in the page's language: core's display of the type (core ODD1-ODD8), with
 * the British "Evens" (core ODD3) in the locale's word (`live.odds.evens`). Only a display: stakes, payouts
 * and placement use the decimal.
 */
export function oddsText(decimal: number, type: OddsType, evens: string): string {
  const text = formatOdds(decimal, type);
  return text === EVENS_DISPLAY ? evens : text;
}

/** The page's odds writer: the bettor's odds type and the locale's word for evens. */
export function useOddsText(): (decimal: number) => string {
  const type = useOddsType();
  const evens = useTranslations('live.odds')('evens');
  return useCallback((decimal: number) => oddsText(decimal, type, evens), [type, evens]);
}
