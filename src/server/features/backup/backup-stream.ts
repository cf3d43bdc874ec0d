import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { type BackupSummary, writeBackup, writeTextTo } from './dump';

/**
 * The backup file as a gzip stream, made as it is read (P45). `finished` settles when the snapshot
 * is written, or fails (and the stream with it) when the database or the reader gives up.
 */
export function backupStream(database: Pick<Database, 'db' | 'driver'>): {
  stream: Readable;
  finished: Promise<BackupSummary>;
} {
  const gzip = createGzip();
  const finished = writeBackup(database, writeTextTo(gzip)).then(
    (summary) => {
      gzip.end();
      return summary;
    },
    (error: unknown) => {
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  return { stream: gzip, finished };
}

/**
 * The embedded database has one connection, and the snapshot's transaction holds it: the whole app
 * waits until the backup is read out. So on PGlite (a small school) the file is made at full speed
 * into memory, compressed, and only then sent, however slowly the browser takes it. PostgreSQL
 * streams it: the snapshot takes one pooled connection and nobody waits for it.
 */
export async function backupForDownload(database: Pick<Database, 'db' | 'driver'>): Promise<Readable> {
  const { stream, finished } = backupStream(database);
  if (database.driver === 'pg') {
    // The route destroys the stream on failure; the snapshot's own error needs no second report.
    finished.catch(() => undefined);
    return stream;
  }
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  })();
  await Promise.all([finished, collected]);
  return Readable.from(chunks);
}
