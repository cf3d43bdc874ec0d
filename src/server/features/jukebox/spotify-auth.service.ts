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
import { ok, type Outcome, refuse } from '../../outcome';
import type { SpotifyConnections, SpotifyLink } from './spotify-connections';

/** How long a started connection waits for Spotify's redirect: the authorize page is one click. */
const STATE_LIFETIME_MS = 10 * 60_000;
/** Started connections kept per teacher; pressing Connect again and again doesn't grow the table. */
const STATES_PER_TEACHER = 5;

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

export const NO_JUKEBOX_PERMISSION =
  'Jukebox access has not been turned on for your account yet. Request it in Settings under Jukebox.';

/**
 * Connecting a teacher's Spotify account (P37, P39): the authorization code flow with PKCE. The
 * state is single-use and finds the teacher on the callback, which arrives from Spotify's site
 * without our SameSite=Strict cookie; the verifier never leaves the server.
 */
export function createSpotifyAuthService(
  db: Db,
  clock: Clock,
  setup: { ready: true; link: SpotifyLink } | { ready: false; reason: string },
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
        reason: setup.ready ? null : setup.reason,
        connected: account !== null,
        account,
      };
    },

    async start(actor: Actor): Promise<Outcome<{ url: string }>> {
      if (!setup.ready) return refuse('UNAVAILABLE', 'spotify', setup.reason);
      if (!(await hasPermission(actor.id))) return refuse('FORBIDDEN', 'jukebox', NO_JUKEBOX_PERMISSION);
      const state = newState();
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
          verifierSealed: setup.link.cipher.seal(verifier, actor.id),
          expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
          createdAt: now,
        });
      });
      return ok({ url: authorizeUrl(setup.link.accounts, state, challenge) });
    },

    /** Spotify's redirect back: what the settings page tells the teacher. Never throws on bad input. */
    async finish(query: { code?: string; state?: string; error?: string }): Promise<TSpotifyReturn> {
      if (!setup.ready || !query.state) return 'failed';
      // Deleting is the check: a state works once, and two tabs racing with one state can't both win.
      const [started] = await db
        .delete(spotifyAuthStates)
        .where(eq(spotifyAuthStates.stateHash, hashOf(query.state)))
        .returning();
      if (!started || started.expiresAt.getTime() < clock.now().getTime()) return 'failed';
      if (query.error !== undefined) return query.error === 'access_denied' ? 'denied' : 'failed';
      const verifier = setup.link.cipher.open(started.verifierSealed, started.teacherId);
      if (!query.code || verifier === null) return 'failed';

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
