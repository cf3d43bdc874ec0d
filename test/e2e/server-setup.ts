import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/build';
import { startBuiltServer } from '../../scripts/built-server';
import { freePort } from '../../scripts/free-port';
import { startFakeSpotify } from '../support/fake-spotify';
import { startOidcProvider } from '../support/oidc-provider';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-pass' };
/** The school's provider as the login page names it (P46). */
export const E2E_PROVIDER_NAME = 'Springfield Schools';

/** Builds the server and web app if needed, seeds the demo school into a fresh data folder and starts the server. */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  // The jukebox's browser tests go through a local Spotify that speaks the real protocol (P37).
  // Its redirect address names the server's port, so the port is chosen first.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const spotify = await startFakeSpotify({ redirectUris: [`${baseUrl}/api/spotify/callback`] });
  // The school's sign-in (P46) goes through a real OpenID provider: a login with '@' is a person with
  // that verified e-mail, any other a student number (`preferred_username`).
  const oidcClient = { clientId: 'classmint-e2e', clientSecret: randomBytes(24).toString('base64url') };
  const provider = await startOidcProvider({
    clients: [{ ...oidcClient, redirectUris: [`${baseUrl}/api/auth/oidc/callback`] }],
    accountFor: (login) =>
      login.includes('@') ? { email: login, email_verified: true } : { preferred_username: login },
  });
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
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: oidcClient.clientId,
      OIDC_CLIENT_SECRET: oidcClient.clientSecret,
      OIDC_NAME: E2E_PROVIDER_NAME,
    },
    port,
  );
  project.provide('baseUrl', baseUrl);
  project.provide('spotifyUrl', spotify.accountsUrl);

  return async () => {
    await server.stop();
    await spotify.close();
    await provider.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The fake Spotify's address; `POST /__control/...` steers it (test/support/fake-spotify). */
    spotifyUrl: string;
  }
}
