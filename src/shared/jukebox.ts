import * as zod from 'zod';
import { LIMITS, says } from './messages';
import type { TSettingsView } from './settings';
import { musicText } from './music/texts';
import { zRequiredText } from './user';
import { sharedText } from './texts';

/**
 * The Spotify classroom jukebox (seed 000 sections 2-9, seed 001 section 6, P20, P37). Spotify's
 * objects travel with the seed's field names (Playlist: id, tracks.total, images,
 * external_urls.spotify; Track: id, name, uri, artists, album, external_urls.spotify), trimmed to
 * what the screens show. Tokens never appear in any of these.
 */

export const ZSpotifyImage = zod.object({
  url: zod.string(),
  height: zod.number().nullable(),
  width: zod.number().nullable(),
});
export const ZSpotifyArtist = zod.object({ name: zod.string() });

export const ZTrack = zod.object({
  id: zod.string(),
  name: zod.string(),
  uri: zod.string(),
  artists: zod.array(ZSpotifyArtist),
  album: zod.object({ name: zod.string(), images: zod.array(ZSpotifyImage), artists: zod.array(ZSpotifyArtist) }),
  external_urls: zod.object({ spotify: zod.string() }),
  explicit: zod.boolean(),
  duration_ms: zod.number(),
});
export type TTrack = zod.infer<typeof ZTrack>;

export const ZPlaylist = zod.object({
  id: zod.string(),
  name: zod.string(),
  tracks: zod.object({ total: zod.number() }),
  images: zod.array(ZSpotifyImage),
  external_urls: zod.object({ spotify: zod.string() }),
});
export type TPlaylist = zod.infer<typeof ZPlaylist>;

/** The teacher's Spotify player: what plays now and what comes next. */
export const ZQueue = zod.object({ currently_playing: ZTrack.nullable(), queue: zod.array(ZTrack) });
export type TQueue = zod.infer<typeof ZQueue>;

/** Whether this server can reach Spotify, and whether the teacher has connected an account. */
export const ZSpotifyStatus = zod.object({
  /** The server has what it needs (client id and secret, a token key, a redirect Spotify accepts). */
  configured: zod.boolean(),
  /** Why not, in words an admin can act on (names the settings to set); null when configured. */
  reason: zod.string().nullable(),
  connected: zod.boolean(),
  /** The Spotify account connected, as Spotify names it; null when not connected. */
  account: zod.object({ displayName: zod.string(), product: zod.string() }).nullable(),
});
export type TSpotifyStatus = zod.infer<typeof ZSpotifyStatus>;

/** `PUT /api/user/settings/jukebox {"values": {name, email}}` (seed 000 section 5: both required, email valid). */
export const ZJukeboxAccessRequest = zod.object({
  values: zod.object({
    name: zRequiredText(LIMITS.name),
    email: zod
      .string(says(() => sharedText.t('required')))
      .trim()
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(
        LIMITS.email,
        says(() => sharedText.t('tooLong', { max: LIMITS.email })),
      )
      .pipe(zod.email(says(() => sharedText.t('notValidEmail')))),
  }),
});
export type TJukeboxAccessRequest = zod.infer<typeof ZJukeboxAccessRequest>['values'];

/** The request as the admin sees it in Manage Teachers. */
export const ZJukeboxRequestView = zod.object({ name: zod.string(), email: zod.string(), requestedAt: zod.string() });

const zSpotifyText = () =>
  zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(
      300,
      says(() => sharedText.t('tooLong', { max: 300 })),
    );

/** A track a student pays to queue (P37); any `tokens` or `cost` sent along is ignored (P20, P39). */
export const ZQueueAdd = zod.object({
  track: zod.object({
    uri: zod
      .string()
      .trim()
      .regex(
        /^spotify:track:[A-Za-z0-9]{1,64}$/,
        says(() => musicText.t('notASpotifyTrack')),
      ),
    name: zSpotifyText().optional(),
    artists: zod.array(zod.unknown()).max(50).optional(),
  }),
});

/** The song playing that a student pays to skip: named so a song that ended meanwhile isn't skipped by mistake. */
export const ZQueueSkip = zod.object({
  track: zod.object({ name: zSpotifyText(), artists: zod.array(zod.unknown()).max(50).optional() }),
});

/** What a paid (or a teacher's free) queue addition or skip did. */
export const ZJukeboxReceipt = zod.object({
  track: zod.object({ name: zod.string(), artists: zod.array(ZSpotifyArtist) }),
  cost: zod.number(),
});

export const ZPlaylistCreate = zod.object({
  name: zRequiredText(100),
  slug: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(80),
});
export const ZPlaylistRead = zod.object({
  id: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(64),
});
export const ZPlaylistRemove = zod.object({
  slug: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(80),
});
/** A teacher adds a track to a course's playlist (approving a song request: "Picked my best guess"). */
export const ZPlaylistAdd = zod.object({
  slug: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(80),
  uri: ZQueueAdd.shape.track.shape.uri,
});
export const ZTrackSearch = zod.object({
  q: zod
    .string()
    .trim()
    .min(
      1,
      says(() => sharedText.t('required')),
    )
    .max(
      200,
      says(() => sharedText.t('tooLong', { max: 200 })),
    ),
});

/** A student's jukebox: their course's playlist and what is left of today's cap (`purchaseLimit`, 0 = unlimited). */
export const ZJukeboxState = zod.object({
  playlistId: zod.string().nullable(),
  addsToday: zod.number(),
  /** Queue additions left today; null when there is no cap (and for teachers, who are never capped). */
  addsLeft: zod.number().nullable(),
});
export type TJukeboxState = zod.infer<typeof ZJukeboxState>;

/** Where the callback sends the browser, and what the settings page then tells the teacher. */
export const SPOTIFY_RETURN = {
  path: '/teacher/settings',
  param: 'spotify',
  /** `otherBrowser`: Spotify sent back a browser other than the one that pressed Connect; nothing was connected. */
  outcomes: ['connected', 'denied', 'failed', 'otherBrowser'],
} as const;
export type TSpotifyReturn = (typeof SPOTIFY_RETURN.outcomes)[number];

/**
 * Whether the jukebox shows (seed 001 section 6: the teacher's permission, beta features, jukebox
 * enabled, a Spotify connection and Spotify as the music app). With everything but the music app,
 * the seed's not-supported text shows instead.
 */
export function jukeboxAvailability(settings: TSettingsView): 'shown' | 'notSupported' | 'hidden' {
  const ready =
    settings.user.permissions.jukebox &&
    settings.enableBetaFeatures &&
    settings.jukebox.enabled &&
    settings.spotifyConnected;
  if (!ready) return 'hidden';
  return settings.songs.apps.provider === 'spotify' ? 'shown' : 'notSupported';
}
