import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { spotifyConnections } from '../../db/schema';
import type { AccountsClient, SpotifyTokens } from '../../integrations/spotify/spotify-accounts';
import { refreshTokens } from '../../integrations/spotify/spotify-accounts';
import { type SpotifyApi, spotifyApi } from '../../integrations/spotify/spotify-api';
import type { SpotifyFailure, SpotifyResult } from '../../integrations/spotify/spotify-http';
import type { TokenCipher } from '../../common/token-cipher';

/** A Spotify failure, or the teacher having no (working) connection at all. */
export type JukeboxFailure = SpotifyFailure | { kind: 'notConnected' };
export type JukeboxResult<T> = { ok: true; value: T } | { ok: false; failure: JukeboxFailure };

/** One attempt's access to Spotify: the token it uses (to name it if Spotify refuses it) and the API. */
export interface SpotifySession {
  token: string;
  api: SpotifyApi;
}

export interface SpotifyLink {
  accounts: AccountsClient;
  apiUrl: string;
  cipher: TokenCipher;
  timeoutMs: number;
}

/** Refresh a minute early, so a token never expires between our check and Spotify's. */
const REFRESH_MARGIN_MS = 60_000;

type ConnectionRow = typeof spotifyConnections.$inferSelect;

/**
 * Teachers' Spotify connections: tokens sealed at rest, opened only here, refreshed before they
 * expire, one refresh at a time per teacher (in this process by sharing the refresh under way,
 * across processes by a lease on the row, never a lock held while Spotify answers). Spotify's "slow down" is remembered per
 * teacher so nobody's presses hammer it while it asked for a pause.
 */
