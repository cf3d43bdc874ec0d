import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, transactions, users } from '../../src/server/db/schema';
import { removalRefundKey } from '../../src/server/features/songs/songs.service';
import type { TEconomy, TStudentAccount } from '../../src/shared/ledger';
import type { TNotification } from '../../src/shared/notifications';
import type { TSettings } from '../../src/shared/settings';
import type { TSong } from '../../src/shared/songs';
import { makeCourse, makeStudent, makeTeacher, type MadeUser } from '../support/factories';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import type { ApiClient, TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

let t: TestApp;
const sent: Array<{ to: string; subject: string; text: string }> = [];
let failMail = false;

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (m) => {
        if (failMail) throw new Error('SMTP down');
        sent.push(m);
      },
    },
  });
});
afterAll(() => t.close());

type Person = MadeUser & { personId?: string; client: ApiClient };

async function classroom(settings: TSettings = songSettings(), period = 3) {
  const teacher = await makeTeacher(t.database.db, { settings });
  const course = await makeCourse(t.database.db, teacher.id, period);
  const [client] = await clientsFor(t.app, t.database.db, [teacher.id]);
  return { teacher: { ...teacher, client: client! } as Person, course };
}

async function studentIn(
  teacher: MadeUser,
  courseId: string,
  points: number,
  extra: Parameters<typeof makeStudent>[2] = {},
): Promise<Person> {
  const student = await makeStudent(t.database.db, teacher.id, { courseId, ...extra });
  if (points > 0) await giveBonus(t.database.db, teacher.id, student.id, points);
  const [client] = await clientsFor(t.app, t.database.db, [student.id]);
  return { ...student, client: client! };
}

async function balanceOf(teacher: Person, student: MadeUser): Promise<number> {
  const answer = await teacher.client.get<TStudentAccount>(`/api/scores?username=${student.username}`);
  expect(answer.status).toBe(200);
  return answer.body.totals.balance;
}

const request = (who: Person, title: string, artist = 'Queen') =>
  who.client.post<{ song: TSong }>('/api/songs', { song: { title, artist } });
const setStatus = (who: Person, id: string, status: string, statusDescription?: string) =>
  who.client.put<{ song: TSong; errors?: Record<string, string[]> }>(`/api/songs/${id}`, {
    song: { status, statusDescription },
  });
const notificationsOf = async (who: Person) =>
  (await who.client.get<{ notifications: TNotification[] }>('/api/notifications')).body.notifications;

async function approvedSong(teacher: Person, requester: Person, title = `Song ${Math.random()}`) {
  const made = await request(requester, title);
  expect(made.status).toBe(201);
  expect((await setStatus(teacher, made.body.song._id, 'approved')).status).toBe(200);
  return made.body.song;
}

