import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSuiteApp } from './support/suite-app';

/*
 * The backend's Content-Security-Policy (http/content-security.ts): answers without a page of their own load
 * nothing and are framed by no one; each page the backend serves allows exactly what it runs.
 */

const WEB = 'http://localhost:3000';

/** A policy as directive → sources. */
function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the backend’s content security policies', () => {
  const t = useSuiteApp('pglite', {
    demoPlayers: false,
    env: { WEB_ORIGIN: WEB, HOST_ORIGINS: 'https://casino.example' },
  });

  it('forbids everything on answers that are not pages: calls, errors, scripts', async () => {
    for (const url of [
      '/healthz',
      '/api/v2/settings',
      '/api/v2/nope',
      '/api/v2/matches?limit=100000',
      '/platform/payment-interface.js',
      '/api/docs/openapi.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(Object.fromEntries(directives(res.headers['content-security-policy'])), url).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets the developer outbox apply its own style and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers['content-security-policy']);
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    expect(policy.get('style-src')).toEqual([sha256(styles[0] ?? '')]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(res.body).not.toContain('<script');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('lets the cashier run only its own script and style, framed by the product and its hosts', async () => {
    const params = new URLSearchParams({
      success_url: `${WEB}/sports?status=success`,
      error_url: `${WEB}/sports`,
      pending_url: `${WEB}/sports`,
    });
    const res = await t.app.inject({ method: 'GET', url: `/platform/cashier?${params}&amount=10` });
    expect(res.statusCode).toBe(200);
    const policy = directives(res.headers['content-security-policy']);
    const nonce = /^'nonce-(.+)'$/.exec(policy.get('script-src')?.[0] ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(policy.get('style-src')).toEqual([`'nonce-${nonce}'`]);
    // Every script the page runs carries the nonce; its configuration is data, which a policy does not run.
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of scripts) {
      if (!attributes.includes('type="application/json"')) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", WEB, 'https://casino.example']);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('lets the demo host page frame the product and run its own script from its origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo-host' });
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual([WEB]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(res.body).not.toMatch(/<style|\sstyle=/);
  });
});
