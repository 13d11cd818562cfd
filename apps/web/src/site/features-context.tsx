'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The deployment's feature flags client code needs (site configuration `features`, spec §6). */
export interface ClientFeatures {
  /** Bet sharing (share codes and `betcode` links); the operator's settings must allow it too. */
  readonly shareBet: boolean;
  /** The unlock-player flow (spec §6 "user unlock"). */
  readonly userUnlock?: boolean;
  /** Seconds before the sign-up reminder (spec §4); null or absent: none. */
  readonly signUpReminderSeconds?: number | null;
}

const FeaturesContext = createContext<ClientFeatures>({ shareBet: false });

export function FeaturesProvider({ features, children }: { features: ClientFeatures; children: ReactNode }) {
  return <FeaturesContext value={features}>{children}</FeaturesContext>;
}

export function useFeatures(): ClientFeatures {
  return useContext(FeaturesContext);
}
