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

/** One test server and the fake Spotify that belongs to it, as the tests reach them. */
export type TE2EServer = { baseUrl: string; spotifyUrl: string };

/**
 * The browser tests' globalSetup (both groups, see vitest.e2e.config.ts): builds the server and web
 * app if needed, then starts one server for each worker of the project (`maxWorkers`), each on its
 * own data folder and port. The shared group's one server holds the demo school; the own-school
 * group's servers start empty but for the admin, since each of its files builds its own school.
 * The projects' setups run one after the other, so the second finds the build fresh.
 */
export default async function setup(project: TestProject) {
  await ensureBuilt();
  const demoSchool = project.config.provide.demoSchool === true;
  const starting = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, () => startE2EServer({ demoSchool })),
  );
  const started = starting.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) {
    // Vitest calls no teardown for a setup that throws: the servers that did start stop here.
    await Promise.all(started.map(({ close }) => close()));
    throw failed.reason;
  }
  const servers = started.map(({ server }) => server);
  project.provide('servers', servers);
  // The one-server form of the shared group, for files that still read it directly.
  if (servers.length === 1) {
    project.provide('baseUrl', servers[0]!.baseUrl);
    project.provide('spotifyUrl', servers[0]!.spotifyUrl);
  }
  return async () => {
    await Promise.all(started.map(({ close }) => close()));
  };
}

/** A built server with its own fake Spotify and OpenID provider (their redirect addresses name its port). */
async function startE2EServer({ demoSchool }: { demoSchool: boolean }) {
  // The jukebox's browser tests go through a local Spotify that speaks the real protocol (P37), and
  // steer it (a device, a playlist, a failure): one per server, so parallel files never share it.
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
  const closeFakes = async () => {
    await spotify.close();
    await provider.close();
  };
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
    { port, demoSchool },
  ).catch(async (error: unknown) => {
    await closeFakes();
    throw error;
  });
  return {
    server: { baseUrl, spotifyUrl: spotify.accountsUrl } satisfies TE2EServer,
    close: async () => {
      await server.stop();
      await closeFakes();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the config: whether the project's servers hold the demo school. */
    demoSchool: boolean;
    /** The project's servers, one per worker: `serverUrl()` (test/e2e/server.ts) picks the worker's. */
    servers: TE2EServer[];
    /** The shared group's one server (test/e2e/server.ts reads `servers`, which works in both groups). */
    baseUrl: string;
    /** The fake Spotify's address; `POST /__control/...` steers it (test/support/fake-spotify). */
    spotifyUrl: string;
  }
}
