import { describe, expect, it } from 'vitest';
import { modalOf, tokenModalOf, urlWithModal, urlWithoutModal } from './modal-url';

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

describe('mailed tokens (spec §2.1 named parameters)', () => {
  it('open their modal on a page without one, but not on the auth pages', () => {
    expect(tokenModalOf('?confirmation_token=abc', '/sports')).toBe('confirmation');
    expect(tokenModalOf('?reset_password_token=abc', '/de/sports/live')).toBe('password-edit');
    expect(tokenModalOf('?unlock_token=abc', '/sports/football')).toBe('unlock');
    expect(tokenModalOf('?unlock_token=', '/sports')).toBeNull();
    expect(tokenModalOf('?unlock_token=abc', '/sports/users/sign-in')).toBeNull();
    expect(tokenModalOf('?confirmation_token=abc', '/de/sports/users/confirmation')).toBeNull();
  });

  it('leave the URL with their modal, and when another modal opens', () => {
    expect(urlWithoutModal('http://x/sports?confirmation_token=abc&time=3h#confirmation')).toBe(
      '/sports?time=3h',
    );
    expect(urlWithModal('http://x/sports?confirmation_token=abc#confirmation', 'sign-in')).toBe(
      '/sports?modal=sign-in',
    );
    expect(urlWithModal('http://x/sports?reset_password_token=t', 'password-edit')).toBe(
      '/sports?reset_password_token=t&modal=password-edit',
    );
  });
});
