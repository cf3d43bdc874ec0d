import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTeacher, signIn } from '../support/factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed request id from a proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-req-12345' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-req-12345');
  });

  it('sends no HSTS by default, and HSTS for a year when HSTS=true', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ env: { HSTS: 'true', COOKIE_SECURE: 'true' } });
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('answers a URL that cannot be decoded with 400 in the error shape', async () => {
    for (const url of ['/api/users/%E0%A4%A', '/%']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ errors: { url: ['is not a valid address'] } });
    }
  });

  it('serves the page at / to clients that accept no compression (curl, uptime checks)', async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Classmint</title>');
    writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync('<!doctype html><title>Classmint</title>'));
    const served = await createTestApp({ env: { WEB_DIR: webDir } });
    try {
      const plain = await served.app.inject({ method: 'GET', url: '/' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<title>Classmint</title>');
      const gzipped = await served.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.statusCode).toBe(200);
    } finally {
      await served.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it("answers a page address with the build's own HTML for it, and any other with index.html", async () => {
    const webDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-web-'));
    mkdirSync(path.join(webDir, 'pages/student'), { recursive: true });
    writeFileSync(path.join(webDir, 'index.html'), '<title>any page</title>');
    writeFileSync(path.join(webDir, 'pages/index.html'), '<title>home</title>');
    writeFileSync(path.join(webDir, 'pages/student/account.html'), '<title>account</title>');
    const served = await createTestApp({ env: { WEB_DIR: webDir } });
    const titleOf = async (url: string) => {
      const answer = await served.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      return /<title>(.*)<\/title>/.exec(answer.body)?.[1];
    };
    try {
      expect(await titleOf('/')).toBe('home');
      expect(await titleOf('/student/account')).toBe('account');
      expect(await titleOf('/student/account/')).toBe('account');
      expect(await titleOf('/student/account?tab=1')).toBe('account');
      for (const other of ['/student/store', '/Student/Account', '/login', '/pages/student']) {
        expect(await titleOf(other)).toBe('any page');
      }
      expect((await served.app.inject({ method: 'GET', url: '/student/../index.html.gz' })).statusCode).not.toBe(500);
    } finally {
      await served.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const answer = await apiClient(t.app).get('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ errors: { route: ['GET /api/nothing-here was not found'] } });
  });

  it('answers malformed JSON and oversized bodies without details', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { body: ['is not valid JSON'] } });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ user: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ errors: { body: ['is too large'] } });
  });

  it('reports the database in the health check', async () => {
    const answer = await apiClient(t.app).get<{
      health: { status: string; database: { ok: boolean; driver: string } };
    }>('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body.health.status).toBe('ok');
    expect(answer.body.health.database.ok).toBe(true);
    expect(['pglite', 'pg']).toContain(answer.body.health.database.driver);
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    type Doc = {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const answer = await apiClient(t.app).get<Doc>('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/users/login',
      '/api/user',
      '/api/user/settings',
      '/api/users',
      '/api/users/{username}',
      '/api/users/teacher/{username}',
      '/api/users/reset',
      '/api/migration/run',
      '/api/health',
    ]) {
      expect(answer.body.paths).toHaveProperty([path]);
    }
    const settingsBody = JSON.stringify(answer.body.paths['/api/user/settings']?.put?.requestBody);
    expect(settingsBody).toContain('scoreConverter');
    expect(answer.body.paths['/api/user']?.get?.responses).toHaveProperty('401');
  });
});

describe('server faults', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const broken = await createTestApp();
    const teacher = await makeTeacher(broken.database.db);
    const client = await signIn(broken.app, teacher.username);
    await broken.database.close();
    const answer = await client.get('/api/user');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      errors: { server: ['Something went wrong on our side. Please try again in a moment.'] },
    });
    await broken.app.close();
  });
});
