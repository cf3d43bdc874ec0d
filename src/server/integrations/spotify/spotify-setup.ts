import { parseTokenKey } from '../../common/token-cipher';

export type SpotifyEnv = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  tokenKey: string | undefined;
  /** Where people reach this installation; the redirect address is built on it (P37). */
  publicUrl: string;
  accountsUrl: string;
  apiUrl: string;
};

export type SpotifySetup =
  | {
      ready: true;
      clientId: string;
      clientSecret: string;
      tokenKey: Buffer;
      redirectUri: string;
      accountsUrl: string;
      apiUrl: string;
    }
  | { ready: false; reason: string };

const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/**
 * Whether the jukebox can connect to Spotify, and if not, why, in words an admin can act on: the
 * start log and a teacher's settings show the reason instead of a button that would fail at
 * Spotify. Spotify takes a redirect address only over https, or over http on a loopback IP
 * literal; it refuses 'localhost' (its current rules).
 */
export function spotifySetup(env: SpotifyEnv): SpotifySetup {
  if (!env.clientId || !env.clientSecret) {
    return {
      ready: false,
      reason: 'Spotify is not set up: an admin sets SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET (see docs/spotify.md).',
    };
  }
  const tokenKey = env.tokenKey ? parseTokenKey(env.tokenKey) : null;
  if (!tokenKey) {
    return {
      ready: false,
      reason:
        'SPOTIFY_TOKEN_KEY must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32): it encrypts the Spotify tokens Classmint keeps.',
    };
  }
  let redirect: URL;
  try {
    redirect = new URL('/api/spotify/callback', env.publicUrl);
  } catch {
    return { ready: false, reason: `PUBLIC_URL is not a web address: ${env.publicUrl}` };
  }
  if (redirect.hostname === 'localhost') {
    return {
      ready: false,
      reason:
        "Spotify refuses redirect addresses on 'localhost': set PUBLIC_URL to this server's https address, or to http://127.0.0.1:<port> on this computer.",
    };
  }
  if (redirect.protocol !== 'https:' && !(redirect.protocol === 'http:' && LOOPBACK.has(redirect.hostname))) {
    return {
      ready: false,
      reason:
        'Spotify accepts only https redirect addresses (or http on 127.0.0.1): serve Classmint over https and set PUBLIC_URL to that address.',
    };
  }
  return {
    ready: true,
    clientId: env.clientId,
    clientSecret: env.clientSecret,
    tokenKey,
    redirectUri: redirect.toString(),
    accountsUrl: env.accountsUrl.replace(/\/+$/, ''),
    apiUrl: env.apiUrl.replace(/\/+$/, ''),
  };
}
