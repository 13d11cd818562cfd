import { INCOMING_HOST_COMMANDS } from '@sportsbook/core/host/host-messaging';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { DEMO_HOST_SCRIPT } from './demo-host-script';
import { productPathOf, registerDemoHostRoutes } from './routes';

async function demoApp() {
  const app = Fastify();
  registerDemoHostRoutes(app, { config: loadConfig({ WEB_ORIGIN: 'http://127.0.0.1:3000' }) });
  await app.ready();
  return app;
}

describe('demo host page', () => {
  it('serves the page, framing only the web product, with its script and styles from its own origin', async () => {
    const app = await demoApp();
    const page = await app.inject('/demo-host');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('frame-src http://127.0.0.1:3000');
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('<iframe id="product" title="Sportsbook"></iframe>');
    const script = await app.inject('/demo-host/host.js');
    expect(script.body).toContain('"productUrl":"http://127.0.0.1:3000/sports"');
    expect(script.body).not.toContain("'*'");
    expect((await app.inject('/demo-host/host.css')).statusCode).toBe(200);
    await app.close();
  });

  it('sends every command of spec §7.4 from a control of its own, the search both ways', async () => {
    const app = await demoApp();
    const page = (await app.inject('/demo-host')).body;
    const sent = new Set<string>();
    for (const [, value] of page.matchAll(/<button type="submit" value="([a-z_]+)">/g)) {
      const handler = new RegExp(`case '${value}': (?:send\\('([a-z_]+)'|sendViewport\\(\\))`).exec(
        DEMO_HOST_SCRIPT,
      );
      expect(handler, value).not.toBeNull();
      sent.add(handler?.[1] ?? 'viewport');
    }
    for (const command of INCOMING_HOST_COMMANDS) expect(sent, command).toContain(command);
    expect(DEMO_HOST_SCRIPT).toContain("send('search_modal', { open: true })");
    expect(DEMO_HOST_SCRIPT).toContain("send('search_modal', { open: false })");
    expect(page).toContain('>Close the search</button>');
    await app.close();
  });

  it('frames only pages of the product', async () => {
    expect(productPathOf('/de/sports/live')).toBe('/de/sports/live');
    for (const path of [
      'https://evil.example',
      '//evil.example/sports',
      '/sports/../x',
      '/api/v2',
      undefined,
    ]) {
      expect(productPathOf(path)).toBe('/sports');
    }
    const app = await demoApp();
    const script = await app.inject('/demo-host/host.js?path=%22%3C/script%3E');
    expect(script.body).toContain('"productUrl":"http://127.0.0.1:3000/sports"');
    await app.close();
  });
});
