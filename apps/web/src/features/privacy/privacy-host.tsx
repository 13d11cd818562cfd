'use client';

import { consentBannerShown } from '@sportsbook/core/privacy/consent';
import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceId } from '@/lib/player/device-id';
import { captureAffiliateTags } from '@/lib/privacy/affiliate-cookie';
import {
  chooseConsent,
  configureConsent,
  currentConsent,
  subscribeConsent,
} from '@/lib/privacy/consent-store';
import { captureTestProviders } from '@/lib/privacy/test-providers';

// The banner is only for visitors who have not chosen yet: its code loads when it is shown.
const ConsentBanner = dynamic(() => import('./consent-banner').then((m) => m.ConsentBanner), { ssr: false });

const noConsentOnServer = () => undefined;

/**
 * The shell's privacy part (spec §3): tells the consent store whether the operator asks for consent (before any
 * effect writes storage), keeps the device id, takes the affiliate tags of the landing URL (core AFF rules) and a
 * tester's `test_providers` (core DLV1), and shows the consent banner until a choice is made.
 */
export function PrivacyHost({ consentRequired }: { consentRequired: boolean }) {
  configureConsent(consentRequired);
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, noConsentOnServer);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    deviceId();
    captureAffiliateTags(window.location.search);
    captureTestProviders(window.location.search);
  }, []);
  if (!mounted || !consentBannerShown(consent, consentRequired)) return null;
  return <ConsentBanner onChoose={chooseConsent} />;
}
