import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaylistRemoval, TSong } from '../../src/shared/songs';
import {
  balanceOf,
  jukeboxClass,
  jukeboxSettings,
  type JukeboxWorld,
  type Person,
  startJukeboxWorld,
  uriOf,
} from '../support/jukebox-setup';
import { songSettings } from '../support/song-factories';

// Issue 28, item 4: a paid song removal takes the track off the course's Spotify playlist, so
// classmates can no longer pay to queue it; when Spotify refuses, the removal still stands in
// Classmint and the teacher is told what to do in Spotify (docs/decisions.md).
let world: JukeboxWorld;
beforeAll(async () => {
  world = await startJukeboxWorld();
});
afterAll(() => world.close());

type Answer = { song: TSong; spotify?: TPlaylistRemoval; errors?: Record<string, string[]> };

/** The jukebox class with song requests and paid removals on (removal 200, the requester's refund 50). */
async function songClass() {
  const songs = songSettings().songs;
  const made = await jukeboxClass(
    world,
    jukeboxSettings((s) => (s.songs = { ...songs, apps: s.songs.apps })),
  );
  return made;
}

const playlistUris = (playlistId: string) =>
  (world.fake.control.state.playlists.get(playlistId)?.trackIds ?? []).map((id) => `spotify:track:${id}`);
const removals = () => world.fake.control.state.calls.filter((c) => c.method === 'DELETE' && c.path.endsWith('/items'));

/** A song requested by `requester`, approved (with the track put on the playlist, when given), then paid to be removed by `remover`. */
async function removalPending(
  teacher: Person,
  requester: Person,
  remover: Person,
  song: { title: string; artist: string; trackUri?: string },
) {
  const made = await requester.client.post<{ song: TSong }>('/api/songs', {
    song: { title: song.title, artist: song.artist },
  });
  expect(made.status).toBe(201);
  const id = made.body.song._id;
  const approved = await teacher.client.put<Answer>(`/api/songs/${id}`, {
    song: { status: 'approved', ...(song.trackUri ? { trackUri: song.trackUri } : {}) },
  });
  expect(approved.status).toBe(200);
  expect(approved.body.spotify).toBeUndefined();
  const asked = await remover.client.put<Answer>(`/api/songs/${id}`, { song: { status: 'pendingRemoval' } });
  expect(asked.status).toBe(200);
  return id;
}

const removeSong = (teacher: Person, id: string) =>
  teacher.client.put<Answer>(`/api/songs/${id}`, { song: { status: 'removed' } });

describe("removing a song takes it off the course's Spotify playlist", () => {
  it('the track recorded at approval goes, and a classmate can no longer pay to queue it', async () => {
    const { teacher, student, playlistId } = await songClass();
    const ana = await student(1000);
    const ben = await student(1000);
    const cal = await student(1000);
    const uri = uriOf(world, 'Recess Forever');
    // The classmate reads the playlist first, so a stale cached copy would still offer the track.
    expect((await cal.client.post('/api/spotify/playlist', { id: playlistId })).status).toBe(200);
    const id = await removalPending(teacher, ana, ben, {
      title: 'Recess Forever',
      artist: 'The Hall Monitors',
      trackUri: uri,
    });
    const before = world.fake.control.state.playlists.get(playlistId)!.version;

    const removed = await removeSong(teacher, id);
    expect(removed.status).toBe(200);
    expect(removed.body.song.status).toBe('removed');
    expect(removed.body.spotify).toEqual({
      outcome: 'removed',
      message: "'Recess Forever' by The Hall Monitors was taken off the class playlist in Spotify.",
    });
    expect(playlistUris(playlistId)).not.toContain(uri);
    expect(playlistUris(playlistId)).toContain(uriOf(world, 'Paper Lanterns'));
    expect(world.fake.control.state.playlists.get(playlistId)!.version).toBe(before + 1);
    expect(removals().at(-1)?.path).toBe(`/v1/playlists/${playlistId}/items`);

    const queued = await cal.client.post<Answer>('/api/spotify/queue/add', { track: { uri } });
    expect(queued.status).toBe(422);
    expect(queued.body.errors).toEqual({ track: ['is not on your class playlist'] });
    expect(await balanceOf(teacher, cal)).toBe(1000);
    // The requester's refund and the remover's charge, as before (P29).
    expect(await balanceOf(teacher, ana)).toBe(1000 - 100 + 50);
    expect(await balanceOf(teacher, ben)).toBe(1000 - 200);
  });

  it('a song approved before its track was recorded is found by its title and artist', async () => {
    const { teacher, student, playlistId } = await songClass();
    const [ana, ben] = [await student(1000), await student(1000)];
    const id = await removalPending(teacher, ana, ben, { title: ' study HALL ', artist: 'Quiet Please' });
    const removed = await removeSong(teacher, id);
    expect(removed.body.spotify?.outcome).toBe('removed');
    expect(playlistUris(playlistId)).not.toContain(uriOf(world, 'Study Hall'));
  });

  it("a song that isn't on the playlist changes nothing there, and says so", async () => {
    const { teacher, student, playlistId } = await songClass();
    const [ana, ben] = [await student(1000), await student(1000)];
    const id = await removalPending(teacher, ana, ben, { title: 'Not In Spotify', artist: 'Nobody' });
    const tracks = playlistUris(playlistId);
    const removed = await removeSong(teacher, id);
    expect(removed.status).toBe(200);
    expect(removed.body.spotify).toEqual({
      outcome: 'notOnPlaylist',
      message:
        "'Not In Spotify' by Nobody isn't on the class playlist in Spotify, so nothing there changed. If it is there under another name, remove it in the Spotify app.",
    });
    expect(playlistUris(playlistId)).toEqual(tracks);
  });

  it('a course without a playlist: the removal asks nothing of Spotify', async () => {
    const { teacher, student, course } = await songClass();
    expect((await teacher.client.delete('/api/spotify/playlist/remove', { slug: course.slug })).status).toBeLessThan(
      300,
    );
    const [ana, ben] = [await student(1000), await student(1000)];
    const id = await removalPending(teacher, ana, ben, { title: 'Field Trip', artist: 'Yellow Bus Band' });
    const calls = removals().length;
    const removed = await removeSong(teacher, id);
    expect(removed.status).toBe(200);
    expect(removed.body.spotify).toBeUndefined();
    expect(removals()).toHaveLength(calls);
  });
});

