import { describe, expect, it } from 'vitest';
import { modalOf, urlWithModal, urlWithoutModal } from './modal-url';

describe('modal URLs (spec §2.2)', () => {
  it('reads the modal from ?modal= first, then the fragment', () => {
    expect(modalOf('?modal=sign-in', '')).toBe('sign-in');
    expect(modalOf('', '#sign-up')).toBe('sign-up');
    expect(modalOf('?modal=deposit', '#sign-in')).toBe('deposit');
    expect(modalOf('', '#deposit')).toBeNull(); // deposit opens by query parameter only
    expect(modalOf('?modal=nope', '#nope')).toBeNull();
  });

  it('adds and removes the modal, keeping the rest of the URL', () => {
    expect(urlWithModal('http://x/sports/live?time=3h#sign-in', 'sign-in')).toBe(
      '/sports/live?time=3h&modal=sign-in',
    );
    expect(urlWithoutModal('http://x/sports?modal=sign-in&time=3h#betBuilder')).toBe(
      '/sports?time=3h#betBuilder',
    );
    expect(urlWithoutModal('http://x/sports#sign-in')).toBe('/sports');
  });
});
