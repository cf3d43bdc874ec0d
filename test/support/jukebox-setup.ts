import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import type { TSettings } from '../../src/shared/settings';
import { defaultSettings } from '../../src/shared/settings';
import { makeCourse, makeStudent, makeTeacher, type MadeUser } from './factories';
import { type FakeSpotify, startFakeSpotify } from './fake-spotify';
import { clientsFor } from './song-factories';
import { giveBonus } from './store-factories';
import { type ApiClient, createTestApp, type TestApp } from './test-app';

/** The address Spotify sends the browser back to; the tests replay it against the app. */
export const PUBLIC_URL = 'http://127.0.0.1:3999';

/** A class with the jukebox fully on (seed 001 section 6) and prices easy to check. */
export function jukeboxSettings(change: (s: TSettings) => void = () => undefined): TSettings {
  const s = defaultSettings();
  s.enableBetaFeatures = true;
  s.songs.apps.provider = 'spotify';
  s.jukebox = {
    ...s.jukebox,
    enabled: true,
    purchaseAmount: 100,
    purchaseLimit: 0,
    skipSongs: { enabled: true, purchaseAmount: 150 },
  };
  change(s);
  return s;
}

export interface JukeboxWorld {
  t: TestApp;
  fake: FakeSpotify;
  /** Every log line the app wrote. */
  logs: string[];
  close(): Promise<void>;
}

/** The app pointed at a fresh fake Spotify, logging everything (so tests can look for leaks). */
export async function startJukeboxWorld(env: Record<string, string> = {}): Promise<JukeboxWorld> {
  const fake = await startFakeSpotify({ redirectUris: [`${PUBLIC_URL}/api/spotify/callback`] });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const t = await createTestApp({
    logStream,
    env: {
      LOG_LEVEL: 'debug',
      SPOTIFY_CLIENT_ID: fake.clientId,
      SPOTIFY_CLIENT_SECRET: fake.clientSecret,
      SPOTIFY_TOKEN_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      SPOTIFY_ACCOUNTS_URL: fake.accountsUrl,
      SPOTIFY_API_URL: fake.apiUrl,
      SPOTIFY_TIMEOUT_MS: '1000',
      ...env,
    },
  });
  return {
    t,
    fake,
    logs,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** Where Spotify's authorize page sends the browser after the teacher's choice. */
export async function decideAtSpotify(authorizeUrl: string, decision: 'agree' | 'cancel'): Promise<string> {
  const page = await (await fetch(authorizeUrl)).text();
  const request = /name="request" value="([^"]+)"/.exec(page)?.[1];
  if (!request) throw new Error(`no authorize form in: ${page}`);
  const answer = await fetch(new URL('/authorize/decision', authorizeUrl), {
    method: 'POST',
    body: new URLSearchParams({ request, decision }),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`no redirect from the decision (${answer.status})`);
  return location;
}

/**
 * The cookie `GET /api/spotify/auth` set in the browser that pressed Connect, as that browser sends
 * it back (`name=value`), so the callback knows the flow came back to where it started.
 */
export function connectCookie(answer: { headers: Record<string, unknown> }): string {
  const header = answer.headers['set-cookie'];
  const cookies = (Array.isArray(header) ? header : [header]).filter((c): c is string => typeof c === 'string');
  const cookie = cookies.find((c) => c.startsWith('classmint_spotify_connect='));
  if (!cookie) throw new Error(`no connect cookie in ${JSON.stringify(header)}`);
  return cookie.split(';')[0]!;
}

/** The app's answer to Spotify's redirect back, in a browser holding `cookie` (none when omitted): where it sends the browser. */
export async function followCallback(world: JukeboxWorld, location: string, cookie?: string): Promise<string> {
  const back = new URL(location);
  const answer = await world.t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(answer.statusCode).toBe(302);
  return String(answer.headers.location);
}

/** Connects the teacher's Spotify through the whole flow, as a browser would. */
export async function connectSpotify(world: JukeboxWorld, teacher: ApiClient): Promise<void> {
  const auth = await teacher.get<{ url: string }>('/api/spotify/auth');
  expect(auth.status).toBe(200);
  expect(await followCallback(world, await decideAtSpotify(auth.body.url, 'agree'), connectCookie(auth))).toBe(
    '/teacher/settings?spotify=connected',
  );
}

export type Person = MadeUser & { client: ApiClient };

/** A teacher with the jukebox permission, connected, with a course whose playlist holds the fake's catalogue. */
export async function jukeboxClass(world: JukeboxWorld, settings = jukeboxSettings()) {
  const { db } = world.t.database;
  const teacherRow = await makeTeacher(db, { permissions: { jukebox: true }, settings });
  const course = await makeCourse(db, teacherRow.id, 2);
  const [client] = await clientsFor(world.t.app, db, [teacherRow.id]);
  const teacher: Person = { ...teacherRow, client: client! };
  await connectSpotify(world, teacher.client);
  const made = await teacher.client.post<{ playlist: { id: string } }>('/api/spotify/playlist/create', {
    name: 'Period 2 jams',
    slug: course.slug,
  });
  expect(made.status).toBe(201);
  world.fake.control.addToPlaylist(
    made.body.playlist.id,
    world.fake.control.catalogue().map((track) => track.id),
  );
  const student = async (points: number): Promise<Person> => {
    const row = await makeStudent(db, teacherRow.id, { courseId: course.id });
    if (points > 0) await giveBonus(db, teacherRow.id, row.id, points);
    const [studentClient] = await clientsFor(world.t.app, db, [row.id]);
    return { ...row, client: studentClient! };
  };
  return { teacher, course, playlistId: made.body.playlist.id, student };
}

export async function balanceOf(teacher: Person, student: MadeUser): Promise<number> {
  const answer = await teacher.client.get<{ totals: { balance: number } }>(`/api/scores?username=${student.username}`);
  expect(answer.status).toBe(200);
  return answer.body.totals.balance;
}

export const uriOf = (world: JukeboxWorld, name: string) => {
  const track = world.fake.control.catalogue().find((candidate) => candidate.name === name);
  if (!track) throw new Error(`no track ${name}`);
  return track.uri;
};