describe('when Spotify refuses, the removal stands and the teacher is told what to do', () => {
  it.each([
    { status: 500, reason: "Spotify isn't working right now" },
    {
      status: 403,
      reason: 'Spotify refused the change (only the Spotify account that owns the playlist may change it)',
    },
  ])('Spotify answers $status', async ({ status, reason }) => {
    const { teacher, student, playlistId } = await songClass();
    const [ana, ben] = [await student(1000), await student(1000)];
    const uri = uriOf(world, 'Bell Rings');
    const id = await removalPending(teacher, ana, ben, {
      title: 'Bell Rings',
      artist: 'Passing Period',
      trackUri: uri,
    });
    world.fake.control.failNext(
      { method: 'DELETE', path: `/v1/playlists/${playlistId}/items` },
      { status, body: { error: { status, message: status === 403 ? 'Forbidden' : 'Server error' } } },
    );
    const removed = await removeSong(teacher, id);
    expect(removed.status).toBe(200);
    expect(removed.body.song.status).toBe('removed');
    expect(removed.body.spotify).toEqual({
      outcome: 'refused',
      message: `The song is removed in Classmint, but ${reason}, so 'Bell Rings' by Passing Period may still be on the class playlist. Open the playlist in the Spotify app and remove it there; until then classmates can still queue it.`,
    });
    expect(playlistUris(playlistId)).toContain(uri);
    // Decided once, in Classmint: the refund and the charge stand, and deciding again is refused.
    expect(await balanceOf(teacher, ana)).toBe(1000 - 100 + 50);
    expect(await balanceOf(teacher, ben)).toBe(1000 - 200);
    expect((await removeSong(teacher, id)).status).toBe(409);
  });

  it('a Spotify that hangs holds nothing: the song list answers meanwhile, then the teacher hears it timed out', async () => {
    const { teacher, student, playlistId } = await songClass();
    const [ana, ben] = [await student(1000), await student(1000)];
    const uri = uriOf(world, 'Morning Algebra');
    const id = await removalPending(teacher, ana, ben, {
      title: 'Morning Algebra',
      artist: 'Chalk & Cheese',
      trackUri: uri,
    });
    world.fake.control.hang({ method: 'DELETE', path: `/v1/playlists/${playlistId}/items` });
    const calls = removals().length;
    let answered = false;
    const removing = removeSong(teacher, id).then((answer) => {
      answered = true;
      return answer;
    });
    while (removals().length === calls) await new Promise((resolve) => setTimeout(resolve, 10));
    // Spotify holds the call: the decision is committed and nothing is locked.
    const list = await teacher.client.get<{ songs: TSong[] }>('/api/songs/teacher');
    expect(answered).toBe(false);
    expect(list.body.songs.find((s) => s._id === id)?.status).toBe('removed');
    expect(await balanceOf(teacher, ben)).toBe(800);
    const removed = await removing;
    expect(removed.status).toBe(200);
    expect(removed.body.spotify?.outcome).toBe('refused');
    expect(removed.body.spotify?.message).toMatch(
      /^The song is removed in Classmint, but Spotify didn't answer in time,/,
    );
  });
});
