import {
  type AffiliateTags,
  affiliateTagsOf,
  hasAffiliateTags,
  landingTags,
  parseAffiliateCookie,
  serializeAffiliateCookie,
} from '@sportsbook/core/privacy/affiliate-tags';
import { COOKIE_DAYS, encodeCookieValue } from '@sportsbook/core/privacy/cookies';
import { readCookie, subscribeConsent, writeCookie } from './consent-store';
import { STORED_KEYS } from './stored-keys';

/**
 * The affiliate cookie of spec §9 (core AFF rules): tags of the landing page kept 30 days. Marketing storage:
 * without the visitor's consent the tags stay in this page's memory only (they still go with a sign-up made now),
 * and are written as soon as marketing is accepted.
 */

let landed: AffiliateTags = {};
let listening = false;

function persist(): void {
  if (!hasAffiliateTags(landed)) return;
  writeCookie(
    STORED_KEYS.affiliateTags,
    encodeCookieValue(serializeAffiliateCookie(landed)),
    COOKIE_DAYS.affiliate,
  );
}

/** Takes the tags of a landing URL's query (sanitised, AFF2) and keeps them when consent allows (AFF4). */
export function captureAffiliateTags(search: string): void {
  const tags = affiliateTagsOf(search);
  if (hasAffiliateTags(tags)) {
    landed = tags;
    persist();
  }
  if (!listening) {
    listening = true;
    subscribeConsent(persist);
  }
}

/** The kept tags: this visit's landing tags over the cookie's (last click wins, AFF4). */
export function keptAffiliateTags(): AffiliateTags {
  return landingTags(parseAffiliateCookie(readCookie(STORED_KEYS.affiliateTags.name)), landed);
}
