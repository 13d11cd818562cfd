/**
 * The colour theme the bettor chose with the theme switch, kept in the `theme` cookie (CKE7 in SPEC.md). Pure:
 * the server reads the request's cookie with it to set `<html data-theme>` before the first paint, the
 * browser writes what the switch chose.
 */

/** The cookie's name. */
export const THEME_COOKIE = 'theme';

/** Its lifetime in days: one year. */
export const THEME_COOKIE_DAYS = 365;

/** The choices of the switch: a fixed theme, or the system's (`prefers-color-scheme`). */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * [CKE7] The cookie holds exactly `light` or `dark`; anything else (absent, empty, `system`, another case,
 * tampered) reads as the system's theme, so a bad value never fixes a theme the bettor did not choose.
 */
export function parseThemeChoice(value: string | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** [CKE7] The `data-theme` of `<html>` for a choice: none for the system's theme. */
export function themeAttribute(choice: ThemeChoice): 'light' | 'dark' | undefined {
  return choice === 'system' ? undefined : choice;
}
