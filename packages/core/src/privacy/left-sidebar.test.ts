import { describe, expect, it } from 'vitest';
import { readCookieValue, serializeCookie } from './cookies';
import {
  LEFT_SIDEBAR_COOKIE,
  LEFT_SIDEBAR_COOKIE_DAYS,
  parseLeftSidebarCollapsed,
  serializeLeftSidebarCollapsed,
} from './left-sidebar';

describe('left sidebar collapsed cookie (spec §3)', () => {
  it('[CKE5] serialises collapsed as true and expanded as false, and reads them back', () => {
    expect(serializeLeftSidebarCollapsed(true)).toBe('true');
    expect(serializeLeftSidebarCollapsed(false)).toBe('false');
    for (const collapsed of [true, false]) {
      expect(parseLeftSidebarCollapsed(serializeLeftSidebarCollapsed(collapsed))).toBe(collapsed);
    }
  });

  it('[CKE5] reads an absent or malformed value as expanded', () => {
    for (const value of [
      undefined,
      '',
      '1',
      'TRUE',
      'True',
      ' true',
      'true ',
      'yes',
      'collapsed',
      '<script>alert(1)</script>',
      'true; Path=/',
      'x'.repeat(5000),
    ]) {
      expect(parseLeftSidebarCollapsed(value), String(value).slice(0, 40)).toBe(false);
    }
  });

  it('[CKE5] is a one-year cookie on path / with SameSite=Lax, read back from a Cookie header', () => {
    expect(LEFT_SIDEBAR_COOKIE).toBe('leftSidebarCollapsed');
    expect(LEFT_SIDEBAR_COOKIE_DAYS).toBe(365);
    const written = serializeCookie({
      name: LEFT_SIDEBAR_COOKIE,
      value: serializeLeftSidebarCollapsed(true),
      days: LEFT_SIDEBAR_COOKIE_DAYS,
      secure: false,
    });
    expect(written).toBe('leftSidebarCollapsed=true; Max-Age=31536000; Path=/; SameSite=Lax');
    const header = 'consent=p1.m1; xleftSidebarCollapsed=false; leftSidebarCollapsed=true';
    expect(parseLeftSidebarCollapsed(readCookieValue(header, LEFT_SIDEBAR_COOKIE))).toBe(true);
    expect(
      parseLeftSidebarCollapsed(readCookieValue('leftSidebarCollapsed=%E0%A4%A', LEFT_SIDEBAR_COOKIE)),
    ).toBe(false);
  });
});
