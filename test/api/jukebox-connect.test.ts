import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotifyConnections } from '../../src/server/db/schema';
import type { TSpotifyStatus } from '../../src/shared/jukebox';
import { systemClock } from '../../src/server/common/clock';
import { createSessionsService } from '../../src/server/features/auth/sessions.service';
import { makeTeacher } from '../support/factories';
import {
  connectCookie,
  connectSpotify,
  decideAtSpotify,
  followCallback,
  jukeboxClass,
  type JukeboxWorld,
  PUBLIC_URL,
  startJukeboxWorld,
} from '../support/jukebox-setup';
import { clientsFor } from '../support/song-factories';

let world: JukeboxWorld;
beforeAll(async () => {
  world = await startJukeboxWorld();
});
afterAll(() => world.close());

async function teacherClient(permitted = true) {
  const teacher = await makeTeacher(world.t.database.db, { permissions: { jukebox: permitted } });
  const [client] = await clientsFor(world.t.app, world.t.database.db, [teacher.id]);
  return { teacher, client: client! };
}

const connectedIds = async () =>
  (await world.t.database.db.select({ id: spotifyConnections.teacherId }).from(spotifyConnections)).map((r) => r.id);

function setCookieOf(answer: { headers: Record<string, unknown> }): string {
  const header = answer.headers['set-cookie'];
  return (
    (Array.isArray(header) ? header : [header]).map(String).find((c) => c.startsWith('classmint_spotify_connect=')) ??
    ''
  );
}

