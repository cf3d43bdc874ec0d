import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/common/password';
import type { Database } from '../../src/server/db/client';
import { TEST_PASSWORD, signIn } from '../support/factories';
import { RELEASE_0009, fillRelease0009 } from '../support/releases/release-0009';
import { appOver, installRelease, migrationsOfRelease, type OldInstallation } from '../support/upgrade';

/**
 * An installation of the previous release, with a school's data in it, upgraded by this release:
 * its migrations run at start, and everything the school had still works through the API, the
 * same ids included (clients and links hold them). On PGlite for `npm test`, PostgreSQL for
 * `npm run test:pg`.
 */
let installation: OldInstallation | undefined;
let upgraded: Database | undefined;
afterAll(async () => {
  await upgraded?.close();
  await installation?.discard();
});

type TTotals = { bonuses: number; fines: number; purchases: number; balance: number };

describe('upgrading from the release whose newest migration is 0009', () => {
  it('migrates a filled database and loses nothing: people sign in, balances, orders, songs and passes are there', async () => {
    installation = await installRelease(await migrationsOfRelease('0009_jukebox_holds'));
    await fillRelease0009(installation.database.db, await hashPassword(TEST_PASSWORD));

    upgraded = await installation.upgrade();
    const { applied } = await upgraded.migrate();
    expect(applied).toBeGreaterThan(0);
    const app = await appOver(upgraded);
    try {
      const { teacher, students, order, song } = RELEASE_0009;
      const [ada, ben] = students;
      const asTeacher = await signIn(app, teacher.username);

      const account = await asTeacher.get<{ totals: TTotals }>(`/api/scores?username=${ada.username}`);
      expect(account.status).toBe(200);
      expect(account.body.totals).toMatchObject({ ...RELEASE_0009.firstStudentTotals, balance: 25 });

      const courses = await asTeacher.get<{ courses: { students: { _id: string }[] }[] }>('/api/courses');
      expect(courses.body.courses[0]?.students.map((s) => s._id).sort()).toEqual([ada.id, ben.id]);

      // The ids clients held before the upgrade still name the same people and things.
      const bonus = await asTeacher.post('/api/transactions', {
        transaction: { student: ben.id, amount: 5, description: 'After the upgrade', type: 'bonus' },
      });
      expect(bonus.status).toBe(201);
      const benAccount = await asTeacher.get<{ totals: TTotals }>(`/api/scores?username=${ben.username}`);
      expect(benAccount.body.totals.balance).toBe(35);

      const songs = await asTeacher.get<{ songs: { _id: string; title: string }[] }>('/api/songs/teacher');
      expect(songs.body.songs.map((s) => s._id)).toEqual([song.id]);
      // Deciding on an old request reads and writes the whole row, the columns this release added too.
      const approved = await asTeacher.put<{ song: { status: string } }>(`/api/songs/${song.id}`, {
        song: { status: 'approved' },
      });
      expect(approved.status).toBe(200);
      expect(approved.body.song.status).toBe('approved');
      const passes = await asTeacher.get<{ passes: unknown[] }>('/api/passes');
      expect(passes.status).toBe(200);
      expect(passes.body.passes).toHaveLength(1);

      const asAda = await signIn(app, ada.username);
      const orders = await asAda.get<{ purchases: { _id: string }[] }>('/api/purchases/student');
      expect(orders.body.purchases.map((p) => p._id)).toEqual([order.id]);
      const me = await asAda.get<{ user: { hasPrime: boolean } }>('/api/user');
      expect(me.body.user.hasPrime).toBe(true);
    } finally {
      await app.close();
    }
  });
});
