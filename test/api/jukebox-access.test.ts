import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSpotifyStatus } from '../../src/shared/jukebox';
import type { TSettingsView } from '../../src/shared/settings';
import type { TTeacherSummary } from '../../src/shared/teachers';
import { spotifyConnections } from '../../src/server/db/schema';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor } from '../support/song-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Spotify is not configured here: the jukebox must say why and leave everything else working.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('jukebox access without Spotify configured', () => {
  it('the status says what an admin must set; connecting answers 503 with it, not a broken address', async () => {
    const teacher = await makeTeacher(t.database.db, { permissions: { jukebox: true } });
    const [client] = await clientsFor(t.app, t.database.db, [teacher.id]);
    const status = await client!.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.status).toBe(200);
    expect(status.body.spotify).toMatchObject({ configured: false, connected: false, account: null });
    expect(status.body.spotify.reason).toMatch(/SPOTIFY_CLIENT_ID/);
    const auth = await client!.get<{ errors: Record<string, string[]> }>('/api/spotify/auth');
    expect(auth.status).toBe(503);
    expect(auth.body.errors.spotify?.[0]).toMatch(/SPOTIFY_CLIENT_ID/);
  });

  it('a student meets "the jukebox is off" and no Spotify call is attempted', async () => {
    const teacher = await makeTeacher(t.database.db, { permissions: { jukebox: true } });
    const course = await makeCourse(t.database.db, teacher.id);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    const [client] = await clientsFor(t.app, t.database.db, [student.id]);
    const queue = await client!.post<{ errors: Record<string, string[]> }>('/api/spotify/queue');
    expect(queue.status).toBe(403);
    expect(queue.body.errors.jukebox).toEqual(['The jukebox is off in your class right now.']);
    const add = await client!.post('/api/spotify/queue/add', { track: { uri: 'spotify:track:abc' } });
    expect(add.status).toBe(403);
  });

  it('a connection stored before Spotify was unset counts for nothing: the jukebox hides', async () => {
    const teacher = await makeTeacher(t.database.db, { permissions: { jukebox: true } });
    await t.database.db.insert(spotifyConnections).values({
      teacherId: teacher.id,
      spotifyUserId: 'someone',
      displayName: 'Someone',
      product: 'premium',
      accessTokenSealed: 'v1.sealed',
      refreshTokenSealed: 'v1.sealed',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const asTeacher = await signIn(t.app, teacher.username);
    const saved = await asTeacher.put<{ settings: TSettingsView }>('/api/user/settings', {
      settings: { enableBetaFeatures: true, jukebox: { enabled: true } },
    });
    expect(saved.body.settings.spotifyConnected).toBe(false);
    const me = await asTeacher.get<{ user: { settings: TSettingsView } }>('/api/user');
    expect(me.body.user.settings.spotifyConnected).toBe(false);
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const list = await admin.get<{ users: TTeacherSummary[] }>('/api/users?role=teacher');
    expect(list.body.users.find((u) => u.username === teacher.username)?.settings.spotifyConnected).toBe(false);
  });

  it('the callback with a made-up state goes back to the settings saying it failed', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/spotify/callback?code=x&state=made-up' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/teacher/settings?spotify=failed');
    const junk = await t.app.inject({ method: 'GET', url: `/api/spotify/callback?state=${'x'.repeat(5000)}` });
    expect(junk.headers.location).toBe('/teacher/settings?spotify=failed');
  });
});

describe('the access request (P37)', () => {
  it('validates name and email, records the request for the admin, and the admin grants it', async () => {
    const teacher = await makeTeacher(t.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const asTeacher = await signIn(t.app, teacher.username);

    const empty = await asTeacher.put<{ errors: Record<string, string[]> }>('/api/user/settings/jukebox', {
      values: { name: '', email: 'nope' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['Required'], email: ['Not a valid email'] });

    const sent = await asTeacher.put<{ settings: TSettingsView }>('/api/user/settings/jukebox', {
      values: { name: 'Ada Lovelace', email: 'ada@school.org' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.settings.jukebox.requested).toBe(true);
    expect(sent.body.settings.spotifyConnected).toBe(false);

    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    const list = await admin.get<{ users: TTeacherSummary[] }>('/api/users?role=teacher');
    const mine = list.body.users.find((u) => u.username === teacher.username);
    expect(mine?.jukeboxRequest).toMatchObject({ name: 'Ada Lovelace', email: 'ada@school.org' });
    expect(mine?.permissions.jukebox).toBe(false);

    const granted = await admin.put<{ user: TTeacherSummary }>(`/api/users/${teacher.username}`, {
      user: { permissions: { jukebox: true } },
    });
    expect(granted.body.user.permissions.jukebox).toBe(true);
  });

  it('is for teachers only', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const [client] = await clientsFor(t.app, t.database.db, [student.id]);
    const answer = await client!.put('/api/user/settings/jukebox', { values: { name: 'x', email: 'x@y.z' } });
    expect(answer.status).toBe(403);
  });
});
