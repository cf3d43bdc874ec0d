import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { auditEntries, scores, tasks } from '../../src/server/db/schema';
import { BackupFileError, NotEmptyError } from '../../src/server/features/backup';
import type { TStudentAccount } from '../../src/shared/ledger';
import type { TAccessLogEntry } from '../../src/shared/privacy';
import {
  addAccount,
  TEST_PASSWORD,
  makeAdmin,
  makeCourse,
  makeStudent,
  makeTeacher,
  signIn,
} from '../support/factories';
import {
  backupBytes,
  type EmptyDatabase,
  emptyPglite,
  emptyPostgres,
  restoreBytes,
  rowsIn,
  schemaTableNames,
  tableContents,
} from '../support/backup';
import { clientsFor, songSettings } from '../support/song-factories';
import { giveBonus, makeProduct } from '../support/store-factories';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';
import { fillRelease0010, RELEASE_0010 } from '../support/releases/release-0010';
import { appOver, installRelease, migrationsOfRelease } from '../support/upgrade';
import { hashPassword } from '../../src/server/common/password';
import { type Database, releaseMigrations } from '../../src/server/db/client';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { hashSessionToken } from '../../src/server/http/session-token';

// P45: a backup restored anywhere is the same installation, row for row and value for value.
let t: TestApp;
let history: Awaited<ReturnType<typeof makeHistory>>;
beforeAll(async () => {
  t = await createTestApp({ mailer: { send: async () => undefined } });
  history = await makeHistory();
}, 120_000);
afterAll(() => t.close());

const classSettings = () =>
  songSettings((s) => {
    s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 5 };
    s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, limit: 2 };
    s.fines.enabled = true;
  });

/**
 * A school with some history, made mostly through the API: two teachers, courses, students (one
 * with both teachers), scores, bonuses, fines, an edited and a deleted entry (audit entries and
 * notifications), orders, passes, songs, settings, sessions; and values that are easy to get wrong:
 * every kind of Unicode, floats, microseconds, JSON with long numbers, nulls.
 */
async function makeHistory() {
  const { db } = t.database;
  const admin = await makeAdmin(db);
  const ms = await makeTeacher(db, { settings: classSettings(), firstName: 'Zoë', lastName: "O'Brien-Łukasz" });
  const mr = await makeTeacher(db, { settings: classSettings(), title: 'Mr.' });
  const algebra = await makeCourse(db, ms.id, 1, 'Algèbre 🧮');
  const geometry = await makeCourse(db, ms.id, 3);
  const biology = await makeCourse(db, mr.id, 2);
  const students = [
    await makeStudent(db, ms.id, { courseId: algebra.id, firstName: '李', lastName: 'مريم', hasPrime: true }),
    await makeStudent(db, ms.id, { courseId: geometry.id, firstName: 'Ａｎｎａ\u200d', lastName: 'Ñúñez "Q" \\ \n x' }),
    await makeStudent(db, ms.id, { courseId: algebra.id, primeExpiresAt: new Date('2027-01-01T00:00:00Z') }),
    await makeStudent(db, mr.id, { courseId: biology.id, dropped: true }),
  ];
  // One person with both teachers (P40).
  const both = students[0]!;
  const bothWithMr = await addAccount(db, both.personId, mr.id, { courseId: biology.id });

  const [task] = await db
    .insert(tasks)
    .values({ teacherId: ms.id, courseId: algebra.id, slug: 'quiz-1', title: 'Quiz ½', totalPoints: 0.1 + 0.2 })
    .returning();
  await db.insert(scores).values([
    { taskId: task!.id, studentId: students[0]!.id, value: 1 / 3 },
    { taskId: task!.id, studentId: students[2]!.id, value: 1e-300 },
  ]);
  await db.insert(auditEntries).values({
    teacherId: ms.id,
    actorId: null,
    studentId: null,
    entity: 'note',
    entityId: task!.id,
    action: 'update',
    // Numbers longer than a JavaScript number holds: kept digit for digit in the file.
    before: sql`${'{"long": 123456789012345678901234567890.123456789, "text": "é\u2028🎉\\t\\"\\\\", "list": [1, null, true, {}]}'}::jsonb`,
    after: null,
    createdAt: new Date('2026-02-03T04:05:06.789Z'),
  });

  const teacher = await signIn(t.app, ms.username);
  for (const s of students.slice(0, 3)) await giveBonus(db, ms.id, s.id, 500);
  await giveBonus(db, mr.id, bothWithMr, 300);
  const fine = await teacher.post<{ transaction: { _id: string } }>('/api/transactions', {
    transaction: { student: students[1]!.id, amount: 20, description: 'Late — again 😴', type: 'fine' },
  });
  expect(fine.status).toBe(201);
  expect(
    (
      await teacher.put(`/api/transactions/${fine.body.transaction._id}`, {
        transaction: { amount: 25, description: 'Late twice' },
      })
    ).status,
  ).toBe(200);
  const mistake = await teacher.post<{ transaction: { _id: string } }>('/api/transactions', {
    transaction: { student: students[2]!.id, amount: 70, description: 'Wrong student', type: 'bonus' },
  });
  expect((await teacher.delete(`/api/transactions/${mistake.body.transaction._id}`)).status).toBe(204);
  expect((await teacher.put('/api/user/settings', { settings: { roomNumber: 'Ökonomie 🎓' } })).status).toBe(200);

  const pencil = await makeProduct(db, ms.id, { name: 'Pencil ✏️', cost: 15, quantity: 40 });
  const [c0, c1, c2] = await clientsFor(t.app, db, [students[0]!.id, students[1]!.id, students[2]!.id]);
  const inMs = c0!.inCourse(algebra.id);
  const order = { purchase: { products: [pencil.id], quantities: { [pencil.id]: 2 } } };
  expect((await inMs.post('/api/purchases', order)).status).toBe(201);
  expect((await c2!.post('/api/purchases', order)).status).toBe(201);
  expect((await c1!.post('/api/songs', { song: { title: 'Für Elise', artist: 'Beethoven' } })).status).toBe(201);
  expect(
    (
      await teacher.post('/api/passes', {
        pass: { student: students[2]!.id, destination: 'library', duration: 10, createdBy: 'Ms. O', cost: 5 },
      })
    ).status,
  ).toBe(201);
  return { admin, ms, mr, students, both, algebra };
}

