import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/server/db/schema';
import { serverJukeboxText } from '../../src/server/features/jukebox/texts';
import serverSpotifyEn from '../../src/server/integrations/spotify/locales/en';
import { serverSpotifyText } from '../../src/server/integrations/spotify/texts';
import type { TSpotifyStatus } from '../../src/shared/jukebox';
import type { TStudentAccount } from '../../src/shared/ledger';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { jukeboxClass, jukeboxSettings, type JukeboxWorld, startJukeboxWorld, uriOf } from '../support/jukebox-setup';
import { clientsFor } from '../support/song-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { spanishOf } from '../support/catalogue-files';

const serverJukeboxEs = await spanishOf(serverJukeboxText);
const serverSpotifyEs = await spanishOf(serverSpotifyText);

// P51: the jukebox's refusals answer in the language the request asks for, their error keys staying
// English, and the English stays exactly as it was; what the jukebox writes (the ledger line, the
// playlist's description in Spotify) is in the language of the person whose request writes it.
type Errors = { errors: Record<string, string[]> };

describe('the jukebox in Spanish, without Spotify set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("says why it can't connect in the teacher's language", async () => {
    const teacher = await makeTeacher(t.database.db, { permissions: { jukebox: true } });
    const [client] = await clientsFor(t.app, t.database.db, [teacher.id]);
    const spanish = client!.acceptingLanguage('es');

    const status = await spanish.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify.reason).toBe(serverSpotifyEs.noClient);
    const auth = await spanish.get<Errors>('/api/spotify/auth');
    expect(auth.status).toBe(503);
    expect(auth.body.errors).toEqual({ spotify: [serverSpotifyEs.noClient] });

    const english = await client!.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(english.body.spotify.reason).toBe(serverSpotifyEn.noClient);
  });

  it('refuses a student in Spanish, with the English key', async () => {
    const teacher = await makeTeacher(t.database.db, { permissions: { jukebox: true } });
    const course = await makeCourse(t.database.db, teacher.id);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    const [pupil] = await clientsFor(t.app, t.database.db, [student.id]);

    const off = await pupil!.acceptingLanguage('es').post<Errors>('/api/spotify/queue');
    expect(off.status).toBe(403);
    expect(off.body.errors).toEqual({ jukebox: [serverJukeboxEs.jukeboxOff] });
    const offInEnglish = await pupil!.post<Errors>('/api/spotify/queue');
    expect(offInEnglish.body.errors).toEqual({ jukebox: ['The jukebox is off in your class right now.'] });
  });
});

describe('the jukebox in Spanish, with Spotify', () => {
  let world: JukeboxWorld;
  beforeAll(async () => {
    world = await startJukeboxWorld();
  });
  afterAll(() => world.close());

  it('refuses a teacher the admin has not given the jukebox, in Spanish', async () => {
    const unpermitted = await makeTeacher(world.t.database.db);
    const [other] = await clientsFor(world.t.app, world.t.database.db, [unpermitted.id]);
    const denied = await other!.acceptingLanguage('es-MX,es;q=0.9').get<Errors>('/api/spotify/auth');
    expect(denied.status).toBe(403);
    expect(denied.body.errors).toEqual({ jukebox: [serverJukeboxEs.noPermission] });
    const deniedInEnglish = await other!.get<Errors>('/api/spotify/auth');
    expect(deniedInEnglish.body.errors).toEqual({
      jukebox: ['Jukebox access has not been turned on for your account yet. Request it in Settings under Jukebox.'],
    });
  });

  it("a Spanish student's refusals are in Spanish, nothing taken; the English is unchanged", async () => {
    const { student } = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.skipSongs.enabled = false)),
    );
    const pupil = await student(1000);
    const spanish = pupil.client.acceptingLanguage('es');

    const skip = await spanish.post<Errors>('/api/spotify/queue/skip', { track: { name: 'Anything' } });
    expect(skip.status).toBe(403);
    expect(skip.body.errors).toEqual({ jukebox: [serverJukeboxEs.skipsOff] });
    const skipInEnglish = await pupil.client.post<Errors>('/api/spotify/queue/skip', { track: { name: 'Anything' } });
    expect(skipInEnglish.body.errors).toEqual({ jukebox: ['Skipping songs is turned off in your class.'] });

    world.fake.control.failNext(
      { method: 'POST', path: '/v1/me/player/queue' },
      { status: 429, headers: { 'retry-after': '30' } },
    );
    const slow = await spanish.post<Errors>('/api/spotify/queue/add', { track: { uri: uriOf(world, 'Bell Rings') } });
    expect(slow.status).toBe(429);
    expect(slow.body.errors.jukebox).toEqual([
      'Spotify nos pidió ir más despacio. Vuelve a intentarlo en 30 segundos. No se te cobró ningún punto.',
    ]);
  });

  it("a paid song is read in the reader's language, the playlist's description in the teacher's", async () => {
    // Another class: the one before is still waiting out Spotify's 30 seconds.
    const { teacher, course, student } = await jukeboxClass(world);
    const pupil = await student(1000);
    const added = await pupil.client
      .acceptingLanguage('es')
      .post('/api/spotify/queue/add', { track: { uri: uriOf(world, 'Paper Lanterns') } });
    expect(added.status).toBe(200);
    const [charge] = await world.t.database.db
      .select({ description: transactions.description })
      .from(transactions)
      .where(and(eq(transactions.studentId, pupil.id), eq(transactions.type, 'purchase')));
    // The row keeps the English; each reader reads the line in their own language.
    expect(charge?.description).toBe('Jukebox: Paper Lanterns by The Quiet Comets');
    const lines = async (tags: string) =>
      (
        await teacher.client.acceptingLanguage(tags).get<TStudentAccount>(`/api/scores?username=${pupil.username}`)
      ).body.transactions.map((entry) => entry.description);
    expect(await lines('es')).toContain('Rocola: Paper Lanterns de The Quiet Comets');
    expect(await lines('en')).toContain('Jukebox: Paper Lanterns by The Quiet Comets');

    const made = await teacher.client
      .acceptingLanguage('es')
      .post<{ playlist: { id: string } }>('/api/spotify/playlist/create', { name: 'Lista', slug: course.slug });
    expect(made.status).toBe(201);
    expect(world.fake.control.state.playlists.get(made.body.playlist.id)?.description).toBe(
      'Rocola de la clase del periodo 2, creada por Classmint',
    );
  });
});
