import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/common/password';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/raw';
import { hashSessionToken } from '../../src/server/http/session-token';
import { apiClient } from '../support/test-app';
import { TEST_PASSWORD, signIn } from '../support/factories';
import { fillRelease0010, RELEASE_0010 } from '../support/releases/release-0010';
import { appOver, installRelease, migrationsOfRelease, type OldInstallation } from '../support/upgrade';

/**
 * Migration 0011 (P40) splits each student into a person and an account with their teacher. An
 * installation of the release before it, filled with two teachers' classes, is upgraded by this
 * release: every student keeps their id as their account's, their course, Prime and standing, every
 * balance, and every row that pointed at them points at their account. PGlite for `npm test`,
 * PostgreSQL for `npm run test:pg`.
 */
const installations: OldInstallation[] = [];
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const installation of installations) await installation.discard();
});

async function installAndFill(): Promise<OldInstallation> {
  const installation = await installRelease(await migrationsOfRelease('0010_song_track_uri'));
  installations.push(installation);
  await fillRelease0010(
    installation.database.db,
    await hashPassword(TEST_PASSWORD),
    hashSessionToken(RELEASE_0010.adaSessionToken),
  );
  return installation;
}

const { teachers, courses, students, order, song } = RELEASE_0010;
type TTotals = { balance: number };

describe('upgrading from the release whose newest migration is 0010 (one teacher per student)', () => {
  it('gives each student one account with their old id, course, Prime and standing; balances and rows follow', async () => {
    const installation = await installAndFill();
    const upgraded = await installation.upgrade();
    opened.push(upgraded);
    expect((await upgraded.migrate()).applied).toBeGreaterThan(0);
    const { db } = upgraded;

    const accounts = await queryRows<{
      id: string;
      person_id: string;
      teacher_id: string;
      dropped: boolean;
      has_prime: boolean;
      prime_expires_at: Date | string | null;
      courses: string[] | null;
    }>(
      db,
      sql`select a.*, (select json_agg(e.course_id) from enrollments e where e.account_id = a.id) as courses
          from student_accounts a order by a.id`,
    );
    expect(
      accounts.map((a) => ({ ...a, prime_expires_at: a.prime_expires_at && new Date(a.prime_expires_at) })),
    ).toEqual(
      [
        [students.ada, teachers.noether, false, true, new Date(RELEASE_0010.primeExpiresAt), [courses.algebra.id]],
        [students.ben, teachers.noether, true, false, null, [courses.algebra.id]],
        [students.cleo, teachers.noether, false, false, null, null],
        [students.dan, teachers.curie, false, false, null, [courses.physics.id]],
      ].map(([student, teacher, dropped, hasPrime, primeExpiresAt, courseIds]) => ({
        id: (student as { id: string }).id,
        person_id: (student as { id: string }).id,
        teacher_id: (teacher as { id: string }).id,
        dropped,
        has_prime: hasPrime,
        prime_expires_at: primeExpiresAt,
        courses: courseIds,
        // Columns of later migrations: nobody has the accommodation (P48) or a kiosk PIN (P49) until a teacher sets it.
        pass_accommodation: false,
        kiosk_pin_hash: null,
        created_at: expect.anything(),
        updated_at: expect.anything(),
      })),
    );
    const personal = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_name = 'users'
          and column_name in ('teacher_id', 'course_id', 'dropped', 'has_prime', 'prime_expires_at')`,
    );
    expect(personal).toEqual([]);
    const [notified] = await queryRows<{ account_id: string | null }>(
      db,
      sql`select account_id from notifications where user_id = ${students.ada.id}`,
    );
    expect(notified?.account_id).toBe(students.ada.id);

    const app = await appOver(upgraded);
    try {
      const noether = await signIn(app, teachers.noether.username);
      const curie = await signIn(app, teachers.curie.username);
      for (const [name, balance] of Object.entries(RELEASE_0010.balances)) {
        const student = students[name as keyof typeof students];
        const teacher = name === 'dan' ? curie : noether;
        const account = await teacher.get<{ totals: TTotals }>(`/api/scores?username=${student.username}`);
        expect({ name, balance: account.body.totals?.balance }).toEqual({ name, balance });
      }

      // A session open before the upgrade still works, in the student's only class.
      const adaBefore = apiClient(app, RELEASE_0010.adaSessionToken);
      const me = await adaBefore.get<{ user: { _id: string; hasPrime: boolean; darkMode: boolean } }>('/api/user');
      expect(me.body.user).toMatchObject({ _id: students.ada.id, hasPrime: true, darkMode: true });
      const myOrders = await adaBefore.get<{ purchases: { _id: string }[] }>('/api/purchases/student');
      expect(myOrders.body.purchases.map((p) => p._id)).toEqual([order.id]);

      // Ids clients held still name the same students; the other teacher's are not found (P4).
      const bonus = await noether.post('/api/transactions', {
        transaction: { student: students.cleo.id, amount: 5, description: 'After the upgrade', type: 'bonus' },
      });
      expect(bonus.status).toBe(201);
      const across = await curie.post('/api/transactions', {
        transaction: { student: students.cleo.id, amount: 5, description: 'Not mine', type: 'bonus' },
      });
      expect(across.status).toBe(404);

      // The dropped student is still suspended.
      const ben = await signIn(app, students.ben.username);
      expect((await ben.get('/api/scores?username=' + students.ben.username)).status).toBe(403);

      // The removal Ada asked for still names her, and the song still names Ben.
      const songs = await noether.get<{ songs: { _id: string; student: { _id: string } }[] }>('/api/songs/teacher');
      expect(songs.body.songs.map((s) => [s._id, s.student._id])).toEqual([[song.id, students.ben.id]]);

      // Deleting a student now removes their account with everything in it, and the person.
      expect((await noether.delete(`/api/users/student/${students.ada.username}`)).status).toBe(204);
      const left = await queryRows<{ n: number }>(
        db,
        sql`select (select count(*) from transactions where student_id = ${students.ada.id})
              + (select count(*) from purchases where student_id = ${students.ada.id})
              + (select count(*) from users where id = ${students.ada.id})
              + (select count(*) from sessions where user_id = ${students.ada.id})
              + (select count(*) from song_requests where removal_requested_by = ${students.ada.id}) as n`,
      );
      expect(Number(left[0]?.n)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('stops with a clear message, changing nothing, when a ledger row names a teacher not the student’s', async () => {
    const installation = await installAndFill();
    await installation.database.db.execute(
      sql`insert into transactions (teacher_id, student_id, type, amount, description)
          values (${teachers.curie.id}, ${students.ada.id}, 'bonus', 1, 'Crossed wires')`,
    );
    const upgraded = await installation.upgrade();
    opened.push(upgraded);
    await expect(upgraded.migrate()).rejects.toThrow(
      /rows whose teacher is not their student's teacher \(transactions: 1\)/,
    );
    const stillOld = await queryRows<{ n: number }>(
      upgraded.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'student_accounts'`,
    );
    expect(stillOld[0]?.n).toBe(0);
  });
});
