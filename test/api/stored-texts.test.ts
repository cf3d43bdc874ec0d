import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, transactions } from '../../src/server/db/schema';
import serverSongsEn from '../../src/server/features/songs/locales/en';
import { serverSongsText } from '../../src/server/features/songs/texts';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TNotification } from '../../src/shared/notifications';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';
import { spanishOf } from '../support/catalogue-files';

const serverSongsEs = await spanishOf(serverSongsText);

// P51: a notification or a ledger line the system writes is written by one person's request and
// read by another, later: it is read in the reader's language at the moment they read it, whatever
// language wrote it; the row keeps its English for whatever reads the table itself.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fill = (message: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), message);

async function listed(client: ApiClient): Promise<TNotification[]> {
  const answer = await client.get<{ notifications: TNotification[] }>('/api/notifications');
  expect(answer.status).toBe(200);
  return answer.body.notifications;
}

describe('notifications read in the reader’s language', () => {
  it('a song request written in English is read in Spanish by a teacher whose browser asks for it, and back', async () => {
    const teacher = await makeTeacher(t.database.db, { settings: songSettings() });
    const course = await makeCourse(t.database.db, teacher.id, 3);
    const student = await makeStudent(t.database.db, teacher.id, {
      courseId: course.id,
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    await giveBonus(t.database.db, teacher.id, student.id, 1000);
    const [studentClient] = await clientsFor(t.app, t.database.db, [student.id]);
    const made = await studentClient!.post<{ song: TSong }>('/api/songs', { song: { title: 'Sol', artist: 'Luna' } });
    expect(made.status).toBe(201);

    const teacherClient = await signIn(t.app, teacher.username);
    const [inSpanish] = await listed(teacherClient.acceptingLanguage('es-MX,es;q=0.9'));
    expect(inSpanish!.title).toBe(serverSongsEs.newRequestTitle);
    const songEs = fill(serverSongsEs.quoted, { title: 'Sol', artist: 'Luna' });
    expect(inSpanish!.content).toBe(fill(serverSongsEs.newRequest, { student: 'Ana Ruiz', song: songEs }));

    const [inEnglish] = await listed(teacherClient.acceptingLanguage('en-US'));
    expect(inEnglish!.title).toBe(serverSongsEn.newRequestTitle);
    const songEn = fill(serverSongsEn.quoted.replaceAll("''", "'"), { title: 'Sol', artist: 'Luna' });
    expect(inEnglish!.content).toBe(fill(serverSongsEn.newRequest, { student: 'Ana Ruiz', song: songEn }));

    // The row itself keeps the English, the message beside it.
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.userId, teacher.id));
    expect(row!.title).toBe(serverSongsEn.newRequestTitle);
    expect(row!.wording).toMatchObject({ title: { catalogue: 'server-songs', key: 'newRequestTitle' } });
  });

  it('the teacher decides in English; the student reads it in Spanish, with the refund inside it', async () => {
    const teacher = await makeTeacher(t.database.db, { settings: songSettings() });
    const course = await makeCourse(t.database.db, teacher.id, 4);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 1000);
    const [studentClient] = await clientsFor(t.app, t.database.db, [student.id]);
    const made = await studentClient!.post<{ song: TSong }>('/api/songs', { song: { title: 'Mar', artist: 'Río' } });
    const teacherClient = await signIn(t.app, teacher.username);
    const rejected = await teacherClient
      .acceptingLanguage('en')
      .put(`/api/songs/${made.body.song._id}`, { song: { status: 'rejected' } });
    expect(rejected.status).toBe(200);

    const [notice] = await listed(studentClient!.acceptingLanguage('es'));
    expect(notice!.title).toBe(serverSongsEs.rejectedTitle);
    expect(notice!.content).toContain(fill(serverSongsEs.quoted, { title: 'Mar', artist: 'Río' }));
    expect(notice!.content).toContain(serverSongsEs.refunded.split('{')[0]!.trim());
  });

  it('a row whose message a later version no longer has is read as it was stored', async () => {
    const teacher = await makeTeacher(t.database.db);
    await t.database.db.insert(notifications).values({
      userId: teacher.id,
      type: 'info',
      title: 'Old title',
      content: 'Old content',
      wording: { title: { catalogue: 'server-songs', key: 'goneKey' }, content: { nonsense: true } },
    });
    const [notice] = await listed((await signIn(t.app, teacher.username)).acceptingLanguage('es'));
    expect(notice).toMatchObject({ title: 'Old title', content: 'Old content' });
  });

  it('a song’s charge and refund are read in the language of whoever reads the ledger', async () => {
    const teacher = await makeTeacher(t.database.db, { settings: songSettings() });
    const course = await makeCourse(t.database.db, teacher.id, 5);
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 1000);
    const [studentClient] = await clientsFor(t.app, t.database.db, [student.id]);
    const made = await studentClient!.post<{ song: TSong }>('/api/songs', { song: { title: 'Cielo', artist: 'Mar' } });
    const teacherClient = await signIn(t.app, teacher.username);
    await teacherClient.put(`/api/songs/${made.body.song._id}`, { song: { status: 'rejected' } });

    const read = async (client: ApiClient) => {
      const answer = await client.get<TStudentAccount>(`/api/scores?username=${student.username}`);
      expect(answer.status).toBe(200);
      return answer.body.transactions.map((entry) => entry.description);
    };
    const song = { title: 'Cielo', artist: 'Mar' };
    const spanish = await read(teacherClient.acceptingLanguage('es'));
    expect(spanish).toContain(fill(serverSongsEs.ledgerRequest, song));
    expect(spanish).toContain(fill(serverSongsEs.ledgerRefund, { ...song, why: serverSongsEs.whyRejected }));
    const english = await read(studentClient!.acceptingLanguage('en'));
    expect(english).toContain(fill(serverSongsEn.ledgerRequest, song));

    // The rows hold the English.
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.studentId, student.id));
    expect(rows.map((r) => r.description)).toContain(fill(serverSongsEn.ledgerRequest, song));
  });
});