const releaseMigrationCount = () => readMigrationFiles({ migrationsFolder: releaseMigrations }).length;
const onPostgres = () => inject('databaseTemplate').driver === 'pg';
const serverUrl = () => {
  const template = inject('databaseTemplate');
  return template.driver === 'pg' ? template.url : '';
};

/** Restores `bytes` into `target` and checks it holds what `expected` held, table by table. */
async function restoreAndCompare(target: EmptyDatabase, bytes: Buffer, expected: Record<string, string[]>) {
  const summary = await restoreBytes(target.database, bytes);
  const restored = await tableContents(target.database);
  for (const name of schemaTableNames()) {
    expect.soft(restored[name], name).toEqual(expected[name]);
    expect(summary.rowCounts[name], name).toBe(expected[name]!.length);
  }
  return summary;
}

describe('npm run backup / npm run restore (P45)', () => {
  it('holds every table of the schema, each row with every value exactly', async () => {
    const source = await tableContents(t.database);
    // The history really reached every part of the economy the test claims it did.
    for (const name of ['users', 'student_accounts', 'enrollments', 'scores', 'transactions', 'notifications']) {
      expect(source[name]!.length, name).toBeGreaterThan(0);
    }
    for (const name of ['audit_entries', 'purchases', 'purchase_items', 'hallpasses', 'song_requests', 'sessions']) {
      expect(source[name]!.length, name).toBeGreaterThan(0);
    }
    const bytes = await backupBytes(t.database);
    const file = gunzipSync(bytes).toString('utf8');
    const parsed = JSON.parse(file) as {
      format: string;
      formatVersion: number;
      tables: { name: string; rows: unknown[] }[];
      complete: boolean;
    };
    expect(parsed.format).toBe('classmint-backup');
    expect(parsed.formatVersion).toBe(1);
    expect(parsed.complete).toBe(true);
    expect(parsed.tables.map((x) => x.name).sort()).toEqual(schemaTableNames());

    const copy = await emptyPglite();
    try {
      const summary = await restoreAndCompare(copy, bytes, source);
      expect(summary.upgraded).toBe(0);
      if (onPostgres()) {
        // PostgreSQL -> PGlite above; now PGlite -> PostgreSQL, from the embedded copy's own backup.
        const again = await backupBytes(copy.database);
        const onPg = await emptyPostgres(serverUrl());
        try {
          await restoreAndCompare(onPg, again, source);
        } finally {
          await onPg.discard();
        }
      }
    } finally {
      await copy.discard();
    }
  });

  it('a restored installation works: the same people sign in and see the same balances', async () => {
    const bytes = await backupBytes(t.database);
    const copy = onPostgres() ? await emptyPostgres(serverUrl()) : await emptyPglite();
    try {
      await restoreBytes(copy.database, bytes);
      const app = await appOver(copy.database);
      try {
        for (const s of history.students.slice(1, 3)) {
          const before = await (await signIn(t.app, s.username)).get<TStudentAccount>('/api/user');
          const after = await (await signIn(app, s.username)).get<TStudentAccount>('/api/user');
          expect(after.status).toBe(200);
          expect(after.body).toEqual(before.body);
        }
        const teacherBefore = await (await signIn(t.app, history.ms.username)).get('/api/scores/all');
        const teacherAfter = await (await signIn(app, history.ms.username)).get('/api/scores/all');
        expect(teacherAfter.body).toEqual(teacherBefore.body);
      } finally {
        await app.close();
      }
    } finally {
      await copy.discard();
    }
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const bytes = await backupBytes(t.database);
    const before = await tableContents(t.database);
    await expect(restoreBytes(t.database, bytes)).rejects.toThrow(NotEmptyError);
    await expect(restoreBytes(t.database, bytes)).rejects.toThrow(/not empty \(.*users.*\)/);
    expect(await tableContents(t.database)).toEqual(before);

    // One user (the admin a server makes at its first start) is enough to refuse.
    const copy = await emptyPglite();
    try {
      await copy.database.migrate();
      await makeAdmin(copy.database.db);
      await expect(restoreBytes(copy.database, bytes)).rejects.toThrow(/not empty \(users has rows\)/);
    } finally {
      await copy.discard();
    }
  });

  it('refuses a file of another format version, a newer schema, a cut or foreign file, before writing anything', async () => {
    const text = gunzipSync(await backupBytes(t.database)).toString('utf8');
    const [first, ...rest] = text.split('\n');
    const header = JSON.parse(`${first!.slice(0, -',"tables":['.length)}}`) as {
      formatVersion: number;
      schema: { migrations: { hash: string; createdAt: number }[] };
    };
    const withHeader = (change: (h: typeof header) => void) => {
      const copy = structuredClone(header);
      change(copy);
      return gzipSync([`${JSON.stringify(copy).slice(0, -1)},"tables":[`, ...rest].join('\n'));
    };
    const cases: [Buffer, RegExp][] = [
      [withHeader((h) => (h.formatVersion = 2)), /format version 2; this Classmint reads version 1/],
      [
        withHeader((h) => h.schema.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_000_000_000_000 })),
        /made by a newer Classmint/,
      ],
      [withHeader((h) => (h.schema.migrations[3]!.hash = '0'.repeat(64))), /migration 4 differs/],
      [gzipSync('{"hello":"world"}\n'), /not a Classmint backup/],
      [gzipSync(text.slice(0, Math.floor(text.length * 0.8))), /incomplete|damaged/],
    ];
    // The cut file comes last: it is refused only once the database was migrated and its load began.
    const copy = await emptyPglite();
    try {
      for (const [bytes, message] of cases) {
        await expect(restoreBytes(copy.database, bytes)).rejects.toThrow(BackupFileError);
        await expect(restoreBytes(copy.database, bytes)).rejects.toThrow(message);
        // Refused before anything was loaded, or the load's transaction rolled back: not a row is left.
        expect(await rowsIn(copy.database)).toBe(0);
      }
    } finally {
      await copy.discard();
    }
  });
});

