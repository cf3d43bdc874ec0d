import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../src/server/db/schema';
import { type TJukeboxState, type TQueue } from '../../src/shared/jukebox';
import {
  balanceOf,
  jukeboxClass,
  jukeboxSettings,
  type JukeboxWorld,
  startJukeboxWorld,
  uriOf,
} from '../support/jukebox-setup';
import type { ApiClient } from '../support/test-app';
import { musicText } from '../../src/shared/music/texts';

type Errors = { errors: Record<string, string[]> };

let world: JukeboxWorld;
beforeAll(async () => {
  world = await startJukeboxWorld();
});
afterAll(() => world.close());

const add = (client: ApiClient, uri: string) =>
  client.post('/api/spotify/queue/add', { track: { uri, name: 'ignored', artists: [] }, cost: 0, tokens: 'x' });

const queuePosts = () =>
  world.fake.control.state.calls.filter((c) => c.method === 'POST' && c.path === '/v1/me/player/queue').length;

async function jukeboxCharges(studentId: string) {
  return world.t.database.db
    .select({ amount: transactions.amount, source: transactions.source, description: transactions.description })
    .from(transactions)
    .where(and(eq(transactions.studentId, studentId), eq(transactions.type, 'purchase')));
}

describe('queueing a song (P20, P37)', () => {
  it('charges the student the price only after Spotify accepted, whatever cost the client sends', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(500);
    const answer = await add(pupil.client, uriOf(world, 'Paper Lanterns'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      track: { name: 'Paper Lanterns', artists: [{ name: 'The Quiet Comets' }] },
      cost: 100,
    });
    expect(world.fake.control.queue().at(-1)?.name).toBe('Paper Lanterns');
    expect(await balanceOf(teacher, pupil)).toBe(400);
    expect(await jukeboxCharges(pupil.id)).toEqual([
      { amount: 100, source: 'jukebox', description: 'Jukebox: Paper Lanterns by The Quiet Comets' },
    ]);
    const state = await pupil.client.get<{ jukebox: TJukeboxState }>('/api/spotify/jukebox');
    expect(state.body.jukebox).toMatchObject({ addsToday: 1, addsLeft: null });
  });

  it("with no music playing: the seed's text, nothing charged", async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(500);
    world.fake.control.setDeviceActive(false);
    try {
      const answer = await add(pupil.client, uriOf(world, 'Recess Forever'));
      expect(answer.status).toBe(409);
      expect((answer.body as Errors).errors).toEqual({ jukebox: [musicText.t('noActiveDevice')] });
      expect(await balanceOf(teacher, pupil)).toBe(500);
    } finally {
      world.fake.control.setDeviceActive(true);
    }
  });

  it("short of points: 409 insufficientFunds and Spotify isn't asked", async () => {
    const { student } = await jukeboxClass(world);
    const pupil = await student(99);
    const before = queuePosts();
    const answer = await add(pupil.client, uriOf(world, 'Recess Forever'));
    expect(answer.status).toBe(409);
    expect((answer.body as Errors).errors).toEqual({ insufficientFunds: ['Insufficient funds! You have 99 pts'] });
    expect(queuePosts()).toBe(before);
  });

  it('only tracks of the class playlist; explicit ones only when the teacher allows them', async () => {
    const { student } = await jukeboxClass(world);
    const pupil = await student(1000);
    const stranger = world.fake.control.addTrack('Not On The List', 'Nobody');
    const outside = await add(pupil.client, stranger.uri);
    expect(outside.status).toBe(422);
    expect((outside.body as Errors).errors).toEqual({ track: ['is not on your class playlist'] });
    const explicit = await add(pupil.client, uriOf(world, 'Lunchroom Riot'));
    expect(explicit.status).toBe(409);
    expect((explicit.body as Errors).errors.jukebox?.[0]).toMatch(/explicit/);

    const open = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.allowExplicit = true)),
    );
    const other = await open.student(1000);
    expect((await add(other.client, uriOf(world, 'Lunchroom Riot'))).status).toBe(200);
  });

  it('fair turns: no second song while your last one waits, until a classmate adds one', async () => {
    const { student } = await jukeboxClass(world);
    const ana = await student(1000);
    const ben = await student(1000);
    expect((await add(ana.client, uriOf(world, 'Morning Algebra'))).status).toBe(200);
    const again = await add(ana.client, uriOf(world, 'Recess Forever'));
    expect(again.status).toBe(409);
    expect((again.body as Errors).errors.jukebox?.[0]).toMatch(/still waiting in the queue/);
    expect((await add(ben.client, uriOf(world, 'Recess Forever'))).status).toBe(200);
    expect((await add(ana.client, uriOf(world, 'Study Hall'))).status).toBe(200);
  });

  it('the day cap counts queue additions (not skips) and answers 429', async () => {
    const { student } = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.purchaseLimit = 1)),
    );
    const ana = await student(1000);
    const ben = await student(1000);
    expect((await add(ana.client, uriOf(world, 'Morning Algebra'))).status).toBe(200);
    expect((await add(ben.client, uriOf(world, 'Recess Forever'))).status).toBe(200);
    const capped = await add(ana.client, uriOf(world, 'Study Hall'));
    expect(capped.status).toBe(429);
    expect((capped.body as Errors).errors.jukebox?.[0]).toMatch(/queued 1 song today/);
    const state = await ana.client.get<{ jukebox: TJukeboxState }>('/api/spotify/jukebox');
    expect(state.body.jukebox).toMatchObject({ addsToday: 1, addsLeft: 0 });
  });

  it('teachers queue any track for free, without caps or turns', async () => {
    const { teacher } = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.purchaseLimit = 1)),
    );
    for (const name of ['Field Trip', 'Bell Rings']) {
      const answer = await add(teacher.client, uriOf(world, name));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ cost: 0 });
    }
  });
});