describe('requesting a song', () => {
  it('charges the price at once and answers 201 with the song, pending approval', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 500, { firstName: 'Sam', lastName: 'Stone' });
    const made = await request(sam, '  Bohemian Rhapsody ', ' Queen  ');
    expect(made.status).toBe(201);
    expect(made.body.song).toMatchObject({
      title: 'Bohemian Rhapsody',
      artist: 'Queen',
      status: 'pendingApproval',
      statusDescription: '',
      period: 3,
      mine: true,
      removedBy: null,
      student: { _id: sam.id, firstName: 'Sam', lastName: 'Stone', anonymousSongs: false },
    });
    expect(await balanceOf(teacher, sam)).toBe(400);
    const [charge] = await t.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.studentId, sam.id), eq(transactions.source, 'song')));
    expect(charge).toMatchObject({ amount: 100, type: 'purchase', createdBy: sam.personId });
    const [told] = await notificationsOf(teacher);
    expect(told).toMatchObject({ type: 'info', title: 'New song request' });
    expect(told!.content).toContain('Sam Stone');
  });

  it('charges a Prime student the price after the song request discount', async () => {
    const settings = songSettings((s) => {
      s.prime = { ...s.prime, enabled: true, songRequestPurchaseDiscount: 25 };
    });
    const { teacher, course } = await classroom(settings);
    const prime = await studentIn(teacher, course.id, 500, { hasPrime: true });
    const plain = await studentIn(teacher, course.id, 500);
    expect((await request(prime, 'One')).status).toBe(201);
    expect((await request(plain, 'Two')).status).toBe(201);
    expect(await balanceOf(teacher, prime)).toBe(425);
    expect(await balanceOf(teacher, plain)).toBe(400);
  });

  it('is refused with 403 when song requests are off, and 422 keyed for bad input', async () => {
    const { teacher, course } = await classroom(songSettings((s) => (s.songs.requests.enabled = false)));
    const sam = await studentIn(teacher, course.id, 500);
    const off = await request(sam, 'Anything');
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ errors: { song: ['Song requests are turned off in your class'] } });

    const open = await classroom();
    const ann = await studentIn(open.teacher, open.course.id, 500);
    const empty = await ann.client.post('/api/songs', { song: { title: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ errors: { title: ['Required'], artist: ['Required'] } });
    const long = await ann.client.post('/api/songs', { song: { title: 'x'.repeat(61), artist: 7 } });
    expect(long.status).toBe(422);
    expect(long.body).toEqual({
      errors: { title: ['Cannot be longer than 60 characters'], artist: ['Required'] },
    });
    expect(await balanceOf(open.teacher, ann)).toBe(500);
    // Teachers don't request songs.
    expect((await request(open.teacher, 'Nope')).status).toBe(403);
  });

  it("is refused 409 insufficientFunds with the student's balance", async () => {
    const { teacher, course } = await classroom();
    const poor = await studentIn(teacher, course.id, 60);
    const refused = await request(poor, 'Too dear');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { insufficientFunds: ['Insufficient funds! You have 60 pts'] } });
    expect((await poor.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs).toEqual([]);
  });

  it('refuses a duplicate in the course ignoring case and spaces; rejected, removed and other courses do not count', async () => {
    const { teacher, course } = await classroom();
    const a = await studentIn(teacher, course.id, 1000);
    const b = await studentIn(teacher, course.id, 1000);
    const first = await request(a, 'Under Pressure', 'Queen');
    expect(first.status).toBe(201);
    const dup = await request(b, '  under PRESSURE ', 'QUEEN ');
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ errors: { song: ['This song has already been requested'] } });
    expect(await balanceOf(teacher, b)).toBe(1000);
    // Another course of the same teacher has its own playlist.
    const other = await makeCourse(t.database.db, teacher.id, 4);
    const c = await studentIn(teacher, other.id, 1000);
    expect((await request(c, 'Under Pressure', 'Queen')).status).toBe(201);
    // Once rejected, the song may be requested again.
    expect((await setStatus(teacher, first.body.song._id, 'rejected', 'Already on playlist')).status).toBe(200);
    const again = await request(b, 'under pressure', 'queen');
    expect(again.status).toBe(201);
    // Removed songs don't count either.
    await setStatus(teacher, again.body.song._id, 'approved');
    await setStatus(b, again.body.song._id, 'pendingRemoval');
    await setStatus(teacher, again.body.song._id, 'removed');
    expect((await request(a, 'Under Pressure', 'Queen')).status).toBe(201);
  });

  it('allows duplicates when preventDuplicates is off', async () => {
    const { teacher, course } = await classroom(songSettings((s) => (s.songs.requests.preventDuplicates = false)));
    const a = await studentIn(teacher, course.id, 1000);
    expect((await request(a, 'Same')).status).toBe(201);
    expect((await request(a, 'same')).status).toBe(201);
  });

  it('e-mails the teacher when song notifications are on, and a failed e-mail never fails the request', async () => {
    const settings = songSettings((s) => {
      s.notifications = { email: 'teacher@school.org', enabled: { forSongs: true, forStore: false } };
    });
    const { teacher, course } = await classroom(settings);
    const sam = await studentIn(teacher, course.id, 1000, {
      firstName: 'Sam',
      lastName: 'Stone',
      anonymousSongs: true,
    });
    const before = sent.length;
    expect((await request(sam, 'Mail <me>', 'Band & Co')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = sent.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'teacher@school.org', subject: 'New song request from Sam Stone' });
    expect(mail[0]!.text).toContain('Mail <me> by Band & Co');
    failMail = true;
    try {
      expect((await request(sam, 'Still fine')).status).toBe(201);
    } finally {
      failMail = false;
    }
    // Off: nothing sent.
    const quiet = await classroom();
    const q = await studentIn(quiet.teacher, quiet.course.id, 1000);
    const count = sent.length;
    expect((await request(q, 'Quiet')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.length).toBe(count);
  });
});

