'use client';

import { type Consent, consentBannerShown } from '@sportsbook/core/privacy/consent';
import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { deviceId } from '@/lib/player/device-id';
import { captureAffiliateTags } from '@/lib/privacy/affiliate-cookie';
import {
  chooseConsent,
  configureConsent,
  currentConsent,
  subscribeConsent,
} from '@/lib/privacy/consent-store';
import { captureTestProviders } from '@/lib/privacy/test-providers';

// The banner is only for visitors who have not chosen yet: its code is sent only to pages that show it. It is
// drawn by the server with the page: drawn after hydration, it was the page's largest paint, seconds late.
const ConsentBanner = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner));

/**
 * The shell's privacy part (spec §3): tells the consent store whether the operator asks for consent (before any
 * effect writes storage), keeps the device id, takes the affiliate tags of the landing URL (core AFF rules) and a
 * tester's `test_providers` (core DLV1), and shows the consent banner until a choice is made.
 */
export function PrivacyHost({
  consentRequired,
  requestConsent,
}: {
  consentRequired: boolean;
  /** The consent cookie the page's request carried: what the server draws, and hydration starts from. */
  requestConsent: Consent | undefined;
}) {
  configureConsent(consentRequired);
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, () => requestConsent);
  useEffect(() => {
    deviceId();
    captureAffiliateTags(window.location.search);
    captureTestProviders(window.location.search);
  }, []);
  if (!consentBannerShown(consent, consentRequired)) return null;
  return <ConsentBanner onChoose={chooseConsent} />;
}
