import { parseTokenKey } from '../../common/token-cipher';
import { serverSpotifyText } from './texts';

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
  | { ready: false; reason: SpotifySetupProblem };

/** What is missing or wrong; `setupReason` says it in the reader's language when it is read. */
export type SpotifySetupProblem =
  { problem: 'noClient' | 'badTokenKey' | 'localhost' | 'notHttps' } | { problem: 'badPublicUrl'; publicUrl: string };

/** The problem in words an admin can act on, in the language of whoever is answered now (English in the log). */
export function setupReason(reason: SpotifySetupProblem): string {
  return reason.problem === 'badPublicUrl'
    ? serverSpotifyText.t('badPublicUrl', { publicUrl: reason.publicUrl })
    : serverSpotifyText.t(reason.problem);
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/**
 * Whether the jukebox can connect to Spotify, and if not, why, in words an admin can act on: the
 * start log and a teacher's settings show the reason instead of a button that would fail at
 * Spotify. Spotify takes a redirect address only over https, or over http on a loopback IP
 * literal; it refuses 'localhost' (its current rules).
 */
export function spotifySetup(env: SpotifyEnv): SpotifySetup {
  if (!env.clientId || !env.clientSecret) {
    return { ready: false, reason: { problem: 'noClient' } };
  }
  const tokenKey = env.tokenKey ? parseTokenKey(env.tokenKey) : null;
  if (!tokenKey) {
    return { ready: false, reason: { problem: 'badTokenKey' } };
  }
  let redirect: URL;
  try {
    redirect = new URL('/api/spotify/callback', env.publicUrl);
  } catch {
    return { ready: false, reason: { problem: 'badPublicUrl', publicUrl: env.publicUrl } };
  }
  if (redirect.hostname === 'localhost') {
    return { ready: false, reason: { problem: 'localhost' } };
  }
  if (redirect.protocol !== 'https:' && !(redirect.protocol === 'http:' && LOOPBACK.has(redirect.hostname))) {
    return { ready: false, reason: { problem: 'notHttps' } };
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