describe('connecting Spotify (authorization code with PKCE, P37, P39)', () => {
  it('sends the teacher to Spotify with S256, a state and the PUBLIC_URL redirect; the callback finds them by the state alone', async () => {
    const { teacher, client } = await teacherClient();
    const auth = await client.get<{ url: string }>('/api/spotify/auth');
    const url = new URL(auth.body.url);
    expect(url.origin + url.pathname).toBe(`${world.fake.accountsUrl}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/spotify/callback`);
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(40);
    expect(url.searchParams.has('code_verifier')).toBe(false);

    const location = await decideAtSpotify(auth.body.url, 'agree');
    // No session cookie or token travels with Spotify's redirect (SameSite=Strict): the state finds
    // the teacher, and the connect cookie says it is the browser that pressed Connect.
    const browser = connectCookie(auth);
    expect(await followCallback(world, location, browser)).toBe('/teacher/settings?spotify=connected');
    // The state is single-use: replaying Spotify's redirect fails.
    expect(await followCallback(world, location, browser)).toBe('/teacher/settings?spotify=failed');

    const status = await client.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify).toEqual({
      configured: true,
      reason: null,
      connected: true,
      account: { displayName: 'Ms. Frizzle', product: 'premium' },
    });
    const user = await client.get<{ user: { settings: { spotifyConnected: boolean } } }>('/api/user');
    expect(user.body.user.settings.spotifyConnected).toBe(true);

    // Stored sealed: neither token appears in the row.
    const [row] = await world.t.database.db
      .select()
      .from(spotifyConnections)
      .where(eq(spotifyConnections.teacherId, teacher.id));
    const stored = JSON.stringify(row);
    for (const token of world.fake.control.issuedTokens()) expect(stored).not.toContain(token);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
  });

  it("Cancel at Spotify brings the teacher back with 'denied' and connects nothing", async () => {
    const { client } = await teacherClient();
    const auth = await client.get<{ url: string }>('/api/spotify/auth');
    expect(await followCallback(world, await decideAtSpotify(auth.body.url, 'cancel'), connectCookie(auth))).toBe(
      '/teacher/settings?spotify=denied',
    );
    const status = await client.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify.connected).toBe(false);
  });

  it("a code can't be used with another teacher's state, and a stale redirect fails", async () => {
    const first = await teacherClient();
    const second = await teacherClient();
    const a = new URL((await first.client.get<{ url: string }>('/api/spotify/auth')).body.url);
    const authB = await second.client.get<{ url: string }>('/api/spotify/auth');
    const b = new URL(authB.body.url);
    const backA = new URL(await decideAtSpotify(a.toString(), 'agree'));
    // Teacher B's state with teacher A's code: the verifier is B's, so Spotify refuses the code.
    backA.searchParams.set('state', b.searchParams.get('state')!);
    expect(await followCallback(world, backA.toString(), connectCookie(authB))).toBe(
      '/teacher/settings?spotify=failed',
    );
    const status = await second.client.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify.connected).toBe(false);
  });

  it("is bound to the browser that pressed Connect: Spotify's redirect in another browser connects nothing", async () => {
    const { teacher, client } = await teacherClient();
    const auth = await client.get<{ url: string }>('/api/spotify/auth');
    // The link sent to a colleague: they press Agree with their own Spotify, in their own browser.
    const location = await decideAtSpotify(auth.body.url, 'agree');
    expect(await followCallback(world, location)).toBe('/teacher/settings?spotify=otherBrowser');
    expect(await connectedIds()).not.toContain(teacher.id);
    // A colleague who pressed Connect themselves holds a connect cookie too, but not this browser's.
    const colleague = await teacherClient();
    const theirs = connectCookie(await colleague.client.get<{ url: string }>('/api/spotify/auth'));
    const again = await decideAtSpotify(auth.body.url, 'agree');
    expect(await followCallback(world, again, theirs)).toBe('/teacher/settings?spotify=otherBrowser');
    expect(await connectedIds()).not.toContain(teacher.id);
    expect(await connectedIds()).not.toContain(colleague.teacher.id);
    // Short-lived, out of scripts' reach, sent on Spotify's top-level redirect back.
    const cookie = setCookieOf(auth);
    expect(cookie).toMatch(/^classmint_spotify_connect=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; Max-Age=600(;|$)/);
    expect(cookie).toMatch(/; Path=\/api\/spotify(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
  });

  it('in the browser that pressed Connect, with the state of this flow, it connects; two tabs of one browser both can', async () => {
    const { teacher } = await teacherClient();
    const token = (await createSessionsService(world.t.database.db, systemClock, 1).start(teacher.id)).token;
    const startIn = (cookie?: string) =>
      world.t.app.inject({
        method: 'GET',
        url: '/api/spotify/auth',
        headers: { authorization: `Token ${token}`, ...(cookie ? { cookie } : {}) },
      });
    const firstTab = await startIn();
    const browser = connectCookie(firstTab);
    const secondTab = await startIn(browser);
    // The browser keeps its value: a second Connect pressed in another tab doesn't strand the first.
    expect(connectCookie(secondTab)).toBe(browser);
    const url = (answer: { body: string }) => (JSON.parse(answer.body) as { url: string }).url;
    expect(await followCallback(world, await decideAtSpotify(url(firstTab), 'agree'), browser)).toBe(
      '/teacher/settings?spotify=connected',
    );
    expect(await connectedIds()).toContain(teacher.id);
  });

  it("Connect pressed on localhost, the README's address, finishes there: Spotify's redirect to 127.0.0.1 is sent on", async () => {
    const teacher = await makeTeacher(world.t.database.db, { permissions: { jukebox: true } });
    const { token } = await createSessionsService(world.t.database.db, systemClock, 1).start(teacher.id);
    const publicUrl = new URL(PUBLIC_URL);
    const localhost = `localhost:${publicUrl.port}`;
    const auth = await world.t.app.inject({
      method: 'GET',
      url: '/api/spotify/auth',
      headers: { host: localhost, authorization: `Token ${token}` },
    });
    expect(auth.statusCode).toBe(200);
    const authorize = (JSON.parse(auth.body) as { url: string }).url;
    // Spotify takes a loopback redirect only as the IP literal: the redirect stays PUBLIC_URL's.
    expect(new URL(authorize).searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/spotify/callback`);
    const location = new URL(await decideAtSpotify(authorize, 'agree'));
    expect(location.host).toBe(publicUrl.host);

    // On 127.0.0.1 the browser has neither the connect cookie nor the session, both set on localhost:
    // it is sent on to localhost with Spotify's answer as it came, and nothing is used up.
    const there = await world.t.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: { host: publicUrl.host },
    });
    expect(there.statusCode).toBe(302);
    expect(there.headers.location).toBe(`http://${localhost}/api/spotify/callback${location.search}`);
    expect(await connectedIds()).not.toContain(teacher.id);

    // On localhost, with the cookie set there, it connects, and the settings open where the teacher is signed in.
    const onward = new URL(String(there.headers.location));
    const finished = await world.t.app.inject({
      method: 'GET',
      url: `${onward.pathname}${onward.search}`,
      headers: { host: localhost, cookie: connectCookie({ headers: auth.headers }) },
    });
    expect(finished.statusCode).toBe(302);
    expect(finished.headers.location).toBe('/teacher/settings?spotify=connected');
    expect(await connectedIds()).toContain(teacher.id);
  });

  it('is sent on only between loopback names of this server: a flow started on any other address finishes where Spotify lands', async () => {
    const teacher = await makeTeacher(world.t.database.db, { permissions: { jukebox: true } });
    const { token } = await createSessionsService(world.t.database.db, systemClock, 1).start(teacher.id);
    const auth = await world.t.app.inject({
      method: 'GET',
      url: '/api/spotify/auth',
      headers: { host: 'classmint.attacker.example', authorization: `Token ${token}` },
    });
    const location = new URL(await decideAtSpotify((JSON.parse(auth.body) as { url: string }).url, 'agree'));
    const there = await world.t.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: { host: new URL(PUBLIC_URL).host },
    });
    // Finished on 127.0.0.1, without the cookie set elsewhere: refused as another browser, never sent away.
    expect(there.headers.location).toBe('/teacher/settings?spotify=otherBrowser');
  });

  it('needs the admin-granted jukebox permission; students and the admin cannot start it', async () => {
    const { client } = await teacherClient(false);
    const answer = await client.get<{ errors: Record<string, string[]> }>('/api/spotify/auth');
    expect(answer.status).toBe(403);
    expect(answer.body.errors.jukebox?.[0]).toMatch(/Jukebox access has not been turned on/);
  });

  it('disconnect forgets the tokens', async () => {
    const { client } = await teacherClient();
    await connectSpotify(world, client);
    expect((await client.delete('/api/spotify/auth')).status).toBe(204);
    const status = await client.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify).toMatchObject({ connected: false, account: null });
  });
});