/** The backup's lines, decompressed; `lines` of a table: its start line, its rows, its end line. */
function backupLines(bytes: Buffer): string[] {
  return gunzipSync(bytes).toString('utf8').split('\n');
}
const tableStart = (lines: string[], name: string) =>
  lines.findIndex((l) => l.replace(/^,/, '').startsWith(`{"name":"${name}",`));
const withFooter = (lines: string[], change: (counts: Record<string, number>) => void) => {
  const at = lines.findIndex((l) => l.startsWith('],"rowCounts":'));
  const counts = JSON.parse(lines[at]!.slice('],"rowCounts":'.length, -',"complete":true}'.length)) as Record<
    string,
    number
  >;
  change(counts);
  const copy = [...lines];
  copy[at] = `],"rowCounts":${JSON.stringify(counts)},"complete":true}`;
  return copy;
};
/** The file without `name`'s whole section (and, with `fromFooter`, without its count). */
function withoutTable(lines: string[], name: string, fromFooter: boolean): Buffer {
  const start = tableStart(lines, name);
  const end = lines.indexOf(']}', start);
  const cut = [...lines.slice(0, start), ...lines.slice(end + 1)];
  return gzipSync((fromFooter ? withFooter(cut, (c) => delete c[name]) : cut).join('\n'));
}