describe('the playlists and anonymity', () => {
  it("shows classmates 'Anonymous' without an id, the requester their own, and the teacher every name", async () => {
    const { teacher, course } = await classroom();
    const shy = await studentIn(teacher, course.id, 1000, { firstName: 'Shy', lastName: 'One', anonymousSongs: true });
    const open = await studentIn(teacher, course.id, 1000, { firstName: 'Open', lastName: 'Two' });
    const hidden = await request(shy, 'Hidden');
    expect(hidden.body.song.student).toEqual({ _id: shy.id, firstName: 'Shy', lastName: 'One', anonymousSongs: true });
    await request(open, 'Visible');

    const seenByOpen = (await open.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs;
    expect(seenByOpen.map((s) => s.title)).toEqual(['Visible', 'Hidden']);
    const anon = seenByOpen.find((s) => s.title === 'Hidden')!;
    expect(anon.mine).toBe(false);
    expect(anon.student).toEqual({ firstName: 'Anonymous', lastName: 'Anonymous', anonymousSongs: true });
    expect(JSON.stringify(seenByOpen)).not.toContain(shy.id);
    expect(seenByOpen.find((s) => s.title === 'Visible')).toMatchObject({ mine: true, student: { _id: open.id } });

    const seenByShy = (await shy.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs;
    expect(seenByShy.find((s) => s.title === 'Hidden')).toMatchObject({
      mine: true,
      student: { _id: shy.id, firstName: 'Shy', anonymousSongs: true },
    });

    const seenByTeacher = (await teacher.client.get<{ songs: TSong[] }>('/api/songs/teacher')).body.songs;
    expect(seenByTeacher.find((s) => s.title === 'Hidden')).toMatchObject({
      mine: false,
      period: 3,
      student: { _id: shy.id, firstName: 'Shy', lastName: 'One', anonymousSongs: true },
    });

    // Fixed when requested: turning the preference off later doesn't reveal the name.
    await t.database.db.update(users).set({ anonymousSongs: false }).where(eq(users.id, shy.id));
    const later = (await open.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs;
    expect(later.find((s) => s.title === 'Hidden')!.student.firstName).toBe('Anonymous');
  });

  it('is not anonymous when the class does not allow it or Prime locks it', async () => {
    const notAllowed = await classroom(songSettings((s) => (s.songs.requests.allowAnonymous = false)));
    const a = await studentIn(notAllowed.teacher, notAllowed.course.id, 1000, { anonymousSongs: true });
    expect((await request(a, 'Named')).body.song.student.anonymousSongs).toBe(false);

    const locked = await classroom(
      songSettings((s) => {
        s.prime = { ...s.prime, enabled: true, anonymousSongsEnabled: true };
      }),
    );
    const plain = await studentIn(locked.teacher, locked.course.id, 1000, { anonymousSongs: true });
    const prime = await studentIn(locked.teacher, locked.course.id, 1000, { anonymousSongs: true, hasPrime: true });
    expect((await request(plain, 'Locked')).body.song.student.anonymousSongs).toBe(false);
    expect((await request(prime, 'Prime')).body.song.student.anonymousSongs).toBe(true);
  });

  it("lists only the student's course, and every course of the teacher with its period", async () => {
    const { teacher, course } = await classroom(songSettings(), 1);
    const second = await makeCourse(t.database.db, teacher.id, 2);
    const a = await studentIn(teacher, course.id, 1000);
    const b = await studentIn(teacher, second.id, 1000);
    await request(a, 'First period');
    await request(b, 'Second period');
    expect((await a.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs.map((s) => s.title)).toEqual([
      'First period',
    ]);
    const all = (await teacher.client.get<{ songs: TSong[] }>('/api/songs/teacher')).body.songs;
    expect(all.map((s) => [s.title, s.period])).toEqual([
      ['First period', 1],
      ['Second period', 2],
    ]);
    const stranger = await classroom();
    expect((await stranger.teacher.client.get<{ songs: TSong[] }>('/api/songs/teacher')).body.songs).toEqual([]);
    expect((await a.client.get('/api/songs/teacher')).status).toBe(403);
    expect((await teacher.client.get('/api/songs/student')).status).toBe(403);
  });
});

describe('the teacher processing requests', () => {
  it('approves without moving points, and tells the student', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 500);
    const made = await request(sam, 'Approve me');
    // Amounts a client sends are ignored (P39).
    const approved = await teacher.client.put<{ song: TSong }>(`/api/songs/${made.body.song._id}`, {
      song: { id: made.body.song._id, amount: 999, status: 'approved', statusDescription: '  Clean version ' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.song).toMatchObject({ status: 'approved', statusDescription: 'Clean version', mine: false });
    expect(await balanceOf(teacher, sam)).toBe(400);
    const [told] = await notificationsOf(sam);
    expect(told).toMatchObject({ type: 'success', title: 'Song request approved' });
  });

  it('rejects with a full refund exactly once, and tells the student', async () => {
    const settings = songSettings((s) => {
      s.prime = { ...s.prime, enabled: true, songRequestPurchaseDiscount: 10 };
    });
    const { teacher, course } = await classroom(settings);
    const sam = await studentIn(teacher, course.id, 500, { hasPrime: true });
    const made = await request(sam, 'Reject me');
    expect(await balanceOf(teacher, sam)).toBe(410);
    const rejected = await setStatus(teacher, made.body.song._id, 'rejected', 'Inappropriate content');
    expect(rejected.status).toBe(200);
    expect(rejected.body.song).toMatchObject({ status: 'rejected', statusDescription: 'Inappropriate content' });
    expect(await balanceOf(teacher, sam)).toBe(500);
    const again = await setStatus(teacher, made.body.song._id, 'rejected');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: { status: ['This song is already rejected. No points moved.'] },
    });
    expect(await balanceOf(teacher, sam)).toBe(500);
    const refunds = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.refundOf, made.body.song._id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: -90, source: 'song' });
    const [told] = await notificationsOf(sam);
    expect(told).toMatchObject({ type: 'warning', title: 'Song request rejected' });
    expect(told!.content).toContain('90 pts were refunded');
  });

  it('refunds once when two sessions of the teacher reject at once', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 500);
    const made = await request(sam, 'Twice');
    const [second] = await clientsFor(t.app, t.database.db, [teacher.id]);
    const answers = await Promise.all([
      setStatus(teacher, made.body.song._id, 'rejected'),
      second!.put(`/api/songs/${made.body.song._id}`, { song: { status: 'rejected' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(teacher, sam)).toBe(500);
  });

  it('refuses every other transition with 409 status', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 1000);
    const pending = await request(sam, 'Pending');
    for (const status of ['pendingApproval', 'pendingRemoval', 'removed']) {
      const answer = await setStatus(teacher, pending.body.song._id, status);
      expect(answer.status).toBe(409);
      expect(Object.keys(answer.body.errors as object)).toEqual(['status']);
    }
    const approved = await approvedSong(teacher, sam);
    for (const status of ['approved', 'rejected', 'removed', 'pendingApproval', 'pendingRemoval']) {
      expect((await setStatus(teacher, approved._id, status)).status).toBe(409);
    }
    // A student can only ask for a removal of an approved song.
    expect((await setStatus(sam, pending.body.song._id, 'pendingRemoval')).status).toBe(409);
    expect((await setStatus(sam, pending.body.song._id, 'approved')).status).toBe(409);
    expect((await setStatus(sam, approved._id, 'removed')).status).toBe(409);
    const bad = await setStatus(teacher, approved._id, 'played');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['status']);
    const long = await setStatus(teacher, pending.body.song._id, 'approved', 'x'.repeat(141));
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ errors: { statusDescription: ['Cannot be longer than 140 characters'] } });
  });

  it("answers 404 for another teacher's song, another course's song and ids that can't exist", async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, sam);
    const stranger = await classroom();
    expect((await setStatus(stranger.teacher, song._id, 'rejected')).status).toBe(404);
    expect((await stranger.teacher.client.delete(`/api/songs/${song._id}`)).status).toBe(404);
    const elsewhere = await studentIn(stranger.teacher, stranger.course.id, 1000);
    expect((await setStatus(elsewhere, song._id, 'pendingRemoval')).status).toBe(404);
    const otherCourse = await makeCourse(t.database.db, teacher.id, 7);
    const neighbour = await studentIn(teacher, otherCourse.id, 1000);
    expect((await setStatus(neighbour, song._id, 'pendingRemoval')).status).toBe(404);
    expect((await setStatus(teacher, 'not-a-uuid', 'approved')).status).toBe(404);
    expect((await teacher.client.delete('/api/songs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await balanceOf(teacher, neighbour)).toBe(1000);
  });
});

