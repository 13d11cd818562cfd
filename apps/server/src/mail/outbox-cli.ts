import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { listOutboxMessages, type OutboxMessage } from './outbox-repository';
import { linksIn } from './outbox-routes';

/*
 * `npm run outbox` (root) / `npm run outbox -w @sportsbook/server`: prints the latest mails and SMS of the
 * outbox, newest first. Options: a number (how many, default 10), `--to <address>`. It asks the running
 * backend (GET /dev/outbox.json on SERVER_PORT) first; when none answers it reads the database itself
 * (PGlite in DATA_DIR, or DATABASE_URL). PGlite's folder is never opened while the server runs.
 */

/** DATA_DIR is resolved against the repository root, as scripts/start.mjs does for the backend. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function parseArgs(argv: readonly string[]): { limit: number; to: string | undefined } {
  let limit = 10;
  let to: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--to') {
      to = argv[i + 1]?.trim().toLowerCase();
      i += 1;
    } else if (/^\d+$/.test(arg)) limit = Math.min(200, Math.max(1, Number(arg)));
  }
  return { limit, to };
}

async function fromServer(
  port: number,
  limit: number,
  to: string | undefined,
): Promise<OutboxMessage[] | undefined> {
  const url = new URL(`http://127.0.0.1:${port}/dev/outbox.json`);
  url.searchParams.set('limit', String(limit));
  if (to) url.searchParams.set('to', to);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (res.status === 404)
      throw new Error('the running backend keeps no outbox (SMTP_URL is set): mail went out by SMTP');
    if (!res.ok) throw new Error(`GET ${url.pathname} answered ${res.status}`);
    return ((await res.json()) as { messages: OutboxMessage[] }).messages;
  } catch (error) {
    if (error instanceof Error && /SMTP_URL|answered/.test(error.message)) throw error;
    return undefined;
  }
}

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

function print(messages: readonly OutboxMessage[]): void {
  if (messages.length === 0) {
    out('The outbox is empty.');
    return;
  }
  for (const m of messages) {
    out(`#${m.id}  ${m.created_at}  ${m.channel} to ${m.recipient}  [${m.template}, ${m.locale}]`);
    out(`Subject: ${m.subject}`);
    out(m.text.replace(/^/gm, '  '));
    const links = linksIn(m.text);
    if (links.length > 0) out(`Links:\n${links.map((l) => `  ${l}`).join('\n')}`);
    out('');
  }
}

async function main(): Promise<void> {
  const { limit, to } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const live = await fromServer(config.port, limit, to);
  if (live) {
    print(live);
    return;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(resolve(REPOSITORY_ROOT, config.dataDir), 'pglite') },
  );
  try {
    print(await listOutboxMessages(database.db, { limit, ...(to ? { recipient: to } : {}) }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
