import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { httpClient } from './http-client';
import { type LevelOptions, runLevels } from './levels';
import type { LoadResult } from './load';
import { studentAccountRequests } from './scenarios/student-accounts';
import { type SeedReport, seedSchool } from './seed-school';
import { startServer } from './server-process';
import { signIn } from './sessions';

export interface PgliteComparison {
  seed: SeedReport;
  studentAccounts: LoadResult[];
}

/** The same school in an embedded PGlite folder (temporary), and the student account load on it. */
export async function pgliteStudentLoad(
  levels: LevelOptions,
  students: string[],
  log: (line: string) => void,
): Promise<PgliteComparison> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-bench-pglite-'));
  try {
    // As the server does: create the folder in a throwaway instance, so the seeding one stays small.
    await (await openDatabase({ driver: 'pglite', dataDir })).close();
    const database = await openDatabase({ driver: 'pglite', dataDir });
    let seed: SeedReport;
    try {
      await database.migrate();
      log('seeding PGlite');
      seed = await seedSchool(database, log);
    } finally {
      await database.close();
    }
    const server = await startServer({ kind: 'app', driver: 'pglite', dataDir });
    const client = httpClient(server.port, 4);
    try {
      const { sessions } = await signIn(client, students);
      log('  student accounts on PGlite');
      return { seed, studentAccounts: await runLevels(server.port, levels, studentAccountRequests(sessions), log) };
    } finally {
      client.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
