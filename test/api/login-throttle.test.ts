import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../../src/server/features/auth/login-throttle.service';
import { makeTeacher, TEST_PASSWORD } from '../support/factories';
import { createTestApp, manualClock, type TestApp } from '../support/test-app';

// P10, for a classroom: a pair (username, client) with a growing delay, far higher ceilings per
// username and per address, and the owner's own browser never held back by someone else.
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

interface Attempt {
  username: string;
  password: string;
  address?: string;
  device?: string;
}

async function login({ username, password, address = '10.0.0.1', device }: Attempt) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: address,
    payload: { user: { username, password } },
    headers: device ? { cookie: `classmint_device=${device}` } : {},
  });
  const deviceCookie = response.cookies.find((c) => c.name === 'classmint_device');
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as Record<string, unknown>,
    deviceCookie,
    retryAfter: response.headers['retry-after'],
  };
}

const wrong = (username: string, i: number, address?: string, device?: string) =>
  login({ username, password: `wrong-${i}-password`, address, device });

describe('the sign-in throttle', () => {
  it('lets 4 failures through, then makes each next try wait longer, seconds at a time', async () => {
    const { username } = await makeTeacher(t.database.db);
    for (let i = 0; i < 5; i++) expect((await wrong(username, i)).status).toBe(401);
    const paused = await login({ username, password: TEST_PASSWORD });
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({ errors: { login: ['attempts are paused. Please try again in 1 second'] } });
    clock.advance(1_000);
    expect((await wrong(username, 5)).status).toBe(401);
    expect((await login({ username, password: TEST_PASSWORD })).body).toEqual({
      errors: { login: ['attempts are paused. Please try again in 2 seconds'] },
    });
    clock.advance(2_000);
    expect((await login({ username, password: TEST_PASSWORD })).status).toBe(200);
    // A correct password starts the pair afresh.
    expect((await wrong(username, 6)).status).toBe(401);
    expect((await login({ username, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('says the wait in a Retry-After header as well as in the message', async () => {
    const { username } = await makeTeacher(t.database.db);
    const address = '10.10.0.1';
    for (let i = 0; i < 5; i++) await wrong(username, i, address);
    const paused = await login({ username, password: TEST_PASSWORD, address });
    expect(paused.status).toBe(429);
    expect(paused.retryAfter).toBe('1');
    clock.advance(1_000);
    await wrong(username, 5, address);
    expect((await login({ username, password: TEST_PASSWORD, address })).retryAfter).toBe('2');
    // A 401 is no reason to wait.
    clock.advance(2_000);
    expect((await wrong(username, 6, address)).retryAfter).toBeUndefined();
  });

  it("never holds the owner back for more than a minute because of a classmate's failures", async () => {
    const { username } = await makeTeacher(t.database.db);
    const school = '10.1.1.1';
    const first = await login({ username, password: TEST_PASSWORD, address: school });
    expect(first.status).toBe(200);
    expect(first.deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/login' });
    const ownBrowser = first.deviceCookie!.value;

    // A classmate on another device at the same school address keeps guessing for 10 minutes.
    for (let i = 0; i < 20; i++) {
      await wrong(username, i, school);
      clock.advance(30_000);
    }
    const classmateNow = await login({ username, password: TEST_PASSWORD, address: school });
    expect(classmateNow.status).toBe(429);
    const waitSeconds = Number(/in (\d+) seconds?/.exec(JSON.stringify(classmateNow.body))?.[1]);
    expect(waitSeconds).toBeLessThanOrEqual(THROTTLE.maxPairDelaySeconds);

    // The owner's own browser is its own client: it gets in at once.
    const owner = await login({ username, password: TEST_PASSWORD, address: school, device: ownBrowser });
    expect(owner.status).toBe(200);
    expect(owner.deviceCookie).toBeUndefined();
    // And a browser without the cookie waits at most the longest delay.
    clock.advance(THROTTLE.maxPairDelaySeconds * 1000);
    expect((await login({ username, password: TEST_PASSWORD, address: school })).status).toBe(200);
  });

  it("keeps a username ceiling far higher than a pair's, which the owner's browser passes", async () => {
    const { username } = await makeTeacher(t.database.db);
    const ownBrowser = (await login({ username, password: TEST_PASSWORD, address: '10.2.0.1' })).deviceCookie!.value;
    // Guesses spread over many addresses (a botnet), 2 each, so no pair slows them.
    for (let i = 0; i < THROTTLE.usernameCeiling; i++) {
      expect((await wrong(username, i, `10.3.${Math.floor(i / 2)}.1`)).status).toBe(401);
    }
    const stranger = await login({ username, password: TEST_PASSWORD, address: '10.4.0.1' });
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ errors: { login: ['attempts are paused. Please try again in 15 minutes'] } });
    expect(stranger.retryAfter).toBe(String(THROTTLE.windowMs / 1000));
    expect((await login({ username, password: TEST_PASSWORD, address: '10.5.0.1', device: ownBrowser })).status).toBe(
      200,
    );
    // A cookie of another user's browser is no pass.
    const other = await makeTeacher(t.database.db);
    const otherBrowser = (await login({ username: other.username, password: TEST_PASSWORD })).deviceCookie!.value;
    expect((await login({ username, password: TEST_PASSWORD, address: '10.6.0.1', device: otherBrowser })).status).toBe(
      429,
    );
    clock.advance(THROTTLE.windowMs);
    expect((await login({ username, password: TEST_PASSWORD, address: '10.4.0.1' })).status).toBe(200);
  });

  it('limits guesses over many usernames from one address, without locking out browsers that signed in before', async () => {
    const { username } = await makeTeacher(t.database.db);
    const school = '10.7.7.7';
    const ownBrowser = (await login({ username, password: TEST_PASSWORD, address: school })).deviceCookie!.value;
    const unknownUsers = Array.from({ length: THROTTLE.addressCeiling + 20 }, (_, i) => `nobody${i}x${Date.now()}`);
    const answers = await Promise.all(unknownUsers.map((name, i) => wrong(name, i, school)));
    const checked = answers.filter((a) => a.status === 401).length;
    // The owner's earlier sign-in took a slot and gave it back, so exactly the ceiling is checked.
    expect(checked).toBe(THROTTLE.addressCeiling);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(unknownUsers.length - checked);
    expect((await login({ username, password: TEST_PASSWORD, address: school, device: ownBrowser })).status).toBe(200);
    clock.advance(THROTTLE.windowMs);
  });

  it('counts guesses sent at once before checking any of them', async () => {
    const { username } = await makeTeacher(t.database.db);
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? TEST_PASSWORD : `wrong-${i}-password`));
    const answers = await Promise.all(guesses.map((password) => login({ username, password, address: '10.9.9.9' })));
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE.freePairFailures);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });
});
