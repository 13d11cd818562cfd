'use client';

import type { UserGroupCheck } from '@sportsbook/core/accounts/player-session';
import { createContext, type ReactNode, useContext } from 'react';

/** The deployment's feature flags client code needs (site configuration `features`, spec §6). */
export interface ClientFeatures {
  /** Bet sharing (share codes and `betcode` links); the operator's settings must allow it too. */
  readonly shareBet: boolean;
  /** The unlock-player flow (spec §6 "user unlock"). */
  readonly userUnlock?: boolean;
  /** The user-group checker of spec §6 (site configuration `features.requiredStatusGroup`); null: none. */
  readonly requiredStatusGroup?: UserGroupCheck | null;
  /** Jackpots (spec §6 feature flag): hit alerts and the slip's jackpot mark. */
  readonly jackpots?: boolean;
}

const FeaturesContext = createContext<ClientFeatures>({ shareBet: false });

export function FeaturesProvider({ features, children }: { features: ClientFeatures; children: ReactNode }) {
  return <FeaturesContext value={features}>{children}</FeaturesContext>;
}

export function useFeatures(): ClientFeatures {
  return useContext(FeaturesContext);
}
