import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import serverSongsEs from '../../src/server/features/songs/locales/es';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';

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
