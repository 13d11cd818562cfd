import { text } from '@sportsbook/contract/entities/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { inlineHashSource } from '../http/content-security';
import { onlyDirectLoopback } from '../http/direct-loopback';
import { escapeHtml } from './escape-html';
import { listOutboxMessages, type OutboxMessage } from './outbox-repository';

/** Most messages one outbox page shows. */
const MAX_LIMIT = 200;

const OutboxQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(50),
  /** Only messages to this address or phone number. */
  to: text(254, { min: 1, trim: true }).toLowerCase().optional(),
});

/** An http(s) link in a text (matchAll copies it, so sharing it is safe). */
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The http(s) links in a text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[0]);
}

/** The text body with its links made clickable, everything else escaped. */
function linkedText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

const OUTBOX_STYLE = `body{font-family:system-ui,sans-serif;max-width:52rem;margin:1rem auto;padding:0 1rem;line-height:1.45}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}h2{font-size:1.1rem;margin:.4rem 0}
.meta{color:#444;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#0b4fd6}`;

/**
 * The outbox page's policy: its one style element (by hash), no script, nothing loaded, framed by no one;
 * its links are plain navigations.
 */
export const OUTBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${inlineHashSource(OUTBOX_STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function outboxPage(messages: readonly OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article aria-labelledby="m${m.id}">
<h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
<p class="meta">#${m.id} · ${escapeHtml(m.channel)} to <strong>${escapeHtml(m.recipient)}</strong> · ${escapeHtml(m.template)} · ${escapeHtml(m.locale)} · <time datetime="${m.created_at}">${m.created_at}</time></p>
<pre>${linkedText(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox (${messages.length})</title>
<style>${OUTBOX_STYLE}</style></head>
<body><main><h1>Outbox</h1>
<p>Mails and SMS the backend would have sent, newest first (kept because SMTP_URL is not set). JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}

/**
 * The developer outbox: GET /dev/outbox (an HTML list, newest first, links clickable) and
 * GET /dev/outbox.json (`{ messages: [...] }`, each with its `links`), both with `?limit=` and `?to=`.
 * Registered only while mail stays in the outbox (no SMTP_URL): with a real mail server nothing is kept.
 * The messages hold live reset, unlock and confirmation links and SMS codes, so the pages answer only a
 * request made on this machine straight to the backend (`npm run outbox`, a developer's browser on
 * http://127.0.0.1:SERVER_PORT); anything else, a proxied request included, gets the 404 of an unknown page.
 * `settled` waits for mail still being written, so a page shows every mail of the calls answered before it.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, settled: () => Promise<void>): void {
  const read = async (query: unknown) => {
    const parsed = OutboxQuerySchema.safeParse(query);
    if (!parsed.success) return undefined;
    await settled();
    return listOutboxMessages(db, {
      limit: parsed.data.limit,
      ...(parsed.data.to ? { recipient: parsed.data.to } : {}),
    });
  };
  const invalid = {
    error: { code: 'validation_failed', message: `limit is 1 to ${MAX_LIMIT}; to is an address` },
  };
  app.get(
    '/dev/outbox.json',
    { schema: { hide: true }, onRequest: onlyDirectLoopback },
    async (request, reply) => {
      const messages = await read(request.query);
      reply.header('cache-control', 'no-store');
      if (!messages) return reply.code(400).send(invalid);
      return { messages: messages.map((m) => ({ ...m, links: linksIn(m.text) })) };
    },
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true }, onRequest: onlyDirectLoopback },
    async (request, reply) => {
      const messages = await read(request.query);
      reply.header('cache-control', 'no-store');
      if (!messages) return reply.code(400).send(invalid);
      return reply
        .header('content-security-policy', OUTBOX_CONTENT_SECURITY_POLICY)
        .type('text/html; charset=utf-8')
        .send(outboxPage(messages));
    },
  );
}
