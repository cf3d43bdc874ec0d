import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { jukeboxPlays, users } from '../../src/server/db/schema';
import type { TSong } from '../../src/shared/songs';
import type { TPurchase } from '../../src/shared/store';
import { addAccount, makeCourse, makeStudent, makeTeacher } from './factories';
import { clientsFor, songSettings } from './song-factories';
import { giveBonus, makeProduct } from './store-factories';
import { apiClient, type TestApp } from './test-app';

export interface Trace {
  table: string;
  column: string;
  token: string;
}

/** Every text, JSON and uuid column of every table of the app's schema that mentions a token. */
export async function tracesOf(t: TestApp, tokens: readonly string[]): Promise<Trace[]> {
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

/** A class with every feature a student leaves traces in: songs, store, passes and fines. */
export const fullSettings = songSettings((s) => {
  s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 0 };
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, purchaseAmount: 10, limit: 0 };
  s.fines = { enabled: true };
});

/**
 * Zenobia Quillfeather, in Ms. Math's class (with a classmate, Milo) and in Mr. Art's: graded,
 * praised by name, fined, ordering, on a pass, requesting songs, paying to remove Milo's song,
 * queueing on the jukebox, failing a sign-in; and the teacher editing her bonus (an audit entry).
 */
export async function historyOfZenobia(t: TestApp) {
  const { db } = t.database;
  const math = await makeTeacher(db, { settings: fullSettings });
  const art = await makeTeacher(db, { settings: fullSettings });
  const course = await makeCourse(db, math.id, 2, 'Algebra');
  const artCourse = await makeCourse(db, art.id, 5, 'Painting');
  const zenobia = await makeStudent(db, math.id, {
    courseId: course.id,
    username: `zq${Date.now()}`,
    firstName: 'Zenobia',
    lastName: 'Quillfeather',
  });
  const artAccount = await addAccount(db, zenobia.personId, art.id, { courseId: artCourse.id });
  // What the school's roster gives her (P46, P47): an e-mail to sign in with and the roster's id.
  const email = `zenobia.quill.${Date.now()}@school.example`;
  const sourcedId = `stu-zq-${Date.now()}`;
  await db.update(users).set({ email, sourcedId }).where(eq(users.id, zenobia.personId));
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
  // P48: kept apart from Milo in the hall; her record shows the group, never his name.
  expect(
    (
      await asMath!.post('/api/passes/separations', {
        separation: { students: [zenobia.username, milo.username] },
      })
    ).status,
  ).toBe(201);

  const own = await asZenobia.post<{ song: TSong }>('/api/songs', {
    song: { title: 'Zenobia Anthem', artist: 'Quill' },
  });
  expect(own.status).toBe(201);
  const milosSong = await asMilo!.post<{ song: TSong }>('/api/songs', {
    song: { title: 'Rainy Tune', artist: 'Band' },
  });
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

  const tokens = [
    zenobia.personId,
    zenobia.id,
    artAccount,
    zenobia.username,
    'Zenobia',
    'Quillfeather',
    email,
    sourcedId,
  ];
  expect((await tracesOf(t, tokens)).length).toBeGreaterThan(10);
  return {
    math,
    art,
    zenobia,
    artAccount,
    milo,
    roster: { email, sourcedId },
    asMath: asMath!,
    asArt: asArt!,
    asMilo: asMilo!,
    asZenobia: zenobiaClient!,
    tokens,
  };
}
