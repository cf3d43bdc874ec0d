/** The fake Spotify's world: one user, a catalogue, playlists, a player, and the knobs tests turn. */

export interface FakeTrack {
  id: string;
  type: 'track';
  name: string;
  uri: string;
  artists: { id: string; name: string; uri: string }[];
  album: {
    id: string;
    name: string;
    images: { url: string; height: number; width: number }[];
    artists: { name: string }[];
  };
  duration_ms: number;
  explicit: boolean;
  external_urls: { spotify: string };
}

export interface FakePlaylist {
  id: string;
  name: string;
  description: string;
  trackIds: string[];
  followed: boolean;
  /** Counts the playlist's changes: each one has its own snapshot id, as on Spotify. */
  version: number;
}

/** The playlist's current snapshot id; an older one stays valid to name in a change, as on Spotify. */
export const snapshotOf = (playlist: Pick<FakePlaylist, 'id' | 'version'>, version = playlist.version) =>
  Buffer.from(`${playlist.id}:${version}`).toString('base64url');

/** Whether `snapshot` is one this playlist had. */
export function isSnapshotOf(playlist: FakePlaylist, snapshot: string): boolean {
  const [id, version] = Buffer.from(snapshot, 'base64url').toString().split(':');
  return id === playlist.id && Number(version) >= 1 && Number(version) <= playlist.version;
}

/** Sets the playlist's tracks, as a change with a new snapshot. */
export function changeTracks(playlist: FakePlaylist, trackIds: string[]) {
  playlist.trackIds = trackIds;
  playlist.version += 1;
}

export interface Rule {
  method?: string;
  path: string | RegExp;
  times: number;
}

export interface FailRule extends Rule {
  /** `raw` is sent as it is (a proxy's HTML page, say), instead of `body` as JSON. */
  answer: { status: number; body?: unknown; raw?: string; headers?: Record<string, string> };
}

let serial = 0;
export const nextId = (prefix: string) =>
  `${prefix}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export function makeTrack(name: string, artist: string, explicit = false, id = nextId('t')): FakeTrack {
  return {
    id,
    type: 'track',
    name,
    uri: `spotify:track:${id}`,
    artists: [{ id: `a${id}`, name: artist, uri: `spotify:artist:a${id}` }],
    album: { id: `al${id}`, name: `${name} (Single)`, images: [], artists: [{ name: artist }] },
    duration_ms: 180_000,
    explicit,
    external_urls: { spotify: `https://open.spotify.com/track/${id}` },
  };
}

/** Made-up songs, one of them explicit. */
export function defaultCatalogue(): FakeTrack[] {
  return [
    makeTrack('Paper Lanterns', 'The Quiet Comets', false, 'paperlanterns01'),
    makeTrack('Morning Algebra', 'Chalk & Cheese', false, 'morningalgebra1'),
    makeTrack('Recess Forever', 'The Hall Monitors', false, 'recessforever01'),
    makeTrack('Lunchroom Riot', 'Detention Kids', true, 'lunchroomriot01'),
    makeTrack('Field Trip', 'Yellow Bus Band', false, 'fieldtrip000001'),
    makeTrack('Study Hall', 'Quiet Please', false, 'studyhall000001'),
    makeTrack('Bell Rings', 'Passing Period', false, 'bellrings000001'),
  ];
}

export function createFakeState() {
  const state = {
    user: { id: 'teacher-on-spotify', display_name: 'Ms. Frizzle', product: 'premium' as 'premium' | 'free' },
    registered: true,
    deviceActive: true,
    catalogue: new Map<string, FakeTrack>(),
    playlists: new Map<string, FakePlaylist>(),
    playing: null as string | null,
    upNext: [] as string[],
    failures: [] as FailRule[],
    hangs: [] as Rule[],
    calls: [] as { method: string; path: string; query: string; authorization: string | null }[],
    tokenRequests: [] as { grantType: string }[],
  };
  for (const track of defaultCatalogue()) state.catalogue.set(track.id, track);
  resetPlayer(state);
  return state;
}
export type FakeState = ReturnType<typeof createFakeState>;

/**
 * The account's player as it starts: a song playing, two up next, the device on, no failure or hang
 * waiting, Premium. Files that run one after another on the same server each start from it.
 */
export function resetPlayer(state: FakeState): void {
  state.playing = 'fieldtrip000001';
  state.upNext = ['studyhall000001', 'bellrings000001'];
  state.deviceActive = true;
  state.user.product = 'premium';
  state.registered = true;
  state.failures.length = 0;
  state.hangs.length = 0;
}

export const matches = (rule: Rule, method: string, path: string) =>
  (rule.method === undefined || rule.method === method) &&
  (typeof rule.path === 'string' ? path === rule.path || path.endsWith(rule.path) : rule.path.test(path));

/** The first rule that matches uses up one of its times. */
export function takeRule<R extends Rule>(rules: R[], method: string, path: string): R | null {
  const index = rules.findIndex((rule) => matches(rule, method, path));
  if (index < 0) return null;
  const rule = rules[index]!;
  rule.times -= 1;
  if (rule.times <= 0) rules.splice(index, 1);
  return rule;
}
