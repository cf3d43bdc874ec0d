/**
 * The fake Spotify the tests use, for trying the jukebox by hand without a Spotify account:
 * `npx tsx scripts/fake-spotify.ts [port]`, then start Classmint with the settings it prints.
 * Its authorize page has Agree and Cancel; `POST /__control/playlists/fill` puts its catalogue
 * into every playlist, `POST /__control/device {"active": false}` turns the music off.
 */
import { randomBytes } from 'node:crypto';
import { startFakeSpotify } from '../test/support/fake-spotify';

const port = Number(process.argv[2] ?? 4700);
const classmintPort = process.env.PORT ?? '3000';
const spotify = await startFakeSpotify({ port });

console.log(`Fake Spotify on ${spotify.accountsUrl}. Start Classmint with:

SPOTIFY_CLIENT_ID=${spotify.clientId} \\
SPOTIFY_CLIENT_SECRET=${spotify.clientSecret} \\
SPOTIFY_TOKEN_KEY=${randomBytes(32).toString('base64')} \\
SPOTIFY_ACCOUNTS_URL=${spotify.accountsUrl} \\
SPOTIFY_API_URL=${spotify.apiUrl} \\
PUBLIC_URL=http://127.0.0.1:${classmintPort} \\
npm start

Open Classmint at http://127.0.0.1:${classmintPort} (the PUBLIC_URL) or http://localhost:${classmintPort}: connecting
works from either (Spotify sends the browser back to 127.0.0.1, and Classmint on to localhost, docs/spotify.md).
Fill the playlists: curl -X POST ${spotify.accountsUrl}/__control/playlists/fill
Ctrl-C stops it.`);

process.on('SIGINT', () => void spotify.close().then(() => process.exit(0)));
