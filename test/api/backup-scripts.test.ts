import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';

// P45: the commands an operator types, on the embedded database (DATA_DIR), run as they would be.
const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
/** What the school's rows say of its people: none of it may reach a refusal's output. */
const rowData: string[] = [];

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function run(script: 'backup' | 'restore', args: string[], dataDir: string): Promise<Ran> {
  // The embedded database, whatever this test run uses; no secrets in the environment to leak.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', '--import', './scripts/texts/register-po.mjs', `scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'not-to-be-printed-1' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'classmint-backup-scripts-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'school') });
  await database.migrate();
  const teacher = await makeTeacher(database.db);
  const course = await makeCourse(database.db, teacher.id);
  for (let i = 0; i < 3; i++) {
    const student = await makeStudent(database.db, teacher.id, { courseId: course.id, firstName: `Ximena${i}` });
    rowData.push(student.username, student.id, student.personId, `Ximena${i}`);
  }
  rowData.push(teacher.username, teacher.id, '$argon2');
  await database.close();
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('npm run backup / npm run restore on the embedded database', () => {
  it('backs up, restores into a new DATA_DIR, then refuses to restore over it', async () => {
    const file = path.join(dir, 'school.json.gz');
    const backup = await run('backup', [file], path.join(dir, 'school'));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/student_accounts\s+3\n/);
    expect(backup.stdout).toMatch(/rows in \d+ tables, [\d.]+ KB, [\d.]+ s/);

    const restored = await run('restore', [file], path.join(dir, 'copy'));
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/users\s+4\n/);

    const again = await run('restore', [file], path.join(dir, 'copy'));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Restore refused: This database is not empty \(.*users.*\)/);
    for (const ran of [backup, restored, again]) expect(ran.stdout + ran.stderr).not.toContain('not-to-be-printed-1');
  }, 60_000);

  it('prints one sentence when it refuses a file, never the failed statement or a row of it', async () => {
    const file = path.join(dir, 'school.json.gz');
    expect((await run('backup', [file], path.join(dir, 'school'))).code).toBe(0);
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    const users = lines.findIndex((l) => l.replace(/^,/, '').startsWith('{"name":"users",'));
    const end = lines.indexOf(']}', users);
    // Every user twice: the database refuses the first repeated id, in a statement holding every row.
    const rows = lines.slice(users + 1, end).map((r) => `,${r.replace(/^,/, '')}`);
    const broken = path.join(dir, 'broken.json.gz');
    await writeFile(broken, gzipSync([...lines.slice(0, end), ...rows, ...lines.slice(end)].join('\n')));
    // And a file that lost a whole table nothing points at.
    const sessions = lines.findIndex((l) => l.replace(/^,/, '').startsWith('{"name":"sessions",'));
    const cut = [...lines.slice(0, sessions), ...lines.slice(lines.indexOf(']}', sessions) + 1)];
    const lacking = path.join(dir, 'lacking.json.gz');
    await writeFile(lacking, gzipSync(cut.join('\n')));

    for (const [name, bytes] of [
      ['broken', broken],
      ['lacking', lacking],
    ] as const) {
      const refused = await run('restore', [bytes], path.join(dir, `copy-${name}`));
      expect(refused.code, name).toBe(1);
      // One line, one sentence: 'Restore refused: ...' ending at its only full stop.
      expect(refused.stderr, name).toMatch(/^Restore refused: The backup file is [a-z]+: [^\n.]+\.\n$/);
      for (const data of rowData) expect(refused.stdout + refused.stderr, name).not.toContain(data);
    }
  }, 60_000);

  it('refuses while a running server holds the embedded database, and says how to use it', async () => {
    // This test's own process stands for the server: its pid in the lock file, alive.
    await writeFile(path.join(dir, 'school', 'classmint.lock'), String(process.pid));
    try {
      const refused = await run('backup', [path.join(dir, 'never.json.gz')], path.join(dir, 'school'));
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/Another Classmint process \(pid \d+\) is using .*stop it first/);
    } finally {
      await rm(path.join(dir, 'school', 'classmint.lock'), { force: true });
    }
    const usage = await run('restore', [], path.join(dir, 'school'));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run restore -- <file>/);
  }, 60_000);
});
