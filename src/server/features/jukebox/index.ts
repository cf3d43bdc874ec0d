import type { Clock } from '../../common/clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Route } from '../../http/route';
import type { SpotifySetupProblem } from '../../integrations/spotify/spotify-setup';
import { createTokenCipher } from '../../common/token-cipher';
import type { SettingsService } from '../settings';
import { createAccessRequestService } from './access-request.service';
import { createJukeboxAccess } from './jukebox-access';
import { jukeboxRoutes } from './jukebox.routes';
import { createPlaylistCache } from './playlist-cache';
import { createPlaylistRemoval, type TakeOffPlaylist } from './playlist-removal';
import { createPlaylistsService } from './playlists.service';
import { createQueueService } from './queue.service';
import { createSpotifyAuthService } from './spotify-auth.service';
import { createSpotifyConnections, offlineSpotifyConnections, type SpotifyLink } from './spotify-connections';

export type { SongOnPlaylist, TakeOffPlaylist } from './playlist-removal';

/**
 * The Spotify classroom jukebox (issue 10). Without Spotify configured every call still answers:
 * the status says why, connecting answers 503 with the reason, and the rest refuses as "not
 * connected"; the rest of the app is untouched. `takeOffPlaylist` is the songs feature's way to
 * take a removed song off its course's playlist.
 */
export function jukeboxFeature(
  db: Db,
  clock: Clock,
  config: Pick<AppConfig, 'spotify' | 'spotifyTimeoutMs' | 'timeZone' | 'cookieSecure'>,
  settings: SettingsService,
  log: { warn(details: object, message: string): void },
): { routes: Route[]; takeOffPlaylist: TakeOffPlaylist } {
  const setup = config.spotify;
  // Connecting answers with the reason when Spotify isn't set up, read in the asker's language.
  const linked: { ready: true; link: SpotifyLink } | { ready: false; reason: SpotifySetupProblem } = setup.ready
    ? {
        ready: true,
        link: {
          accounts: {
            clientId: setup.clientId,
            clientSecret: setup.clientSecret,
            redirectUri: setup.redirectUri,
            accountsUrl: setup.accountsUrl,
            timeoutMs: config.spotifyTimeoutMs,
          },
          apiUrl: setup.apiUrl,
          cipher: createTokenCipher(setup.tokenKey),
          timeoutMs: config.spotifyTimeoutMs,
        },
      }
    : { ready: false, reason: setup.reason };
  const link = linked.ready ? linked.link : null;
  const connections = link ? createSpotifyConnections(db, link, clock) : offlineSpotifyConnections(db);
  const access = createJukeboxAccess(db, clock, settings);
  const cache = createPlaylistCache(() => clock.now().getTime());
  const playlists = createPlaylistsService(db, access, connections, cache);
  const auth = createSpotifyAuthService(db, clock, linked, connections, log);
  const routes = jukeboxRoutes(
    auth,
    createAccessRequestService(db, clock, settings),
    playlists,
    createQueueService(db, clock, config.timeZone, access, connections, playlists),
    { secure: config.cookieSecure },
  );
  return { routes, takeOffPlaylist: createPlaylistRemoval(connections, cache) };
}
