import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import type { Clock } from '../../src/server/common/clock';
import { readConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/raw';
import loginTexts from '../../src/web/features/auth/locales/en';
import type { TAuditEntry } from '../../src/shared/ledger';
import type { TStudentRecord } from '../../src/shared/privacy';
import type { TTeacherSummary } from '../../src/shared/teachers';
import type { TCurrentUser } from '../../src/shared/user';
import { makeAdmin, makeStudent, makeTeacher, signIn as signInWithPassword, TEST_PASSWORD } from '../support/factories';
import {
  jwtFrom,
  jwtParts,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
  type TokenAnswer,
} from '../support/oidc-provider';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * P46: signing in with the school's identity provider, against a real OpenID provider
 * (oidc-provider, test/support/oidc-provider.ts) driven through its own sign-in and consent pages.
 */

const PUBLIC_URL = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;
const CLASSMINT = { clientId: 'classmint', clientSecret: 'classmint-secret-4f9a2c', redirectUris: [REDIRECT_URI] };
// Another application of the same school: its tokens are genuine, but not for Classmint.
const GRADEBOOK = { clientId: 'gradebook', clientSecret: 'gradebook-secret-77b1e0', redirectUris: [REDIRECT_URI] };
const PROVIDER_NAME = 'Springfield Schools';
const ID_TOKEN_TTL_SECONDS = 10;

/** The system's time, moved by hand: what the app believes "now" is. */
function shiftedClock(): Clock & { shift(ms: number): void; reset(): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    shift(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

/** Every log line the app writes, to look for secrets in. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

function oidcEnv(provider: TestOidcProvider, extra: Record<string, string> = {}): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLASSMINT.clientId,
    OIDC_CLIENT_SECRET: CLASSMINT.clientSecret,
    OIDC_NAME: PROVIDER_NAME,
    PUBLIC_URL,
    OIDC_TIMEOUT_MS: '1000',
    ...extra,
  };
}

/** Why the last refused sign-in was refused, as the log says it (openid-client's check). */
/** What the last sign-in that found nobody says of it in the log. */
const lastInfo = () => [...log.text().matchAll(/"oidc":"(unknownPerson|boundToAnother)"/g)].at(-1)?.[1];

const lastRefusal = () => [...log.text().matchAll(/"oidc":"refused","reason":"([A-Z_:a-z]+)"/g)].at(-1)?.[1];

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }, name: string) =>
  response.cookies.find((c) => c.name === name)?.value;

let provider: TestOidcProvider;
const clock = shiftedClock();
const log = logCapture();
let t: TestApp;
/** Everything secret the flows carried, none of which may reach the log. */
const secrets = new Set<string>();
/** The ID tokens the token endpoint answered, as they left the provider. */
const issuedTokens: string[] = [];

beforeAll(async () => {
  provider = await startOidcProvider({ clients: [CLASSMINT, GRADEBOOK], idTokenTtlSeconds: ID_TOKEN_TTL_SECONDS });
  t = await createTestApp({ clock, env: { ...oidcEnv(provider), LOG_LEVEL: 'info' }, logStream: log.stream });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

interface Started {
  authorizeUrl: string;
  browser: string;
}

async function start(app: FastifyInstance = t.app): Promise<Started> {
  const answer = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(answer.statusCode).toBe(302);
  const authorizeUrl = String(answer.headers.location);
  expect(authorizeUrl.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const browser = cookieOf(answer, 'classmint_oidc');
  expect(browser).toBeDefined();
  const sent = new URL(authorizeUrl).searchParams;
  for (const name of ['state', 'nonce', 'code_challenge']) secrets.add(sent.get(name)!);
  return { authorizeUrl, browser: browser! };
}

/** The provider's redirect back, as the browser would follow it (path and query). */
async function atProvider(started: Started, login: string): Promise<string> {
  const back = new URL(await signInAtProvider(started.authorizeUrl, login, REDIRECT_URI));
  secrets.add(back.searchParams.get('code')!);
  return `${back.pathname}${back.search}`;
}

async function callback(address: string, browser: string | undefined, app: FastifyInstance = t.app) {
  const answer = await app.inject({
    method: 'GET',
    url: address,
    ...(browser === undefined ? {} : { cookies: { classmint_oidc: browser } }),
  });
  expect(answer.statusCode).toBe(302);
  const session = cookieOf(answer, 'classmint_session');
  if (session) secrets.add(session);
  return { location: String(answer.headers.location), session };
}

/** The whole sign-in of `login`, as a browser makes it. */
async function signIn(login: string, app: FastifyInstance = t.app) {
  const started = await start(app);
  return callback(await atProvider(started, login), started.browser, app);
}

async function whoIs(session: string | undefined, app: FastifyInstance = t.app): Promise<TCurrentUser | null> {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/session',
    cookies: { classmint_session: session ?? '' },
  });
  return (answer.json() as { user: TCurrentUser | null }).user;
}

async function setEmail(username: string, email: string | null, app: TestApp = t): Promise<void> {
  await app.database.db.execute(sql`update users set email = ${email} where username = ${username}`);
}

/** The provider accounts a person is bound to (P46): at most one. */
function bindingsOf(userId: string, app: TestApp = t) {
  return queryRows<{ issuer: string; subject: string }>(
    app.database.db,
    sql`select issuer, subject from oidc_bindings where user_id = ${userId}`,
  );
}

/** Records the ID tokens the provider issues (and lets a test change them) on their way to Classmint. */
function watchTokens(change: (idToken: string) => string = (token) => token): void {
  provider.alterTokenAnswers((answer: TokenAnswer) => {
    if (answer.id_token) {
      issuedTokens.push(answer.id_token);
      secrets.add(answer.id_token);
    }
    if (typeof answer.access_token === 'string') secrets.add(answer.access_token);
    return answer.id_token ? { ...answer, id_token: change(answer.id_token) } : answer;
  });
}

describe('signing in with the school provider', () => {
  it('signs a teacher in by their verified e-mail, as a password would, and lands on /', async () => {
    const teacher = await makeTeacher(t.database.db);
    await setEmail(teacher.username, 'Rosalind.Franklin@Springfield.example');
    provider.setAccount('rfranklin', { email: 'rosalind.franklin@springfield.example', email_verified: true });
    watchTokens();
    const signedIn = await signIn('rfranklin');
    expect(signedIn.location).toBe('/');
    expect((await whoIs(signedIn.session))?.username).toBe(teacher.username);
    // The same session works as an API token, like a password sign-in's.
    const me = await apiClient(t.app, signedIn.session).get<{ user: TCurrentUser }>('/api/user');
    expect(me.body.user.role).toBe('teacher');
    // The token was checked as the provider signed it (this is what reached Classmint).
    expect(jwtParts(issuedTokens.at(-1)!).header.kid).toBe(provider.signingKeyId());
  });

  it('signs a student in by the student claim matching their username, or by the e-mail a roster gave', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    provider.setAccount(`s${student.username}`, { preferred_username: student.username });
    const byUsername = await signIn(`s${student.username}`);
    expect(byUsername.location).toBe('/');
    expect(await whoIs(byUsername.session)).toMatchObject({ username: student.username, role: 'student' });

    const other = await makeStudent(t.database.db, teacher.id);
    await setEmail(other.username, `${other.username}@students.springfield.example`);
    provider.setAccount(`m${other.username}`, {
      preferred_username: `pupil-${other.username}`,
      email: `${other.username}@students.springfield.example`,
      email_verified: true,
    });
    const byEmail = await signIn(`m${other.username}`);
    expect((await whoIs(byEmail.session))?.username).toBe(other.username);
  });

  it('never signs the admin in by e-mail, however verified: their way in is the password', async () => {
    const admin = await makeAdmin(t.database.db);
    await setEmail(admin.username, 'principal@springfield.example');
    provider.setAccount('principal', { email: 'principal@springfield.example', email_verified: true });
    expect(await signIn('principal')).toEqual({ location: '/login?signin=unknownPerson', session: undefined });
    expect(await bindingsOf(admin.id)).toEqual([]);
  });

  it("refuses an unknown person with P46's words, and creates nobody", async () => {
    const people = () => queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    const before = await people();
    provider.setAccount('newcomer', { email: 'newcomer@springfield.example', preferred_username: '99999999' });
    const refused = await signIn('newcomer');
    expect(refused).toEqual({ location: '/login?signin=unknownPerson', session: undefined });
    expect(loginTexts.problemUnknownPerson).toBe(
      'Your school account is not set up in Classmint. Please ask your teacher.',
    );
    expect(await people()).toEqual(before);
  });

  it('does not trust an e-mail the provider says is unverified, nor find staff by the student claim', async () => {
    const teacher = await makeTeacher(t.database.db);
    await setEmail(teacher.username, 'unverified@springfield.example');
    provider.setAccount('unverified', { email: 'unverified@springfield.example', email_verified: false });
    expect((await signIn('unverified')).location).toBe('/login?signin=unknownPerson');
    // Saying nothing is not vouching: the provider must say `email_verified: true`.
    provider.setAccount('unsaid', { email: 'unverified@springfield.example' });
    expect((await signIn('unsaid')).location).toBe('/login?signin=unknownPerson');
    provider.setAccount('unsaidText', { email: 'unverified@springfield.example', email_verified: 'yes' });
    expect((await signIn('unsaidText')).location).toBe('/login?signin=unknownPerson');
    expect(await bindingsOf(teacher.id)).toEqual([]);
    // A claim equal to a teacher's username is a student number that isn't theirs.
    provider.setAccount('lookalike', { preferred_username: teacher.username });
    expect((await signIn('lookalike')).location).toBe('/login?signin=unknownPerson');
  });
});

describe('binding the person to their provider account (P46)', () => {
  let principalName = '';
  const admin = async () => {
    principalName = (await makeAdmin(t.database.db)).username;
    return signInWithPassword(t.app, principalName);
  };

  it('binds a teacher at their first sign-in; another account with the same e-mail is refused from then on', async () => {
    const teacher = await makeTeacher(t.database.db);
    await setEmail(teacher.username, 'ada.lovelace@springfield.example');
    const claims = { email: 'ada.lovelace@springfield.example', email_verified: true };
    provider.setAccount('ada-first', claims);
    provider.setAccount('ada-second', claims);
    expect((await signIn('ada-first')).location).toBe('/');
    expect(await bindingsOf(teacher.id)).toEqual([{ issuer: provider.issuer, subject: 'ada-first' }]);
    // A second provider account with the teacher's (verified) e-mail: P46's 'not set up'.
    expect(await signIn('ada-second')).toEqual({ location: '/login?signin=unknownPerson', session: undefined });
    expect(lastInfo()).toBe('boundToAnother');
    // Only the bound subject finds them, even once the e-mail in Classmint has changed.
    await setEmail(teacher.username, 'a.lovelace@springfield.example');
    const again = await signIn('ada-first');
    expect((await whoIs(again.session))?.username).toBe(teacher.username);
    expect(await bindingsOf(teacher.id)).toEqual([{ issuer: provider.issuer, subject: 'ada-first' }]);
  });

  it('binds a student found by the student claim; another account with the same username is refused', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    provider.setAccount(`b1-${student.username}`, { preferred_username: student.username });
    provider.setAccount(`b2-${student.username}`, { preferred_username: student.username });
    const first = await signIn(`b1-${student.username}`);
    expect((await whoIs(first.session))?.username).toBe(student.username);
    expect(await bindingsOf(student.personId)).toEqual([
      { issuer: provider.issuer, subject: `b1-${student.username}` },
    ]);
    expect((await signIn(`b2-${student.username}`)).location).toBe('/login?signin=unknownPerson');
    expect((await signIn(`b1-${student.username}`)).location).toBe('/');
    // Their record holds the binding (P41); their teacher's copy doesn't.
    const own = await apiClient(t.app, first.session).get<{ record: TStudentRecord }>('/api/user/record');
    expect(own.body.record.student.schoolAccount).toMatchObject({
      issuer: provider.issuer,
      subject: `b1-${student.username}`,
    });
    const teachers = await signInWithPassword(t.app, teacher.username);
    const copy = await teachers.get<{ record: TStudentRecord }>(`/api/students/${student.username}/record`);
    expect(copy.body.record.student.schoolAccount).toBeNull();
  });

  it('finds by e-mail without `email_verified` when OIDC_EMAILS_VERIFIED=true, but never the admin', async () => {
    const entra = await createTestApp({ env: oidcEnv(provider, { OIDC_EMAILS_VERIFIED: 'true' }) });
    try {
      const teacher = await makeTeacher(entra.database.db);
      const principal = await makeAdmin(entra.database.db);
      await setEmail(teacher.username, 'grace.hopper@springfield.example', entra);
      await setEmail(principal.username, 'head.entra@springfield.example', entra);
      // As Entra ID sends it: an e-mail, no `email_verified`.
      provider.setAccount('entra-grace', { email: 'Grace.Hopper@springfield.example' });
      provider.setAccount('entra-head', { email: 'head.entra@springfield.example' });
      const signedIn = await signIn('entra-grace', entra.app);
      expect((await whoIs(signedIn.session, entra.app))?.username).toBe(teacher.username);
      expect((await signIn('entra-head', entra.app)).location).toBe('/login?signin=unknownPerson');
      expect(await bindingsOf(principal.id, entra)).toEqual([]);
    } finally {
      await entra.close();
    }
    expect(() => readConfig({ OIDC_EMAILS_VERIFIED: 'perhaps' })).toThrow(/OIDC_EMAILS_VERIFIED/);
  });

  it('the admin unbinds a person: the trail keeps it, their sessions end, and a new account binds', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    await setEmail(teacher.username, 'mary.somerville@springfield.example');
    provider.setAccount('mary-old', { email: 'mary.somerville@springfield.example', email_verified: true });
    provider.setAccount('mary-new', { email: 'mary.somerville@springfield.example', email_verified: true });
    provider.setAccount(`u1-${student.username}`, { preferred_username: student.username });
    provider.setAccount(`u2-${student.username}`, { preferred_username: student.username });
    const old = await signIn('mary-old');
    expect((await signIn(`u1-${student.username}`)).location).toBe('/');
    expect((await signIn('mary-new')).location).toBe('/login?signin=unknownPerson');

    const principal = await admin();
    // Only the admin; nobody unknown, and never the admin themselves (never bound).
    const asTeacher = apiClient(t.app, old.session);
    expect((await asTeacher.delete(`/api/sign-in-bindings/${teacher.username}`)).status).toBe(403);
    expect((await principal.delete('/api/sign-in-bindings/nobody-here')).status).toBe(404);
    expect((await principal.delete(`/api/sign-in-bindings/${teacher.username.toUpperCase()}`)).status).toBe(204);
    expect(await bindingsOf(teacher.id)).toEqual([]);
    // Whoever held the old account is signed out with it.
    expect(await whoIs(old.session)).toBeNull();
    // Unbinding someone unbound changes nothing and writes nothing.
    expect((await principal.delete(`/api/sign-in-bindings/${teacher.username}`)).status).toBe(204);

    const listed = await principal.get<{ users: TTeacherSummary[] }>('/api/users?role=teacher');
    expect(listed.body.users.find((u) => u.username === teacher.username)?.schoolAccountBoundAt).toBeNull();
    const fresh = await signIn('mary-new');
    const relisted = await principal.get<{ users: TTeacherSummary[] }>('/api/users?role=teacher');
    expect(relisted.body.users.find((u) => u.username === teacher.username)?.schoolAccountBoundAt).toEqual(
      expect.any(String),
    );
    expect((await whoIs(fresh.session))?.username).toBe(teacher.username);
    expect(await bindingsOf(teacher.id)).toEqual([{ issuer: provider.issuer, subject: 'mary-new' }]);
    expect((await signIn('mary-old')).location).toBe('/login?signin=unknownPerson');
    const trail = await apiClient(t.app, fresh.session).get<{ entries: TAuditEntry[] }>('/api/audit');
    const unbound = trail.body.entries.filter((e) => e.entity === 'teacher');
    expect(unbound).toHaveLength(1);
    expect(unbound[0]).toMatchObject({
      action: 'update',
      entityId: teacher.id,
      before: { schoolAccount: true },
      after: { schoolAccount: false },
    });
    expect(unbound[0]!.actor?.username).toBe(principalName);
    // Which provider account it was stays out of the trail: a `sub` identifies the person.
    expect(JSON.stringify(trail.body.entries)).not.toContain('mary-old');

    expect((await principal.delete(`/api/sign-in-bindings/${student.username}`)).status).toBe(204);
    expect((await signIn(`u2-${student.username}`)).location).toBe('/');
    expect(await bindingsOf(student.personId)).toEqual([
      { issuer: provider.issuer, subject: `u2-${student.username}` },
    ]);
    const studentTrail = await signInWithPassword(t.app, teacher.username);
    const entries = (await studentTrail.get<{ entries: TAuditEntry[] }>(`/api/audit?username=${student.username}`)).body
      .entries;
    expect(entries.filter((e) => e.entity === 'student' && e.after !== null)).toContainEqual(
      expect.objectContaining({ entityId: student.id, after: { schoolAccount: false } }),
    );
  });

  it('two first sign-ins of different accounts at once: exactly one binds', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    const logins = [1, 2, 3, 4, 5].map((n) => `race${n}-${student.username}`);
    for (const login of logins) provider.setAccount(login, { preferred_username: student.username });
    // Each browser reaches the callback first; then all five callbacks arrive together.
    const ready = await Promise.all(
      logins.map(async (login) => {
        const started = await start();
        return { address: await atProvider(started, login), browser: started.browser };
      }),
    );
    const finished = await Promise.all(ready.map(({ address, browser }) => callback(address, browser)));
    const won = finished.filter((f) => f.location === '/');
    expect(won).toHaveLength(1);
    expect(finished.filter((f) => f.location === '/login?signin=unknownPerson')).toHaveLength(4);
    const bound = await bindingsOf(student.personId);
    expect(bound).toHaveLength(1);
    expect((await whoIs(won[0]!.session))?.username).toBe(student.username);
    // The winner is the account bound, and it keeps working.
    const winner = logins[finished.findIndex((f) => f.location === '/')]!;
    expect(bound[0]!.subject).toBe(winner);
    expect((await signIn(winner)).location).toBe('/');
  });

  it('goes with the person when they are erased (P42)', async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    await setEmail(teacher.username, 'erased.teacher@springfield.example');
    provider.setAccount('erased-teacher', { email: 'erased.teacher@springfield.example', email_verified: true });
    provider.setAccount(`erased-${student.username}`, { preferred_username: student.username });
    expect((await signIn('erased-teacher')).location).toBe('/');
    expect((await signIn(`erased-${student.username}`)).location).toBe('/');
    const principal = await admin();
    expect((await principal.delete(`/api/users/student/${student.username}`)).status).toBe(204);
    expect(await bindingsOf(student.personId)).toEqual([]);
    expect((await principal.delete(`/api/users/teacher/${teacher.username}`)).status).toBe(204);
    expect(await bindingsOf(teacher.id)).toEqual([]);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from oidc_bindings where subject in ('erased-teacher', ${`erased-${student.username}`})`,
    );
    expect(left[0]?.n).toBe(0);
  });
});

describe('what is refused', () => {
  let student: { username: string };
  beforeAll(async () => {
    const teacher = await makeTeacher(t.database.db);
    student = await makeStudent(t.database.db, teacher.id);
    provider.setAccount('pupil', { preferred_username: student.username });
  });

  it('a state used twice (the callback replayed)', async () => {
    const started = await start();
    const address = await atProvider(started, 'pupil');
    expect((await callback(address, started.browser)).location).toBe('/');
    expect(await callback(address, started.browser)).toEqual({ location: '/login?signin=expired', session: undefined });
  });

  it('a state past its five minutes', async () => {
    const started = await start();
    const address = await atProvider(started, 'pupil');
    clock.shift(5 * 60_000 + 1_000);
    try {
      expect((await callback(address, started.browser)).location).toBe('/login?signin=expired');
    } finally {
      clock.reset();
    }
  });

  it("a sign-in finished in a browser that didn't start it, which leaves the owner's working", async () => {
    const started = await start();
    const address = await atProvider(started, 'pupil');
    expect((await callback(address, undefined)).location).toBe('/login?signin=otherBrowser');
    expect((await callback(address, started.browser)).location).toBe('/');

    const again = await start();
    const link = await atProvider(again, 'pupil');
    const elsewhere = randomBytes(32).toString('base64url');
    expect((await callback(link, elsewhere)).location).toBe('/login?signin=otherBrowser');
  });

  it('a tampered ID token: the signature no longer matches', async () => {
    const admin = await makeAdmin(t.database.db);
    await setEmail(admin.username, 'head@springfield.example');
    let tampered = 0;
    // An attacker between the two servers makes the student's token name the admin.
    watchTokens((token) => {
      const { header, payload, signature } = jwtParts(token);
      tampered += 1;
      return jwtFrom(header, { ...payload, email: 'head@springfield.example', preferred_username: 'x' }, signature);
    });
    try {
      expect(await signIn('pupil')).toEqual({ location: '/login?signin=refused', session: undefined });
      expect(tampered).toBe(1);
      expect(lastRefusal()).toBe('OAUTH_INVALID_RESPONSE'); // 'JWT signature verification failed'
    } finally {
      watchTokens();
    }
  });

  it("a genuine ID token for another of the school's applications (its audience)", async () => {
    const started = await start();
    const nonce = new URL(started.authorizeUrl).searchParams.get('nonce')!;
    // The same person signs in to the gradebook app, with the nonce Classmint is waiting for.
    const verifier = randomBytes(32).toString('base64url');
    const gradebookAuthorize = new URL(`${provider.issuer}/auth`);
    gradebookAuthorize.search = new URLSearchParams({
      client_id: GRADEBOOK.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'gradebook-state',
      nonce,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const gradebookBack = new URL(await signInAtProvider(gradebookAuthorize.href, 'pupil', REDIRECT_URI));
    const tokenAnswer = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${GRADEBOOK.clientId}:${GRADEBOOK.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: gradebookBack.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      }).toString(),
    });
    const gradebookToken = ((await tokenAnswer.json()) as TokenAnswer).id_token!;
    secrets.add(gradebookToken);
    expect(jwtParts(gradebookToken).payload).toMatchObject({ aud: GRADEBOOK.clientId, nonce });

    watchTokens(() => gradebookToken);
    try {
      const address = await atProvider(started, 'pupil');
      expect(await callback(address, started.browser)).toEqual({
        location: '/login?signin=refused',
        session: undefined,
      });
      expect(lastRefusal()).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
    } finally {
      watchTokens();
    }
  });

  it('an expired ID token, past the small tolerance for clocks that differ', async () => {
    // The provider's tokens live 10 s; Classmint's clock runs 80 s ahead of the provider's.
    const started = await start();
    const address = await atProvider(started, 'pupil');
    clock.shift(80_000);
    try {
      expect((await callback(address, started.browser)).location).toBe('/login?signin=refused');
      expect(lastRefusal()).toBe('OAUTH_JWT_TIMESTAMP_CHECK_FAILED');
    } finally {
      clock.reset();
    }
    // 50 s ahead is within the minute's tolerance.
    const again = await start();
    const next = await atProvider(again, 'pupil');
    clock.shift(50_000);
    try {
      expect((await callback(next, again.browser)).location).toBe('/');
    } finally {
      clock.reset();
    }
  });

  it('a code Classmint did not ask for: the callback without its state, or with an error', async () => {
    expect((await callback('/api/auth/oidc/callback?code=abc', undefined)).location).toBe('/login?signin=refused');
    const started = await start();
    const state = new URL(started.authorizeUrl).searchParams.get('state')!;
    const denied = await callback(
      `/api/auth/oidc/callback?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(provider.issuer)}`,
      started.browser,
    );
    expect(denied.location).toBe('/login?signin=denied');
  });
});

describe("the provider's keys", () => {
  let pupil: string;
  beforeAll(async () => {
    const teacher = await makeTeacher(t.database.db);
    const student = await makeStudent(t.database.db, teacher.id);
    pupil = `k${student.username}`;
    provider.setAccount(pupil, { preferred_username: student.username });
  });

  it('a rotated key is fetched when a token names it, once the keys held are a minute old', async () => {
    expect((await signIn(pupil)).location).toBe('/');
    const newKey = provider.rotateKeys();
    watchTokens();
    clock.shift(61_000);
    try {
      const signedIn = await signIn(pupil);
      expect(signedIn.location).toBe('/');
      expect(jwtParts(issuedTokens.at(-1)!).header.kid).toBe(newKey);
    } finally {
      clock.reset();
    }
  });

  it('a key seen within a minute of the last fetch is refused once, and fetched for the next sign-in', async () => {
    expect((await signIn(pupil)).location).toBe('/');
    provider.rotateKeys();
    expect((await signIn(pupil)).location).toBe('/login?signin=refused');
    expect(lastRefusal()).toBe('OAUTH_KEY_SELECTION_FAILED');
    expect((await signIn(pupil)).location).toBe('/');
  });
});

describe('a provider that is down or slow', () => {
  it('answers at once with a clear refusal when nothing listens, and the app starts regardless', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const down = await createTestApp({
      env: { ...oidcEnv(provider), OIDC_ISSUER: nowhere },
    });
    try {
      const answer = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/login?signin=unavailable');
      expect(cookieOf(answer, 'classmint_oidc')).toBeUndefined();
      expect(loginTexts.problemUnavailable).toBe(
        '{provider} is not answering right now. Please try again in a few minutes.',
      );
    } finally {
      await down.close();
    }
  });

  it('gives up on a provider that does not answer after its deadline, while other requests go on', async () => {
    const slow = await createTestApp({ env: { ...oidcEnv(provider), OIDC_TIMEOUT_MS: '300' } });
    provider.hang(true);
    try {
      let startAnswered = false;
      const starting = slow.app.inject({ method: 'GET', url: '/api/auth/oidc/start' }).then((answer) => {
        startAnswered = true;
        return answer;
      });
      const options = await slow.app.inject({ method: 'GET', url: '/api/auth/options' });
      expect(options.statusCode).toBe(200);
      expect(startAnswered).toBe(false);
      expect((await starting).headers.location).toBe('/login?signin=unavailable');
    } finally {
      provider.hang(false);
      await slow.close();
    }
  });

  it('refuses clearly when the provider stops answering between the start and the callback', async () => {
    const started = await start();
    const address = await atProvider(started, 'pupil');
    provider.hang(true);
    try {
      expect((await callback(address, started.browser)).location).toBe('/login?signin=unavailable');
    } finally {
      provider.hang(false);
    }
  });
});

describe('claims from UserInfo', () => {
  it('finds a student whose provider gives the claims only at its UserInfo endpoint', async () => {
    const strict = await startOidcProvider({ clients: [CLASSMINT], claimsInIdToken: false });
    const app = await createTestApp({ env: oidcEnv(strict) });
    try {
      const teacher = await makeTeacher(app.database.db);
      const student = await makeStudent(app.database.db, teacher.id);
      strict.setAccount('strict', { preferred_username: student.username });
      const answer = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const browser = cookieOf(answer, 'classmint_oidc')!;
      const back = new URL(await signInAtProvider(String(answer.headers.location), 'strict', REDIRECT_URI));
      const done = await app.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        cookies: { classmint_oidc: browser },
      });
      expect(done.headers.location).toBe('/');
      expect((await whoIs(cookieOf(done, 'classmint_session'), app.app))?.username).toBe(student.username);
    } finally {
      await app.close();
      await strict.close();
    }
  });
});

describe('PASSWORD_SIGNIN', () => {
  it('tells the login page what to offer', async () => {
    const options = await apiClient(t.app).get('/api/auth/options');
    expect(options.body).toEqual({ signIn: { provider: PROVIDER_NAME, password: 'all' } });
    const plain = await createTestApp();
    try {
      expect((await apiClient(plain.app).get('/api/auth/options')).body).toEqual({
        signIn: { provider: null, password: 'all' },
      });
      const start = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.headers.location).toBe('/login?signin=notConfigured');
    } finally {
      await plain.close();
    }
  });

  const login = (app: FastifyInstance, username: string, password = TEST_PASSWORD) =>
    apiClient(app).post('/api/users/login', { user: { username, password } });

  it('staff: students use the school sign-in only; teachers and the admin may use a password', async () => {
    const app = await createTestApp({ env: oidcEnv(provider, { PASSWORD_SIGNIN: 'staff' }) });
    try {
      const teacher = await makeTeacher(app.database.db);
      const student = await makeStudent(app.database.db, teacher.id);
      const admin = await makeAdmin(app.database.db);
      const refused = await login(app.app, student.username);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        errors: {
          passwordSignIn: [`is turned off for students at this school. Please use 'Sign in with ${PROVIDER_NAME}'.`],
        },
      });
      // A wrong password still says only that: the mode tells nothing about who exists.
      expect((await login(app.app, student.username, 'wrong-password')).status).toBe(401);
      expect((await login(app.app, teacher.username)).status).toBe(200);
      expect((await login(app.app, admin.username)).status).toBe(200);
      expect((await apiClient(app.app).get('/api/auth/options')).body).toEqual({
        signIn: { provider: PROVIDER_NAME, password: 'staff' },
      });
      // The school's sign-in still signs the student in.
      provider.setAccount(`p${student.username}`, { preferred_username: student.username });
      expect((await signIn(`p${student.username}`, app.app)).location).toBe('/');
    } finally {
      await app.close();
    }
  });

  it('none: nobody but the admin uses a password', async () => {
    const app = await createTestApp({ env: oidcEnv(provider, { PASSWORD_SIGNIN: 'none' }) });
    try {
      const teacher = await makeTeacher(app.database.db);
      const admin = await makeAdmin(app.database.db);
      const refused = await login(app.app, teacher.username);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        errors: { passwordSignIn: [`is turned off at this school. Please use 'Sign in with ${PROVIDER_NAME}'.`] },
      });
      expect((await login(app.app, admin.username)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a password mode that would lock people out, or half a configuration', () => {
    expect(() => readConfig({ PASSWORD_SIGNIN: 'staff' })).toThrow(/PASSWORD_SIGNIN=staff needs/);
    expect(() => readConfig({ PASSWORD_SIGNIN: 'some' })).toThrow(/PASSWORD_SIGNIN must be all, staff or none/);
    expect(() => readConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/all of OIDC_ISSUER/);
    expect(() =>
      readConfig({ OIDC_ISSUER: 'http://idp.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', PUBLIC_URL }),
    ).toThrow(/https/);
    expect(() =>
      readConfig({ OIDC_ISSUER: 'https://idp.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toThrow(/PUBLIC_URL/);
  });
});

describe('the log', () => {
  it('holds no code, state, nonce, token or session of any sign-in above', () => {
    const text = log.text();
    // The callbacks were logged, their secrets redacted.
    expect(text).toContain('/api/auth/oidc/callback?code=[redacted]&state=[redacted]');
    expect(secrets.size).toBeGreaterThan(20);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
