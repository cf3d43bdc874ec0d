// Why the jukebox can't connect to Spotify on this server (P37), in words an admin can act on: a
// teacher's settings show it, and connecting answers it. The settings it names stay as they are.
export default {
  noClient: 'Spotify is not set up: an admin sets SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET (see docs/spotify.md).',
  badTokenKey:
    'SPOTIFY_TOKEN_KEY must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32): it encrypts the Spotify tokens Classmint keeps.',
  badPublicUrl: 'PUBLIC_URL is not a web address: {publicUrl}',
  localhost:
    "Spotify refuses redirect addresses on 'localhost': set PUBLIC_URL to this server's https address, or to http://127.0.0.1:<port> on this computer.",
  notHttps:
    'Spotify accepts only https redirect addresses (or http on 127.0.0.1): serve Classmint over https and set PUBLIC_URL to that address.',
} as const;
