import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  jukeboxClass,
  jukeboxSettings,
  type JukeboxWorld,
  startJukeboxWorld,
  uriOf,
} from '../support/jukebox-setup';
import type { ApiClient } from '../support/test-app';

// Issue 42, item 18: Spotify is asked only what the server can't decide alone (it rate-limits each
// app), a refusal on the way to a purchase says no points were taken, and a track already on the
// class playlist is not added a second time.
let world: JukeboxWorld;
beforeAll(async () => {
  world = await startJukeboxWorld();
});
afterAll(() => world.close());

type Errors = { errors: Record<string, string[]> };
const add = (client: ApiClient, uri: string) => client.post<Errors>('/api/spotify/queue/add', { track: { uri } });
const calls = () => world.fake.control.state.calls.length;
/** The class's songs have played: nothing of theirs is waiting in Spotify's queue any more. */
const songsPlayed = () => void world.fake.control.state.upNext.splice(0);

describe('rules the server knows alone come before Spotify', () => {
  it("refuses a student short of points, and the day's third song, without a request to Spotify", async () => {
    const { teacher, student } = await jukeboxClass(
      world,
      jukeboxSettings((s) => (s.jukebox.purchaseLimit = 2)),
    );
    const poor = await student(50);
    let before = calls();
    const short = await add(poor.client, uriOf(world, 'Morning Algebra'));
    expect(short.status).toBe(409);
    expect(Object.keys(short.body.errors)).toEqual(['insufficientFunds']);
    expect(calls()).toBe(before);

    const ana = await student(1000);
    expect((await add(ana.client, uriOf(world, 'Morning Algebra'))).status).toBe(200);
    songsPlayed();
    expect((await add(ana.client, uriOf(world, 'Recess Forever'))).status).toBe(200);
    songsPlayed();
    before = calls();
    const third = await add(ana.client, uriOf(world, 'Study Hall'));
    expect(third.status).toBe(429);
    expect(third.body.errors.jukebox?.[0]).toMatch(/queued 2 songs today/);
    expect(world.fake.control.state.calls.slice(before)).toEqual([]);
    expect(await balanceOf(teacher, ana)).toBe(800);
  });
});

describe('a Spotify that does not answer on the way to a purchase', () => {
  it('tells the student no points were taken when the class playlist could not be read in time', async () => {
    const { teacher, student, playlistId } = await jukeboxClass(world);
    const ana = await student(500);
    world.fake.control.hang({ method: 'GET', path: `/v1/playlists/${playlistId}` });
    const answer = await add(ana.client, uriOf(world, 'Bell Rings'));
    world.fake.control.dropHanging();
    expect(answer.status).toBe(504);
    expect(answer.body.errors.spotify?.[0]).toBe(
      "Spotify didn't answer in time. Try again in a minute. No points were taken.",
    );
    expect(await balanceOf(teacher, ana)).toBe(500);
  });
});

describe('approving a song already on the class playlist', () => {
  it('leaves the playlist with one copy of the track, and adds a track that is not there once', async () => {
    const { teacher, course, playlistId } = await jukeboxClass(world);
    const copies = (uri: string) =>
      world.fake.control.state.playlists.get(playlistId)!.trackIds.filter((id) => `spotify:track:${id}` === uri).length;
    const there = uriOf(world, 'Morning Algebra');
    expect(copies(there)).toBe(1);
    const again = await teacher.client.post('/api/spotify/playlist/add', { slug: course.slug, uri: there });
    expect(again.status).toBe(200);
    expect(copies(there)).toBe(1);

    const fresh = world.fake.control.addTrack('Homework Blues', 'The Quiet Comets');
    for (let i = 0; i < 2; i++) {
      const added = await teacher.client.post('/api/spotify/playlist/add', { slug: course.slug, uri: fresh.uri });
      expect(added.status).toBe(200);
    }
    expect(copies(fresh.uri)).toBe(1);
  });
});
