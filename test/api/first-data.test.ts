import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '../../src/shared/first-data';
import { makeCourse, makeStudent, makeTeacher, signIn, TEST_PASSWORD } from '../support/factories';
import type { ApiClient } from '../support/test-app';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 11: a signed-in page opened directly carries the answers it reads first, as the API gives
// them, so it draws without a round trip for them after its scripts.
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Classmint</title>
    <link rel="preload" href="/api/session" as="fetch" crossorigin />
  </head>
  <body>
    <div id="root"><div class="cm-boot"></div></div>
  </body>
</html>`;
const TRICKY_NAME = "Ava</script><script>alert(1)</script><!-- $` $& $' $$";

let t: TestApp;
let webDir: string;
let student: { username: string; token: ApiClient; cookie: string };
let teacher: { cookie: string };

async function sessionCookie(username: string): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { user: { username, password: TEST_PASSWORD } },
  });
  expect(answer.statusCode).toBe(200);
  const cookie = answer.cookies.find((c) => c.name === 'classmint_session');
  if (!cookie) throw new Error('no session cookie');
  return `classmint_session=${cookie.value}`;
}

async function page(url: string, cookie?: string, acceptEncoding?: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      ...(cookie ? { cookie } : {}),
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });
}

/** The answers the page carries, by address, or null when it carries none. */
function carried(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json"[^>]*>(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-web-'));
  mkdirSync(path.join(webDir, 'pages/student'), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), PAGE);
  writeFileSync(path.join(webDir, 'pages/student/account.html'), PAGE);
  t = await createTestApp({ env: { WEB_DIR: webDir } });
  const db = t.database.db;
  const madeTeacher = await makeTeacher(db);
  const course = await makeCourse(db, madeTeacher.id);
  const madeStudent = await makeStudent(db, madeTeacher.id, { firstName: TRICKY_NAME, courseId: course.id });
  student = {
    username: madeStudent.username,
    token: await signIn(t.app, madeStudent.username),
    cookie: await sessionCookie(madeStudent.username),
  };
  teacher = { cookie: await sessionCookie(madeTeacher.username) };
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('a page opened directly carries its first data (issue 11)', () => {
  it("carries the student's session, account and notifications exactly as the API answers them", async () => {
    const answer = await page('/student/account', student.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    // Made for this person: no cache may keep it.
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = carried(answer.body);
    const account = `/api/scores?username=${student.username}`;
    expect(Object.keys(data ?? {}).sort()).toEqual(['/api/notifications', '/api/session', account].sort());
    for (const address of ['/api/session', account, '/api/notifications'])
      expect(data?.[address], address).toEqual((await student.token.get(address)).body);
    // When the server read them, for the page's live-update stream (?since=).
    const readAt = Number(/data-read-at="(\d+)"/.exec(answer.body)?.[1]);
    expect(Math.abs(Date.now() - readAt)).toBeLessThan(60_000);
    // It no longer asks for the session it carries.
    expect(answer.body).not.toContain('rel="preload" href="/api/session"');
    expect(answer.body).toContain('<div id="root"><div class="cm-boot"></div></div>');
  });

  it('carries a name that reads like HTML or a replacement pattern as data: nothing in it changes the page', async () => {
    const html = (await page('/student/account', student.cookie)).body;
    expect(html).not.toContain(TRICKY_NAME);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const session = carried(html)?.['/api/session'] as { user: { firstName: string } };
    expect(session.user.firstName).toBe(TRICKY_NAME);
  });

  it('carries only the session for a page whose data belongs to another role or to no page', async () => {
    expect(Object.keys(carried((await page('/student/account', teacher.cookie)).body) ?? {})).toEqual(['/api/session']);
    expect(Object.keys(carried((await page('/teacher/nowhere', teacher.cookie)).body) ?? {})).toEqual(['/api/session']);
  });

  it('sends the page as built when nobody is signed in or the session has ended', async () => {
    const nobody = await page('/student/account');
    expect(nobody.headers['cache-control']).toBe('no-cache');
    expect(carried(nobody.body)).toBeNull();
    expect(nobody.body).toContain('rel="preload" href="/api/session"');
    expect(carried((await page('/student/account', 'classmint_session=not-a-session')).body)).toBeNull();
    // Only a page the browser navigates to, not an icon or file probe that came with the cookie.
    const probe = await t.app.inject({
      method: 'GET',
      url: '/apple-touch-icon.png',
      headers: { cookie: student.cookie },
    });
    expect(carried(probe.body)).toBeNull();

    const leaving = await sessionCookie(student.username);
    const out = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie: leaving } });
    expect(out.statusCode).toBe(204);
    expect(carried((await page('/student/account', leaving)).body)).toBeNull();
  });

  it('compresses the page as the browser allows', async () => {
    const br = await page('/student/account', student.cookie, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(carried(brotliDecompressSync(br.rawPayload).toString())).not.toBeNull();
    const gzip = await page('/student/account', student.cookie, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(carried(gunzipSync(gzip.rawPayload).toString())).not.toBeNull();
    const plain = await page('/student/account', student.cookie, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(carried(plain.body)).not.toBeNull();
  });
});
