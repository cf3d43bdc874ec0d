import * as zod from 'zod';
import {
  ZJukeboxAccessRequest,
  ZJukeboxState,
  ZJukeboxReceipt,
  ZPlaylist,
  ZPlaylistAdd,
  ZPlaylistCreate,
  ZPlaylistRead,
  ZPlaylistRemove,
  ZQueue,
  ZQueueAdd,
  ZQueueSkip,
  ZSpotifyStatus,
  ZTrack,
  ZTrackSearch,
} from '../jukebox';
import { ZSettingsView } from '../settings';
import { defineEndpoint } from './endpoint';

/** A teacher asks the admin for jukebox access (P37); the settings come back with `jukebox.requested`. */
export const requestJukeboxAccess = defineEndpoint({
  method: 'PUT',
  path: '/api/user/settings/jukebox',
  body: ZJukeboxAccessRequest,
  bodyKey: 'values',
  response: zod.object({ settings: ZSettingsView }),
});

/** Whether the server can reach Spotify and whether the teacher is connected (settings, Manage Playlists). */
export const spotifyStatus = defineEndpoint({
  method: 'GET',
  path: '/api/spotify/status',
  response: zod.object({ spotify: ZSpotifyStatus }),
});

/** Spotify's authorize address for the teacher, with a PKCE challenge and a single-use state (P37, P39). */
export const spotifyAuthUrl = defineEndpoint({
  method: 'GET',
  path: '/api/spotify/auth',
  response: zod.object({ url: zod.string() }),
});

/**
 * Where Spotify sends the browser back. Not JSON: it redirects to `/teacher/settings?spotify=connected`
 * (or `=denied`, `=failed`). The teacher is found by the state, never the session (P39).
 */
export const spotifyCallback = defineEndpoint({
  method: 'GET',
  path: '/api/spotify/callback',
  query: zod.object({
    code: zod.string().max(2048).optional(),
    state: zod.string().max(256).optional(),
    error: zod.string().max(256).optional(),
  }),
});

/** Disconnects: the stored tokens are deleted. */
export const spotifyDisconnect = defineEndpoint({ method: 'DELETE', path: '/api/spotify/auth' });

/** Creates a Spotify playlist for a course and links it (`playlistId`): 'Playlist created'. */
export const createPlaylist = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/playlist/create',
  body: ZPlaylistCreate,
  response: zod.object({ playlist: ZPlaylist }),
  status: 201,
});

/** A course playlist and its tracks (a student may read only their course's). */
export const readPlaylist = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/playlist',
  body: ZPlaylistRead,
  response: zod.object({ playlist: ZPlaylist, tracks: zod.array(ZTrack) }),
});

/** Unlinks a course's playlist: 'Playlist removed'. The playlist stays in the teacher's Spotify library. */
export const removePlaylist = defineEndpoint({
  method: 'DELETE',
  path: '/api/spotify/playlist/remove',
  body: ZPlaylistRemove,
});

/** The teacher adds a track to a course playlist (the match found for a song request). */
export const addToPlaylist = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/playlist/add',
  body: ZPlaylistAdd,
  response: zod.object({ playlist: ZPlaylist }),
});

/** Spotify's track search, for the teacher confirming a song request's match (at most 10 results). */
export const searchTracks = defineEndpoint({
  method: 'GET',
  path: '/api/spotify/search',
  query: ZTrackSearch,
  response: zod.object({ tracks: zod.array(ZTrack) }),
});

/** Now Playing and Up Next of the teacher's player (a student's call uses their teacher's connection). */
export const readQueue = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/queue',
  response: zod.object({ queue: ZQueue }),
});

/** Queue a track: a student pays `jukebox.purchaseAmount`, only after Spotify accepts: 'Song added to queue'. */
export const addToQueue = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/queue/add',
  body: ZQueueAdd,
  response: ZJukeboxReceipt,
});

/** Skip the song playing: a student pays `jukebox.skipSongs.purchaseAmount`: 'Song has been skipped'. */
export const skipTrack = defineEndpoint({
  method: 'POST',
  path: '/api/spotify/queue/skip',
  body: ZQueueSkip,
  response: ZJukeboxReceipt,
});

/** The student's jukebox: their course's playlist id and today's remaining queue additions. */
export const jukeboxState = defineEndpoint({
  method: 'GET',
  path: '/api/spotify/jukebox',
  response: zod.object({ jukebox: ZJukeboxState }),
});
