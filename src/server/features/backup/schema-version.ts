/* eslint-disable lingui/no-unlocalized-strings -- the restore command's messages (scripts/restore.ts), read at a terminal by whoever runs the server, in English like its log */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { releaseMigrations } from '../../db/client';
import { BackupFileError, type TBackupMigration } from './format';

/**
 * Whether this release can restore a backup whose database had `migrations` applied: they must be
 * this release's first migrations, the same files (their hashes), none it doesn't know.
 */
export function checkSchemaVersion(migrations: TBackupMigration[], folder = releaseMigrations): void {
  const release = readMigrationFiles({ migrationsFolder: folder });
  if (migrations.length > release.length) {
    throw new BackupFileError(
      `This backup was made by a newer Classmint (schema version ${migrations.length}; this one knows ${release.length}). Restore it with that version or a later one.`,
    );
  }
  for (const [i, migration] of migrations.entries()) {
    if (release[i]?.hash !== migration.hash) {
      throw new BackupFileError(
        `This backup's schema does not match this Classmint's (migration ${i + 1} differs). Restore it with the Classmint version that made it.`,
      );
    }
  }
}

/**
 * A copy of this release's migrations cut after the first `count`, so an empty database can be
 * migrated to an older backup's schema before its rows go in; the rest run after. Remove it with
 * the returned function.
 */
export async function migrationsUpTo(
  count: number,
  folder = releaseMigrations,
): Promise<{ folder: string; remove(): Promise<void> }> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, count);
  const cut = await mkdtemp(path.join(os.tmpdir(), 'classmint-restore-'));
  await mkdir(path.join(cut, 'meta'));
  await writeFile(path.join(cut, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(path.join(folder, `${tag}.sql`), path.join(cut, `${tag}.sql`));
  return { folder: cut, remove: () => rm(cut, { recursive: true, force: true }) };
}
