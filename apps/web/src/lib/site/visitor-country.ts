import { countryFromHeader, countryHeaderName } from '@sportsbook/core/accounts/visitor-country';

/**
 * The visitor's country (upper-case ISO 3166-1 alpha-2), or null: read from the one header named by
 * COUNTRY_HEADER (`x-country-code` by default), the same rule the backend follows (core PSN10).
 */
export function visitorCountry(headers: Headers, configured = process.env.COUNTRY_HEADER): string | null {
  return countryFromHeader(headers.get(countryHeaderName(configured)));
}