describe('removal requests', () => {
  it('charges the remover; removed refunds the requester the refund amount and names who paid', async () => {
    const { teacher, course } = await classroom();
    const requester = await studentIn(teacher, course.id, 1000);
    const remover = await studentIn(teacher, course.id, 1000, { firstName: 'Rita', lastName: 'Remover' });
    const song = await approvedSong(teacher, requester, 'Remove me');
    const asked = await remover.client.put<{ song: TSong }>(`/api/songs/${song._id}`, {
      song: { status: 'pendingRemoval', statusDescription: 'ignored text', purchaseAmount: 1, refundAmount: 999 },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.song).toMatchObject({ status: 'pendingRemoval', statusDescription: '', mine: false });
    expect(await balanceOf(teacher, remover)).toBe(800);
    expect((await notificationsOf(teacher))[0]).toMatchObject({ title: 'Song removal requested' });

    const removed = await setStatus(teacher, song._id, 'removed');
    expect(removed.status).toBe(200);
    expect(removed.body.song).toMatchObject({
      status: 'removed',
      removedBy: 'Rita Remover',
      statusDescription: 'Removal paid for by Rita Remover',
    });
    expect(await balanceOf(teacher, requester)).toBe(950);
    expect(await balanceOf(teacher, remover)).toBe(800);
    const [told] = await notificationsOf(requester);
    expect(told).toMatchObject({ title: 'Song removed' });
    expect(told!.content).toContain('50 pts were refunded');
    // Terminal.
    expect((await setStatus(teacher, song._id, 'approved')).status).toBe(409);
    expect(await balanceOf(teacher, requester)).toBe(950);
  });

  it('lets a student ask to remove their own song', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, sam);
    expect((await setStatus(sam, song._id, 'pendingRemoval')).status).toBe(200);
    expect(await balanceOf(teacher, sam)).toBe(700);
  });

  it('keeping the song refunds the remover, once per removal request, across repeated requests', async () => {
    const { teacher, course } = await classroom();
    const requester = await studentIn(teacher, course.id, 1000);
    const remover = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, requester);
    for (let round = 1; round <= 3; round++) {
      expect((await setStatus(remover, song._id, 'pendingRemoval')).status).toBe(200);
      expect(await balanceOf(teacher, remover)).toBe(800);
      const kept = await teacher.client.put<{ song: TSong }>(`/api/songs/${song._id}`, {
        song: { status: 'approved', statusDescription: round === 1 ? null : 'Staying' },
      });
      expect(kept.status).toBe(200);
      expect(kept.body.song).toMatchObject({
        status: 'approved',
        statusDescription: round === 1 ? '' : 'Staying',
        removedBy: null,
      });
      expect(await balanceOf(teacher, remover)).toBe(1000);
      expect((await setStatus(teacher, song._id, 'approved')).status).toBe(409);
      expect(await balanceOf(teacher, remover)).toBe(1000);
    }
    const refunds = await t.database.db
      .select({ refundOf: transactions.refundOf })
      .from(transactions)
      .where(and(eq(transactions.studentId, remover.id), eq(transactions.source, 'songRemoval')));
    expect(refunds.filter((r) => r.refundOf).map((r) => r.refundOf)).toEqual(
      expect.arrayContaining([1, 2, 3].map((n) => removalRefundKey(song._id, n))),
    );
    expect(await balanceOf(teacher, requester)).toBe(900);
    const [told] = await notificationsOf(remover);
    expect(told).toMatchObject({ title: 'Song removal declined' });
  });

  it('is refused 403 when removals are off, 403 Available with Prime under the lock, 409 without the points', async () => {
    const off = await classroom(songSettings((s) => (s.songs.removals.enabled = false)));
    const a = await studentIn(off.teacher, off.course.id, 1000);
    const offSong = await approvedSong(off.teacher, a);
    const refusedOff = await setStatus(a, offSong._id, 'pendingRemoval');
    expect(refusedOff.status).toBe(403);
    expect(Object.keys(refusedOff.body.errors as object)).toEqual(['songRemoval']);

    const locked = await classroom(
      songSettings((s) => {
        s.prime = { ...s.prime, enabled: true, songRemovalEnabled: true };
      }),
    );
    const plain = await studentIn(locked.teacher, locked.course.id, 1000);
    const prime = await studentIn(locked.teacher, locked.course.id, 1000, { hasPrime: true });
    const lockedSong = await approvedSong(locked.teacher, plain);
    const refusedLock = await setStatus(plain, lockedSong._id, 'pendingRemoval');
    expect(refusedLock.status).toBe(403);
    expect(refusedLock.body).toEqual({ errors: { songRemoval: ['Available with Prime'] } });
    expect(await balanceOf(locked.teacher, plain)).toBe(900);
    expect((await setStatus(prime, lockedSong._id, 'pendingRemoval')).status).toBe(200);

    const poorClass = await classroom();
    const rich = await studentIn(poorClass.teacher, poorClass.course.id, 1000);
    const poor = await studentIn(poorClass.teacher, poorClass.course.id, 150);
    const song = await approvedSong(poorClass.teacher, rich);
    const refusedFunds = await setStatus(poor, song._id, 'pendingRemoval');
    expect(refusedFunds.status).toBe(409);
    expect(refusedFunds.body).toEqual({ errors: { insufficientFunds: ['Insufficient funds! You have 150 pts'] } });
    expect((await poor.client.get<{ songs: TSong[] }>('/api/songs/student')).body.songs[0]!.status).toBe('approved');
  });

  it('refunds the requester nothing on removal when removals were turned off meanwhile', async () => {
    const { teacher, course } = await classroom();
    const requester = await studentIn(teacher, course.id, 1000);
    const remover = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, requester);
    await setStatus(remover, song._id, 'pendingRemoval');
    const put = await teacher.client.put('/api/user/settings', {
      settings: { songs: { removals: { enabled: false } } },
    });
    expect(put.status).toBe(200);
    expect((await setStatus(teacher, song._id, 'removed')).status).toBe(200);
    expect(await balanceOf(teacher, requester)).toBe(900);
  });
});

