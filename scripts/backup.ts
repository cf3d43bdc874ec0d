import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { readConfig } from '../src/server/config';
import { backupStream } from '../src/server/features/backup';
import { openConfiguredDatabase } from '../src/server/open-configured-database';
import { databaseLabel, summaryLines } from './backup-summary';

/**
 * `npm run backup -- <file>` (P45): the whole installation, from one snapshot, as gzip-compressed
 * JSON (docs/backup.md). Safe while Classmint runs on PostgreSQL; the embedded database allows one
 * process at a time, so there the server must be stopped first (it says so).
 */
async function main(file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write('Usage: npm run backup -- <file>   (for example classmint-backup.json.gz)\n');
    return 2;
  }
  const config = readConfig();
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  // Written beside the file and renamed when whole, so a failed backup never looks like a good one.
  const partial = `${file}.partial`;
  try {
    process.stdout.write(`Backing up ${databaseLabel(config)} to ${file}\n`);
    const { stream, finished } = backupStream(database);
    const [summary] = await Promise.all([finished, pipeline(stream, createWriteStream(partial))]);
    await rename(partial, file);
    const { size } = await stat(file);
    process.stdout.write(
      [
        `Backup written (schema version ${summary.migrations}):`,
        ...summaryLines(summary.rowCounts, size, (performance.now() - started) / 1000),
        "It holds students' personal data: keep it as safe as the database, and delete it when it expires.",
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
