import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { serverSongsText } from '../../src/server/features/songs/texts';
import musicEn from '../../src/shared/music/locales/en';
import { musicText } from '../../src/shared/music/texts';
import type { TNotification } from '../../src/shared/notifications';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { spanishOf } from '../support/catalogue-files';

const serverSongsEs = await spanishOf(serverSongsText);
const musicEs = await spanishOf(musicText);

// P51: the song requests' refusals answer in the request's language, their keys staying English,
// and the teacher's e-mail about a new request is written in the teacher's own language.
let t: TestApp;
const sent: Array<{ to: string; subject: string; text: string; html: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async (m) => void sent.push(m) } });
});
afterAll(() => t.close());

describe('song requests in Spanish', () => {
  it('refuses in Spanish with the English key, and e-mails a Spanish teacher in Spanish', async () => {
    const settings = songSettings((s) => {
      s.notifications = { email: 'maestra@school.org', enabled: { forSongs: true, forStore: false } };
    });
    const teacher = await makeTeacher(t.database.db, { settings });
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, teacher.id));
    const course = await makeCourse(t.database.db, teacher.id, 2);
    const student = await makeStudent(t.database.db, teacher.id, {
      courseId: course.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    await giveBonus(t.database.db, teacher.id, student.id, 1000);
    const [client] = await clientsFor(t.app, t.database.db, [student.id]);
    const spanish = client!.acceptingLanguage('es');

    const before = sent.length;
    const made = await spanish.post<{ song: TSong }>('/api/songs', { song: { title: 'Sol', artist: 'Luna' } });
    expect(made.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(serverSongsEs.emailSubject.replace('{student}', 'Ana Ruiz'));
    expect(mail[0]!.text).toBe('Ana Ruiz pidió una canción: Sol de Luna.');
    expect(mail[0]!.html).toBe('<p>Ana Ruiz pidió una canción: <strong>Sol</strong> de Luna.</p>');

    const again = await spanish.post<{ errors: Record<string, string[]> }>('/api/songs', {
      song: { title: 'Sol', artist: 'Luna' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ song: [serverSongsEs.duplicate] });
  });
});

describe('a decision’s reason or condition, read in each reader’s language (issue 42, review 1.2)', () => {
  it('a reason or condition from the app’s list reads in the reader’s language; a teacher’s own words stay as written', async () => {
    const teacher = await makeTeacher(t.database.db, { settings: songSettings() });
    const course = await makeCourse(t.database.db, teacher.id, 5);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 1000);
    const [client] = await clientsFor(t.app, t.database.db, [student.id]);
    const request = async (title: string) =>
      (await client!.post<{ song: TSong }>('/api/songs', { song: { title, artist: 'Luna' } })).body.song._id;
    const rejected = await request('Uno');
    const approved = await request('Dos');
    const ownWords = await request('Tres');
    const teacherClient = await signIn(t.app, teacher.username);
    // An English teacher picks a reason; a Spanish teacher (their dialog sends Spanish) a condition.
    const decide = (id: string, status: string, statusDescription: string, language: string) =>
      teacherClient.acceptingLanguage(language).put(`/api/songs/${id}`, { song: { status, statusDescription } });
    expect((await decide(rejected, 'rejected', musicEn.reasonInappropriate, 'en')).status).toBe(200);
    expect((await decide(approved, 'approved', musicEs.conditionClean, 'es')).status).toBe(200);
    expect((await decide(ownWords, 'rejected', 'Not before lunch', 'en')).status).toBe(200);

    const described = async (language: string) => {
      const songs = await client!.acceptingLanguage(language).get<{ songs: TSong[] }>('/api/songs/student');
      return Object.fromEntries(songs.body.songs.map((s) => [s.title, s.statusDescription]));
    };
    expect(await described('es')).toEqual({
      Uno: musicEs.reasonInappropriate,
      Dos: musicEs.conditionClean,
      Tres: 'Not before lunch',
    });
    expect(await described('en')).toEqual({
      Uno: musicEn.reasonInappropriate,
      Dos: musicEn.conditionClean,
      Tres: 'Not before lunch',
    });
    // The notification carries it too: "Rechazada: Contenido inapropiado", never "Inappropriate content".
    const notices = await client!.acceptingLanguage('es').get<{ notifications: TNotification[] }>('/api/notifications');
    const contents = notices.body.notifications.map((n) => n.content).join(' | ');
    expect(contents).toContain(musicEs.reasonInappropriate);
    expect(contents).toContain(musicEs.conditionClean);
    expect(contents).not.toContain(musicEn.reasonInappropriate);
  });
});