describe('deleting a song', () => {
  it('refunds a pending request, writes the audit trail and answers 204', async () => {
    const { teacher, course } = await classroom();
    const sam = await studentIn(teacher, course.id, 500);
    const made = await request(sam, 'Delete me');
    expect(await balanceOf(teacher, sam)).toBe(400);
    expect((await sam.client.delete(`/api/songs/${made.body.song._id}`)).status).toBe(403);
    const deleted = await teacher.client.delete(`/api/songs/${made.body.song._id}`);
    expect(deleted.status).toBe(204);
    expect(await balanceOf(teacher, sam)).toBe(500);
    expect((await teacher.client.get<{ songs: TSong[] }>('/api/songs/teacher')).body.songs).toEqual([]);
    const trail = await t.database.db.select().from(auditEntries).where(eq(auditEntries.entityId, made.body.song._id));
    expect(trail).toMatchObject([{ entity: 'song', action: 'delete', actorId: teacher.id, studentId: sam.id }]);
    expect((await teacher.client.delete(`/api/songs/${made.body.song._id}`)).status).toBe(404);
    expect(await balanceOf(teacher, sam)).toBe(500);
  });

  it('refunds a pending removal to the remover, and nothing for an approved song', async () => {
    const { teacher, course } = await classroom();
    const requester = await studentIn(teacher, course.id, 1000);
    const remover = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, requester);
    await setStatus(remover, song._id, 'pendingRemoval');
    expect((await teacher.client.delete(`/api/songs/${song._id}`)).status).toBe(204);
    expect(await balanceOf(teacher, remover)).toBe(1000);
    expect(await balanceOf(teacher, requester)).toBe(900);
    const kept = await approvedSong(teacher, requester);
    expect((await teacher.client.delete(`/api/songs/${kept._id}`)).status).toBe(204);
    expect(await balanceOf(teacher, requester)).toBe(800);
  });
});

describe('the economy view', () => {
  it('sums song and removal charges net of refunds', async () => {
    const { teacher, course } = await classroom();
    const a = await studentIn(teacher, course.id, 1000);
    const b = await studentIn(teacher, course.id, 1000);
    const song = await approvedSong(teacher, a); // 100
    const rejected = await request(b, 'No'); // 100, refunded
    await setStatus(teacher, rejected.body.song._id, 'rejected');
    await setStatus(b, song._id, 'pendingRemoval'); // 200
    await setStatus(teacher, song._id, 'removed'); // -50 to a
    const economy = await teacher.client.get<TEconomy>('/api/scores/all');
    expect(economy.body.summary.songs).toBe(250);
  });
});
