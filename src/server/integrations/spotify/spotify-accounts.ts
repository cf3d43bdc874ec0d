import { type SpotifyResult, spotifyFailed, spotifyFetch, spotifyOk } from './spotify-http';

/** What the jukebox may do with a teacher's account: read them, manage playlists, control playback. */
export const SPOTIFY_SCOPES = [
  'user-read-private',
  'playlist-read-private',
  'playlist-read-collaborative',
  'playlist-modify-private',
  'playlist-modify-public',
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-read-currently-playing',
].join(' ');

export interface AccountsClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accountsUrl: string;
  timeoutMs: number;
}

export interface SpotifyTokens {
  accessToken: string;
  /** Spotify may send a new one on refresh; when it doesn't, the old one stays valid. */
  refreshToken: string | null;
  expiresInSeconds: number;
}

/** Spotify's authorize address: the authorization code flow with PKCE (S256) and our single-use state. */
export function authorizeUrl(client: AccountsClient, state: string, codeChallenge: string): string {
  const url = new URL('/authorize', client.accountsUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    state,
    scope: SPOTIFY_SCOPES,
    code_challenge_method: 'S256',
    code_challenge: codeChallenge,
  }).toString();
  return url.toString();
}

/** The code Spotify handed back, with the verifier only we know, becomes tokens. */
export function exchangeCode(client: AccountsClient, code: string, verifier: string) {
  return tokenRequest(client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  });
}

export function refreshTokens(client: AccountsClient, refreshToken: string) {
  return tokenRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function tokenRequest(
  client: AccountsClient,
  form: Record<string, string>,
): Promise<SpotifyResult<SpotifyTokens>> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const answer = await spotifyFetch({
    method: 'POST',
    url: new URL('/api/token', client.accountsUrl).toString(),
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    timeoutMs: client.timeoutMs,
  });
  if (!answer.ok) return answer;
  const body = answer.value as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | null;
  if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
    return spotifyFailed({ kind: 'unavailable' });
  }
  return spotifyOk({
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' && body.refresh_token !== '' ? body.refresh_token : null,
    expiresInSeconds: typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600,
  });
}
