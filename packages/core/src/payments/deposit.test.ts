import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_QUICK_AMOUNTS,
  type DepositSettings,
  depositAmount,
  depositBlocked,
  depositReminderDelayMs,
  depositReturnOf,
  depositReturnUrls,
  paymentRedirectUrls,
  quickDepositAvailable,
} from './deposit';

const SETTINGS: DepositSettings = {
  blocked_countries: ['US'],
  deposit_blocked_countries: ['FR'],
  quick_deposit_enabled: true,
  quick_deposit_status_group_id: 90,
  deposit_reminder_status_group_id: 5,
};

describe('deposit', () => {
  it('[DEP1] return URLs are the current page with the status parameter, without the modal or fragment', () => {
    const urls = depositReturnUrls(
      'http://localhost:3000/de/sports/football?modal=deposit&page=2#betBuilder',
    );
    expect(urls).toEqual({
      successUrl: 'http://localhost:3000/de/sports/football?page=2&status=success',
      errorUrl: 'http://localhost:3000/de/sports/football?page=2&status=error',
      pendingUrl: 'http://localhost:3000/de/sports/football?page=2&status=pending',
    });
  });

  it('[DEP2] reads the result back and gives the URL without it', () => {
    expect(depositReturnOf('http://h/sports/live?status=pending&x=1#a')).toEqual({
      status: 'pending',
      cleaned: '/sports/live?x=1#a',
    });
    expect(depositReturnOf('http://h/sports?status=success')).toEqual({
      status: 'success',
      cleaned: '/sports',
    });
    expect(depositReturnOf('http://h/sports?status=hacked')).toBeNull();
    expect(depositReturnOf('http://h/sports')).toBeNull();
  });

  it('[DEP3] refuses deposits from countries on the blocked or deposit-blocked list', () => {
    expect(depositBlocked(SETTINGS, 'US')).toBe(true);
    expect(depositBlocked(SETTINGS, 'fr')).toBe(true);
    expect(depositBlocked(SETTINGS, 'DE')).toBe(false);
    expect(depositBlocked(SETTINGS, null)).toBe(false);
  });

  it('[DEP4] offers quick deposit only with the flag on and the test status group', () => {
    expect(quickDepositAvailable(SETTINGS, [1, 90])).toBe(true);
    expect(quickDepositAvailable(SETTINGS, [1])).toBe(false);
    expect(quickDepositAvailable({ ...SETTINGS, quick_deposit_enabled: false }, [90])).toBe(false);
    expect(quickDepositAvailable({ ...SETTINGS, quick_deposit_status_group_id: null }, [90])).toBe(false);
  });

  it('[DEP5] reminds the configured group once a day, after 10 s unless configured', () => {
    expect(depositReminderDelayMs(SETTINGS, [5], false)).toBe(10_000);
    expect(depositReminderDelayMs({ ...SETTINGS, deposit_reminder_delay_seconds: 3 }, [5], false)).toBe(
      3_000,
    );
    expect(depositReminderDelayMs(SETTINGS, [5], true)).toBeNull();
    expect(depositReminderDelayMs(SETTINGS, [6], false)).toBeNull();
    expect(
      depositReminderDelayMs({ ...SETTINGS, deposit_reminder_status_group_id: null }, [5], false),
    ).toBeNull();
  });

  it('[DEP6] offers quick amounts in whole major units, smallest first', () => {
    expect([...DEPOSIT_QUICK_AMOUNTS]).toEqual([10, 25, 50, 100]);
  });

  it('[DEP7] reads a typed amount exactly, refusing 0, too many decimals and garbage', () => {
    expect(depositAmount('10', 100)).toEqual({ ok: true, amount: '10' });
    expect(depositAmount(' 10,50 ', 100)).toEqual({ ok: true, amount: '10.5' });
    expect(depositAmount('007.10', 100)).toEqual({ ok: true, amount: '7.1' });
    expect(depositAmount('0.00000001', 100_000_000)).toEqual({ ok: true, amount: '0.00000001' });
    expect(depositAmount('', 100)).toEqual({ ok: false, problem: 'missing' });
    expect(depositAmount('0', 100)).toEqual({ ok: false, problem: 'not_positive' });
    expect(depositAmount('0.00', 100)).toEqual({ ok: false, problem: 'not_positive' });
    expect(depositAmount('1.001', 100)).toEqual({ ok: false, problem: 'too_precise' });
    expect(depositAmount('-5', 100)).toEqual({ ok: false, problem: 'invalid' });
    expect(depositAmount('1e3', 100)).toEqual({ ok: false, problem: 'invalid' });
    expect(depositAmount('1234567890123456', 100)).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('payment redirect targets [DEP8]', () => {
  it('are absolute URLs under the sports home the player is on, locale kept', () => {
    expect(paymentRedirectUrls('https://bet.example.com/de/sports')).toEqual({
      termsUrl: 'https://bet.example.com/de/sports/terms-and-conditions',
      transactionsUrl: 'https://bet.example.com/de/sports/profile/wallet/transactions',
      helpUrl: 'https://bet.example.com/de/sports/help-center',
    });
    expect(paymentRedirectUrls('http://127.0.0.1:3000/sports/').helpUrl).toBe(
      'http://127.0.0.1:3000/sports/help-center',
    );
  });
});
