import { inject } from 'vitest';
import type { TE2EServer } from './server-setup';

/**
 * The server this test file runs against. A project starts one server per worker
 * (server-setup.ts), and Vitest numbers a group's running files 1..maxWorkers (`VITEST_POOL_ID`),
 * a number no other file holds while this one runs: so it picks the worker's own server.
 */
function ownServer(): TE2EServer {
  const servers = inject('servers');
  const server = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!server) throw new Error(`no server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return server;
}

/** The address of this file's server (`http://127.0.0.1:<port>`). */
export function serverUrl(): string {
  return ownServer().baseUrl;
}

/** The address of the fake Spotify beside this file's server; `POST /__control/...` steers it. */
export function spotifyUrl(): string {
  return ownServer().spotifyUrl;
}
