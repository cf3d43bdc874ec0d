import { describe, expect, it } from 'vitest';
import { createKeyedGate } from '../../src/server/features/jukebox/keyed-gate';
import { retryAfterSecondsOf } from '../../src/server/integrations/spotify/spotify-http';
import { playlistOf, queueOf, trackOf, tracksOfEntries } from '../../src/server/integrations/spotify/spotify-objects';

const rawTrack = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'track',
  name: `Song ${id}`,
  uri: `spotify:track:${id}`,
  artists: [{ name: 'Band', id: 'b1' }],
  album: {
    name: 'Album',
    images: [{ url: 'https://i.scdn.co/x', height: 64, width: 64 }],
    artists: [{ name: 'Band' }],
  },
  external_urls: { spotify: `https://open.spotify.com/track/${id}` },
  explicit: false,
  duration_ms: 200_000,
  ...extra,
});

describe("reading Spotify's objects", () => {
  it('reads a track and refuses what is not one (an episode, a local file without an id)', () => {
    expect(trackOf(rawTrack('a1'))).toMatchObject({ id: 'a1', name: 'Song a1', artists: [{ name: 'Band' }] });
    expect(trackOf({ ...rawTrack('e1'), type: 'episode', uri: 'spotify:episode:e1' })).toBeNull();
    expect(trackOf({ name: 'local', uri: 'spotify:local:x' })).toBeNull();
    expect(trackOf(null)).toBeNull();
  });

  it("reads playlist entries under both February 2026's `item` and the deprecated `track`", () => {
    const page = { items: [{ item: rawTrack('n1') }, { track: rawTrack('o1') }, { item: null }] };
    expect(tracksOfEntries(page).map((t) => t.id)).toEqual(['n1', 'o1']);
  });

  it('takes the track count from `items` or, on older answers, `tracks`', () => {
    expect(playlistOf({ id: 'p', name: 'P', items: { total: 3 } })?.tracks.total).toBe(3);
    expect(playlistOf({ id: 'p', name: 'P', tracks: { total: 4 } })?.tracks.total).toBe(4);
    expect(playlistOf({ name: 'no id' })).toBeNull();
  });

  it('reads a queue, leaving out podcast episodes', () => {
    const queue = queueOf({
      currently_playing: rawTrack('c1'),
      queue: [rawTrack('q1'), { ...rawTrack('e1'), type: 'episode' }],
    });
    expect(queue.currently_playing?.id).toBe('c1');
    expect(queue.queue.map((t) => t.id)).toEqual(['q1']);
    expect(queueOf(null)).toEqual({ currently_playing: null, queue: [] });
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, bounded to between 1 second and 10 minutes', () => {
    expect(retryAfterSecondsOf('3')).toBe(3);
    expect(retryAfterSecondsOf('0')).toBe(1);
    expect(retryAfterSecondsOf('99999')).toBe(600);
    expect(retryAfterSecondsOf(null)).toBe(5);
    expect(retryAfterSecondsOf('nonsense')).toBe(5);
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryAfterSecondsOf('Tue, 24 Nov 2026 10:00:30 GMT', now)).toBe(30);
  });
});

describe('the keyed gate', () => {
  it('runs one task per key at a time, in order, and other keys beside it', async () => {
    const gate = createKeyedGate(10);
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = gate.run('class', async () => {
      order.push('a start');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push('a end');
    });
    const second = gate.run('class', async () => order.push('b'));
    const other = gate.run('other class', async () => order.push('other'));
    await other;
    expect(order).toEqual(['a start', 'other']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['a start', 'other', 'a end', 'b']);
  });

  it('answers "not run" once the line is full, and takes new tasks when it empties', async () => {
    const gate = createKeyedGate(2);
    let release = () => {};
    const held = gate.run('k', () => new Promise<void>((resolve) => (release = resolve)));
    const queued = gate.run('k', async () => 'queued');
    expect(await gate.run('k', async () => 'refused')).toEqual({ ran: false });
    release();
    await held;
    expect(await queued).toEqual({ ran: true, value: 'queued' });
    expect(await gate.run('k', async () => 'later')).toEqual({ ran: true, value: 'later' });
  });

  it('a failing task frees the key for the next', async () => {
    const gate = createKeyedGate(5);
    await expect(gate.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('k', async () => 1)).toEqual({ ran: true, value: 1 });
  });
});
