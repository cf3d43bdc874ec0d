import { type QueryClient, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addToPlaylist,
  addToQueue,
  createPlaylist,
  jukeboxState,
  readPlaylist,
  readQueue,
  removePlaylist,
  requestJukeboxAccess,
  searchTracks,
  skipTrack,
  spotifyAuthUrl,
  spotifyDisconnect,
  spotifyStatus,
} from '../../../shared/api/spotify';
import type { TJukeboxAccessRequest } from '../../../shared/jukebox';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { authKeys, courseKeys, jukeboxKeys, ledgerKeys, queueKeys } from '../../api/query-keys';

/** Spotify's own progress makes no live event, so an open queue also looks again this often. */
const QUEUE_REFRESH_MS = 15_000;

/**
 * A read through Spotify is already bounded by the server's deadline (SPOTIFY_TIMEOUT_MS), as paying
 * is: the server's answer, Spotify's failure included, is shown at once with Try again, rather than
 * asked twice more (about 18 s on a hanging Spotify). Only a request the server never answered is retried.
 */
const retryUnanswered = (failures: number, error: Error) => !(error instanceof ApiError) && failures < 2;

/** GET /api/spotify/status: configured, why not, connected, and as whom. */
export function useSpotifyStatus(enabled = true) {
  return useQuery({
    queryKey: jukeboxKeys.status(),
    queryFn: async () => (await callApi(spotifyStatus)).spotify,
    enabled,
  });
}

/** Connect: the browser goes to Spotify's authorize page and comes back to the settings. */
export function useConnectSpotify() {
  return useMutation({
    mutationFn: async () => (await callApi(spotifyAuthUrl)).url,
    onSuccess: (url) => window.location.assign(url),
  });
}

function refreshConnection(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jukeboxKeys.all }),
    queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  ]);
}

export function useDisconnectSpotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(spotifyDisconnect),
    onSuccess: () => refreshConnection(queryClient),
  });
}

/** PUT /api/user/settings/jukebox: the settings come back with `jukebox.requested`. */
export function useRequestJukeboxAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TJukeboxAccessRequest) => callApi(requestJukeboxAccess, { body: { values } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}

/** A student's jukebox: their course's playlist and today's additions left. */
export function useJukeboxState(enabled = true) {
  return useQuery({
    queryKey: jukeboxKeys.state(),
    queryFn: async () => (await callApi(jukeboxState)).jukebox,
    enabled,
  });
}

/**
 * A course playlist and its tracks; null id: nothing to read. `fresh`: read again whenever a view
 * using it opens, since the teacher adds tracks in Spotify's own app (Manage Playlists, issue 28).
 */
export function usePlaylist(id: string | null, fresh = false) {
  return useQuery({
    queryKey: jukeboxKeys.playlist(id ?? ''),
    queryFn: async () => callApi(readPlaylist, { body: { id: id ?? '' } }),
    enabled: id !== null,
    retry: retryUnanswered,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Manage Playlists' Refresh: the courses (a playlist linked elsewhere) and every playlist, read again. */
export function useRefreshPlaylists() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: jukeboxKeys.playlists() }) + useIsFetching({ queryKey: courseKeys.all });
  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: courseKeys.all, type: 'active' }),
      queryClient.refetchQueries({ queryKey: jukeboxKeys.playlists(), type: 'active' }),
    ]);
  return { refresh, refreshing: fetching > 0 };
}

function refreshPlaylists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: jukeboxKeys.all }),
  ]);
}

export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; slug: string }) => callApi(createPlaylist, { body: input }),
    onSuccess: () => refreshPlaylists(queryClient),
  });
}

export function useRemovePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(removePlaylist, { body: { slug } }),
    onSuccess: () => refreshPlaylists(queryClient),
  });
}

export function useAddToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slug: string; uri: string }) => callApi(addToPlaylist, { body: input }),
    onSuccess: () => refreshPlaylists(queryClient),
  });
}

/** Spotify's search for a song request's match; empty text: nothing to search. */
export function useTrackSearch(query: string) {
  return useQuery({
    queryKey: jukeboxKeys.search(query),
    queryFn: async () => (await callApi(searchTracks, { query: { q: query } })).tracks,
    enabled: query.trim() !== '',
    staleTime: 60_000,
  });
}

/** Now Playing and Up Next, while a queue view is open. */
export function useQueue(enabled: boolean) {
  return useQuery({
    queryKey: queueKeys.all,
    queryFn: async () => (await callApi(readQueue)).queue,
    enabled,
    retry: retryUnanswered,
    refetchInterval: enabled ? QUEUE_REFRESH_MS : false,
  });
}

/** A paid action changed the queue and, for a student, the balance and today's count. */
function refreshAfterPlay(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queueKeys.all }),
    queryClient.invalidateQueries({ queryKey: jukeboxKeys.state() }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

export function useAddToQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (track: { uri: string; name: string; artists: { name: string }[] }) =>
      callApi(addToQueue, { body: { track } }),
    onSuccess: () => refreshAfterPlay(queryClient),
  });
}

export function useSkipTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (track: { name: string; artists: { name: string }[] }) => callApi(skipTrack, { body: { track } }),
    onSuccess: () => refreshAfterPlay(queryClient),
  });
}
