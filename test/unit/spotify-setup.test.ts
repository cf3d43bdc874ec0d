import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupReason, type SpotifyEnv, spotifySetup } from '../../src/server/integrations/spotify/spotify-setup';

const KEY = randomBytes(32).toString('base64');
const env = (changes: Partial<SpotifyEnv> = {}): SpotifyEnv => ({
  clientId: 'client-id',
  clientSecret: 'client-secret',
  tokenKey: KEY,
  publicUrl: 'https://classmint.school.org',
  accountsUrl: 'https://accounts.spotify.com',
  apiUrl: 'https://api.spotify.com/v1/',
  ...changes,
});

describe('spotifySetup: whether the jukebox can connect, and why not', () => {
  it('builds the redirect address on PUBLIC_URL (P37)', () => {
    const setup = spotifySetup(env());
    expect(setup).toMatchObject({
      ready: true,
      redirectUri: 'https://classmint.school.org/api/spotify/callback',
      apiUrl: 'https://api.spotify.com/v1',
    });
    expect(spotifySetup(env({ publicUrl: 'http://127.0.0.1:3000' }))).toMatchObject({
      ready: true,
      redirectUri: 'http://127.0.0.1:3000/api/spotify/callback',
    });
    expect(spotifySetup(env({ publicUrl: 'http://[::1]:3000' })).ready).toBe(true);
  });

  it('says what an admin must set, and refuses the addresses Spotify refuses', () => {
    const reason = (changes: Partial<SpotifyEnv>) => {
      const setup = spotifySetup(env(changes));
      return setup.ready ? null : setupReason(setup.reason);
    };
    expect(reason({ clientId: undefined })).toMatch(/SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET/);
    expect(reason({ clientSecret: '' })).toMatch(/SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET/);
    expect(reason({ tokenKey: undefined })).toMatch(/SPOTIFY_TOKEN_KEY must be 32 random bytes/);
    expect(reason({ tokenKey: 'short' })).toMatch(/SPOTIFY_TOKEN_KEY/);
    expect(reason({ publicUrl: 'http://localhost:3000' })).toMatch(/refuses redirect addresses on 'localhost'/);
    expect(reason({ publicUrl: 'http://classmint.school.org' })).toMatch(/only https/);
    expect(reason({ publicUrl: 'not an address' })).toMatch(/PUBLIC_URL is not a web address/);
  });
});
