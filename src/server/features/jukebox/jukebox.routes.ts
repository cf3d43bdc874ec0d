import type {} from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
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
  spotifyCallback,
  spotifyDisconnect,
  spotifyStatus,
} from '../../../shared/api/spotify';
import { SPOTIFY_RETURN } from '../../../shared/jukebox';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { AccessRequestService } from './access-request.service';
import type { PlaylistsService } from './playlists.service';
import type { QueueService } from './queue.service';
import { type SpotifyAuthService, STATE_LIFETIME_MS } from './spotify-auth.service';

const TAG = 'jukebox';

/**
 * The connect cookie: the browser that pressed Connect holds a random value the started flow is
 * bound to. SameSite=Lax, because Spotify's redirect back is a top-level navigation from another
 * site, which a Strict cookie (like the session's) would not accompany; HttpOnly, as no script needs
 * it; as long-lived as a started flow; sent only to the Spotify calls.
 */
export const CONNECT_COOKIE = 'classmint_spotify_connect';
const CONNECT_COOKIE_PATH = '/api/spotify';

/**
 * Spotify's redirect back (P37, P39): a plain browser navigation, answered with a redirect to the
 * settings page, whatever arrives. It needs no session: the single-use state finds the teacher, and
 * the connect cookie shows it is the browser that pressed Connect.
 */
function callbackRoute(auth: SpotifyAuthService): Route {
  return {
    doc: {
      endpoint: spotifyCallback,
      summary: 'Spotify sends the browser back here; it is redirected to /teacher/settings?spotify=…',
      tag: TAG,
      isPublic: true,
    },
    install(app: FastifyInstance) {
      app.get(spotifyCallback.path, async (request, reply) => {
        const query = spotifyCallback.query.safeParse(request.query);
        reply.header('cache-control', 'no-store');
        // Connect pressed on http://localhost while Spotify must come back to 127.0.0.1 (issue 28):
        // the browser is sent on to localhost with Spotify's answer as it came, to finish there.
        const elsewhere = query.success ? auth.finishesElsewhere(query.data.state, request.hostname) : null;
        if (elsewhere) return reply.redirect(`${elsewhere}${request.url.slice(request.url.indexOf('?'))}`, 302);
        const outcome = query.success ? await auth.finish(query.data, request.cookies[CONNECT_COOKIE]) : 'failed';
        return reply.redirect(`${SPOTIFY_RETURN.path}?${SPOTIFY_RETURN.param}=${outcome}`, 302);
      });
    },
  };
}

export function jukeboxRoutes(
  auth: SpotifyAuthService,
  accessRequests: AccessRequestService,
  playlists: PlaylistsService,
  queue: QueueService,
  cookies: { secure: boolean },
): Route[] {
  return [
    defineRoute(requestJukeboxAccess, {
      summary: 'Ask the admin for jukebox access',
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, body }) {
        return mapOutcome(await accessRequests.request(actor, body.values), (settings) => ({ settings }));
      },
    }),
    defineRoute(spotifyStatus, {
      summary: 'Whether Spotify is set up on this server and connected for the teacher',
      tag: TAG,
      access: ['teacher'],
      async handler({ actor }) {
        return ok({ spotify: await auth.status(actor) });
      },
    }),
    defineRoute(spotifyAuthUrl, {
      summary: "Spotify's authorize address (PKCE S256, single-use state)",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, request, reply }) {
        const started = await auth.start(actor, request.cookies[CONNECT_COOKIE], request.hostname);
        if (!started.ok) return started;
        reply.setCookie(CONNECT_COOKIE, started.value.browser, {
          httpOnly: true,
          sameSite: 'lax',
          secure: cookies.secure,
          path: CONNECT_COOKIE_PATH,
          maxAge: STATE_LIFETIME_MS / 1000,
        });
        return ok({ url: started.value.url });
      },
    }),
    callbackRoute(auth),
    defineRoute(spotifyDisconnect, {
      summary: "Forget the teacher's Spotify tokens",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor }) {
        await auth.disconnect(actor);
        return ok(undefined);
      },
    }),
    defineRoute(createPlaylist, {
      summary: "Create a course's playlist in the teacher's Spotify and link it",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, body }) {
        return playlists.create(actor, body);
      },
    }),
    defineRoute(readPlaylist, {
      summary: 'A course playlist and its tracks',
      tag: TAG,
      access: ['teacher', 'student'],
      async handler({ actor, body }) {
        return playlists.read(actor, body.id);
      },
    }),
    defineRoute(removePlaylist, {
      summary: "Unlink a course's playlist (it stays in the teacher's Spotify)",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, body }) {
        return playlists.remove(actor, body.slug);
      },
    }),
    defineRoute(addToPlaylist, {
      summary: "Add a track to a course's playlist",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, body }) {
        return playlists.add(actor, body);
      },
    }),
    defineRoute(searchTracks, {
      summary: "Search Spotify's tracks (10 at most)",
      tag: TAG,
      access: ['teacher'],
      async handler({ actor, query }) {
        return playlists.search(actor, query.q);
      },
    }),
    defineRoute(jukeboxState, {
      summary: "The student's playlist and queue additions left today",
      tag: TAG,
      access: ['teacher', 'student'],
      async handler({ actor }) {
        return mapOutcome(await queue.state(actor), (jukebox) => ({ jukebox }));
      },
    }),
    defineRoute(readQueue, {
      summary: "Now Playing and Up Next of the teacher's player",
      tag: TAG,
      access: ['teacher', 'student'],
      async handler({ actor }) {
        return queue.read(actor);
      },
    }),
    defineRoute(addToQueue, {
      summary: 'Queue a track; a student pays only after Spotify accepts',
      tag: TAG,
      access: ['teacher', 'student'],
      async handler({ actor, body }) {
        return queue.add(actor, body.track.uri);
      },
    }),
    defineRoute(skipTrack, {
      summary: 'Skip the song playing; a student pays only after Spotify accepts',
      tag: TAG,
      access: ['teacher', 'student'],
      async handler({ actor, body }) {
        return queue.skip(actor, body.track.name);
      },
    }),
  ];
}