describe('a restore refuses an incomplete or edited file (P45)', () => {
  it('refuses a file that lacks a table nothing points at, or whose counts differ from its footer', async () => {
    const lines = backupLines(await backupBytes(t.database));
    const users = tableStart(lines, 'users');
    const cases: [Buffer, RegExp][] = [
      [
        withoutTable(lines, 'sessions', true),
        /^The backup file is incomplete: it lacks the table sessions of its schema version\.$/,
      ],
      [withoutTable(lines, 'audit_entries', true), /lacks the table audit_entries/],
      // Its footer still counts it: the footer and the file disagree, so which is whole is moot.
      [withoutTable(lines, 'sessions', false), /lacks the table sessions|counts \d+ rows of sessions/],
      [
        gzipSync(withFooter(lines, (c) => (c.users = c.users! + 1)).join('\n')),
        /counts \d+ rows of users, and it holds \d+\./,
      ],
      [gzipSync(withFooter(lines, (c) => delete c.notifications).join('\n')), /counts no rows of notifications/],
      [gzipSync(withFooter(lines, (c) => (c.not_a_table = 0)).join('\n')), /rows of not_a_table, and it holds 0/],
      // The same table twice (its second copy's rows would collide or double).
      [
        gzipSync(
          [...lines.slice(0, users + 1), ']}', `,${lines[users]!.replace(/^,/, '')}`, ...lines.slice(users + 1)].join(
            '\n',
          ),
        ),
        /holds users twice/,
      ],
    ];
    const copy = onPostgres() ? await emptyPostgres(serverUrl()) : await emptyPglite();
    try {
      for (const [bytes, message] of cases) {
        const refusal = await restoreBytes(copy.database, bytes).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal, String(message)).toBeInstanceOf(BackupFileError);
        expect((refusal as Error).message).toMatch(message);
        expect(await rowsIn(copy.database)).toBe(0);
      }
      // The untouched file still restores there: nothing of the refusals stayed behind.
      await restoreBytes(copy.database, await backupBytes(t.database));
    } finally {
      await copy.discard();
    }
  });

  it('says why in one sentence that carries no row, when the database refuses a row', async () => {
    const lines = backupLines(await backupBytes(t.database));
    const users = tableStart(lines, 'users');
    // Every user twice: the first repeated id fails the insert, whose statement holds every user's row.
    const rows = lines.slice(users + 1, lines.indexOf(']}', users));
    const doubled = [...lines.slice(0, users + 1), ...rows, ...rows.map((r) => `,${r.replace(/^,/, '')}`)];
    const bytes = gzipSync([...doubled, ...lines.slice(users + 1 + rows.length)].join('\n'));
    const copy = onPostgres() ? await emptyPostgres(serverUrl()) : await emptyPglite();
    try {
      const refusal = (await restoreBytes(copy.database, bytes).catch((error: unknown) => error)) as Error;
      expect(refusal).toBeInstanceOf(BackupFileError);
      expect(refusal.message).toMatch(
        /^The backup file is damaged: a row repeats a value that must be unique in users \(users_pkey\); nothing was restored\.$/,
      );
      for (const s of history.students) {
        expect(refusal.message).not.toContain(s.username);
        expect(refusal.message).not.toContain(s.id);
      }
      expect(refusal.message).not.toMatch(/insert|argon2|params/i);
      expect(await rowsIn(copy.database)).toBe(0);
    } finally {
      await copy.discard();
    }
  });

  it('refuses a cell longer than its column keeps, and a giant one as it arrives', async () => {
    const lines = backupLines(await backupBytes(t.database));
    const users = tableStart(lines, 'users');
    const columns = (
      JSON.parse(`${lines[users]!.replace(/^,/, '').slice(0, -',"rows":['.length)}}`) as {
        columns: { name: string }[];
      }
    ).columns.map((c) => c.name);
    const withUserCell = (column: string, value: string) => {
      const row = JSON.parse(lines[users + 1]!) as unknown[];
      row[columns.indexOf(column)] = value;
      const copy = [...lines];
      copy[users + 1] = JSON.stringify(row);
      return gzipSync(copy.join('\n'));
    };
    const cases: [Buffer, RegExp][] = [
      // Over the most one request can store in a field (1 MiB), under the line's limit.
      [
        withUserCell('first_name', 'x'.repeat(2 * 1024 * 1024)),
        /^The backup file is damaged: a value of users\.first_name is longer than Classmint keeps there \(1,048,576 characters at most\)\.$/,
      ],
      // A uuid is 36 characters, whatever a hand-made file says.
      [
        withUserCell('id', '0'.repeat(5000)),
        /a value of users\.id is longer than Classmint keeps there \(36 characters/,
      ],
      // 60 MB in one cell: refused once its line passes the reader's limit, never parsed or held whole.
      [
        withUserCell('first_name', 'y'.repeat(60 * 1024 * 1024)),
        /^The backup file is damaged: line \d+ is longer than any backup writes/,
      ],
    ];
    const copy = await emptyPglite();
    try {
      for (const [bytes, message] of cases) {
        const refusal = (await restoreBytes(copy.database, bytes).catch((error: unknown) => error)) as Error;
        expect(refusal).toBeInstanceOf(BackupFileError);
        expect(refusal.message).toMatch(message);
        expect(await rowsIn(copy.database)).toBe(0);
      }
    } finally {
      await copy.discard();
    }
  });
});

