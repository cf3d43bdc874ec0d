import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songRequests, transactions } from '../../src/server/db/schema';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// P35: these claims only mean something where requests really run at once: npm run test:pg.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

async function classWith(count: number, points: number) {
  const teacher = await makeTeacher(t.database.db, { settings: songSettings() });
  const course = await makeCourse(t.database.db, teacher.id);
  const students = await Promise.all(
    Array.from({ length: count }, () => makeStudent(t.database.db, teacher.id, { courseId: course.id })),
  );
  for (const s of students) await giveBonus(t.database.db, teacher.id, s.id, points);
  const [teacherClient, ...clients] = await clientsFor(t.app, t.database.db, [
    teacher.id,
    ...students.map((s) => s.id),
  ]);
  return { teacher, course, students, teacherClient: teacherClient!, clients };
}

describe('song request storms', () => {
  it('20 students requesting the same song at once make exactly one request, and only its requester pays', async () => {
    const { course, students, clients } = await classWith(20, 500);
    const answers = await Promise.all(
      clients.map((c, i) =>
        c.post('/api/songs', {
          song: { title: i % 2 ? 'Mr. Brightside' : '  mr. brightside ', artist: 'The Killers' },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a.body).toEqual({ errors: { song: ['This song has already been requested'] } });
    const rows = await t.database.db.select().from(songRequests).where(eq(songRequests.courseId, course.id));
    expect(rows).toHaveLength(1);
    const charges = await t.database.db
      .select()
      .from(transactions)
      .where(
        and(
          inArray(
            transactions.studentId,
            students.map((s) => s.id),
          ),
          eq(transactions.source, 'song'),
        ),
      );
    expect(charges).toHaveLength(1);
    expect(charges[0]!.studentId).toBe(rows[0]!.studentId);
  });

  it('one student firing 10 different requests with points for 3 gets 3', async () => {
    const { clients, teacherClient, students } = await classWith(1, 300);
    const [client] = clients;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client!.post('/api/songs', { song: { title: `Song ${i}`, artist: 'X' } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const account = await teacherClient.get<TStudentAccount>(`/api/scores?username=${students[0]!.username}`);
    expect(account.body.totals.balance).toBe(0);
  });

  it('two sessions processing the same request or removal at once refund exactly once', async () => {
    const { teacher, clients, teacherClient, students } = await classWith(2, 1000);
    const [second] = await clientsFor(t.app, t.database.db, [teacher.id]);
    const [requester, remover] = clients;
    const made = await requester!.post<{ song: TSong }>('/api/songs', { song: { title: 'Once', artist: 'Y' } });
    const id = made.body.song._id;
    const rejectAll = await Promise.all(
      [teacherClient, second!, teacherClient, second!].map((c) =>
        c.put(`/api/songs/${id}`, { song: { status: 'rejected' } }),
      ),
    );
    expect(rejectAll.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);

    const kept = await requester!.post<{ song: TSong }>('/api/songs', { song: { title: 'Kept', artist: 'Y' } });
    const keptId = kept.body.song._id;
    await teacherClient.put(`/api/songs/${keptId}`, { song: { status: 'approved' } });
    // Several removal requests at once: one is charged, the rest find the song already pending removal.
    const asks = await Promise.all(
      [remover!, remover!, requester!].map((c) =>
        c.put(`/api/songs/${keptId}`, { song: { status: 'pendingRemoval' } }),
      ),
    );
    expect(asks.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const decisions = await Promise.all([
      teacherClient.put(`/api/songs/${keptId}`, { song: { status: 'approved' } }),
      second!.put(`/api/songs/${keptId}`, { song: { status: 'approved' } }),
      second!.put(`/api/songs/${keptId}`, { song: { status: 'removed' } }),
      teacherClient.delete(`/api/songs/${keptId}`),
    ]);
    expect(decisions.filter((a) => a.status === 200 || a.status === 204).length).toBeGreaterThanOrEqual(1);
    const balances = await Promise.all(
      students.map(
        async (s) =>
          (await teacherClient.get<TStudentAccount>(`/api/scores?username=${s.username}`)).body.totals.balance,
      ),
    );
    // Requester: paid 100 for 'Once' (refunded) and 100 for 'Kept'; maybe +50 if removal won.
    // Remover (or requester, whoever won the removal request): 200 charged and refunded unless removed.
    const total = balances.reduce((n, b) => n + b, 0);
    const removedWon = decisions[2]!.status === 200;
    expect(total).toBe(removedWon ? 2000 - 100 - 200 + 50 : 2000 - 100);
  });
});