describe('skipping the song playing', () => {
  it('charges the skip price once Spotify skipped; a song that already ended is not skipped', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(400);
    const playing = world.fake.control.playing()!;
    const stale = await pupil.client.post<Errors>('/api/spotify/queue/skip', { track: { name: 'Some Older Song' } });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.jukebox?.[0]).toMatch(/already ended.*No points were taken/);
    const answer = await pupil.client.post('/api/spotify/queue/skip', { track: { name: playing.name, artists: [] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ track: { name: playing.name }, cost: 150 });
    expect(world.fake.control.playing()?.name).not.toBe(playing.name);
    expect(await balanceOf(teacher, pupil)).toBe(250);
    expect((await jukeboxCharges(pupil.id)).map((c) => c.source)).toEqual(['skip']);
  });

  it("counts in the economy view's Jukebox and Song skips totals; a refused addition doesn't", async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(1000);
    world.fake.control.failNext({ method: 'POST', path: '/v1/me/player/queue' }, { status: 503 });
    expect((await add(pupil.client, uriOf(world, 'Study Hall'))).status).toBe(502);
    expect((await add(pupil.client, uriOf(world, 'Paper Lanterns'))).status).toBe(200);
    const playing = world.fake.control.playing()!;
    const skipped = await pupil.client.post('/api/spotify/queue/skip', { track: { name: playing.name } });
    expect(skipped.status).toBe(200);
    const economy = await teacher.client.get<{ summary: { jukebox: number; skipSongs: number } }>('/api/scores/all');
    expect(economy.body.summary).toMatchObject({ jukebox: 100, skipSongs: 150 });
  });

  it('is refused when skipping is off', async () => {
    const { student } = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.skipSongs.enabled = false)),
    );
    const pupil = await student(400);
    const answer = await pupil.client.post<Errors>('/api/spotify/queue/skip', { track: { name: 'x' } });
    expect(answer.status).toBe(403);
  });
});

describe('who may use it (seed 001 section 6, P21, P37)', () => {
  it('another music app: the not-supported text; a Prime-only jukebox: Available with Prime', async () => {
    const apple = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.songs.apps.provider = 'apple')),
    );
    const a = await apple.student(500);
    const refused = await a.client.post<Errors>('/api/spotify/queue');
    expect(refused.status).toBe(403);
    // A student can't choose the music app: they are told to ask their teacher (issue 42, item 18).
    expect(refused.body.errors).toEqual({ jukebox: [musicText.t('notSupportedStudent')] });
    expect(musicText.t('notSupportedStudent')).toMatch(/Ask your teacher/);

    const prime = await jukeboxClass(
      world,
      jukeboxSettings((s) => {
        s.prime.enabled = true;
        s.prime.jukeboxEnabled = true;
      }),
    );
    const p = await prime.student(500);
    const locked = await p.client.post<Errors>('/api/spotify/queue/add', {
      track: { uri: uriOf(world, 'Field Trip') },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.errors).toEqual({ jukebox: ['Available with Prime'] });
  });

  it("a student reads only their course's playlist; another teacher's playlist answers 404", async () => {
    const mine = await jukeboxClass(world);
    const theirs = await jukeboxClass(world);
    const pupil = await mine.student(0);
    const own = await pupil.client.post<{ tracks: unknown[] }>('/api/spotify/playlist', { id: mine.playlistId });
    expect(own.status).toBe(200);
    expect(own.body.tracks.length).toBe(world.fake.control.catalogue().length);
    expect((await pupil.client.post('/api/spotify/playlist', { id: theirs.playlistId })).status).toBe(404);
    expect((await mine.teacher.client.post('/api/spotify/playlist', { id: theirs.playlistId })).status).toBe(404);
  });

  it('Now Playing and Up Next come from the teacher’s player', async () => {
    const { student } = await jukeboxClass(world);
    const pupil = await student(0);
    const answer = await pupil.client.post<{ queue: TQueue }>('/api/spotify/queue');
    expect(answer.status).toBe(200);
    expect(answer.body.queue.currently_playing?.name).toBe(world.fake.control.playing()?.name);
    expect(answer.body.queue.queue.map((t) => t.name)).toEqual(world.fake.control.queue().map((t) => t.name));
  });
});

