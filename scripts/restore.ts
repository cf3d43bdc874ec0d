import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { readConfig } from '../src/server/config';
import { BackupFileError, NotEmptyError, restoreBackup } from '../src/server/features/backup';
import { openConfiguredDatabase } from '../src/server/open-configured-database';
import { databaseLabel, summaryLines } from './backup-summary';

/**
 * `npm run restore -- <file>` (P45): loads a backup into the configured database, which must be new
 * and empty (a PostgreSQL database just created, or a DATA_DIR that does not exist yet), so it also
 * moves an installation between PGlite and PostgreSQL. Refuses a database that holds anything.
 */
async function main(file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write('Usage: npm run restore -- <file>\n');
    return 2;
  }
  const { size } = await stat(file);
  const config = readConfig();
  const started = performance.now();
  const database = await openConfiguredDatabase(config);
  const input = createReadStream(file);
  const text = input.pipe(createGunzip());
  // A read error (a missing or unreadable file) reaches the gunzip stream the restore reads.
  input.once('error', (error) => text.destroy(error));
  try {
    process.stdout.write(`Restoring ${file} into ${databaseLabel(config)}\n`);
    const summary = await restoreBackup(database, text);
    process.stdout.write(
      [
        `Restored (schema version ${summary.migrations}${summary.upgraded ? `, then upgraded by ${summary.upgraded} migrations` : ''}):`,
        ...summaryLines(summary.rowCounts, size, (performance.now() - started) / 1000),
        '',
      ].join('\n'),
    );
    return 0;
  } finally {
    input.destroy();
    text.destroy();
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  const known = error instanceof BackupFileError || error instanceof NotEmptyError;
  const gzip = error instanceof Error && 'code' in error && String(error.code).startsWith('Z_');
  const message = gzip
    ? 'This is not a Classmint backup file (it is not gzip-compressed).'
    : error instanceof Error
      ? error.message
      : String(error);
  process.stderr.write(`${known || gzip ? 'Restore refused' : 'Restore failed'}: ${message}\n`);
  process.exitCode = 1;
}
