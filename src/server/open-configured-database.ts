import { mkdirSync } from 'node:fs';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ driver: 'pg', url: config.databaseUrl });
  mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({ driver: 'pglite', dataDir: config.dataDir });
}
