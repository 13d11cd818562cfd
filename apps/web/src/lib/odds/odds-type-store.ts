import { ODDS_TYPES, type OddsType } from '@sportsbook/core/odds/odds-type';
import { useContext } from 'react';
import { keptStorage } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { createStore, useStore } from '@/lib/store/store';
import { DefaultOddsTypeContext } from './odds-type-default';

/** Local storage key of the active odds display type (spec §3: activeOddsType is kept locally). */
export const ODDS_TYPE_STORAGE_KEY = STORED_KEYS.activeOddsType.name;

/** The bettor's choice; null until they choose (and on the server, and while hydrating). */
const chosen = createStore<OddsType | null>(null);
let loaded = false;

export function isOddsType(value: unknown): value is OddsType {
  return typeof value === 'string' && (ODDS_TYPES as readonly string[]).includes(value);
}

function storage(): Storage | undefined {
  // Writes need consent for preferences (lib/privacy/stored-keys.ts).
  return keptStorage('local');
}

/** Accepts the plain name and, for entries written by other code, a JSON string. */
function readStored(raw: string | null | undefined): OddsType | null {
  if (raw == null) return null;
  if (isOddsType(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isOddsType(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== ODDS_TYPE_STORAGE_KEY) return;
  chosen.set(readStored(event.newValue));
}

function load(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  chosen.set(readStored(storage()?.getItem(ODDS_TYPE_STORAGE_KEY)));
  // Another tab changing the format changes it here as well.
  window.addEventListener('storage', onStorage);
}

/** The bettor's stored choice, or null when they never chose. */
export function getChosenOddsType(): OddsType | null {
  load();
  return chosen.get();
}

/** Chooses the odds type for every price on the page, and remembers it. */
export function setOddsType(type: OddsType): void {
  load();
  try {
    storage()?.setItem(ODDS_TYPE_STORAGE_KEY, type);
  } catch {
    // disabled storage: the choice holds for this page only
  }
  chosen.set(type);
}

/**
 * The odds type in use: the bettor's stored choice, else the operator default, else european. The server
 * renders the default; the stored choice applies right after hydration.
 */
export function useOddsType(): OddsType {
  const fallback = useContext(DefaultOddsTypeContext);
  load();
  const stored = useStore(chosen);
  return stored ?? fallback;
}
