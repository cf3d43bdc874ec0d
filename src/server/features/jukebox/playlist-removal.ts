import type { TPlaylistRemoval } from '../../../shared/songs';
import { isExactMatch } from '../../../shared/track-match';
import type { PlaylistCache } from './playlist-cache';
import type { JukeboxFailure, SpotifyConnections } from './spotify-connections';
import { spotifyProblem } from './spotify-refusals';
import { serverJukeboxText } from './texts';

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
  const t = serverJukeboxText.t;
  switch (failure.kind) {
    case 'notConnected':
    case 'invalidGrant':
      return t('removalNotConnected');
    case 'unauthorized':
      return t('removalUnauthorized');
    case 'rateLimited':
      return t('removalRateLimited');
    case 'timeout':
      return t('removalTimeout');
    case 'unavailable':
      return t('removalUnavailable');
    case 'badRequest':
      return t('removalBadRequest', { problem: spotifyProblem(failure) });
    default:
      return t('removalRefused');
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
    const t = serverJukeboxText.t;
    const named = t('quoted', { title: song.title, artist: song.artist });
    const refused = (failure: JukeboxFailure): TPlaylistRemoval =>
      failure.kind === 'notFound'
        ? { outcome: 'notOnPlaylist', message: t('playlistGone') }
        : { outcome: 'refused', message: t('removalFailed', { reason: reasonOf(failure), song: named }) };

    let uris = song.trackUri ? [song.trackUri] : [];
    if (uris.length === 0) {
      const read = await connections.withSpotify(song.teacherId, (api) => api.playlistWithTracks(song.playlistId));
      if (!read.ok) return refused(read.failure);
      uris = [...new Set(read.value.tracks.filter((t) => isExactMatch(t, song.title, song.artist)).map((t) => t.uri))];
      if (uris.length === 0) {
        return { outcome: 'notOnPlaylist', message: t('notOnPlaylist', { song: named }) };
      }
    }
    const removed = await connections.withSpotify(song.teacherId, (api) =>
      api.removeFromPlaylist(song.playlistId, uris),
    );
    if (!removed.ok) return refused(removed.failure);
    // Students read the playlist from the cache: without this, it could offer the track for a while longer.
    cache.forget(song.playlistId);
    return { outcome: 'removed', message: t('takenOff', { song: named }) };
  };
}
export type TakeOffPlaylist = ReturnType<typeof createPlaylistRemoval>;
