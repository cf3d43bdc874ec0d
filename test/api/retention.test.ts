import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { settleHeldPassesBefore } from '../../src/server/features/hallpasses/pass-expiry';
import { createRetentionService } from '../../src/server/features/retention/retention.service';
import type { TStudentAccount } from '../../src/shared/ledger';
import { RETENTION_DEFAULTS, type TRetention } from '../../src/shared/retention';
import type { TSong } from '../../src/shared/songs';
import { makeAdmin, makeTeacher, signIn } from '../support/factories';
import { historyOfZenobia } from '../support/student-history';
import { type ApiClient, createTestApp, type TestApp } from '../support/test-app';

/**
 * P43: the admin sets how long each kind of record is kept; the daily purge deletes older ones on
 * one instance at a time and leaves every balance exactly as it was.
 */
let t: TestApp;
let asAdmin: ApiClient;
const onPostgres = Boolean(process.env.DATABASE_URL);
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
  asAdmin = await signIn(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A retention service whose "now" is this many days from today (the records are made today). */
const purgerAt = (days: number) =>
  createRetentionService(
    t.database.db,
    { now: () => new Date(Date.now() + days * DAY_MS) },
    { settlePasses: settleHeldPassesBefore },
  );

const rowCount = async (table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('retention settings (P43)', () => {
  it('refuses in Spanish for a Spanish reader, under the same English keys (P51)', async () => {
    const answer = await asAdmin
      .acceptingLanguage('es-MX')
      .put<{ errors: Record<string, string[]> }>('/api/admin/retention', {
        retention: { ...RETENTION_DEFAULTS, passes: 0, audit: 1.5, jukebox: 40_000 },
      });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      passes: ['Consérvalo al menos 1 día'],
      audit: ['Solo días completos'],
      // The number is written the Spanish way (36.500 or 36,500, by the region).
      jukebox: [expect.stringMatching(/^Como máximo 36[.,]500 días$/)],
    });
  });

  it('answers the defaults, saves whole days, and refuses what is not one with the field named', async () => {
    // Another test file's purge may have saved the row; the defaults are what a new installation has.
    const first = await asAdmin.get<{ retention: TRetention }>('/api/admin/retention');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.retention).sort()).toEqual(Object.keys(RETENTION_DEFAULTS).sort());

    const next = { ...RETENTION_DEFAULTS, notifications: 30, sessions: 7 };
    const saved = await asAdmin.put<{ retention: TRetention }>('/api/admin/retention', { retention: next });
    expect(saved.status).toBe(200);
    expect(saved.body.retention).toEqual(next);
    expect((await asAdmin.get<{ retention: TRetention }>('/api/admin/retention')).body.retention).toEqual(next);

    const refused = async (change: Record<string, unknown>) => {
      const answer = await asAdmin.put<{ errors: Record<string, string[]> }>('/api/admin/retention', {
        retention: { ...next, ...change },
      });
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect(await refused({ passes: 0 })).toEqual({ passes: ['Keep it at least 1 day'] });
    expect(await refused({ audit: 1.5 })).toEqual({ audit: ['Whole days only'] });
    expect(await refused({ songs: '30' })).toEqual({ songs: ['Numbers only'] });
    expect(await refused({ jukebox: 40_000 })).toEqual({ jukebox: ['At most 36,500 days'] });
    expect(Object.keys(await refused({ accessLog: undefined }))).toEqual(['accessLog']);
    expect(Object.keys(await refused({ forever: 1 }))).toEqual(['forever']);

    const teacher = await signIn(t.app, (await makeTeacher(t.database.db)).username);
    expect((await teacher.get('/api/admin/retention')).status).toBe(403);
    expect((await teacher.put('/api/admin/retention', { retention: next })).status).toBe(403);
    await asAdmin.put('/api/admin/retention', { retention: RETENTION_DEFAULTS });
  });
});

describe('the daily purge (P43)', () => {
  it('deletes what is older than kept, keeps what is still in progress, and moves no point', async () => {
    const h = await historyOfZenobia(t);
    // A song still waiting for the teacher holds its points: it stays however old.
    const waiting = await h.asMilo.post<{ song: TSong }>('/api/songs', {
      song: { title: 'Still Waiting', artist: 'Band' },
    });
    expect(waiting.status).toBe(201);
    expect((await h.asMath.get(`/api/scores?username=${h.zenobia.username}`)).status).toBe(200);
    const balances = async () =>
      Promise.all(
        [h.zenobia.username, h.milo.username].map(
          async (u) => (await h.asMath.get<TStudentAccount>(`/api/scores?username=${u}`)).body.totals,
        ),
      );
    const before = await balances();
    const ledgerRows = await rowCount('transactions');

    // Today nothing is old enough.
    await asAdmin.put('/api/admin/retention', { retention: RETENTION_DEFAULTS });
    await t.database.db.execute(sql`update retention_settings set last_purged_at = null`);
    expect(Object.values((await purgerAt(0).purgeIfDue())!).every((n) => n === 0)).toBe(true);

    // Two years on, everything finished is older than every default.
    await t.database.db.execute(sql`update retention_settings set last_purged_at = null`);
    const purged = await purgerAt(800).purgeIfDue();
    expect(purged!.passes).toBeGreaterThan(0);
    expect(purged!.songs).toBeGreaterThan(0);
    expect(purged!.jukebox).toBeGreaterThan(0);
    expect(purged!.notifications).toBeGreaterThan(0);
    expect(purged!.audit).toBeGreaterThan(0);
    expect(purged!.accessLog).toBeGreaterThan(0);
    expect(purged!.sessions).toBeGreaterThan(0);
    for (const table of [
      'hallpasses',
      'jukebox_plays',
      'notifications',
      'audit_entries',
      'access_log',
      'sessions',
      'login_attempts',
    ])
      expect(await rowCount(table), table).toBe(0);
    const songsLeft = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from song_requests order by title`,
    );
    expect(songsLeft.map((s) => s.title)).toEqual(['Still Waiting', 'Zenobia Anthem']);

    // Every charge and refund is still in the ledger, so every balance is what it was.
    expect(await rowCount('transactions')).toBe(ledgerRows);
    const teacherAgain = await signIn(t.app, h.math.username);
    const after = await Promise.all(
      [h.zenobia.username, h.milo.username].map(
        async (u) => (await teacherAgain.get<TStudentAccount>(`/api/scores?username=${u}`)).body.totals,
      ),
    );
    expect(after).toEqual(before);

    // Once a day: the same day's second call does nothing; the next day's runs.
    expect(await purgerAt(800).purgeIfDue()).toBeNull();
    expect(await purgerAt(801).purgeIfDue()).not.toBeNull();
  });

  it.runIf(onPostgres)('runs on one instance at a time: instances asking at once purge once', async () => {
    await t.database.db.execute(sql`update retention_settings set last_purged_at = null`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => purgerAt(900).purgeIfDue()));
    expect(answers.filter((a) => a !== null)).toHaveLength(1);
  });
});
