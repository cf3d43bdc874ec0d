import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, products, songRequests } from '../../src/server/db/schema';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

// Issue 27, items 6 and 7: deleting a person or a course settles what others paid into their
// songs, and what their pending orders took off the shelf, the way deleting the song or
// cancelling the order does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
});
afterAll(() => t.close());

async function classWithSongs() {
  const settings = songSettings((s) => {
    s.products.storeEnabled = true;
  });
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id, 1);
  const otherCourse = await makeCourse(t.database.db, teacher.id, 2);
  const requester = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
  const remover = await makeStudent(t.database.db, teacher.id, { courseId: course.id });
  for (const s of [requester, remover]) await giveBonus(t.database.db, teacher.id, s.id, 1000);
  const [teacherClient, requesterClient, removerClient] = await clientsFor(t.app, t.database.db, [
    teacher.id,
    requester.id,
    remover.id,
  ]);
  return {
    teacher,
    course,
    otherCourse,
    requester,
    remover,
    teacherClient: teacherClient!,
    requesterClient: requesterClient!,
    removerClient: removerClient!,
  };
}

async function removalPending(requester: ApiClient, remover: ApiClient, teacher: ApiClient): Promise<string> {
  const made = await requester.post<{ song: TSong }>('/api/songs', { song: { title: 'Leaving', artist: 'Soon' } });
  const id = made.body.song._id;
  expect((await teacher.put(`/api/songs/${id}`, { song: { status: 'approved' } })).status).toBe(200);
  expect((await remover.put(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } })).status).toBe(200);
  return id;
}

const balanceOf = async (teacher: ApiClient, username: string) =>
  (await teacher.get<TStudentAccount>(`/api/scores?username=${username}`)).body.totals.balance;

async function notificationsOf(client: ApiClient) {
  const answer = await client.get<{ notifications: { title: string; content: string }[] }>('/api/notifications');
  return answer.body.notifications;
}

describe('deleting people settles what others paid into them', () => {
  it("deleting a song's requester refunds and tells the classmate whose paid removal was pending", async () => {
    const c = await classWithSongs();
    await removalPending(c.requesterClient, c.removerClient, c.teacherClient);
    expect(await balanceOf(c.teacherClient, c.remover.username)).toBe(800);

    const deleted = await c.teacherClient.delete(`/api/users/student/${c.requester.username}`);
    expect(deleted.status).toBe(204);
    expect(await balanceOf(c.teacherClient, c.remover.username)).toBe(1000);
    const told = await notificationsOf(c.removerClient);
    expect(told).toContainEqual(
      expect.objectContaining({
        title: 'Song removal request closed',
        content: 'A song you asked to remove was deleted by your teacher. 200 pts were refunded.',
      }),
    );
  });

  it('deleting a course refunds a classmate who paid for a removal and has since moved to another course', async () => {
    const c = await classWithSongs();
    await removalPending(c.requesterClient, c.removerClient, c.teacherClient);
    await t.database.db
      .update(enrollments)
      .set({ courseId: c.otherCourse.id })
      .where(eq(enrollments.accountId, c.remover.id));

    const deleted = await c.teacherClient.delete(`/api/courses/${c.course.slug}`);
    expect(deleted.status).toBe(204);
    expect(await balanceOf(c.teacherClient, c.remover.username)).toBe(1000);
  });

  it("deleting the remover withdraws their pending removal: the classmate's song is approved again", async () => {
    const c = await classWithSongs();
    const id = await removalPending(c.requesterClient, c.removerClient, c.teacherClient);
    expect((await c.teacherClient.delete(`/api/users/student/${c.remover.username}`)).status).toBe(204);
    const [song] = await t.database.db.select().from(songRequests).where(eq(songRequests.id, id));
    expect(song).toMatchObject({ status: 'approved', removalRequestedBy: null, removalCost: 0 });
    expect(await balanceOf(c.teacherClient, c.requester.username)).toBe(900);
  });
});

describe('deleting people restocks their pending orders', () => {
  async function pendingOrderOfTwo() {
    const c = await classWithSongs();
    const product = await makeProduct(t.database.db, c.teacher.id, { quantity: 3, cost: 10 });
    const ordered = await c.requesterClient.post('/api/purchases', {
      purchase: { products: [product.id], quantities: { [product.id]: 2 } },
    });
    expect(ordered.status).toBe(201);
    return { ...c, product };
  }
  const stockOf = async (id: string) =>
    (await t.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id)))[0]!
      .quantity;

  it('deleting a student with a pending order of 2 puts the 2 back', async () => {
    const c = await pendingOrderOfTwo();
    expect(await stockOf(c.product.id)).toBe(1);
    expect((await c.teacherClient.delete(`/api/users/student/${c.requester.username}`)).status).toBe(204);
    expect(await stockOf(c.product.id)).toBe(3);
  });

  it('deleting their course does too; approved orders stay handed over', async () => {
    const c = await pendingOrderOfTwo();
    const handedOver = await c.removerClient.post<{ purchase: { _id: string } }>('/api/purchases', {
      purchase: { products: [c.product.id], quantities: { [c.product.id]: 1 } },
    });
    expect(handedOver.status).toBe(201);
    const approved = await c.teacherClient.put(`/api/purchases/${handedOver.body.purchase._id}`, {
      purchase: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect(await stockOf(c.product.id)).toBe(0);
    expect((await c.teacherClient.delete(`/api/courses/${c.course.slug}`)).status).toBe(204);
    expect(await stockOf(c.product.id)).toBe(2);
  });
});
