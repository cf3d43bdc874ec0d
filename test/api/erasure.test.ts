import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSong } from '../../src/shared/songs';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { fullSettings } from '../support/student-history';
import { apiClient } from '../support/test-app';
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
    // A mistyped sign-in of hers: the throttle counts it under her username.
    expect(
      (await apiClient(t.app).post('/api/users/login', { user: { username: math!.username, password: 'wrong-one-1' } }))
        .status,
    ).toBe(401);
    const tokens = [h.math.id, math!.username, `${math!.first_name} ${math!.last_name}`, h.milo.personId];
    expect((await tracesOf(t, tokens)).length).toBeGreaterThan(5);
    expect((await admin.delete(`/api/users/teacher/${math!.username}`)).status).toBe(204);
    // Zenobia stays (Mr. Art has her); Milo had only Ms. Math and goes with her.
    expect(await tracesOf(t, tokens)).toEqual([]);
    expect((await h.asArt.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(200);
  });

  it('a renamed student leaves neither their earlier name nor their current one in the trail', async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db, { settings: fullSettings });
    const course = await makeCourse(db, teacher.id, 3, 'Geometry');
    const opal = await makeStudent(db, teacher.id, { courseId: course.id, firstName: 'Opaline', lastName: 'Vexworth' });
    const asTeacher = await signIn(
      t.app,
      (await queryRows<{ username: string }>(db, sql`select username from users where id = ${teacher.id}`))[0]!
        .username,
    );
    expect((await asTeacher.put(`/api/users/${opal.username}`, { user: { firstName: 'Rhiannon' } })).status).toBe(200);
    expect((await asTeacher.put(`/api/users/${opal.username}`, { user: { lastName: 'Quenby' } })).status).toBe(200);
    const tokens = ['Opaline', 'Vexworth', 'Rhiannon', 'Quenby', opal.username];
    expect((await tracesOf(t, tokens)).length).toBeGreaterThan(3);
    expect((await asTeacher.delete(`/api/users/student/${opal.username}`)).status).toBe(204);
    expect(await tracesOf(t, tokens)).toEqual([]);
  });

  it("the song she requested leaves a classmate's ledger, notices and record when she goes; the classmate keeps every point", async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db, { settings: fullSettings });
    const course = await makeCourse(db, teacher.id, 4, 'Choir');
    const ivy = await makeStudent(db, teacher.id, { courseId: course.id, firstName: 'Ivy', lastName: 'Thornquist' });
    const ned = await makeStudent(db, teacher.id, { courseId: course.id, firstName: 'Ned', lastName: 'Okafor' });
    for (const id of [ivy.id, ned.id]) await giveBonus(db, teacher.id, id, 1000);
    const [asTeacher, asIvy, asNed] = await clientsFor(t.app, db, [teacher.id, ivy.id, ned.id]);
    const requested = await asIvy!.post<{ song: TSong }>('/api/songs', {
      song: { title: 'Velvet Comet', artist: 'Nimbus Parade' },
    });
    expect(requested.status).toBe(201);
    const id = requested.body.song._id;
    expect((await asTeacher!.put(`/api/songs/${id}`, { song: { status: 'approved' } })).status).toBe(200);
    // Ned pays to remove it; the teacher keeps it (Ned is refunded), Ned asks again and it goes.
    expect((await asNed!.put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } })).status).toBe(200);
    expect((await asTeacher!.put(`/api/songs/${id}`, { song: { status: 'approved' } })).status).toBe(200);
    expect((await asNed!.put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } })).status).toBe(200);
    expect((await asTeacher!.put(`/api/songs/${id}`, { song: { status: 'removed' } })).status).toBe(200);
    const nedsBalance = await balanceOf(asTeacher!, ned.username);
    const tokens = ['Velvet Comet', 'Nimbus Parade', 'Thornquist'];
    const before = await tracesOf(t, tokens);
    expect(before.map((trace) => trace.table)).toEqual(expect.arrayContaining(['transactions', 'notifications']));

    expect((await asTeacher!.delete(`/api/users/student/${ivy.username}`)).status).toBe(204);
    expect(await tracesOf(t, tokens)).toEqual([]);
    expect(await balanceOf(asTeacher!, ned.username)).toBe(nedsBalance);
    // Ned's ledger says what he paid for in his own language, without the song.
    const spanish = await asNed!.acceptingLanguage('es').get<TStudentAccount>(`/api/scores?username=${ned.username}`);
    const lines = spanish.body.transactions.map((line) => ('description' in line ? line.description : ''));
    expect(lines).toContain('Solicitud para quitar una canción: una canción de un estudiante eliminado');
    expect(lines).toContain('Reembolso por quitar una canción: una canción de un estudiante eliminado');
  });

  it("a song removed at her cost reads 'a former student' in each reader's language once she is gone", async () => {
    const h = await historyOfZenobia(t);
    expect((await h.asMath.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    expect((await h.asArt.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    const english = (await h.asMilo.get<{ songs: TSong[] }>('/api/songs/student')).body.songs[0];
    expect(english).toMatchObject({
      removedBy: 'a former student',
      statusDescription: 'Removal paid for by a former student',
    });
    const spanish = (await h.asMilo.acceptingLanguage('es').get<{ songs: TSong[] }>('/api/songs/student')).body
      .songs[0];
    expect(spanish).toMatchObject({
      removedBy: 'un exestudiante',
      statusDescription: 'un exestudiante pagó para quitarla',
    });
  });
});
