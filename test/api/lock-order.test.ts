import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher, type MadeUser } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { type ApiAnswer, type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// Issue 27, item 5: every path that locks several rows takes them in one order (the kernel's
// README of locks, src/server/economy/lock-order.md), so mixes of a class's ordinary actions never
// deadlock. Deadlocks happen only where requests really run at once: npm run test:pg.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

function busySettings() {
  return songSettings((s) => {
    s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 1 };
    s.songs.removals = { ...s.songs.removals, enabled: true, purchaseAmount: 5 };
    s.products.storeEnabled = true;
  });
}

async function busyClass(count: number) {
  const teacher = await makeTeacher(t.database.db, { settings: busySettings() });
  const course = await makeCourse(t.database.db, teacher.id);
  const students: MadeUser[] = [];
  for (let i = 0; i < count; i++) {
    const student = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
    await giveBonus(t.database.db, teacher.id, student.id, 10_000);
    students.push(student);
  }
  const [teacherClient, ...clients] = await clientsFor(t.app, t.database.db, [
    teacher.id,
    ...students.map((s) => s.id),
  ]);
  return { teacher, course, students, teacherClient: teacherClient!, clients };
}

/** No answer is a server error: refusals (409, 404) are fine, a deadlock's 500 is not. */
function expectNoServerErrors(answers: ApiAnswer[]) {
  const failed = answers.filter((a) => a.status >= 500);
  expect(failed.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  // And the mix really ran: requests were accepted, not all refused for a mistake in the test. (On
  // PGlite's one connection a delete may come first and leave the rest nothing to do.)
  if (t.database.driver === 'pg') expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(1);
}

async function approvedSong(requester: ApiClient, teacher: ApiClient, title: string): Promise<string> {
  const made = await requester.post<{ song: TSong }>('/api/songs', { song: { title, artist: 'Lock Order' } });
  expect(made.status).toBe(201);
  const approved = await teacher.put(`/api/songs/${made.body.song._id}`, { song: { status: 'approved' } });
  expect(approved.status).toBe(200);
  return made.body.song._id;
}

describe('one lock order for every path', () => {
  it("a teacher's passes for a student during that student's song requests and removals never deadlock", async () => {
    const { students, teacherClient, clients } = await busyClass(2);
    const [student] = students;
    const [studentClient, classmateClient] = clients;
    const songIds: string[] = [];
    for (let i = 0; i < 5; i++) songIds.push(await approvedSong(classmateClient!, teacherClient, `Theirs ${i}`));
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) =>
        teacherClient.post('/api/passes', {
          pass: {
            student: student!.id,
            destination: 'Library',
            duration: 5,
            createdBy: 'Teacher',
            override: true,
            cost: i % 2,
          },
        }),
      ),
      ...Array.from({ length: 15 }, (_, i) =>
        studentClient!.post('/api/songs', { song: { title: `Mine ${i}`, artist: 'Lock Order' } }),
      ),
      ...songIds.map((id) => studentClient!.put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } })),
      ...Array.from({ length: 10 }, () => studentClient!.post('/api/passes', { pass: {} })),
    ]);
    expectNoServerErrors(answers);
  });

  it('teachers settling removals while the remover buys and requests never deadlock', async () => {
    const { teacherClient, clients } = await busyClass(3);
    const [requester, remover, other] = clients;
    const songIds: string[] = [];
    for (let i = 0; i < 6; i++) songIds.push(await approvedSong(requester!, teacherClient, `Settle ${i}`));
    for (const id of songIds) {
      expect((await remover!.put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } })).status).toBe(200);
    }
    const answers = await Promise.all([
      ...songIds.map((id, i) =>
        i % 2
          ? teacherClient.put(`/api/songs/${id}`, { song: { status: 'removed' } })
          : teacherClient.put(`/api/songs/${id}`, { song: { status: 'approved' } }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        remover!.post('/api/songs', { song: { title: `Remover ${i}`, artist: 'Lock Order' } }),
      ),
      ...Array.from({ length: 10 }, () => remover!.post('/api/passes', { pass: {} })),
      ...Array.from({ length: 5 }, (_, i) =>
        other!.post('/api/songs', { song: { title: `Other ${i}`, artist: 'Lock Order' } }),
      ),
    ]);
    expectNoServerErrors(answers);
  });

  it('deleting a busy student, whose songs classmates paid to remove, never deadlocks', async () => {
    for (let round = 0; round < 3; round++) {
      const { teacher, students, teacherClient, clients } = await busyClass(3);
      const [busy] = students;
      const [busyClient, classmate, another] = clients;
      const product = await makeProduct(t.database.db, teacher.id, { quantity: 100, cost: 1 });
      const songIds: string[] = [];
      for (let i = 0; i < 4; i++) songIds.push(await approvedSong(busyClient!, teacherClient, `Busy ${round} ${i}`));
      const theirs = await approvedSong(classmate!, teacherClient, `Classmate ${round}`);
      const answers = await Promise.all([
        ...songIds.map((id, i) =>
          (i % 2 ? classmate! : another!).put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } }),
        ),
        busyClient!.put(`/api/songs/${theirs}`, { song: { status: 'pendingRemoval' } }),
        ...Array.from({ length: 6 }, (_, i) =>
          busyClient!.post('/api/songs', { song: { title: `Late ${round} ${i}`, artist: 'Lock Order' } }),
        ),
        ...Array.from({ length: 4 }, () =>
          busyClient!.post('/api/purchases', { purchase: { products: [product.id], quantities: { [product.id]: 1 } } }),
        ),
        busyClient!.post('/api/passes', { pass: {} }),
        ...songIds.map((id) => teacherClient.put(`/api/songs/${id}`, { song: { status: 'removed' } })),
        teacherClient.delete(`/api/users/student/${busy!.username}`),
      ]);
      // Requests of the deleted student after the delete answer 401/404; none may be a 500.
      expectNoServerErrors(answers);
    }
  });
});
