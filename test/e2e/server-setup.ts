import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/build';
import { startBuiltServer } from '../../scripts/built-server';
import { freePort } from '../../scripts/free-port';
import { startFakeSpotify } from '../support/fake-spotify';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-pass' };

/** Builds the server and web app if needed, seeds the demo school into a fresh data folder and starts the server. */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  // The jukebox's browser tests go through a local Spotify that speaks the real protocol (P37).
  // Its redirect address names the server's port, so the port is chosen first.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const spotify = await startFakeSpotify({ redirectUris: [`${baseUrl}/api/spotify/callback`] });
  const server = await startBuiltServer(
    {
      ...process.env,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SPOTIFY_CLIENT_ID: spotify.clientId,
      SPOTIFY_CLIENT_SECRET: spotify.clientSecret,
      SPOTIFY_TOKEN_KEY: randomBytes(32).toString('base64'),
      SPOTIFY_ACCOUNTS_URL: spotify.accountsUrl,
      SPOTIFY_API_URL: spotify.apiUrl,
    },
    port,
  );
  project.provide('baseUrl', baseUrl);
  project.provide('spotifyUrl', spotify.accountsUrl);

  return async () => {
    await server.stop();
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
