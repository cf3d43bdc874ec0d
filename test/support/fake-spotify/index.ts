import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccounts } from './accounts';
import {
  changeTracks,
  createFakeState,
  type FailRule,
  type FakeTrack,
  makeTrack,
  nextId,
  resetPlayer,
  type Rule,
  takeRule,
} from './state';
import { createWebApi, spotifyError } from './web-api';

export type { FakeTrack } from './state';

export interface FakeSpotifyOptions {
  clientId?: string;
  clientSecret?: string;
  /** Registered redirect addresses; without them any http(s) address is accepted. */
  redirectUris?: string[];
  accessTokenSeconds?: number;
  /** Listen on this port (0: any free one). */
  port?: number;
}

/**
 * A local Spotify for tests: the accounts service (authorize page, token endpoint with PKCE and
 * refresh) and the Web API calls the jukebox makes, on one loopback port, with Spotify's answers
 * and error shapes. Tests steer it through `control`; a browser test, in another process, through
 * `POST /__control/...` (see `controlRoute`).
 */
export async function startFakeSpotify(options: FakeSpotifyOptions = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const state = createFakeState();
  const accounts = createAccounts(state, {
    clientId,
    clientSecret,
    redirectUris: options.redirectUris ?? null,
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
  });
  let baseUrl = '';
  const webApi = createWebApi(state, () => `${baseUrl}/v1`);
  const hanging = new Set<ServerResponse>();

  const control = {
    state,
    setProduct: (product: 'premium' | 'free') => void (state.user.product = product),
    setDeviceActive: (active: boolean) => void (state.deviceActive = active),
    setRegistered: (registered: boolean) => void (state.registered = registered),
    expireAccessTokens: () => accounts.expireAccessTokens(),
    revokeRefreshTokens: () => accounts.revokeRefreshTokens(),
    /** The next `times` matching requests get this answer instead (a 429 with Retry-After, a 500...). */
    failNext: (match: { method?: string; path: string | RegExp }, answer: FailRule['answer'], times = 1) =>
      void state.failures.push({ ...match, answer, times }),
    /** The next `times` matching requests are never answered (until close, or `dropHanging`). */
    hang: (match: { method?: string; path: string | RegExp }, times = 1) => void state.hangs.push({ ...match, times }),
    /** Hangs up on every request left hanging, as a network failure would. */
    dropHanging: () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    addTrack: (name: string, artist: string, explicit = false): FakeTrack => {
      const track = makeTrack(name, artist, explicit);
      state.catalogue.set(track.id, track);
      return track;
    },
    createPlaylist: (name: string) => {
      const id = nextId('pl');
      state.playlists.set(id, { id, name, description: '', trackIds: [], followed: true, version: 1 });
      return id;
    },
    addToPlaylist: (playlistId: string, trackIds: string[]) => {
      const playlist = state.playlists.get(playlistId);
      if (!playlist) throw new Error(`no playlist ${playlistId}`);
      changeTracks(playlist, [...playlist.trackIds, ...trackIds]);
    },
    catalogue: () => [...state.catalogue.values()],
    playing: () => (state.playing ? (state.catalogue.get(state.playing) ?? null) : null),
    queue: () => state.upNext.map((id) => state.catalogue.get(id)!),
    /** Every access and refresh token handed out. */
    issuedTokens: () => accounts.issued(),
  };

  /** The control surface a browser test reaches over HTTP. */
  function controlRoute(path: string, body: Record<string, unknown>, res: ServerResponse) {
    if (path === '/__control/playlists/fill') {
      // Every playlist gets the catalogue's tracks, as a teacher would add them in Spotify.
      const ids = [...state.catalogue.keys()];
      for (const playlist of state.playlists.values()) changeTracks(playlist, [...ids]);
    } else if (path === '/__control/playlists/add') {
      // Tracks added in Spotify's own app, behind Classmint's back: `{playlistId, trackIds}`.
      const playlist = state.playlists.get(String(body.playlistId));
      const ids = Array.isArray(body.trackIds) ? body.trackIds.map(String) : [];
      if (!playlist || ids.some((id) => !state.catalogue.has(id)))
        return spotifyError(res, 404, 'Unknown playlist or track');
      changeTracks(playlist, [...playlist.trackIds, ...ids]);
    } else if (path === '/__control/fail') {
      // The next matching request gets Spotify's error answer: `{method, path, status}`.
      const status = Number(body.status);
      const message = status >= 500 ? 'Server error' : 'Forbidden';
      control.failNext(
        { method: String(body.method), path: String(body.path) },
        { status, body: { error: { status, message } } },
      );
    } else if (path === '/__control/hang') {
      // The next matching request is never answered, until `/__control/drop`: `{method, path}`.
      control.hang({ method: String(body.method), path: String(body.path) });
    } else if (path === '/__control/drop') control.dropHanging();
    else if (path === '/__control/device') control.setDeviceActive(body.active === true);
    else if (path === '/__control/reset') resetPlayer(state);
    else return spotifyError(res, 404, 'Unknown control');
    res.writeHead(204).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const text = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });
    state.calls.push({
      method,
      path: url.pathname,
      query: url.search,
      authorization: req.headers.authorization ?? null,
    });

    if (takeRule(state.hangs as Rule[], method, url.pathname)) {
      hanging.add(res);
      return;
    }
    const failure = takeRule(state.failures, method, url.pathname);
    if (failure) {
      res.writeHead(failure.answer.status, { 'content-type': 'application/json', ...failure.answer.headers });
      const { raw, body } = failure.answer;
      res.end(raw ?? (body === undefined ? '' : JSON.stringify(body)));
      return;
    }
    const form = new URLSearchParams(text);
    if (method === 'GET' && url.pathname === '/authorize') return accounts.authorize(url, res);
    if (method === 'POST' && url.pathname === '/authorize/decision') return accounts.decide(form, res);
    if (method === 'POST' && url.pathname === '/api/token') return accounts.token(req, form, res);
    if (method === 'POST' && url.pathname.startsWith('/__control/')) {
      return controlRoute(url.pathname, text ? (JSON.parse(text) as Record<string, unknown>) : {}, res);
    }
    if (url.pathname.startsWith('/v1/')) {
      const problem = accounts.bearerProblem(req.headers.authorization);
      if (problem) return spotifyError(res, 401, problem);
      if (!state.registered) {
        return spotifyError(
          res,
          403,
          'Check settings on developer.spotify.com/dashboard, the user may not be registered.',
        );
      }
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        return spotifyError(res, 400, 'Error parsing JSON.');
      }
      if (webApi.handle(method, url.pathname.slice('/v1'.length), url.searchParams, body, res)) return;
    }
    spotifyError(res, 404, 'Service not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    accountsUrl: baseUrl,
    apiUrl: `${baseUrl}/v1`,
    clientId,
    clientSecret,
    control,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeSpotify = Awaited<ReturnType<typeof startFakeSpotify>>;