describe('a backup of an older Classmint', () => {
  it('restores at its own schema, then is upgraded exactly as the installation itself would be', async () => {
    const old = await installRelease(await migrationsOfRelease('0010_song_track_uri'));
    const copy = await emptyPglite();
    let upgraded: Database | null = null;
    try {
      await fillRelease0010(
        old.database.db,
        await hashPassword(TEST_PASSWORD),
        hashSessionToken(RELEASE_0010.adaSessionToken),
      );
      const bytes = await backupBytes(old.database);
      const summary = await restoreBytes(copy.database, bytes);
      expect(summary.migrations).toBe(11);
      expect(summary.upgraded).toBe(releaseMigrationCount() - 11);
      upgraded = await old.upgrade();
      await upgraded.migrate();
      expect(await tableContents(copy.database)).toEqual(await tableContents(upgraded));
    } finally {
      await upgraded?.close();
      await copy.discard();
      await old.discard();
    }
  });

  it('is refused by a database already at a newer schema', async () => {
    const old = await installRelease(await migrationsOfRelease('0010_song_track_uri'));
    try {
      const bytes = await backupBytes(old.database);
      // Migrated by this release, with no rows: it can't go back to the backup's schema.
      const current = await emptyPglite();
      try {
        await current.database.migrate();
        await expect(restoreBytes(current.database, bytes)).rejects.toThrow(
          `already has a newer schema (version ${releaseMigrationCount()})`,
        );
      } finally {
        await current.discard();
      }
    } finally {
      await old.discard();
    }
  });
});

describe('GET /api/admin/backup (P45)', () => {
  it('gives the admin the same backup, gzip, as a dated attachment', async () => {
    const login = await apiClient(t.app).post<{ user: { token: string } }>('/api/users/login', {
      user: { username: history.admin.username, password: TEST_PASSWORD },
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: { authorization: `Token ${login.body.user.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="classmint-backup-\d{4}-\d{2}-\d{2}\.json\.gz"$/,
    );
    const copy = await emptyPglite();
    try {
      await restoreAndCompare(copy, answer.rawPayload, await tableContents(t.database));
    } finally {
      await copy.discard();
    }
    // P44: the file holds every student, so every student's access log has the download, as a backup.
    const [logged] = await queryRows<{ students: number; logged: number; exports: number }>(
      t.database.db,
      sql`select (select count(*)::int from users where role = 'student') as students,
        (select count(distinct student_id)::int from access_log where action = 'backup' and actor_role = 'admin') as logged,
        (select count(*)::int from access_log where action = 'export') as exports`,
    );
    expect(logged!.logged).toBe(logged!.students);
    expect(logged!.students).toBeGreaterThan(0);
    expect(logged!.exports).toBe(0);
    const log = await apiClient(t.app, login.body.user.token).get<{ accessLog: TAccessLogEntry[] }>(
      `/api/access-log?student=${history.students[1]!.username}`,
    );
    expect(log.status).toBe(200);
    expect(log.body.accessLog).toContainEqual(
      expect.objectContaining({ action: 'backup', actor: { username: history.admin.username, role: 'admin' } }),
    );
  });

  it('is for the admin only', async () => {
    expect((await apiClient(t.app).get('/api/admin/backup')).status).toBe(401);
    const teacher = await signIn(t.app, history.ms.username);
    expect((await teacher.get('/api/admin/backup')).status).toBe(403);
    const [student] = await clientsFor(t.app, t.database.db, [history.students[2]!.id]);
    expect((await student!.get('/api/admin/backup')).status).toBe(403);
  });
});
