import { createServer, type Server } from 'node:http';
import { freePort } from './product';

/** Request and response headers that belong to one connection, not to the forwarded message. */
const HOP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'expect',
]);

/** What a test may do to one answer of the real backend on its way to the web app. */
export type Rewrite = (
  url: URL,
  answer: { status: number; body: Buffer },
) => { status: number; body: Buffer } | undefined;

export interface BackendInFront {
  /** What the web app is given as BACKEND_URL. */
  readonly url: string;
  /** The real backend (known only once the product has started). */
  setTarget(url: string): void;
  /** Changes what the next answers are rewritten with. */
  setRewrite(rewrite: Rewrite | undefined): void;
  close(): void;
}

/**
 * A backend in front of the real one, as the web app reaches it (BACKEND_URL): every request is passed
 * through, and a test's `rewrite` may replace an answer (status and body), e.g. corrupt it, leave matches
 * out of a list, or fail one call. Answers 503 until the real backend is known.
 */
export async function backendInFront(rewrite?: Rewrite): Promise<BackendInFront> {
  let target: string | undefined;
  let current = rewrite;
  const port = await freePort();
  const server: Server = createServer(async (request, response) => {
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    const url = new URL(request.url ?? '/', target);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.entries(request.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_HEADERS.has(entry[0]),
    );
    try {
      const upstream = await fetch(url, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const original = { status: upstream.status, body: Buffer.from(await upstream.arrayBuffer()) };
      const answer = current?.(url, original) ?? original;
      // fetch has decoded the body: its encoding and length headers no longer apply.
      for (const [name, value] of upstream.headers) {
        if (!HOP_HEADERS.has(name) && name !== 'content-encoding' && name !== 'set-cookie') {
          response.setHeader(name, value);
        }
      }
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      response.writeHead(answer.status).end(answer.body);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (url) => {
      target = url;
    },
    setRewrite: (next) => {
      current = next;
    },
    close: () => server.close(),
  };
}