describe('tokens: refreshed in time, one refresh at a time, never shown', () => {
  it('an expired access token is refreshed once, however many requests need it at once', async () => {
    const { teacher } = await jukeboxClass(world);
    world.fake.control.expireAccessTokens();
    const before = world.fake.control.state.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => teacher.client.post('/api/spotify/queue')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = world.fake.control.state.tokenRequests.filter((r) => r.grantType === 'refresh_token').length;
    expect(after - before).toBe(1);
  });

  it('a revoked connection reads as not connected, and the teacher is asked to connect again', async () => {
    const { teacher } = await jukeboxClass(world);
    world.fake.control.expireAccessTokens();
    world.fake.control.revokeRefreshTokens();
    const answer = await teacher.client.post<{ errors: Record<string, string[]> }>('/api/spotify/queue');
    expect(answer.status).toBe(409);
    expect(answer.body.errors.jukebox?.[0]).toMatch(/Connect it in Settings/);
    const status = await teacher.client.get<{ spotify: TSpotifyStatus }>('/api/spotify/status');
    expect(status.body.spotify.connected).toBe(false);
  });

  it('no answer and no log line carries a token, a code or the client secret', async () => {
    const { teacher, student } = await jukeboxClass(world);
    const pupil = await student(1000);
    const bodies: string[] = [];
    for (const answer of [
      await teacher.client.get('/api/spotify/status'),
      await teacher.client.get('/api/user'),
      await teacher.client.post('/api/spotify/queue'),
      await pupil.client.get('/api/user'),
      await pupil.client.get('/api/spotify/jukebox'),
      await pupil.client.post('/api/spotify/queue'),
    ]) {
      bodies.push(JSON.stringify(answer.body));
    }
    const secrets = [...world.fake.control.issuedTokens(), world.fake.clientSecret];
    const everything = [...bodies, ...world.logs].join('\n');
    expect(world.logs.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Spotify's redirect back carries a one-time code and the state: neither is logged.
    const { client } = await teacherClient();
    const auth = await client.get<{ url: string }>('/api/spotify/auth');
    const back = new URL(await decideAtSpotify(auth.body.url, 'agree'));
    await followCallback(world, back.toString(), connectCookie(auth));
    const logText = world.logs.join('\n');
    expect(logText).toContain('/api/spotify/callback');
    expect(logText).not.toContain(back.searchParams.get('code')!);
    expect(logText).not.toContain(back.searchParams.get('state')!);
  });
});
