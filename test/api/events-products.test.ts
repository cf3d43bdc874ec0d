import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/shared/settings';
import { publish } from '../../src/server/events';
import { makeAdmin, makeCourse, makeStudent, makeTeacher, type MadeUser, signIn } from '../support/factories';
import { type EventStreamReader, openEventStream, tokenOf } from '../support/event-stream';
import { createTestApp, type TestApp } from '../support/test-app';

// P38 for the catalogue and the teacher's account: the student's open store follows the teacher's
// products, and the teacher's open Settings follows the admin's jukebox grant.
let t: TestApp;
let baseUrl: string;
const open: EventStreamReader[] = [];

async function streamOf(user: MadeUser) {
  const reader = await openEventStream(baseUrl, await tokenOf(t.app, user.username));
  open.push(reader);
  await reader.until((r) => r.text().includes(': connected'), 'the stream to open');
  return reader;
}

const count = (reader: EventStreamReader, name: string) => reader.names().filter((n) => n === name).length;

/** Sent last to streams that should hear nothing: once it arrives, nothing else is on its way. */
async function expectOnlyTheMarker(readers: EventStreamReader[], users: MadeUser[]) {
  await publish(t.database.db, { to: { users: users.map((u) => u.id) }, event: 'queue' });
  for (const reader of readers) {
    await reader.until((r) => r.names().includes('queue'), 'the marker');
    expect(reader.names()).toEqual(['queue']);
  }
}

beforeAll(async () => {
  t = await createTestApp({ events: { heartbeatMs: 100 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t.close();
});

describe('live updates of the catalogue', () => {
  it("tells the teacher's class when a product is added, edited, restocked or removed, and no other class", async () => {
    const { db } = t.database;
    const settings = defaultSettings();
    settings.products = { enabled: true, storeEnabled: true, taxRate: 0, allowPurchasesWithInsufficientFunds: false };
    const teacher = await makeTeacher(db, { settings });
    const student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
    const otherTeacher = await makeTeacher(db, { settings });
    const stranger = await makeStudent(db, otherTeacher.id, { courseId: (await makeCourse(db, otherTeacher.id)).id });
    const shop = await streamOf(student);
    const strangerShop = await streamOf(stranger);
    const otherTeacherStream = await streamOf(otherTeacher);
    const manager = await signIn(t.app, teacher.username);

    const created = await manager.post<{ product: { slug: string } }>('/api/products', {
      product: {
        name: 'Pencil',
        description: 'HB',
        photoUrl: 'https://example.org/pencil.png',
        cost: 2,
        quantity: 0,
        maxPurchaseQuantity: 0,
      },
    });
    expect(created.status).toBe(201);
    await shop.until((r) => count(r, 'products') === 1, 'the new product');
    // The event names what changed and carries none of it: the page asks the access-checked list.
    expect(shop.events().find((e) => e.event === 'products')?.data).toEqual({});

    const slug = created.body.product.slug;
    expect((await manager.put(`/api/products/${slug}`, { product: { quantity: 12 } })).status).toBe(200);
    await shop.until((r) => count(r, 'products') === 2, 'the restock');
    expect((await manager.put(`/api/products/${slug}`, { product: { cost: 3 } })).status).toBe(200);
    await shop.until((r) => count(r, 'products') === 3, 'the edit');
    expect((await manager.delete(`/api/products/${slug}`)).status).toBe(204);
    await shop.until((r) => count(r, 'products') === 4, 'the removal');

    // A refused change (another teacher's product) announces nothing.
    const intruder = await signIn(t.app, otherTeacher.username);
    expect((await intruder.put(`/api/products/${slug}`, { product: { cost: 1 } })).status).toBe(404);
    await expectOnlyTheMarker([strangerShop, otherTeacherStream], [stranger, otherTeacher]);
    expect(count(shop, 'products')).toBe(4);
  });
});

describe('live updates of the teacher account', () => {
  it('tells the teacher, and nobody else, when the admin grants or withdraws the jukebox', async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
    const otherTeacher = await makeTeacher(db);
    const settingsPage = await streamOf(teacher);
    const studentStream = await streamOf(student);
    const otherTeacherStream = await streamOf(otherTeacher);
    const admin = await signIn(t.app, (await makeAdmin(db)).username);

    const granted = await admin.put(`/api/users/${teacher.username}`, { user: { permissions: { jukebox: true } } });
    expect(granted.status).toBe(200);
    await settingsPage.until((r) => count(r, 'account') === 1, 'the grant');
    const session = await signIn(t.app, teacher.username);
    expect(
      (await session.get<{ user: { permissions: { jukebox: boolean } } }>('/api/session')).body.user.permissions,
    ).toEqual({ jukebox: true });

    const withdrawn = await admin.put(`/api/users/${teacher.username}`, { user: { permissions: { jukebox: false } } });
    expect(withdrawn.status).toBe(200);
    await settingsPage.until((r) => count(r, 'account') === 2, 'the withdrawal');
    await expectOnlyTheMarker([studentStream, otherTeacherStream], [student, otherTeacher]);
  });
});

describe('live updates of the class settings (issue 42, item 18)', () => {
  it("tells the teacher's class when the teacher changes the music app, and no other class", async () => {
    const { db } = t.database;
    const teacher = await makeTeacher(db);
    const student = await makeStudent(db, teacher.id, { courseId: (await makeCourse(db, teacher.id)).id });
    const otherTeacher = await makeTeacher(db);
    const stranger = await makeStudent(db, otherTeacher.id, { courseId: (await makeCourse(db, otherTeacher.id)).id });
    const songsPage = await streamOf(student);
    const strangerPage = await streamOf(stranger);
    const manager = await signIn(t.app, teacher.username);
    const saved = await manager.put('/api/user/settings', { settings: { songs: { apps: { provider: 'apple' } } } });
    expect(saved.status).toBe(200);
    await songsPage.until((r) => r.names().includes('account'), 'the settings change');
    const me = await (
      await signIn(t.app, student.username)
    ).get<{ user: { settings: { songs: { apps: { provider: string } } } } }>('/api/user');
    expect(me.body.user.settings.songs.apps.provider).toBe('apple');
    await expectOnlyTheMarker([strangerPage], [stranger]);
  });
});
