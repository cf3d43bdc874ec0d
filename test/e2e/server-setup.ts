import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/build';
import { startFakeSpotify } from '../support/fake-spotify';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-pass' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

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

/** Builds the server and web app if needed, seeds the demo school into a fresh data folder and starts the server. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  await ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The jukebox's browser tests go through a local Spotify that speaks the real protocol (P37).
  const spotify = await startFakeSpotify({ redirectUris: [`${baseUrl}/api/spotify/callback`] });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    SPOTIFY_CLIENT_ID: spotify.clientId,
    SPOTIFY_CLIENT_SECRET: spotify.clientSecret,
    SPOTIFY_TOKEN_KEY: randomBytes(32).toString('base64'),
    SPOTIFY_ACCOUNTS_URL: spotify.accountsUrl,
    SPOTIFY_API_URL: spotify.apiUrl,
  };
  delete env.DATABASE_URL;
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  execFileSync(tsx, ['scripts/seed-demo.ts'], { cwd: root, env, stdio: 'pipe' });

  let output = '';
  // The compiled server, as `npm start` runs it.
  const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('spotifyUrl', spotify.accountsUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await spotify.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake Spotify's address; `POST /__control/...` steers it (test/support/fake-spotify). */
    spotifyUrl: string;
  }
}
