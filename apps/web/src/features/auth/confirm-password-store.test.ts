import { afterEach, describe, expect, it } from 'vitest';
import { updateSession } from '@/lib/player/session-store';
import { confirmPassword, currentConfirmPassword, settleConfirmPassword } from './confirm-password-store';

describe('the confirm-password request', () => {
  afterEach(() => {
    settleConfirmPassword(null);
    updateSession({ status: 'UNKNOWN' });
  });

  it('answers null at once for a visitor', async () => {
    updateSession({ status: 'NOT_LOGGED_IN' });
    await expect(confirmPassword()).resolves.toBeNull();
    expect(currentConfirmPassword()).toBeNull();
  });

  it('waits for the dialog, one request at a time, and answers its token', async () => {
    updateSession({ status: 'LOGGED_IN' });
    const first = confirmPassword('raise the limit');
    const second = confirmPassword('another');
    expect(currentConfirmPassword()?.reason).toBe('raise the limit');
    settleConfirmPassword('token-1');
    await expect(first).resolves.toBe('token-1');
    await expect(second).resolves.toBe('token-1');
    expect(currentConfirmPassword()).toBeNull();
  });

  it('ends unanswered when the player signs out meanwhile', async () => {
    updateSession({ status: 'LOGGED_IN' });
    const asked = confirmPassword();
    updateSession({ status: 'NOT_LOGGED_IN' });
    await expect(asked).resolves.toBeNull();
    expect(currentConfirmPassword()).toBeNull();
  });
});
