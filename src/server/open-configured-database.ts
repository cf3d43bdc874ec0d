import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({ driver: 'pg', url: config.databaseUrl, poolSize: config.databasePoolSize });
  mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = lockDataDir(config.dataDir);
  try {
    if (!existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
      // Creating the folder (initdb) grows PGlite's WebAssembly memory to ~800 MB, which it can't
      // give back; creating it in a throwaway instance lets the server run in ~300 MB from the start.
      await (await openDatabase({ driver: 'pglite', dataDir: config.dataDir })).close();
    }
    const database = await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder (the server and the
 * demo seed, say) would corrupt it. A pid file refuses the second one; a stale file is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'classmint.lock');
  let holder = 0;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock file: the folder is free.
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `Another Classmint process (pid ${holder}) is using ${dataDir}. The embedded database allows one process at a time: stop it first.`,
    );
  }
  writeFileSync(file, String(process.pid));
  const release = () => rmSync(file, { force: true });
  process.once('exit', release);
  return release;
}
