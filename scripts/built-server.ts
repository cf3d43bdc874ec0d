import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from './build-record.mjs';
import { freePort } from './free-port';

/**
 * How long a start may take before it counts as failed. About a second on an idle machine; 38-50 s
 * were measured on the 2-core machine under a load of 26 (several test suites at once), where one
 * minute failed the browser tests before their first test.
 */
const START_DEADLINE_MS = 180_000;

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** `npm run seed:demo` into the data folder `env` names; in a child, so several servers can seed at once. */
async function seedDemoSchool(env: NodeJS.ProcessEnv): Promise<void> {
  await promisify(execFile)(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--import', './scripts/texts/register-po.mjs', 'scripts/seed-demo.ts'],
    {
      cwd: root,
      env,
    },
  );
}

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The compiled server (`dist/server/main.js`, as `npm start` runs it) on the embedded database in a
 * fresh data folder, on a free port. The folder holds the demo school (`npm run seed:demo`) unless
 * `demoSchool` is false: then it starts empty but for the admin. The caller builds first
 * (`ensureBuilt`) and passes what else the server needs in `env` (admin, Spotify...), and a port
 * when something else must know it beforehand.
 */
export async function startBuiltServer(
  env: NodeJS.ProcessEnv,
  { port, demoSchool = true }: { port?: number; demoSchool?: boolean } = {},
): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-built-'));
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.DATABASE_URL;
  childEnv.PUBLIC_URL ??= baseUrl;
  if (demoSchool) await seedDemoSchool(childEnv);
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    // A server that never became healthy has no caller to stop it.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
