import { createServer } from 'node:net';

/*
 * Ports below Linux's ephemeral range (32768–60999): a port taken from that range by listening on 0 can be handed
 * to the next server of any process that listens on 0 before ours starts (a benchmark's backend child did, and
 * the web server it was meant for died with EADDRINUSE while the check of readiness reached the backend).
 */
const LOW = 20_000;
const HIGH = 32_000;

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port free now, outside the range the system hands out for port 0 (a server started next can take it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${LOW} and ${HIGH}`);
}
