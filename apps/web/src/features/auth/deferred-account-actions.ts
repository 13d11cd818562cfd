import type { changeCurrency, saveLocale } from './account-actions';

// The account calls load when first used: switching the language or the currency is on no page's first load.

export async function saveLocaleDeferred(
  ...args: Parameters<typeof saveLocale>
): ReturnType<typeof saveLocale> {
  return (await import('./account-actions')).saveLocale(...args);
}

export async function changeCurrencyDeferred(
  ...args: Parameters<typeof changeCurrency>
): ReturnType<typeof changeCurrency> {
  return (await import('./account-actions')).changeCurrency(...args);
}
