import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInEnglish } from '@/test-support/render';
import { BlockDialog } from './block-dialog';

/*
 * The modal and chat toggle blocks' dialog as a bettor meets it: its button opens it, a link to its hash
 * opens it, closing puts focus back and takes the hash off the address; its content is there only while open.
 */

afterEach(() => {
  window.history.replaceState(null, '', '/sports');
});

const welcome = (
  <BlockDialog trigger="How to bet" title="How to place a bet" hashId="how-to-bet">
    <p>Pick a price, type a stake, place the bet.</p>
  </BlockDialog>
);

describe('a block’s dialog', () => {
  it('opens from its button with its content, and closes back to the button', async () => {
    await renderInEnglish(welcome);
    expect(screen.queryByText('Pick a price, type a stake, place the bet.')).toBeNull();
    const opener = screen.getByRole('button', { name: 'How to bet' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'How to place a bet' });
    expect(dialog.textContent).toContain('Pick a price, type a stake, place the bet.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('opens for a link to its hash, on arrival and later, and takes the hash off when closed', async () => {
    window.history.replaceState(null, '', '/sports#how-to-bet');
    await renderInEnglish(welcome);
    await screen.findByRole('dialog', { name: 'How to place a bet' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/sports');

    act(() => {
      window.location.hash = 'how-to-bet';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('dialog', { name: 'How to place a bet' });
  });

  it('opens for a link the app follows itself, which changes the address without a hashchange', async () => {
    await renderInEnglish(
      <>
        <a href="/sports#how-to-bet">Read how to bet</a>
        {welcome}
      </>,
    );
    // As next/link does: the click's default is the router's, not the browser's (no hashchange).
    const routerTakesIt = (event: Event) => event.preventDefault();
    document.addEventListener('click', routerTakesIt, { capture: true });
    await userEvent.click(screen.getByRole('link', { name: 'Read how to bet' }));
    document.removeEventListener('click', routerTakesIt, { capture: true });
    await screen.findByRole('dialog', { name: 'How to place a bet' });
  });

  it('stays closed for another hash', async () => {
    window.history.replaceState(null, '', '/sports#sign-in');
    await renderInEnglish(welcome);
    // The button is drawn and its effect has run by the time this resolves.
    await screen.findByRole('button', { name: 'How to bet' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a chat in the background when closed: reopened, it is the same one', async () => {
    await renderInEnglish(
      <BlockDialog trigger="Chat with us" title="Support chat" variant="sheet" keepInBackground>
        <input aria-label="Message" />
      </BlockDialog>,
    );
    const opener = screen.getByRole('button', { name: 'Chat with us' });
    await userEvent.click(opener);
    const message = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Where is my bet?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Hidden, not gone: what the bettor typed is still there.
    const kept = document.querySelector('dialog');
    expect(kept?.open).toBe(false);

    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Support chat' });
    const again = screen.getByRole('textbox', { name: 'Message' });
    expect(again).toBe(message);
    expect((again as HTMLInputElement).value).toBe('Where is my bet?');
  });
});
