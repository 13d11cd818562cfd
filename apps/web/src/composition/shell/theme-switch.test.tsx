import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInEnglish } from '@/test-support/render';
import { ThemeSwitch } from './theme-switch';

describe('theme switch', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('says the chosen theme and applies a choice to the page at once', async () => {
    await renderInEnglish(<ThemeSwitch initial="system" />);
    screen.getByRole('group', { name: 'Theme' });
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByText('Theme:', { exact: false }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
    expect(document.documentElement.dataset.theme).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('starts from the choice the server read from the cookie', async () => {
    await renderInEnglish(<ThemeSwitch initial="light" />);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
  });
});
