import { describe, expect, it } from 'vitest';
import {
  type AuthEvent,
  type AuthStatus,
  countryBlocks,
  displayName,
  forcedStep,
  isLoggedIn,
  nextAuthStatus,
  secondsLeft,
  shouldSwitchCurrency,
  signUpReminderDue,
  userGroupRedirect,
} from './player-session';

describe('player session rules', () => {
  it('[PSN1] a currency change is ignored when equal to the current one or without an account in it', () => {
    expect(shouldSwitchCurrency('EUR', 'EUR', ['EUR', 'USD'])).toBe(false);
    expect(shouldSwitchCurrency('EUR', 'GBP', ['EUR', 'USD'])).toBe(false);
    expect(shouldSwitchCurrency('EUR', 'USD', ['EUR', 'USD'])).toBe(true);
    expect(shouldSwitchCurrency(null, 'USD', ['USD'])).toBe(true);
    expect(shouldSwitchCurrency('EUR', '', ['EUR'])).toBe(false);
  });

  it('[PSN2] the sign-up reminder is due only for a never-registered visitor not reminded yet, with a delay', () => {
    const base = { visitor: true, registered: false, invoked: false, delaySeconds: 30 };
    expect(signUpReminderDue(base)).toBe(true);
    expect(signUpReminderDue({ ...base, visitor: false })).toBe(false);
    expect(signUpReminderDue({ ...base, registered: true })).toBe(false);
    expect(signUpReminderDue({ ...base, invoked: true })).toBe(false);
    expect(signUpReminderDue({ ...base, delaySeconds: null })).toBe(false);
    expect(signUpReminderDue({ ...base, delaySeconds: 0 })).toBe(false);
  });

  it('[PSN3] missed auth fields come first, then a required phone verification; visitors get neither', () => {
    const player = { auth_fields_missed: [] as string[], phone_verified: false };
    expect(forcedStep(null, true)).toBeNull();
    expect(forcedStep(player, false)).toBeNull();
    expect(forcedStep(player, true)).toBe('phone-verification');
    expect(forcedStep({ ...player, phone_verified: true }, true)).toBeNull();
    expect(forcedStep({ ...player, auth_fields_missed: ['date_of_birth'] }, true)).toBe('missed-auth-fields');
    expect(forcedStep({ ...player, auth_fields_missed: ['country'] }, false)).toBe('missed-auth-fields');
  });

  it('[PSN4] a countdown rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(1_000, 60, 1_000)).toBe(60);
    expect(secondsLeft(1_000, 60, 1_500)).toBe(60);
    expect(secondsLeft(1_000, 60, 2_000)).toBe(59);
    expect(secondsLeft(1_000, 60, 61_000)).toBe(0);
    expect(secondsLeft(1_000, 60, 99_000)).toBe(0);
  });

  it('[PSN5] sign-in, sign-up and deposit are refused for a country on the general or the action list', () => {
    const lists = {
      blocked_countries: ['KP'],
      sign_in_blocked_countries: ['FR'],
      sign_up_blocked_countries: ['US', 'FR'],
      deposit_blocked_countries: ['NL'],
    };
    expect(countryBlocks('sign-in', 'KP', lists)).toBe(true);
    expect(countryBlocks('sign-in', 'FR', lists)).toBe(true);
    expect(countryBlocks('sign-in', 'US', lists)).toBe(false);
    expect(countryBlocks('sign-up', 'US', lists)).toBe(true);
    expect(countryBlocks('deposit', 'NL', lists)).toBe(true);
    expect(countryBlocks('deposit', 'US', lists)).toBe(false);
    expect(countryBlocks('sign-up', null, lists)).toBe(false);
  });

  it('[PSN6] sends a signed-in player outside the required group to the platform front end', () => {
    const check = { statusGroupId: 95, redirectUrl: 'https://casino.example/' };
    expect(userGroupRedirect([1, 95], check)).toBeNull();
    expect(userGroupRedirect([1, 90], check)).toBe('https://casino.example/');
    expect(userGroupRedirect([], check)).toBe('https://casino.example/');
    // A visitor or a player still loading (no statuses yet) stays; without a check everyone stays.
    expect(userGroupRedirect(null, check)).toBeNull();
    expect(userGroupRedirect([1], null)).toBeNull();
    expect(userGroupRedirect([1], undefined)).toBeNull();
  });

  it('[PSN7] the auth status goes UNKNOWN → PENDING → LOGGED_IN or NOT_LOGGED_IN; a sign-out wins over a late load', () => {
    const run = (events: AuthEvent[], from: AuthStatus = 'UNKNOWN') =>
      events.reduce<AuthStatus>((status, event) => nextAuthStatus(status, event), from);
    expect(run([])).toBe('UNKNOWN');
    expect(run(['loadStarted'])).toBe('PENDING');
    expect(run(['loadStarted', 'playerLoaded'])).toBe('LOGGED_IN');
    expect(run(['loadStarted', 'noPlayer'])).toBe('NOT_LOGGED_IN');
    // Signing in from a visitor's page, and again while signed in.
    expect(run(['loadStarted', 'playerLoaded'], 'NOT_LOGGED_IN')).toBe('LOGGED_IN');
    expect(run(['loadStarted', 'playerLoaded'], 'LOGGED_IN')).toBe('LOGGED_IN');
    expect(run(['signedOut'], 'LOGGED_IN')).toBe('NOT_LOGGED_IN');
    expect(run(['signedOut'], 'UNKNOWN')).toBe('NOT_LOGGED_IN');
    // A load that finishes after a sign-out, or without having started, changes nothing.
    expect(run(['loadStarted', 'signedOut', 'playerLoaded'])).toBe('NOT_LOGGED_IN');
    expect(run(['playerLoaded'])).toBe('UNKNOWN');
    expect(run(['noPlayer'], 'LOGGED_IN')).toBe('LOGGED_IN');
    expect(run(['playerLoaded'], 'NOT_LOGGED_IN')).toBe('NOT_LOGGED_IN');
  });

  const nobody = { email: null, auth_phone_number: null };

  it('[PSN8] a player is logged in with an e-mail or an auth phone number', () => {
    expect(isLoggedIn({ ...nobody, email: 'rosa@example.com' })).toBe(true);
    expect(isLoggedIn({ ...nobody, auth_phone_number: '+4915123456789' })).toBe(true);
    expect(isLoggedIn(nobody)).toBe(false);
    expect(isLoggedIn({ ...nobody, email: '' })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });

  it('[PSN9] the display name falls back from full name to nickname, e-mail, then phone', () => {
    const full = {
      first_name: 'Rosa',
      last_name: 'Tester',
      nickname: 'rosa7',
      email: 'rosa@example.com',
      auth_phone_number: '+4915123456789',
    };
    expect(displayName(full)).toBe('Rosa Tester');
    expect(displayName({ ...full, last_name: null })).toBe('Rosa');
    expect(displayName({ ...full, first_name: '  ' })).toBe('Tester');
    expect(displayName({ ...full, first_name: null, last_name: null })).toBe('rosa7');
    expect(displayName({ ...full, first_name: null, last_name: null, nickname: '' })).toBe(
      'rosa@example.com',
    );
    expect(displayName({ ...nobody, auth_phone_number: '+4915123456789' })).toBe('+4915123456789');
    expect(displayName(nobody)).toBe('');
  });
});
