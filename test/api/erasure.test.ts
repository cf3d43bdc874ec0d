import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSong } from '../../src/shared/songs';
import { makeAdmin, signIn } from '../support/factories';
import { historyOfZenobia, tracesOf } from '../support/student-history';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * P42: when a person is deleted nothing that names them remains: no row holds their id, their
 * accounts' ids, their username or their names, audit entries and classmates' songs included,
 * while what the class's other students have stays exactly theirs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

const balanceOf = async (teacher: ApiClient, username: string) =>
  (await teacher.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

describe('erasure (P42)', () => {
  it('her last teacher deleting her leaves nothing that names her, and the classmates keep every point', async () => {
    const h = await historyOfZenobia(t);
    const milosBalance = await balanceOf(h.asMath, h.milo.username);

    // Mr. Art deletes her first: she is still Ms. Math's student, and his trail no longer names her.
    expect((await h.asArt.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    const artTrail = await h.asArt.get<{ entries: unknown[] }>('/api/audit');
    expect(JSON.stringify(artTrail.body)).not.toMatch(/Zenobia|Quillfeather/);
    expect(await balanceOf(h.asMath, h.zenobia.username)).toBeGreaterThan(0);

    expect((await h.asMath.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    expect(await tracesOf(t, h.tokens)).toEqual([]);
    expect(await balanceOf(h.asMath, h.milo.username)).toBe(milosBalance);
    // The trail still says a student was deleted, and what the bonus was worth.
    const trail = JSON.stringify((await h.asMath.get<{ entries: unknown[] }>('/api/audit')).body);
    expect(trail).toContain('a deleted student');
    expect(trail).toContain('"amount":20');
    const song = (await h.asMilo.get<{ songs: TSong[] }>('/api/songs/student')).body.songs[0];
    expect(song).toMatchObject({ title: 'Rainy Tune', status: 'removed' });
  });

  it('the admin erasing her removes her from every teacher at once; nobody else may', async () => {
    const h = await historyOfZenobia(t);
    const milosBalance = await balanceOf(h.asMath, h.milo.username);
    const admin = await makeAdmin(t.database.db);
    const asAdmin = await signIn(t.app, admin.username);
    expect((await h.asMilo.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(403);
    expect((await asAdmin.delete('/api/users/student/nobody-at-all')).status).toBe(404);
    expect((await asAdmin.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    expect(await tracesOf(t, h.tokens)).toEqual([]);
    expect(await balanceOf(h.asMath, h.milo.username)).toBe(milosBalance);
    expect((await h.asArt.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(404);
  });

  it('the admin deleting a teacher leaves nothing that names the teacher, nor the students only they had', async () => {
    const h = await historyOfZenobia(t);
    const admin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
    // Ms. Math reads her record: the access log keeps the reader by id only, gone with the teacher.
    expect((await h.asMath.get(`/api/students/${h.zenobia.username}/record`)).status).toBe(200);
    const [math] = await queryRows<{ username: string; first_name: string; last_name: string }>(
      t.database.db,
      sql`select username, first_name, last_name from users where id = ${h.math.id}`,
    );
    const tokens = [h.math.id, math!.username, `${math!.first_name} ${math!.last_name}`, h.milo.personId];
    expect((await tracesOf(t, tokens)).length).toBeGreaterThan(5);
    expect((await admin.delete(`/api/users/teacher/${math!.username}`)).status).toBe(204);
    // Zenobia stays (Mr. Art has her); Milo had only Ms. Math and goes with her.
    expect(await tracesOf(t, tokens)).toEqual([]);
    expect((await h.asArt.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(200);
  });
});
