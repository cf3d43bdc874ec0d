import type { TPlaylistRemoval } from '../../../shared/songs';
import { isExactMatch } from '../../../shared/track-match';
import type { PlaylistCache } from './playlist-cache';
import type { JukeboxFailure, SpotifyConnections } from './spotify-connections';

/** A removed song of a course whose playlist it may be on. */
export interface SongOnPlaylist {
  teacherId: string;
  playlistId: string;
  /** The track put on the playlist when the song was approved; null for songs approved before it was recorded. */
  trackUri: string | null;
  title: string;
  artist: string;
}

/** Why Spotify didn't take the track off, as the end of the teacher's sentence. */
function reasonOf(failure: JukeboxFailure): string {
  switch (failure.kind) {
    case 'notConnected':
    case 'invalidGrant':
      return 'Spotify is not connected (Settings, Jukebox)';
    case 'unauthorized':
      return 'Spotify no longer accepts the connection (connect it again in Settings)';
    case 'rateLimited':
      return 'Spotify asked us to slow down';
    case 'timeout':
      return "Spotify didn't answer in time";
    case 'unavailable':
      return "Spotify isn't working right now";
    case 'badRequest':
      return `Spotify couldn't do it (${failure.message})`;
    default:
      return 'Spotify refused the change (only the Spotify account that owns the playlist may change it)';
  }
}

/**
 * Takes a removed song's track off its course's Spotify playlist (issue 28), after the removal is
 * committed and with nothing open in the database while Spotify answers. The track is the one
 * recorded when the song was approved; a song approved before that is looked for by its title and
 * artist. What happened is told to the teacher in words: a refusal says what to do in Spotify.
 */
export function createPlaylistRemoval(connections: SpotifyConnections, cache: PlaylistCache) {
  return async function takeOffPlaylist(song: SongOnPlaylist): Promise<TPlaylistRemoval> {
    const named = `'${song.title}' by ${song.artist}`;
    const refused = (failure: JukeboxFailure): TPlaylistRemoval =>
      failure.kind === 'notFound'
        ? { outcome: 'notOnPlaylist', message: 'The class playlist is no longer in Spotify, so nothing there changed.' }
        : {
            outcome: 'refused',
            message:
              `The song is removed in Classmint, but ${reasonOf(failure)}, so ${named} may still be on the ` +
              'class playlist. Open the playlist in the Spotify app and remove it there; until then classmates can still queue it.',
          };

    let uris = song.trackUri ? [song.trackUri] : [];
    if (uris.length === 0) {
      const read = await connections.withSpotify(song.teacherId, (api) => api.playlistWithTracks(song.playlistId));
      if (!read.ok) return refused(read.failure);
      uris = [...new Set(read.value.tracks.filter((t) => isExactMatch(t, song.title, song.artist)).map((t) => t.uri))];
      if (uris.length === 0) {
        return {
          outcome: 'notOnPlaylist',
          message: `${named} isn't on the class playlist in Spotify, so nothing there changed. If it is there under another name, remove it in the Spotify app.`,
        };
      }
    }
    const removed = await connections.withSpotify(song.teacherId, (api) =>
      api.removeFromPlaylist(song.playlistId, uris),
    );
    if (!removed.ok) return refused(removed.failure);
    // Students read the playlist from the cache: without this, it could offer the track for a while longer.
    cache.forget(song.playlistId);
    return { outcome: 'removed', message: `${named} was taken off the class playlist in Spotify.` };
  };
}
export type TakeOffPlaylist = ReturnType<typeof createPlaylistRemoval>;
