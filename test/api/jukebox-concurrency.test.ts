import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jukeboxPlays, transactions } from '../../src/server/db/schema';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';
import { type FakeSpotify, startFakeSpotify } from '../support/fake-spotify';
import { connectCookie, decideAtSpotify, jukeboxSettings, PUBLIC_URL } from '../support/jukebox-setup';
import { clientsFor } from '../support/song-factories';
import { giveBonus } from '../support/store-factories';
import { pgInstances } from '../support/pg-instances';

// Three app instances on one PostgreSQL database and one Spotify: what each instance keeps in memory
// (the class's turn, the refresh under way) can't help across them, so only the row locks do.
const cluster = pgInstances();
const tokenKey = randomBytes(32).toString('hex');

let fake: FakeSpotify;
const instances = cluster.instances;

function startInstance() {
  return cluster.start({
    SPOTIFY_CLIENT_ID: fake.clientId,
    SPOTIFY_CLIENT_SECRET: fake.clientSecret,
    SPOTIFY_TOKEN_KEY: tokenKey,
    PUBLIC_URL,
    SPOTIFY_ACCOUNTS_URL: fake.accountsUrl,
    SPOTIFY_API_URL: fake.apiUrl,
  });
}

describe.skipIf(!cluster.usable)('the jukebox across app instances (PostgreSQL)', () => {
  beforeAll(async () => {
    fake = await startFakeSpotify({ redirectUris: [`${PUBLIC_URL}/api/spotify/callback`] });
    await cluster.createDatabase();
    await startInstance();
    await startInstance();
    await startInstance();
  }, 60_000);

  afterAll(async () => {
    await cluster.closeAll();
    await fake.close();
  });

  async function connectedClass(points: number) {
    const { db } = instances[0]!.database;
    const teacher = await makeTeacher(db, { permissions: { jukebox: true }, settings: jukeboxSettings() });
    const course = await makeCourse(db, teacher.id);
    const student = await makeStudent(db, teacher.id, { courseId: course.id });
    if (points > 0) await giveBonus(db, teacher.id, student.id, points);
    const perInstance = await Promise.all(
      instances.map(async ({ app }) => {
        const [asTeacher, asStudent] = await clientsFor(app, db, [teacher.id, student.id]);
        return { app, teacher: asTeacher!, student: asStudent! };
      }),
    );
    const first = perInstance[0]!;
    const auth = await first.teacher.get<{ url: string }>('/api/spotify/auth');
    const back = new URL(await decideAtSpotify(auth.body.url, 'agree'));
    await first.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: connectCookie(auth) },
    });
    const made = await first.teacher.post<{ playlist: { id: string } }>('/api/spotify/playlist/create', {
      name: 'Class',
      slug: course.slug,
    });
    fake.control.addToPlaylist(
      made.body.playlist.id,
      fake.control.catalogue().map((t) => t.id),
    );
    const balance = async () =>
      (await first.teacher.get<{ totals: { balance: number } }>(`/api/scores?username=${student.username}`)).body.totals
        .balance;
    return { perInstance, balance };
  }

  it('a student with points for one song, pressing on every instance at once, is charged once for one queued song', async () => {
    const { perInstance, balance } = await connectedClass(150);
    const queuePosts = () =>
      fake.control.state.calls.filter((c) => c.path === '/v1/me/player/queue' && c.method === 'POST').length;
    const before = queuePosts();
    const uris = fake.control
      .catalogue()
      .filter((t) => !t.explicit)
      .map((t) => t.uri);
    const answers = await Promise.all(
      [...perInstance, ...perInstance].map(({ student }, i) =>
        student.post('/api/spotify/queue/add', { track: { uri: uris[i % uris.length] } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(queuePosts() - before).toBe(1);
    expect(await balance()).toBe(50);
  });

  it("two classmates pressing on every instance at once: the fair order and the day's cap hold, each charge is one queued song", async () => {
    const { db } = instances[0]!.database;
    const settings = jukeboxSettings((s) => {
      s.jukebox.purchaseLimit = 2;
    });
    const teacher = await makeTeacher(db, { permissions: { jukebox: true }, settings });
    const course = await makeCourse(db, teacher.id);
    const students = [
      await makeStudent(db, teacher.id, { courseId: course.id }),
      await makeStudent(db, teacher.id, { courseId: course.id }),
    ];
    for (const s of students) await giveBonus(db, teacher.id, s.id, 10_000);
    const [asTeacher] = await clientsFor(instances[0]!.app, db, [teacher.id]);
    const auth = await asTeacher!.get<{ url: string }>('/api/spotify/auth');
    const back = new URL(await decideAtSpotify(auth.body.url, 'agree'));
    await instances[0]!.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: connectCookie(auth) },
    });
    const made = await asTeacher!.post<{ playlist: { id: string } }>('/api/spotify/playlist/create', {
      name: 'Class',
      slug: course.slug,
    });
    fake.control.addToPlaylist(
      made.body.playlist.id,
      fake.control.catalogue().map((t) => t.id),
    );
    const uris = fake.control
      .catalogue()
      .filter((t) => !t.explicit)
      .map((t) => t.uri);
    const presses = await Promise.all(
      instances.flatMap(({ app }) =>
        students.map(async (student, who) => {
          const [client] = await clientsFor(app, db, [student.id]);
          return Promise.all(
            [0, 1, 2, 3].map((i) =>
              client!.post('/api/spotify/queue/add', { track: { uri: uris[(who * 4 + i) % uris.length] } }),
            ),
          );
        }),
      ),
    );
    const accepted = presses.flat().filter((a) => a.status === 200).length;
    for (const answer of presses.flat()) expect([200, 409, 429]).toContain(answer.status);

    const plays = await db
      .select({ studentId: jukeboxPlays.studentId, state: jukeboxPlays.state })
      .from(jukeboxPlays)
      .where(eq(jukeboxPlays.courseId, course.id))
      .orderBy(asc(jukeboxPlays.createdAt));
    expect(plays.every((p) => p.state === 'done')).toBe(true);
    expect(plays).toHaveLength(accepted);
    // Fair turns: no student twice in a row while their song waits (nothing plays during the test).
    for (let i = 1; i < plays.length; i++) expect(plays[i]!.studentId).not.toBe(plays[i - 1]!.studentId);
    for (const s of students) expect(plays.filter((p) => p.studentId === s.id).length).toBeLessThanOrEqual(2);
    const charges = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.teacherId, teacher.id), eq(transactions.source, 'jukebox')));
    expect(charges).toHaveLength(accepted);
    expect(accepted).toBeGreaterThanOrEqual(2);
  });

  it('an expired token is refreshed once, though every instance needs it at the same moment', async () => {
    const { perInstance } = await connectedClass(0);
    fake.control.expireAccessTokens();
    const refreshes = () => fake.control.state.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const before = refreshes();
    const answers = await Promise.all(
      [...perInstance, ...perInstance].map(({ teacher }) => teacher.post('/api/spotify/queue')),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(refreshes() - before).toBe(1);
  });
});
