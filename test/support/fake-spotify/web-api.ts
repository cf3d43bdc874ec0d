import type { ServerResponse } from 'node:http';
import { changeTracks, type FakeState, type FakeTrack, isSnapshotOf, nextId, snapshotOf } from './state';

/** Spotify's Web API under /v1, as far as the jukebox uses it, with Spotify's error answers. */

const PAGE_MAX = 100;
const SEARCH_MAX = 10;

export function spotifyError(res: ServerResponse, status: number, message: string, reason?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { status, message, ...(reason ? { reason } : {}) } }));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function createWebApi(state: FakeState, apiUrl: () => string) {
  const trackOf = (id: string) => state.catalogue.get(id);

  function playlistBody(id: string) {
    const playlist = state.playlists.get(id)!;
    const href = `${apiUrl()}/playlists/${id}`;
    return {
      id,
      type: 'playlist',
      name: playlist.name,
      description: playlist.description,
      public: false,
      uri: `spotify:playlist:${id}`,
      href,
      external_urls: { spotify: `https://open.spotify.com/playlist/${id}` },
      images: [],
      owner: { id: state.user.id, display_name: state.user.display_name },
      snapshot_id: snapshotOf(playlist),
      items: entriesPage(id, 0, PAGE_MAX),
      tracks: { href: `${href}/tracks`, total: playlist.trackIds.length },
    };
  }

  function entriesPage(id: string, offset: number, limit: number) {
    const playlist = state.playlists.get(id)!;
    const href = `${apiUrl()}/playlists/${id}/items`;
    const slice = playlist.trackIds.slice(offset, offset + limit);
    const more = offset + limit < playlist.trackIds.length;
    return {
      href: `${href}?offset=${offset}&limit=${limit}`,
      items: slice.map((trackId) => {
        const track = trackOf(trackId);
        return { added_at: '2026-11-01T00:00:00Z', is_local: false, item: track, track };
      }),
      limit,
      offset,
      total: playlist.trackIds.length,
      next: more ? `${href}?offset=${offset + limit}&limit=${limit}` : null,
      previous: offset > 0 ? `${href}?offset=${Math.max(0, offset - limit)}&limit=${limit}` : null,
    };
  }

  /** Player commands need an active device and Premium, as on Spotify. */
  function playerProblem(res: ServerResponse): boolean {
    if (state.user.product !== 'premium') {
      spotifyError(res, 403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED');
      return true;
    }
    if (!state.deviceActive) {
      spotifyError(res, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
      return true;
    }
    return false;
  }

  function search(query: string): FakeTrack[] {
    const wanted = { track: '', artist: '', words: [] as string[] };
    for (const part of query.match(/(track|artist):("[^"]*"|\S+)|\S+/g) ?? []) {
      const field = /^(track|artist):(.*)$/.exec(part);
      const value = (field ? field[2]! : part).replace(/^"|"$/g, '').toLowerCase();
      if (field?.[1] === 'track') wanted.track = value;
      else if (field?.[1] === 'artist') wanted.artist = value;
      else wanted.words.push(value);
    }
    return [...state.catalogue.values()].filter((track) => {
      const name = track.name.toLowerCase();
      const artists = track.artists.map((a) => a.name.toLowerCase()).join(' ');
      return (
        name.includes(wanted.track) &&
        artists.includes(wanted.artist) &&
        wanted.words.every((word) => name.includes(word) || artists.includes(word))
      );
    });
  }

  /**
   * Spotify's "Remove Playlist Items": `{items: [{uri}], snapshot_id?}`, at most 100; every
   * occurrence of each track goes (a track that isn't there is no error); answers the new snapshot.
   */
  function removeItems(playlistId: string, body: unknown, res: ServerResponse) {
    const playlist = state.playlists.get(playlistId);
    const input = (body ?? {}) as { items?: unknown; snapshot_id?: unknown };
    if (!playlist) return spotifyError(res, 404, 'Resource not found');
    if (!Array.isArray(input.items) || input.items.length === 0) {
      return spotifyError(res, 400, 'Missing required field: items');
    }
    if (input.items.length > 100) return spotifyError(res, 400, 'Too many ids requested');
    const uris = input.items.map((item) => (item as { uri?: unknown } | null)?.uri);
    const bad = uris.find((uri) => typeof uri !== 'string' || !/^spotify:(track|episode):[A-Za-z0-9]+$/.test(uri));
    if (bad !== undefined) return spotifyError(res, 400, `Invalid track uri: ${String(bad)}`);
    if (input.snapshot_id !== undefined && !isSnapshotOf(playlist, String(input.snapshot_id))) {
      return spotifyError(res, 400, 'Invalid snapshot id');
    }
    const gone = new Set((uris as string[]).map((uri) => uri.replace(/^spotify:track:/, '')));
    changeTracks(
      playlist,
      playlist.trackIds.filter((id) => !gone.has(id)),
    );
    json(res, 200, { snapshot_id: snapshotOf(playlist) });
  }

  /** Answers one Web API request (the path without /v1); false when no route matched. */
  function handle(method: string, path: string, query: URLSearchParams, body: unknown, res: ServerResponse): boolean {
    const route = `${method} ${path}`;
    let m: RegExpExecArray | null;
    if (route === 'GET /me') {
      json(res, 200, {
        id: state.user.id,
        type: 'user',
        display_name: state.user.display_name,
        product: state.user.product,
        country: 'US',
        uri: `spotify:user:${state.user.id}`,
        external_urls: { spotify: `https://open.spotify.com/user/${state.user.id}` },
      });
    } else if (route === 'POST /me/playlists') {
      const input = (body ?? {}) as { name?: unknown; description?: unknown };
      if (typeof input.name !== 'string' || input.name === '') spotifyError(res, 400, 'Missing required field: name');
      else {
        const id = nextId('pl');
        const description = typeof input.description === 'string' ? input.description : '';
        state.playlists.set(id, { id, name: input.name, description, trackIds: [], followed: true, version: 1 });
        json(res, 201, playlistBody(id));
      }
    } else if ((m = /^(GET|POST|PUT|DELETE) \/playlists\/([^/]+)\/tracks$/.exec(route))) {
      spotifyError(res, 403, 'Forbidden'); // removed for development-mode apps in March 2026
    } else if ((m = /^GET \/playlists\/([^/]+)$/.exec(route))) {
      if (!state.playlists.has(m[1]!)) spotifyError(res, 404, 'Resource not found');
      else json(res, 200, playlistBody(m[1]!));
    } else if ((m = /^GET \/playlists\/([^/]+)\/items$/.exec(route))) {
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      if (!state.playlists.has(m[1]!)) spotifyError(res, 404, 'Resource not found');
      else if (!(limit >= 1 && limit <= PAGE_MAX) || !(offset >= 0)) spotifyError(res, 400, 'Invalid limit');
      else json(res, 200, entriesPage(m[1]!, offset, limit));
    } else if ((m = /^POST \/playlists\/([^/]+)\/items$/.exec(route))) {
      const playlist = state.playlists.get(m[1]!);
      const uris = ((body ?? {}) as { uris?: unknown }).uris;
      const ids = Array.isArray(uris) ? uris.map((uri) => String(uri).replace(/^spotify:track:/, '')) : [];
      if (!playlist) spotifyError(res, 404, 'Resource not found');
      else if (ids.length === 0 || ids.some((id) => !trackOf(id))) spotifyError(res, 400, 'Invalid base62 id');
      else {
        changeTracks(playlist, [...playlist.trackIds, ...ids]);
        json(res, 201, { snapshot_id: snapshotOf(playlist) });
      }
    } else if ((m = /^DELETE \/playlists\/([^/]+)\/items$/.exec(route))) {
      removeItems(m[1]!, body, res);
    } else if ((m = /^DELETE \/playlists\/([^/]+)\/followers$/.exec(route))) {
      const playlist = state.playlists.get(m[1]!);
      if (playlist) playlist.followed = false;
      res.writeHead(200).end();
    } else if (route === 'GET /tracks') {
      spotifyError(res, 403, 'Forbidden'); // several tracks at once: removed for development-mode apps
    } else if ((m = /^GET \/tracks\/([^/]+)$/.exec(route))) {
      const track = trackOf(m[1]!);
      if (track) json(res, 200, track);
      else spotifyError(res, 404, 'Resource not found');
    } else if (route === 'GET /search') {
      const limit = Number(query.get('limit') ?? SEARCH_MAX);
      const offset = Number(query.get('offset') ?? 0);
      if (!query.get('q')) spotifyError(res, 400, 'No search query');
      else if (query.get('type') !== 'track') spotifyError(res, 400, 'Bad search type field');
      else if (!(limit >= 1 && limit <= SEARCH_MAX)) spotifyError(res, 400, 'Invalid limit');
      else {
        const found = search(query.get('q') ?? '');
        json(res, 200, {
          tracks: {
            href: '',
            items: found.slice(offset, offset + limit),
            limit,
            offset,
            total: found.length,
            next: null,
            previous: null,
          },
        });
      }
    } else if (route === 'GET /me/player/queue') {
      if (state.user.product !== 'premium')
        spotifyError(res, 403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED');
      else if (!state.deviceActive) json(res, 200, { currently_playing: null, queue: [] });
      else
        json(res, 200, {
          currently_playing: state.playing ? trackOf(state.playing) : null,
          queue: state.upNext.map(trackOf),
        });
    } else if (route === 'POST /me/player/queue') {
      const id = (query.get('uri') ?? '').replace(/^spotify:track:/, '');
      if (playerProblem(res)) return true;
      if (!trackOf(id)) spotifyError(res, 400, 'Invalid track uri: ' + (query.get('uri') ?? ''));
      else {
        state.upNext.push(id);
        res.writeHead(200).end();
      }
    } else if (route === 'POST /me/player/next') {
      if (playerProblem(res)) return true;
      state.playing = state.upNext.shift() ?? null;
      res.writeHead(200).end();
    } else if (route === 'GET /me/player/currently-playing') {
      if (!state.deviceActive || !state.playing) res.writeHead(204).end();
      else
        json(res, 200, {
          is_playing: true,
          progress_ms: 30_000,
          timestamp: Date.now(),
          currently_playing_type: 'track',
          item: trackOf(state.playing),
        });
    } else return false;
    return true;
  }

  return { handle };
}
