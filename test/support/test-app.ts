import type { FastifyInstance } from 'fastify';
import type { PurgeSchedule } from '../../src/server/features/retention/purge-schedule';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/common/clock';
import { readConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { Mailer } from '../../src/server/integrations/mail/mailer';
import { createTestDatabase } from './test-database';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-21T15:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, without a web build, logging nothing, checking every answer against its contract. */
export async function createTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    mailer?: Mailer;
    logStream?: NodeJS.WritableStream;
    events?: { heartbeatMs?: number };
    /** The daily purge's timer (P43): off unless a test wants it, so no test's data is purged under it. */
    retentionPurge?: PurgeSchedule | false;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = readConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent-web-build', ...options.env });
  const app = await buildApp({
    database,
    config,
    clock: options.clock,
    mailer: options.mailer,
    logStream: options.logStream,
    events: options.events,
    retentionPurge: options.retentionPurge ?? false,
    // Any answer that drifts from its contract (and so from the OpenAPI document) fails the test that sees it.
    validateResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/**
 * A small client over `app.inject`, sending the token the way the catalogue says; `inCourse` makes
 * a student's calls act in that class (`X-Classmint-Course`, P40).
 */
export function apiClient(
  app: FastifyInstance,
  token?: string,
  inCourse?: string,
  extraHeaders: Record<string, string> = {},
  remoteAddress?: string,
) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(inCourse ? { 'x-classmint-course': inCourse } : {}),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const text = response.body;
    // A download (CSV, a gzip backup) comes back as its text; every other answer is JSON.
    const json = String(response.headers['content-type'] ?? 'application/json').includes('json');
    return {
      status: response.statusCode,
      body: (text ? (json ? JSON.parse(text) : text) : {}) as T,
      headers: response.headers as Record<string, unknown>,
    };
  }
  return {
    get: <T = Record<string, unknown>>(url: string) => call<T>('GET', url),
    post: <T = Record<string, unknown>>(url: string, body?: unknown) => call<T>('POST', url, body),
    put: <T = Record<string, unknown>>(url: string, body?: unknown) => call<T>('PUT', url, body),
    delete: <T = Record<string, unknown>>(url: string, body?: unknown) => call<T>('DELETE', url, body),
    /** The same session acting in another class. */
    inCourse: (courseId: string) => apiClient(app, token, courseId, extraHeaders, remoteAddress),
    /** The same session from a browser that asks for `tags` (`Accept-Language`, P51). */
    acceptingLanguage: (tags: string) =>
      apiClient(app, token, inCourse, { ...extraHeaders, 'accept-language': tags }, remoteAddress),
    /** The same session from another network address (what per-address limits count). */
    fromAddress: (address: string) => apiClient(app, token, inCourse, extraHeaders, address),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
