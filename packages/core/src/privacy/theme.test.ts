import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseThemeChoice, THEME_CHOICES, themeAttribute } from './theme';

describe('theme cookie', () => {
  it('[CKE7] reads light and dark back, and any other value as the system theme', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const value of [undefined, '', 'system', 'Dark', ' light', 'light ', 'auto', '<b>dark</b>'])
      expect(parseThemeChoice(value)).toBe('system');
    fc.assert(
      fc.property(fc.string(), (value) => {
        const choice = parseThemeChoice(value);
        return THEME_CHOICES.includes(choice) && (choice === 'system' || choice === value);
      }),
    );
  });

  it('[CKE7] sets data-theme only for a fixed theme', () => {
    expect(themeAttribute('light')).toBe('light');
    expect(themeAttribute('dark')).toBe('dark');
    expect(themeAttribute('system')).toBeUndefined();
    for (const choice of THEME_CHOICES) expect(parseThemeChoice(themeAttribute(choice))).toBe(choice);
  });
});