describe('when Spotify misbehaves', () => {
  it('429: the seconds Spotify asked for are honoured without asking it again meanwhile', async () => {
    const { student } = await jukeboxClass(world);
    const pupil = await student(1000);
    world.fake.control.failNext(
      { method: 'POST', path: '/v1/me/player/queue' },
      { status: 429, headers: { 'retry-after': '30' } },
    );
    const first = await add(pupil.client, uriOf(world, 'Bell Rings'));
    expect(first.status).toBe(429);
    expect((first.body as Errors).errors.jukebox?.[0]).toMatch(/Try again in 30 seconds\. No points were taken/);
    const callsBefore = world.fake.control.state.calls.length;
    const second = await pupil.client.post('/api/spotify/queue');
    expect(second.status).toBe(429);
    expect(world.fake.control.state.calls.length).toBe(callsBefore);
  });

  it('Premium required and the development-mode user limit give the teacher clear 403s', async () => {
    const premium = await jukeboxClass(world);
    world.fake.control.setProduct('free');
    try {
      const answer = await premium.teacher.client.post<Errors>('/api/spotify/queue/add', {
        track: { uri: uriOf(world, 'Bell Rings') },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.errors.spotify?.[0]).toMatch(/Premium/);
    } finally {
      world.fake.control.setProduct('premium');
    }
    world.fake.control.setRegistered(false);
    try {
      const answer = await premium.teacher.client.post<Errors>('/api/spotify/queue');
      expect(answer.status).toBe(403);
      expect(answer.body.errors.spotify?.[0]).toMatch(/development mode/);
    } finally {
      world.fake.control.setRegistered(true);
    }
  });

  it('a hanging Spotify answers 504 within the deadline, charges nothing, and the rest of the app answers meanwhile', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(500);
    world.fake.control.hang({ method: 'POST', path: '/v1/me/player/queue' });
    const started = Date.now();
    const pending = add(pupil.client, uriOf(world, 'Field Trip'));
    const meanwhile = await teacher.client.get('/api/user');
    expect(meanwhile.status).toBe(200);
    // On PostgreSQL other requests have connections of their own; PGlite's one connection waits its turn.
    if (process.env.DATABASE_URL) expect(Date.now() - started).toBeLessThan(500);
    const answer = await pending;
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await balanceOf(teacher, pupil)).toBe(500);
  });

  it('Spotify failing answers 502 and charges nothing', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(500);
    world.fake.control.failNext({ method: 'POST', path: '/v1/me/player/queue' }, { status: 503 });
    const answer = await add(pupil.client, uriOf(world, 'Field Trip'));
    expect(answer.status).toBe(502);
    expect(await balanceOf(teacher, pupil)).toBe(500);
  });

  it('an access token refused mid-purchase is refreshed and the purchase made once', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(500);
    world.fake.control.failNext(
      { method: 'POST', path: '/v1/me/player/queue' },
      { status: 401, body: { error: { status: 401, message: 'The access token expired' } } },
    );
    const answer = await add(pupil.client, uriOf(world, 'Morning Algebra'));
    expect(answer.status).toBe(200);
    expect(await balanceOf(teacher, pupil)).toBe(400);
    expect((await jukeboxCharges(pupil.id)).length).toBe(1);
  });
});

describe('at the same moment', () => {
  it('a student pressing five times with points for one is charged once, for one queued song', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(150);
    const before = queuePosts();
    const names = ['Paper Lanterns', 'Morning Algebra', 'Recess Forever', 'Study Hall', 'Bell Rings'];
    const answers = await Promise.all(names.map((name) => add(pupil.client, uriOf(world, name))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(queuePosts() - before).toBe(1);
    expect(await balanceOf(teacher, pupil)).toBe(50);
  });

  it('three skips at once with points for all: one song is skipped, one charge', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(1000);
    const playing = world.fake.control.playing()!.name;
    const answers = await Promise.all(
      [1, 2, 3].map(() => pupil.client.post('/api/spotify/queue/skip', { track: { name: playing } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await balanceOf(teacher, pupil)).toBe(850);
  });
});
