import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = fileURLToPath(new URL('../src/server/db/migrations/', import.meta.url));

interface Journal {
  entries: { tag: string }[];
}

export interface ReleaseMigrations {
  /** A folder `openDatabase({ migrationsFolder })` migrates a database to that release's shape with. */
  folder: string;
  remove(): Promise<void>;
}

/**
 * The migrations an earlier release shipped: this release's folder cut after `lastTag` (its SQL
 * files up to it and a journal that ends there), in a temporary folder. The tests have their own
 * (test/support/upgrade.ts), tied to vitest; the bench runs without it.
 */
export async function releaseMigrations(lastTag: string): Promise<ReleaseMigrations> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`the migrations have no ${lastTag}`);
  const shipped = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'classmint-bench-release-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: shipped }));
  await Promise.all(
    shipped.map(({ tag }) => copyFile(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`))),
  );
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
