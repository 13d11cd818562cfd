import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TcpFaultProxy } from './tcp-fault-proxy';

/** An echo server: every byte it gets goes back; it counts what it received. */
async function echoServer(): Promise<{ server: Server; port: number; received: () => string }> {
  let received = '';
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      received += chunk.toString();
      socket.write(chunk);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { server, port: address.port, received: () => received };
}

/** A client connection through `port` that collects what comes back and how it ended. */
async function client(port: number) {
  const socket = connect({ host: '127.0.0.1', port });
  let echoed = '';
  const ended = new Promise<string>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('end', () => resolve('end'));
  });
  socket.on('data', (chunk) => {
    echoed += chunk.toString();
  });
  await once(socket, 'connect');
  const echo = async (text: string) => {
    const before = echoed.length;
    socket.write(text);
    while (echoed.length < before + text.length) await once(socket, 'data');
    return echoed.slice(before);
  };
  return { socket, echo, ended, echoed: () => echoed };
}

function refusedOrReset(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ host: '127.0.0.1', port });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on('close', () => resolve('closed'));
  });
}

describe('the TCP fault proxy', () => {
  let echo: Awaited<ReturnType<typeof echoServer>>;
  let proxy: TcpFaultProxy;
  /** A second proxy that always forwards: what goes through it proves how long the first had to deliver. */
  let sentinel: TcpFaultProxy;

  beforeAll(async () => {
    echo = await echoServer();
    sentinel = await TcpFaultProxy.start({ host: '127.0.0.1', port: echo.port });
  });
  afterAll(async () => {
    await sentinel.close();
    echo.server.close();
  });
  afterEach(async () => {
    await proxy.close();
  });

  it('forwards both ways and gives the URL through it', async () => {
    proxy = await TcpFaultProxy.inFrontOf(`postgres://postgres@127.0.0.1:${echo.port}/db?x=1`);
    expect(proxy.url(`postgres://postgres@127.0.0.1:${echo.port}/db?x=1`)).toBe(
      `postgres://postgres@127.0.0.1:${proxy.port}/db?x=1`,
    );
    const c = await client(proxy.port);
    expect(await c.echo('hello')).toBe('hello');
    expect(proxy.openConnections).toBe(1);
    c.socket.destroy();
  });

  it('stalls: no byte goes through and nothing closes, until healed; then it carries on', async () => {
    proxy = await TcpFaultProxy.start({ host: '127.0.0.1', port: echo.port });
    const c = await client(proxy.port);
    await c.echo('before;');
    proxy.stall();
    expect(proxy.mode).toBe('stalling');
    c.socket.write('held;');
    const late = await client(proxy.port);
    late.socket.write('late;');
    // Sent after the held bytes on the same loopback: once it is echoed, the held bytes would have been too.
    const witness = await client(sentinel.port);
    expect(await witness.echo('sentinel;')).toBe('sentinel;');
    witness.socket.destroy();
    expect(c.echoed()).toBe('before;');
    expect(echo.received()).not.toContain('held;');
    expect(echo.received()).not.toContain('late;');
    expect(proxy.openConnections).toBe(2);

    await proxy.heal();
    while (!c.echoed().includes('held;')) await once(c.socket, 'data');
    while (!late.echoed().includes('late;')) await once(late.socket, 'data');
    expect(await c.echo('after;')).toBe('after;');
    c.socket.destroy();
    late.socket.destroy();
  });

  it('drops: open connections end, new ones are refused, until healed', async () => {
    proxy = await TcpFaultProxy.start({ host: '127.0.0.1', port: echo.port });
    const c = await client(proxy.port);
    await c.echo('x');
    proxy.drop();
    expect(await c.ended).toBe('end');
    expect(await refusedOrReset(proxy.port)).toBe('ECONNREFUSED');
    await proxy.heal();
    const again = await client(proxy.port);
    expect(await again.echo('back')).toBe('back');
    again.socket.destroy();
  });

  it('resets: open and new connections get a reset, until healed', async () => {
    proxy = await TcpFaultProxy.start({ host: '127.0.0.1', port: echo.port });
    const c = await client(proxy.port);
    await c.echo('x');
    proxy.reset();
    expect(await c.ended).toBe('ECONNRESET');
    expect(await refusedOrReset(proxy.port)).toBe('ECONNRESET');
    await proxy.heal();
    const again = await client(proxy.port);
    expect(await again.echo('back')).toBe('back');
    again.socket.destroy();
  });
});
