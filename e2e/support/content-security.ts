import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A policy as directive → sources, read as a browser reads it. */
export function policyOf(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** The sources a directive ends up with: its own, else default-src's where the browser falls back to it. */
export function effectiveSources(policy: Map<string, string[]>, directive: string): string[] | undefined {
  const fallsBack = !['base-uri', 'form-action', 'frame-ancestors'].includes(directive);
  return policy.get(directive) ?? (fallsBack ? policy.get('default-src') : undefined);
}

/** The script nonce of a policy, if it has one. */
export function nonceOf(header: string | null): string | undefined {
  const source = policyOf(header)
    .get('script-src')
    ?.find((s) => s.startsWith("'nonce-"));
  return source ? /^'nonce-(.+)'$/.exec(source)?.[1] : undefined;
}

/**
 * The headers every answer of the web origin must carry: a policy that runs no injected script, loads no
 * plugin, keeps `<base>` and framing in check; nosniff; a Referer of the origin only (never a path or a query,
 * where the auth pages carry their tokens); HSTS exactly over https.
 */
export function expectSecurityHeaders(response: Response, label: string, https: boolean): void {
  const header = response.headers.get('content-security-policy');
  expect(header, `${label}: Content-Security-Policy`).toBeTruthy();
  expect(response.headers.get('content-security-policy-report-only'), label).toBeNull();
  const policy = policyOf(header);
  const scripts = effectiveSources(policy, 'script-src') ?? [];
  // Scripts run by nonce (and what they load), or not at all.
  expect(
    scripts.some((s) => s.startsWith("'nonce-")) || (scripts.length === 1 && scripts[0] === "'none'"),
    `${label}: script-src ${scripts.join(' ')}`,
  ).toBe(true);
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain('*');
  expect(effectiveSources(policy, 'object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(["'self'", "'none'"], `${label}: base-uri`).toContain(policy.get('base-uri')?.join(' '));
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toBeDefined();
  expect(response.headers.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), `${label}: Referrer-Policy`).toBe('strict-origin');
  const hsts = response.headers.get('strict-transport-security');
  if (https) expect(hsts, `${label}: HSTS over https`).toMatch(/^max-age=\d{7,}/);
  else expect(hsts, `${label}: no HSTS over http`).toBeNull();
}

/** A Content-Security-Policy violation a document of the browser reported. */
export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly document: string;
}

/** Where the sentinel images point: no policy of the product allows it (one host per sentinel). */
const SENTINEL_DOMAIN = 'csp-sentinel.invalid';

/**
 * Collects every `securitypolicyviolation` of every document (frames of other origins included) of the
 * context's pages, as the browser fires them.
 */
export async function collectViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__cspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  // Runs in every document before its own scripts (the DevTools protocol is not bound by the policy).
  await context.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolation({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile + ':' + event.lineNumber,
      document: event.documentURI,
    });
  }, true);`);
  return violations;
}

/**
 * Asserts that no document of `page` reported a violation so far: each document first loads an image no
 * policy allows, and its report (which the browser fires after every earlier one of that document) proves
 * the reports so far have arrived. Clears the list for the next page.
 */
export async function expectNoViolations(page: Page, violations: Violation[], label: string): Promise<void> {
  const sentinels: string[] = [];
  for (const [index, frame] of page.frames().entries()) {
    if (frame.isDetached() || frame.url() === 'about:blank') continue;
    // A report may name the origin only: each sentinel has its own.
    const origin = `http://s${Date.now()}-${index}.${SENTINEL_DOMAIN}`;
    sentinels.push(origin);
    await frame.evaluate(
      `document.body.append(Object.assign(document.createElement('img'), { src: ${JSON.stringify(`${origin}/sentinel.png`)} }))`,
    );
  }
  await expect
    .poll(() => sentinels.every((origin) => violations.some((v) => v.blocked.startsWith(origin))), {
      timeout: 10_000,
    })
    .toBe(true);
  const real = violations.filter((v) => !v.blocked.includes(SENTINEL_DOMAIN));
  expect(real, `${label}: violations`).toEqual([]);
  violations.length = 0;
}
