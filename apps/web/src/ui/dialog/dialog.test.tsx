import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '@/test-support/render';
import { Dialog } from './dialog';

/** A page with a button that opens the dialog, as the modal router does. */
function Page({ closable, onClose }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open sign-in
      </button>
      {open ? (
        <Dialog
          title="Sign in"
          closable={closable}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <label>
            Email
            <input type="email" />
          </label>
        </Dialog>
      ) : null}
    </main>
  );
}

async function openDialog(props: { closable?: boolean; onClose?: () => void } = {}) {
  await renderInEnglish(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open sign-in' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sign in' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, and focus moves into it', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = vi.fn();
    const { opener } = await openDialog({ onClose });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button and gives focus back', async () => {
    const { opener, dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(onClose).not.toHaveBeenCalled();
    // The backdrop is the <dialog> element itself as the event's target.
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape and the backdrop when it is not closable, and has no close button', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ closable: false, onClose });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveProperty('open', true);
  });
});
