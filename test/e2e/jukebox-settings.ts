import { expect } from 'vitest';
import { apiCall, apiLogin, type TE2ESchool } from './school';
import { E2E_ADMIN } from './server-setup';
import { spotifyUrl } from './server';

/** A class with everything the jukebox needs on (seed 001 section 6), priced so the tests can check it. */
export const JUKEBOX_SETTINGS = {
  enableBetaFeatures: true,
  songs: {
    apps: { provider: 'spotify' },
    requests: { enabled: true, purchaseAmount: 10 },
    removals: { enabled: true, purchaseAmount: 10, refundAmount: 5 },
  },
  jukebox: { enabled: true, purchaseAmount: 100, purchaseLimit: 0, skipSongs: { enabled: true, purchaseAmount: 50 } },
};

/** The admin grants the teacher jukebox access (P37), through the API. */
export async function grantJukeboxAccess(school: TE2ESchool): Promise<void> {
  const admin = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  const granted = await apiCall(
    `/api/users/${school.teacher.username}`,
    'PUT',
    { user: { permissions: { jukebox: true } } },
    admin,
  );
  expect(granted.status, 'granting jukebox access').toBe(200);
}

/**
 * Everything the jukebox needs besides its settings, through the API and Spotify's own pages (the
 * test server's fake, answered as a browser would): the admin grants the teacher access, the teacher
 * connects Spotify and agrees, and the course gets a playlist holding `trackIds`. For files that
 * check the jukebox's screens rather than walk the connecting (jukebox.e2e.ts walks it).
 */
export async function connectJukebox(
  school: TE2ESchool,
  playlistName: string,
  trackIds: readonly string[],
): Promise<void> {
  await resetSpotifyPlayer();
  await grantJukeboxAccess(school);

  // The address comes with a cookie that ties the way back to this browser (P39): kept for the callback.
  const started = await apiCall('/api/spotify/auth', 'GET', undefined, school.teacher.token);
  const browserCookie = started.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const { url } = (await started.json()) as { url: string };
  const consent = await (await fetch(url)).text();
  const request = /name="request" value="([^"]+)"/.exec(consent)?.[1];
  expect(request, 'Spotify’s consent page').toBeTruthy();
  const decided = await fetch(new URL('/authorize/decision', url), {
    method: 'POST',
    body: new URLSearchParams({ request: request!, decision: 'agree' }),
    redirect: 'manual',
  });
  const callback = decided.headers.get('location');
  expect(callback, 'Spotify’s way back to Classmint').toBeTruthy();
  const back = await fetch(callback!, { redirect: 'manual', headers: { cookie: browserCookie } });
  expect(back.headers.get('location'), 'where Classmint sends the teacher').toMatch(/spotify=connected/);

  const made = await apiCall(
    '/api/spotify/playlist/create',
    'POST',
    { name: playlistName, slug: school.course.slug },
    school.teacher.token,
  );
  expect(made.status, 'creating the playlist').toBe(201);
  await addToClassPlaylist(school, trackIds);
}

/** Tracks of the fake's catalogue reach the class playlist the way a teacher's app adds them. */
export async function addToClassPlaylist(school: TE2ESchool, trackIds: readonly string[]): Promise<void> {
  for (const id of trackIds) {
    const added = await apiCall(
      '/api/spotify/playlist/add',
      'POST',
      { slug: school.course.slug, uri: `spotify:track:${id}` },
      school.teacher.token,
    );
    expect(added.status, `adding ${id}`).toBe(200);
  }
}

/**
 * The fake Spotify's player back as it starts (a song playing, two up next, the device on): files
 * that queue and skip run one after another on the same server, and each expects that start.
 */
export async function resetSpotifyPlayer(): Promise<void> {
  const answer = await fetch(`${spotifyUrl()}/__control/reset`, { method: 'POST', body: '{}' });
  expect(answer.status, 'resetting the fake Spotify').toBe(204);
}
