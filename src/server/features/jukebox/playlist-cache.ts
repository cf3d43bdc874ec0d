import type { TPlaylist, TTrack } from '../../../shared/jukebox';

/** A playlist read from Spotify stays this long: a class opening the jukebox at once costs one read. */
const TTL_MS = 20_000;
const MAX_ENTRIES = 500;

export interface CachedPlaylist {
  playlist: TPlaylist;
  tracks: TTrack[];
}

/**
 * Recently read playlists, by Spotify id. A teacher's change through Classmint clears its entry;
 * a change made in Spotify's own app shows within the TTL.
 */
export function createPlaylistCache(now: () => number) {
  const entries = new Map<string, { at: number; value: CachedPlaylist }>();
  return {
    get(playlistId: string): CachedPlaylist | null {
      const entry = entries.get(playlistId);
      if (!entry || now() - entry.at > TTL_MS) return null;
      return entry.value;
    },
    set(playlistId: string, value: CachedPlaylist): void {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(playlistId, { at: now(), value });
    },
    forget(playlistId: string): void {
      entries.delete(playlistId);
    },
  };
}
export type PlaylistCache = ReturnType<typeof createPlaylistCache>;
