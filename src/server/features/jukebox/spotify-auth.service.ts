import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TSpotifyReturn, TSpotifyStatus } from '../../../shared/jukebox';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { spotifyAuthStates, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { authorizeUrl, exchangeCode } from '../../integrations/spotify/spotify-accounts';
import { spotifyApi } from '../../integrations/spotify/spotify-api';
import { newPkcePair, newState } from '../../integrations/spotify/pkce';
import { setupReason, type SpotifySetupProblem } from '../../integrations/spotify/spotify-setup';
import { ok, type Outcome, refuse } from '../../outcome';
import type { SpotifyConnections, SpotifyLink } from './spotify-connections';
import { serverJukeboxText } from './texts';

/** How long a started connection waits for Spotify's redirect: the authorize page is one click. */
export const STATE_LIFETIME_MS = 10 * 60_000;
/** Started connections kept per teacher; pressing Connect again and again doesn't grow the table. */
const STATES_PER_TEACHER = 5;

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/** A browser's connect value: 256 random bits, as the connect cookie carries it. */
const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the PKCE verifier is sealed to: the teacher and the browser that pressed Connect (as the
 * cipher's associated data). Spotify's redirect arriving in any other browser can't open the
 * verifier, so the code it carries is never exchanged, whoever's Spotify account agreed.
 */
const sealedTo = (teacherId: string, browser: string) => `${teacherId} ${browser}`;

/**
 * The names a browser on the server's own computer may use for it. Spotify takes a loopback
 * redirect only as an IP literal (`127.0.0.1`), while the README opens `localhost`: cookies differ
 * by name, so the redirect must go on to the name Connect was pressed on (issue 28).
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

const loopbackIndex = (hostname: string) =>
  LOOPBACK_NAMES.indexOf((hostname === '::1' ? '[::1]' : hostname.toLowerCase()) as (typeof LOOPBACK_NAMES)[number]);

/**
 * The state's mark of the loopback name Connect was pressed on, when it is not the redirect's:
 * `.0` for localhost... Only these names, on the redirect's own scheme and port, can be marked, so
 * the redirect can go on to nowhere but this server.
 */
function loopbackMark(requestHost: string | undefined, redirectUri: string): string {
  if (requestHost === undefined) return '';
  const redirect = new URL(redirectUri).hostname;
  const from = loopbackIndex(requestHost);
  if (loopbackIndex(redirect) < 0 || from < 0 || from === loopbackIndex(redirect)) return '';
  return `.${from}`;
}

/**
 * Connecting a teacher's Spotify account (P37, P39): the authorization code flow with PKCE. The
 * state is single-use and finds the teacher on the callback, which arrives from Spotify's site
 * without our SameSite=Strict cookie; the verifier never leaves the server. The flow is bound to
 * the browser that started it (issue 27): `start` takes that browser's connect value (a new one
 * when it has none, which the route sets as a SameSite=Lax cookie) and `finish` refuses Spotify's
 * redirect in a browser without it, so an authorize link sent to a colleague connects nothing.
 */
export function createSpotifyAuthService(
  db: Db,
  clock: Clock,
  setup: { ready: true; link: SpotifyLink } | { ready: false; reason: SpotifySetupProblem },
  connections: SpotifyConnections,
  log: { warn(details: object, message: string): void },
) {
  async function hasPermission(teacherId: string): Promise<boolean> {
    const [row] = await db.select({ permissions: users.permissions }).from(users).where(eq(users.id, teacherId));
    return row?.permissions.jukebox === true;
  }

  return {
    async status(actor: Actor): Promise<TSpotifyStatus> {
      const account = await connections.account(actor.id);
      return {
        configured: setup.ready,
        reason: setup.ready ? null : setupReason(setup.reason),
        connected: account !== null,
        account,
      };
    },

    /**
     * The authorize address, and the browser's connect value: the one it sent when well formed
     * (Connect pressed again in another tab keeps the first tab's flow working), else a new one.
     */
    async start(
      actor: Actor,
      sentBrowser: string | undefined,
      requestHost?: string,
    ): Promise<Outcome<{ url: string; browser: string }>> {
      if (!setup.ready) return refuse('UNAVAILABLE', 'spotify', setupReason(setup.reason));
      if (!(await hasPermission(actor.id))) return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('noPermission'));
      const browser = sentBrowser !== undefined && BROWSER_VALUE.test(sentBrowser) ? sentBrowser : newState();
      const state = newState() + loopbackMark(requestHost, setup.link.accounts.redirectUri);
      const { verifier, challenge } = newPkcePair();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .delete(spotifyAuthStates)
          .where(and(eq(spotifyAuthStates.teacherId, actor.id), lt(spotifyAuthStates.expiresAt, now)));
        await tx.execute(sql`
          delete from spotify_auth_states where teacher_id = ${actor.id} and state_hash not in (
            select state_hash from spotify_auth_states where teacher_id = ${actor.id}
            order by created_at desc limit ${STATES_PER_TEACHER - 1})`);
        await tx.insert(spotifyAuthStates).values({
          stateHash: hashOf(state),
          teacherId: actor.id,
          verifierSealed: setup.link.cipher.seal(verifier, sealedTo(actor.id, browser)),
          expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
          createdAt: now,
        });
      });
      return ok({ url: authorizeUrl(setup.link.accounts, state, challenge), browser });
    },

    /**
     * Where Spotify's redirect must go on to before it is finished: the same callback on the
     * loopback name Connect was pressed on (`localhost`), whose connect cookie and session the
     * browser holds there; null when it is already there, or the flow started on the redirect's name.
     */
    finishesElsewhere(state: string | undefined, requestHost: string): string | null {
      if (!setup.ready || !state) return null;
      const mark = /\.([0-2])$/.exec(state);
      if (!mark) return null;
      const name = LOOPBACK_NAMES[Number(mark[1])]!;
      if (loopbackIndex(requestHost) === Number(mark[1])) return null;
      const there = new URL(setup.link.accounts.redirectUri);
      there.hostname = name;
      return `${there.origin}${there.pathname}`;
    },

    /**
     * Spotify's redirect back, in a browser holding `browser` (its connect cookie): what the settings
     * page tells the teacher. Never throws on bad input.
     */
    async finish(
      query: { code?: string; state?: string; error?: string },
      browser: string | undefined,
    ): Promise<TSpotifyReturn> {
      if (!setup.ready || !query.state) return 'failed';
      // Checked before the state is used up: a colleague's click leaves the teacher's own flow working.
      if (browser === undefined || !BROWSER_VALUE.test(browser)) return 'otherBrowser';
      // Deleting is the check: a state works once, and two tabs racing with one state can't both win.
      const [started] = await db
        .delete(spotifyAuthStates)
        .where(eq(spotifyAuthStates.stateHash, hashOf(query.state)))
        .returning();
      if (!started || started.expiresAt.getTime() < clock.now().getTime()) return 'failed';
      const verifier = setup.link.cipher.open(started.verifierSealed, sealedTo(started.teacherId, browser));
      // The state is this browser's only if the verifier opens: the cipher checks what it is sealed to.
      if (verifier === null) return 'otherBrowser';
      if (query.error !== undefined) return query.error === 'access_denied' ? 'denied' : 'failed';
      if (!query.code) return 'failed';

      const tokens = await exchangeCode(setup.link.accounts, query.code, verifier);
      if (!tokens.ok) {
        log.warn({ spotify: tokens.failure.kind }, 'Spotify refused to connect an account');
        return 'failed';
      }
      if (!tokens.value.refreshToken) {
        log.warn({ spotify: 'noRefreshToken' }, 'Spotify connected an account without a refresh token');
        return 'failed';
      }
      const me = await spotifyApi(setup.link.apiUrl, tokens.value.accessToken, setup.link.timeoutMs).me();
      if (!me.ok) {
        log.warn({ spotify: me.failure.kind }, 'Spotify did not show the account it connected');
        return 'failed';
      }
      await connections.save(started.teacherId, tokens.value, me.value);
      return 'connected';
    },

    async disconnect(actor: Actor): Promise<void> {
      await connections.remove(actor.id);
    },
  };
}
export type SpotifyAuthService = ReturnType<typeof createSpotifyAuthService>;
