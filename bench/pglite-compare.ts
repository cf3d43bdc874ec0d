import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/raw';
import { httpClient } from './http-client';
import { type LevelOptions, runLevels } from './levels';
import type { LoadResult } from './load';
import { studentAccountRequests } from './scenarios/student-accounts';
import type { SampledStudent } from './school-facts';
import { type SeedReport, seedSchool } from './seed-school';
import { startServer } from './server-process';
import { inTheirClasses, signIn } from './sessions';

export interface PgliteComparison {
  seed: SeedReport;
  studentAccounts: LoadResult[];
}

/**
 * The sample with its classes as this database knows them: a second seed gives every course an id
 * of its own, so the class a student chose in PostgreSQL is found again by its slug.
 */
async function classesIn(database: Database, students: SampledStudent[]): Promise<SampledStudent[]> {
  const slugs = students.flatMap((s) => (s.courseSlug ? [s.courseSlug] : []));
  const found =
    slugs.length === 0
      ? []
      : await queryRows<{ id: string; slug: string }>(
          database.db,
          sql`select id, slug from courses where slug in (${sql.join(
            slugs.map((slug) => sql`${slug}`),
            sql`, `,
          )})`,
        );
  const ids = new Map(found.map((c) => [c.slug, c.id]));
  return students.map((s) => ({ ...s, courseId: s.courseSlug ? (ids.get(s.courseSlug) ?? null) : null }));
}

/** The same school in an embedded PGlite folder (temporary), and the student account load on it. */
export async function pgliteStudentLoad(
  levels: LevelOptions,
  students: SampledStudent[],
  log: (line: string) => void,
): Promise<PgliteComparison> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-bench-pglite-'));
  try {
    // As the server does: create the folder in a throwaway instance, so the seeding one stays small.
    await (await openDatabase({ driver: 'pglite', dataDir })).close();
    const database = await openDatabase({ driver: 'pglite', dataDir });
    let seed: SeedReport;
    let sampled: SampledStudent[];
    try {
      await database.migrate();
      log('seeding PGlite');
      seed = await seedSchool(database, log);
      sampled = await classesIn(database, students);
    } finally {
      await database.close();
    }
    const server = await startServer({ kind: 'app', driver: 'pglite', dataDir });
    const client = httpClient(server.port, 4);
    try {
      const signedIn = await signIn(
        client,
        sampled.map((s) => s.username),
      );
      const sessions = inTheirClasses(signedIn.sessions, sampled);
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
