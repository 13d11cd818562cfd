import { type ChildProcess, fork } from 'node:child_process';

/** A message from a benchmark child to its parent. */
type ChildMessage =
  | { readonly ready: unknown }
  | { readonly id: number; readonly result: unknown }
  | { readonly id: number; readonly error: string };

/** How long a child may take to start (compile, open a database, seed) before the benchmark gives up. */
const START_TIMEOUT_MS = 180_000;

/** The TypeScript loader the children run with (the parent runs under tsx too). */
const TSX_LOADER = import.meta.resolve('tsx');

/**
 * A benchmark process the parent drives with request/response messages over IPC: a server under test, or
 * the clients loading it, so load and server never share an event loop or a core's worth of JIT.
 */
export class BenchChild<Command> {
  readonly #process: ChildProcess;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #exited: Promise<void>;
  #nextId = 1;

  private constructor(child: ChildProcess) {
    this.#process = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.on('message', (message: ChildMessage) => {
      if (!('id' in message)) return;
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id);
      if ('error' in message) waiter.reject(new Error(message.error));
      else waiter.resolve(message.result);
    });
    child.once('exit', (code, signal) => {
      for (const waiter of this.#pending.values()) {
        waiter.reject(new Error(`benchmark child exited (${signal ?? code}) with a request pending`));
      }
      this.#pending.clear();
    });
  }

  /**
   * Starts `script` (a TypeScript file beside the benchmark) with `--expose-gc`, and resolves with the child
   * and what it announced once ready (e.g. the port it listens on).
   */
  static async start<Command, Ready = unknown>(
    script: URL,
    args: readonly string[] = [],
    env: NodeJS.ProcessEnv = process.env,
  ): Promise<{ child: BenchChild<Command>; ready: Ready }> {
    const child = fork(script, [...args], {
      // BENCH_CPU_PROF=<folder>: each child writes a V8 CPU profile there when it exits (where the time goes).
      execArgv: [
        '--import',
        TSX_LOADER,
        '--expose-gc',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const handle = new BenchChild<Command>(child);
    const ready = await new Promise<Ready>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script.pathname} did not start`)), START_TIMEOUT_MS);
      child.on('message', (message: ChildMessage) => {
        if ('ready' in message) {
          clearTimeout(timer);
          resolve(message.ready as Ready);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script.pathname} exited with ${code} before it was ready`));
      });
    });
    return { child: handle, ready };
  }

  /** Sends a command and resolves with the child's answer (typed by the caller, who knows the command). */
  request<Result>(command: Command): Promise<Result> {
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise<Result>((resolve, reject) => {
      this.#pending.set(id, { resolve: (value) => resolve(value as Result), reject });
      this.#process.send({ id, command });
    });
  }

  /** Ends the child (it exits when its IPC channel closes) and waits for it; kills it if it lingers. */
  async stop(): Promise<void> {
    if (this.#process.exitCode !== null || this.#process.signalCode !== null) return;
    if (this.#process.connected) this.#process.disconnect();
    const killer = setTimeout(() => this.#process.kill('SIGKILL'), 15_000);
    await this.#exited;
    clearTimeout(killer);
  }
}

/**
 * The child's side: announces `ready`, answers each command with `handle`'s result (or its error), and
 * exits when the parent goes away (after `cleanUp`, e.g. dropping a scratch database), so no benchmark
 * process outlives the run.
 */
export function serveParent<Command>(
  ready: unknown,
  handle: (command: Command) => Promise<unknown>,
  cleanUp: () => Promise<void> = async () => {},
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('a benchmark child must be started by its benchmark (no IPC channel)');
  process.on('message', (message: { id: number; command: Command }) => {
    handle(message.command).then(
      (result) => send({ id: message.id, result }),
      (error: unknown) =>
        send({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
    );
  });
  process.once('disconnect', () => {
    cleanUp().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('benchmark child clean-up failed:', error);
        process.exit(1);
      },
    );
  });
  send({ ready });
}
