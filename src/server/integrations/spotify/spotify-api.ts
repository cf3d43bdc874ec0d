import type { TPlaylist, TQueue, TTrack } from '../../../shared/jukebox';
import { type SpotifyFailure, type SpotifyResult, spotifyFailed, spotifyFetch, spotifyOk } from './spotify-http';
import {
  accountOf,
  nextPageOf,
  playlistOf,
  queueOf,
  searchResultsOf,
  trackOf,
  tracksOfEntries,
} from './spotify-objects';

/** Playlists can be long; the jukebox lists at most this many tracks (5 pages of Spotify's 100). */
const MAX_PLAYLIST_TRACKS = 500;
/** Spotify's search gives development-mode apps at most 10 results a page. */
const SEARCH_LIMIT = 10;

/**
 * The calls of Spotify's Web API the jukebox makes, for one access token. The paths are those of
 * Spotify's current rules for development-mode apps (`/me/playlists`, `/playlists/{id}/items`).
 */
export function spotifyApi(
  apiUrl: string,
  accessToken: string,
  timeoutMs: number,
  /** Sees every failure (the connection remembers Spotify's "slow down" and a refused token). */
  onFailure: (failure: SpotifyFailure) => void = () => {},
) {
  const base = apiUrl.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const answer = await spotifyFetch({
      method,
      url: path.startsWith(`${base}/`) ? path : `${base}${path}`,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      timeoutMs,
    });
    if (!answer.ok) onFailure(answer.failure);
    return answer;
  };

  async function read<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    parse: (value: unknown) => T | null,
    body?: unknown,
  ): Promise<SpotifyResult<T>> {
    const answer = await call(method, path, body);
    if (!answer.ok) return answer;
    const parsed = parse(answer.value);
    return parsed === null ? spotifyFailed({ kind: 'unavailable' }) : spotifyOk(parsed);
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    me: () => read('GET', '/me', accountOf),

    createPlaylist: (name: string, description: string) =>
      read('POST', '/me/playlists', playlistOf, { name, description, public: false }),

    /** The playlist and up to 500 of its tracks, following Spotify's pages. */
    async playlistWithTracks(playlistId: string): Promise<SpotifyResult<{ playlist: TPlaylist; tracks: TTrack[] }>> {
      const first = await call('GET', `/playlists/${id(playlistId)}`);
      if (!first.ok) return first;
      const playlist = playlistOf(first.value);
      if (!playlist) return spotifyFailed({ kind: 'unavailable' });
      const raw = first.value as { items?: unknown; tracks?: unknown };
      let page: unknown = raw.items ?? raw.tracks;
      const tracks = tracksOfEntries(page);
      // A next page is followed only on Spotify's own address: the access token goes nowhere else.
      const onSpotify = (url: string | null) => (url?.startsWith(`${base}/`) ? url : null);
      let next = onSpotify(nextPageOf(page));
      while (next && tracks.length < MAX_PLAYLIST_TRACKS) {
        const more = await call('GET', next);
        if (!more.ok) return more;
        page = more.value;
        tracks.push(...tracksOfEntries(page));
        next = onSpotify(nextPageOf(page));
      }
      return spotifyOk({ playlist, tracks: tracks.slice(0, MAX_PLAYLIST_TRACKS) });
    },

    addToPlaylist: async (playlistId: string, uri: string): Promise<SpotifyResult<null>> => {
      const answer = await call('POST', `/playlists/${id(playlistId)}/items`, { uris: [uri] });
      return answer.ok ? spotifyOk(null) : answer;
    },

    /**
     * Takes every occurrence of these tracks off the playlist (at most 100 at once, as Spotify
     * allows); answers the playlist's new snapshot id. A track that isn't on it is no error.
     */
    removeFromPlaylist: (playlistId: string, uris: readonly string[]): Promise<SpotifyResult<string>> =>
      read(
        'DELETE',
        `/playlists/${id(playlistId)}/items`,
        (v) => {
          const snapshot = (v as { snapshot_id?: unknown } | null)?.snapshot_id;
          return typeof snapshot === 'string' ? snapshot : null;
        },
        { items: uris.slice(0, 100).map((uri) => ({ uri })) },
      ),

    track: (trackId: string) => read('GET', `/tracks/${id(trackId)}`, trackOf),

    search: (query: string) =>
      read('GET', `/search?${new URLSearchParams({ q: query, type: 'track', limit: String(SEARCH_LIMIT) })}`, (v) =>
        searchResultsOf(v),
      ),

    queue: (): Promise<SpotifyResult<TQueue>> => read('GET', '/me/player/queue', queueOf),

    addToQueue: async (uri: string): Promise<SpotifyResult<null>> => {
      const answer = await call('POST', `/me/player/queue?${new URLSearchParams({ uri })}`);
      return answer.ok ? spotifyOk(null) : answer;
    },

    skip: async (): Promise<SpotifyResult<null>> => {
      const answer = await call('POST', '/me/player/next');
      return answer.ok ? spotifyOk(null) : answer;
    },

    /**
     * What plays now; null when nothing does (Spotify answers 204, or `item: null` between songs).
     * An answer that is neither, or an item that isn't a track, is a failure, not silence.
     */
    currentlyPlaying: async (): Promise<SpotifyResult<TTrack | null>> => {
      const answer = await call('GET', '/me/player/currently-playing');
      if (!answer.ok) return answer;
      const body = answer.value;
      if (body === null) return spotifyOk(null);
      if (typeof body !== 'object' || !('item' in body)) return spotifyFailed({ kind: 'unavailable' });
      if (body.item === null) return spotifyOk(null);
      const track = trackOf(body.item);
      return track ? spotifyOk(track) : spotifyFailed({ kind: 'unavailable' });
    },
  };
}
export type SpotifyApi = ReturnType<typeof spotifyApi>;