export function createSpotifyConnections(db: Db, link: SpotifyLink, clock: Clock) {
  const refreshing = new Map<string, Promise<JukeboxResult<string>>>();
  const pausedUntil = new Map<string, number>();

  const open = (sealed: string, teacherId: string) => link.cipher.open(sealed, teacherId);

  async function save(
    teacherId: string,
    tokens: SpotifyTokens,
    account: { id: string; displayName: string; product: string },
  ) {
    const now = clock.now();
    if (!tokens.refreshToken) throw new Error('Spotify sent no refresh token with the first tokens');
    const values = {
      spotifyUserId: account.id,
      displayName: account.displayName,
      product: account.product,
      accessTokenSealed: link.cipher.seal(tokens.accessToken, teacherId),
      refreshTokenSealed: link.cipher.seal(tokens.refreshToken, teacherId),
      expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
      updatedAt: now,
    };
    await db
      .insert(spotifyConnections)
      .values({ teacherId, ...values })
      .onConflictDoUpdate({ target: spotifyConnections.teacherId, set: values });
    pausedUntil.delete(teacherId);
  }

  async function remove(teacherId: string): Promise<void> {
    await db.delete(spotifyConnections).where(eq(spotifyConnections.teacherId, teacherId));
  }

  async function account(teacherId: string): Promise<{ displayName: string; product: string } | null> {
    const [row] = await db
      .select({ displayName: spotifyConnections.displayName, product: spotifyConnections.product })
      .from(spotifyConnections)
      .where(eq(spotifyConnections.teacherId, teacherId));
    return row ?? null;
  }

  const fresh = (row: ConnectionRow) => row.expiresAt.getTime() - clock.now().getTime() > REFRESH_MARGIN_MS;

  // Long enough for one refresh under Spotify's deadline; a lease left by a stopped process lapses.
  const leaseMs = link.timeoutMs + 2_000;

  /** Gives the lease back; the tokens are as they were (a refresh that failed). */
  async function endLease(teacherId: string) {
    await db
      .update(spotifyConnections)
      .set({ refreshLeaseUntil: null })
      .where(eq(spotifyConnections.teacherId, teacherId));
  }

  /**
   * Refreshes the tokens, one request at a time per teacher across instances: a lease on the row,
   * taken and given back in single statements, never a lock or a transaction held while Spotify
   * answers (issue 27: on the embedded database's one connection that held every request). Others
   * wait for the lease to end and use the token it brought.
   */
  async function refreshWithLease(teacherId: string, rejected: string | null): Promise<JukeboxResult<string>> {
    const giveUpAt = clock.now().getTime() + 2 * leaseMs;
    for (;;) {
      const now = clock.now();
      const [row] = await db
        .update(spotifyConnections)
        .set({ refreshLeaseUntil: new Date(now.getTime() + leaseMs) })
        .where(
          and(
            eq(spotifyConnections.teacherId, teacherId),
            or(isNull(spotifyConnections.refreshLeaseUntil), lt(spotifyConnections.refreshLeaseUntil, now)),
          ),
        )
        .returning();
      if (!row) {
        // Another request holds the lease (or the connection is gone): look again shortly.
        const [current] = await db.select().from(spotifyConnections).where(eq(spotifyConnections.teacherId, teacherId));
        if (!current) return { ok: false, failure: { kind: 'notConnected' } };
        const token = open(current.accessTokenSealed, teacherId);
        if (token !== null && token !== rejected && fresh(current)) return { ok: true, value: token };
        if (clock.now().getTime() > giveUpAt) return { ok: false, failure: { kind: 'timeout' } };
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const current = open(row.accessTokenSealed, teacherId);
      if (current !== null && current !== rejected && fresh(row)) {
        await endLease(teacherId);
        return { ok: true, value: current };
      }
      const refreshToken = open(row.refreshTokenSealed, teacherId);
      // Sealed under another key (SPOTIFY_TOKEN_KEY changed): the teacher connects again.
      if (refreshToken === null) {
        await remove(teacherId);
        return { ok: false, failure: { kind: 'notConnected' } };
      }
      const answer = await refreshTokens(link.accounts, refreshToken);
      if (!answer.ok) {
        if (answer.failure.kind === 'invalidGrant') {
          await remove(teacherId);
          return { ok: false, failure: { kind: 'notConnected' } };
        }
        await endLease(teacherId);
        return answer;
      }
      const at = clock.now();
      await db
        .update(spotifyConnections)
        .set({
          accessTokenSealed: link.cipher.seal(answer.value.accessToken, teacherId),
          ...(answer.value.refreshToken
            ? { refreshTokenSealed: link.cipher.seal(answer.value.refreshToken, teacherId) }
            : {}),
          expiresAt: new Date(at.getTime() + answer.value.expiresInSeconds * 1000),
          refreshLeaseUntil: null,
          updatedAt: at,
        })
        .where(eq(spotifyConnections.teacherId, teacherId));
      return { ok: true, value: answer.value.accessToken };
    }
  }

  /** A working access token; `rejected` is one Spotify just refused, so it must be replaced. */
  async function accessToken(teacherId: string, rejected: string | null = null): Promise<JukeboxResult<string>> {
    if (rejected === null) {
      const [row] = await db.select().from(spotifyConnections).where(eq(spotifyConnections.teacherId, teacherId));
      if (!row) return { ok: false, failure: { kind: 'notConnected' } };
      const current = open(row.accessTokenSealed, teacherId);
      if (current !== null && fresh(row)) return { ok: true, value: current };
    }
    const underWay = refreshing.get(teacherId);
    if (underWay) return underWay;
    const refresh = refreshWithLease(teacherId, rejected).finally(() => refreshing.delete(teacherId));
    refreshing.set(teacherId, refresh);
    return refresh;
  }

  /** Spotify's Web API with this token; a "slow down" pauses this teacher's calls as long as Spotify asked. */
  function apiWith(teacherId: string, token: string, onFailure?: (failure: SpotifyFailure) => void): SpotifyApi {
    return spotifyApi(link.apiUrl, token, link.timeoutMs, (failure) => {
      if (failure.kind === 'rateLimited') {
        pausedUntil.set(teacherId, clock.now().getTime() + failure.retryAfterSeconds * 1000);
      }
      onFailure?.(failure);
    });
  }

  /**
   * Spotify's API for the teacher's connection, for one attempt: `rejected` names a token Spotify
   * just refused, so a fresh one is fetched. Reads the database, so call it outside a transaction
   * (PGlite has one connection): a transaction that meets a refused token ends, and the caller
   * asks again with it rejected.
   */
  async function session(
    teacherId: string,
    rejected: string | null = null,
    onFailure?: (failure: SpotifyFailure) => void,
  ): Promise<JukeboxResult<SpotifySession>> {
    const pause = (pausedUntil.get(teacherId) ?? 0) - clock.now().getTime();
    if (pause > 0) return { ok: false, failure: { kind: 'rateLimited', retryAfterSeconds: Math.ceil(pause / 1000) } };
    const token = await accessToken(teacherId, rejected);
    return token.ok
      ? { ok: true, value: { token: token.value, api: apiWith(teacherId, token.value, onFailure) } }
      : token;
  }

  /** Runs calls to Spotify with the teacher's connection; a refused token is refreshed once and the calls tried again. */
  async function withSpotify<T>(
    teacherId: string,
    use: (api: SpotifyApi) => Promise<SpotifyResult<T>>,
  ): Promise<JukeboxResult<T>> {
    const first = await session(teacherId);
    if (!first.ok) return first;
    const result = await use(first.value.api);
    if (result.ok || result.failure.kind !== 'unauthorized') return result;
    const second = await session(teacherId, first.value.token);
    return second.ok ? use(second.value.api) : second;
  }

  return { save, remove, account, session, withSpotify };
}

/**
 * Without Spotify configured nothing can be opened or refreshed, and nothing stored is touched:
 * connections made before wait, unchanged, for the configuration to come back.
 */
export function offlineSpotifyConnections(db: Db): SpotifyConnections {
  return {
    save: () => Promise.reject(new Error('Spotify is not configured')),
    remove: async (teacherId) => {
      await db.delete(spotifyConnections).where(eq(spotifyConnections.teacherId, teacherId));
    },
    account: async () => null,
    session: async () => ({ ok: false, failure: { kind: 'notConnected' } }),
    withSpotify: async () => ({ ok: false, failure: { kind: 'notConnected' } }),
  };
}
export type SpotifyConnections = ReturnType<typeof createSpotifyConnections>;
