'use client';

export { OddsFormatSwitcher } from './odds-format-switcher';
export { OutcomeButton } from './outcome-button';
