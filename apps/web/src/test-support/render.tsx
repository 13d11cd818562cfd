import { type RenderResult, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { clientMessages, loadMessages } from '@/lib/i18n/messages';

/** Renders `ui` as an English page renders it: with the messages client components receive. */
export async function renderInEnglish(ui: ReactNode): Promise<RenderResult> {
  const messages = clientMessages(await loadMessages('en'));
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
