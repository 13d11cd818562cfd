import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of every backend answer that sets none of its own (helmet, app.ts): the API's
 * JSON, errors, scripts and files load nothing as a document and are framed by no one. The backend's pages
 * set a policy that fits each: the cashier (payments/cashier-page.ts), the demo host (demo-host/routes.ts),
 * the developer outbox (mail/outbox-routes.ts), the badge images (catalog/http/logo-route.ts).
 */
export const DEFAULT_CONTENT_SECURITY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** The CSP source that allows one inline element whose text is exactly `text` ('sha256-…'). */
export function inlineHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
