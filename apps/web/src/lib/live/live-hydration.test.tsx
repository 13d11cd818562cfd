import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutcomeButton } from '@/features/odds/outcome-button';
import { clientMessages, loadMessages } from '@/lib/i18n/messages';
import { liveStore, useLiveMatch } from './live-store';
import { aMarket, aMatch, anOutcome } from './live-test-builders';

/*
 * A page hydrates what the server rendered even when a publication reached the live store before that part of
 * the page hydrated (a slow machine, a later Suspense boundary): React reports no mismatch, and the newer
 * value shows right after.
 */

afterEach(() => liveStore.clear());

function MatchName({ initial }: { initial: ReturnType<typeof aMatch> }) {
  return <p>{useLiveMatch(initial.id, initial).name}</p>;
}

async function hydrateAfterPublication(ui: ReactNode, publish: () => void) {
  const messages = clientMessages(await loadMessages('en'));
  const page = (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  publish();
  const mismatches = vi.fn();
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: mismatches });
  });
  return { container, mismatches };
}

describe('hydration while the live store runs ahead', () => {
  it('hydrates the served match, then shows the published one', async () => {
    const served = aMatch({ id: 41, name: 'Served name' });
    const { container, mismatches } = await hydrateAfterPublication(<MatchName initial={served} />, () =>
      liveStore.seed([{ ...served, name: 'Published name' }], [], 'overwrite'),
    );
    expect(mismatches).not.toHaveBeenCalled();
    await act(async () => liveStore.flush());
    expect(container.textContent).toBe('Published name');
  });

  it('hydrates the served price, then shows the published one', async () => {
    const match = aMatch({ id: 42 });
    const market = aMarket({ match_id: 42 });
    const outcome = anOutcome({ id: '1', odds: 2.1 });
    const { container, mismatches } = await hydrateAfterPublication(
      <OutcomeButton matchId={42} match={match} market={market} outcome={outcome} />,
      () =>
        liveStore.seed(
          [match],
          [{ matchId: 42, markets: [{ ...market, outcomes: [{ ...outcome, odds: 2.5 }] }] }],
          'overwrite',
        ),
    );
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toContain('2.50');
  });
});
