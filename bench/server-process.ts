import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ServerMessage, type ServerSpec, specToArgs } from './server-spec';

export interface RunningServer {
  port: number;
  pid: number;
  /** Asks the server to close, then waits for its process to exit (killing it after 10 s). */
  stop(): Promise<void>;
}

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** The server's sources import catalogue files (`.po`): this makes Node load them (docs/texts.md). */
const REGISTER_PO = fileURLToPath(new URL('../scripts/texts/register-po.mjs', import.meta.url));
const START_TIMEOUT_MS = 60_000;
/** Where the servers' standard output (the app's log lines) goes: a file, as a deployment's would. */
const SERVER_LOG = fileURLToPath(new URL('./results/server.log', import.meta.url));

function serverLog(): number {
  mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  return openSync(SERVER_LOG, 'a');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts a server in its own Node process (run through tsx) and waits until it listens. Its standard
 * output is appended to bench/results/server.log; its errors still reach the terminal.
 */
export async function startServer(spec: ServerSpec, extraNodeArgs: string[] = []): Promise<RunningServer> {
  const log = serverLog();
  const child = fork(SERVE, specToArgs(spec), {
    execArgv: ['--import', 'tsx', '--import', REGISTER_PO, ...extraNodeArgs],
    stdio: ['inherit', log, 'inherit', 'ipc'],
  });
  // The child has its own copy of the descriptor.
  closeSync(log);
  const stop = async () => {
    if (child.connected) child.send('close');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), START_TIMEOUT_MS);
      child.once('message', (message: ServerMessage) => {
        clearTimeout(timer);
        if (message.ready) resolve(message.port);
        else reject(new Error(`the server failed to start:\n${message.error}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (code ${code}) before listening`));
      });
    });
    return { port, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
