import type { TPlaylist, TQueue, TTrack } from '../../../shared/jukebox';

/**
 * Spotify's objects read into the jukebox's shapes. Reading is forgiving: a missing field gets an
 * empty value rather than failing the screen, and both the current names (playlist `items`, entry
 * `item`) and the deprecated ones (`tracks`, `track`) of Spotify's February 2026 change are read.
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function images(value: unknown): TTrack['album']['images'] {
  return list(value)
    .filter(isObject)
    .filter((image) => typeof image.url === 'string')
    .map((image) => ({
      url: text(image.url),
      height: typeof image.height === 'number' ? image.height : null,
      width: typeof image.width === 'number' ? image.width : null,
    }));
}

function artists(value: unknown): TTrack['artists'] {
  return list(value)
    .filter(isObject)
    .map((artist) => ({ name: text(artist.name) }));
}

function spotifyLink(value: unknown): string {
  return isObject(value) ? text(value.spotify) : '';
}

/** A track, or null for anything else (an episode, a local file, a removed track). */
export function trackOf(value: unknown): TTrack | null {
  if (!isObject(value)) return null;
  if (value.type !== undefined && value.type !== 'track') return null;
  const id = text(value.id);
  const uri = text(value.uri);
  if (id === '' || !uri.startsWith('spotify:track:')) return null;
  const album = isObject(value.album) ? value.album : {};
  return {
    id,
    name: text(value.name),
    uri,
    artists: artists(value.artists),
    album: { name: text(album.name), images: images(album.images), artists: artists(album.artists) },
    external_urls: { spotify: spotifyLink(value.external_urls) },
    explicit: value.explicit === true,
    duration_ms: typeof value.duration_ms === 'number' ? value.duration_ms : 0,
  };
}

/** The tracks of one page of playlist entries (`{item}` now, `{track}` before). */
export function tracksOfEntries(page: unknown): TTrack[] {
  if (!isObject(page)) return [];
  return list(page.items)
    .filter(isObject)
    .map((entry) => trackOf(entry.item ?? entry.track))
    .filter((track): track is TTrack => track !== null);
}

export function playlistOf(value: unknown): TPlaylist | null {
  if (!isObject(value) || text(value.id) === '') return null;
  const page = isObject(value.items) ? value.items : isObject(value.tracks) ? value.tracks : {};
  return {
    id: text(value.id),
    name: text(value.name),
    tracks: { total: typeof page.total === 'number' ? page.total : 0 },
    images: images(value.images),
    external_urls: { spotify: spotifyLink(value.external_urls) },
  };
}

export function queueOf(value: unknown): TQueue {
  if (!isObject(value)) return { currently_playing: null, queue: [] };
  return {
    currently_playing: trackOf(value.currently_playing),
    queue: list(value.queue)
      .map(trackOf)
      .filter((track): track is TTrack => track !== null),
  };
}

/** The next page's address of a paging object, if any. */
export function nextPageOf(page: unknown): string | null {
  return isObject(page) && typeof page.next === 'string' && page.next !== '' ? page.next : null;
}

export function searchResultsOf(value: unknown): TTrack[] {
  if (!isObject(value) || !isObject(value.tracks)) return [];
  return list(value.tracks.items)
    .map(trackOf)
    .filter((track): track is TTrack => track !== null);
}

export function accountOf(value: unknown): { id: string; displayName: string; product: string } | null {
  if (!isObject(value) || text(value.id) === '') return null;
  return { id: text(value.id), displayName: text(value.display_name) || text(value.id), product: text(value.product) };
}
