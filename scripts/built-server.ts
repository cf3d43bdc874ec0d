import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-record.mjs';
import { freePort } from './free-port';

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
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

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The compiled server (`dist/server/main.js`, as `npm start` runs it) on the embedded database in a
 * fresh data folder holding the demo school (`npm run seed:demo`), on a free port. The caller builds
 * first (`ensureBuilt`) and passes what else the server needs in `env` (admin, Spotify...), and a
 * port when something else must know it beforehand.
 */
export async function startBuiltServer(env: NodeJS.ProcessEnv, port?: number): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-built-'));
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.DATABASE_URL;
  childEnv.PUBLIC_URL ??= baseUrl;
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--import', './scripts/texts/register-po.mjs', 'scripts/seed-demo.ts'],
    {
      cwd: root,
      env: childEnv,
      stdio: 'pipe',
    },
  );
  let output = '';
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
