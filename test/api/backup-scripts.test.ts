import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { makeCourse, makeStudent, makeTeacher } from '../support/factories';

// P45: the commands an operator types, on the embedded database (DATA_DIR), run as they would be.
const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;

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
      ['tsx', `scripts/${script}.ts`, ...args],
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
  for (let i = 0; i < 3; i++) await makeStudent(database.db, teacher.id, { courseId: course.id });
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
