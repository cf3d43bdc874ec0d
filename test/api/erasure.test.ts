import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { jukeboxPlays } from '../../src/server/db/schema';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSong } from '../../src/shared/songs';
import type { TPurchase } from '../../src/shared/store';
import { addAccount, makeAdmin, makeCourse, makeStudent, makeTeacher, signIn } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { type ApiClient, apiClient, createTestApp, type TestApp } from '../support/test-app';

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

const settings = songSettings((s) => {
  s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 0 };
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10, limit: 0 };
  s.fines = { enabled: true };
});

interface Trace {
  table: string;
  column: string;
  token: string;
}

/** Every text, JSON and uuid column of every table of the app's schema that mentions a token. */
async function tracesOf(tokens: readonly string[]): Promise<Trace[]> {
  const { db } = t.database;
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'uuid', 'ARRAY')
    order by 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(40);
  const found: Trace[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const token of tokens) {
      const hits = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${token}%`}`,
      );
      if ((hits[0]?.n ?? 0) > 0) found.push({ table, column, token });
    }
  }
  return found;
}

const balanceOf = async (teacher: ApiClient, username: string) =>
  (await teacher.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

/**
 * Zenobia Quillfeather, in Ms. Math's class (with a classmate, Milo) and in Mr. Art's: graded,
 * praised by name, fined, ordering, on a pass, requesting songs, paying to remove Milo's song,
 * queueing on the jukebox, failing a sign-in; and the teacher editing her bonus (an audit entry).
 */
async function historyOfZenobia() {
  const { db } = t.database;
  const math = await makeTeacher(db, { settings });
  const art = await makeTeacher(db, { settings });
  const course = await makeCourse(db, math.id, 2, 'Algebra');
  const artCourse = await makeCourse(db, art.id, 5, 'Painting');
  const zenobia = await makeStudent(db, math.id, {
    courseId: course.id,
    username: `zq${Date.now()}`,
    firstName: 'Zenobia',
    lastName: 'Quillfeather',
  });
  const artAccount = await addAccount(db, zenobia.personId, art.id, { courseId: artCourse.id });
  const milo = await makeStudent(db, math.id, { courseId: course.id, firstName: 'Milo', lastName: 'Mendez' });
  for (const id of [zenobia.id, milo.id]) await giveBonus(db, math.id, id, 1000);
  await giveBonus(db, art.id, artAccount, 50);
  const [asMath, zenobiaClient, asMilo, asArt] = await clientsFor(t.app, db, [math.id, zenobia.id, milo.id, art.id]);
  // Two teachers: she acts in Ms. Math's class (P40).
  const asZenobia = zenobiaClient!.inCourse(course.id);

  const graded = await asMath!.post('/api/scores/import', {
    data: {
      courseId: course.id,
      tasks: [{ title: 'Quiz 1', totalPoints: 10, scores: [{ username: zenobia.username, value: 9 }] }],
    },
  });
  expect(graded.status).toBe(200);
  const praised = await asMath!.post<{ transaction: { _id: string } }>('/api/transactions', {
    transaction: { student: zenobia.id, amount: 20, description: 'Great work, Zenobia!', type: 'bonus' },
  });
  expect(praised.status).toBe(201);
  const praiseId = praised.body.transaction._id;
  expect(
    (await asMath!.put(`/api/transactions/${praiseId}`, { transaction: { description: 'Great work, Zenobia Q.' } }))
      .status,
  ).toBe(200);
  expect(
    (
      await asMath!.post('/api/transactions', {
        transaction: { student: zenobia.id, amount: 5, description: 'Late, Zenobia', type: 'fine' },
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await asArt!.post('/api/transactions', {
        transaction: { student: artAccount, amount: 5, description: 'Lovely brushwork, Zenobia', type: 'bonus' },
      })
    ).status,
  ).toBe(201);

  const pencil = await makeProduct(db, math.id, { name: 'Pencil', cost: 10, quantity: 10 });
  const order = (note: string) => ({ purchase: { products: [pencil.id], quantities: { [pencil.id]: 1 }, note } });
  const pending = await asZenobia.post<{ purchase: TPurchase }>('/api/purchases', order('For Zenobia Quillfeather'));
  expect(pending.status).toBe(201);
  const approved = await asZenobia.post<{ purchase: TPurchase }>('/api/purchases', order('Second one'));
  expect(
    (await asMath!.put(`/api/purchases/${approved.body.purchase._id}`, { purchase: { status: 'approved' } })).status,
  ).toBe(200);
  expect((await asZenobia.post('/api/passes', { pass: {} })).status).toBe(201);

  const own = await asZenobia.post<{ song: TSong }>('/api/songs', {
    song: { title: 'Zenobia Anthem', artist: 'Quill' },
  });
  expect(own.status).toBe(201);
  const milosSong = await asMilo!.post<{ song: TSong }>('/api/songs', { song: { title: 'Milo Tune', artist: 'Band' } });
  expect((await asMath!.put(`/api/songs/${milosSong.body.song._id}`, { song: { status: 'approved' } })).status).toBe(
    200,
  );
  expect(
    (await asZenobia.put(`/api/songs/${milosSong.body.song._id}`, { song: { status: 'pendingRemoval' } })).status,
  ).toBe(200);
  expect((await asMath!.put(`/api/songs/${milosSong.body.song._id}`, { song: { status: 'removed' } })).status).toBe(
    200,
  );
  const milosSongNow = (await asMilo!.get<{ songs: TSong[] }>('/api/songs/student')).body.songs.find(
    (s) => s._id === milosSong.body.song._id,
  );
  expect(JSON.stringify(milosSongNow)).toContain('Quillfeather');

  // The jukebox's record of a track she queued (the queueing itself is covered with the fake Spotify).
  await db.insert(jukeboxPlays).values({
    teacherId: math.id,
    courseId: course.id,
    studentId: zenobia.id,
    kind: 'add',
    trackName: 'Zenobia Anthem',
    artists: 'Quill',
    cost: 0,
  });
  expect(
    (await apiClient(t.app).post('/api/users/login', { user: { username: zenobia.username, password: 'wrong-one-1' } }))
      .status,
  ).toBe(401);

  const tokens = [zenobia.personId, zenobia.id, artAccount, zenobia.username, 'Zenobia', 'Quillfeather'];
  expect((await tracesOf(tokens)).length).toBeGreaterThan(10);
  return { math, art, zenobia, milo, asMath: asMath!, asArt: asArt!, asMilo: asMilo!, tokens };
}

describe('erasure (P42)', () => {
  it('her last teacher deleting her leaves nothing that names her, and the classmates keep every point', async () => {
    const h = await historyOfZenobia();
    const milosBalance = await balanceOf(h.asMath, h.milo.username);

    // Mr. Art deletes her first: she is still Ms. Math's student, and his trail no longer names her.
    expect((await h.asArt.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    const artTrail = await h.asArt.get<{ entries: unknown[] }>('/api/audit');
    expect(JSON.stringify(artTrail.body)).not.toMatch(/Zenobia|Quillfeather/);
    expect(await balanceOf(h.asMath, h.zenobia.username)).toBeGreaterThan(0);

    expect((await h.asMath.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    expect(await tracesOf(h.tokens)).toEqual([]);
    expect(await balanceOf(h.asMath, h.milo.username)).toBe(milosBalance);
    // The trail still says a student was deleted, and what the bonus was worth.
    const trail = JSON.stringify((await h.asMath.get<{ entries: unknown[] }>('/api/audit')).body);
    expect(trail).toContain('a deleted student');
    expect(trail).toContain('"amount":20');
    const song = (await h.asMilo.get<{ songs: TSong[] }>('/api/songs/student')).body.songs[0];
    expect(song).toMatchObject({ title: 'Milo Tune', status: 'removed' });
  });

  it('the admin erasing her removes her from every teacher at once; nobody else may', async () => {
    const h = await historyOfZenobia();
    const milosBalance = await balanceOf(h.asMath, h.milo.username);
    const admin = await makeAdmin(t.database.db);
    const asAdmin = await signIn(t.app, admin.username);
    expect((await h.asMilo.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(403);
    expect((await asAdmin.delete('/api/users/student/nobody-at-all')).status).toBe(404);
    expect((await asAdmin.delete(`/api/users/student/${h.zenobia.username}`)).status).toBe(204);
    expect(await tracesOf(h.tokens)).toEqual([]);
    expect(await balanceOf(h.asMath, h.milo.username)).toBe(milosBalance);
    expect((await h.asArt.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(404);
  });
});
