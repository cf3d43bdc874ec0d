import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { type Database, openDatabase } from '../src/server/db/client';
import { hashPassword } from '../src/server/common/password';
import { defaultSettings } from '../src/shared/settings';
import { createDatabase, databaseExists, dropDatabase, withDatabase } from './bench-database';
import { accountsOf, DATABASE_NAME as DEFAULT_NAME, DEFAULT_URL, SCHOOL, type SchoolShape } from './school';
import { countRows, type SeedCounts, seedSteps } from './seed-steps';

export interface SeedReport {
  seconds: number;
  steps: { name: string; seconds: number }[];
  counts: SeedCounts;
  /** scores + transactions */
  ledgerRows: number;
}

const since = (start: number): number => (performance.now() - start) / 1000;

/** Fills a migrated, empty database with a school of `school.ts` (the benchmark school unless told). */
export async function seedSchool(
  database: Database,
  log: (line: string) => void = () => undefined,
  shape: SchoolShape = SCHOOL,
): Promise<SeedReport> {
  const started = performance.now();
  const steps: SeedReport['steps'] = [];
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    steps.push({ name, seconds: since(start) });
    log(`  ${name.padEnd(18)} ${since(start).toFixed(1)} s`);
  };
  // One argon2 hash for every user: hashing 9,000 passwords would take minutes and measure nothing.
  let passwordHash = '';
  await timed('argon2 hash', async () => {
    passwordHash = await hashPassword(SCHOOL.password);
  });
  for (const step of seedSteps(passwordHash, JSON.stringify(defaultSettings()), shape)) {
    await timed(step.name, () => database.db.execute(step.statement));
  }
  const counts = await countRows(database.db);
  return { seconds: since(started), steps, counts, ledgerRows: counts.scores + counts.transactions };
}

export interface SchoolDatabase {
  url: string;
  reused: boolean;
  seed: SeedReport | null;
  /** Drops the database unless it is to be kept. */
  release(): Promise<void>;
}

/**
 * Creates `classmint_bench` (or `name` with another shape), migrates and seeds it; with `keep`, an
 * already seeded one is reused (unless `reseed`) and left in place afterwards.
 */
export async function prepareSchoolDatabase(
  options: { serverUrl: string; keep: boolean; reseed: boolean; name?: string; shape?: SchoolShape },
  log: (line: string) => void,
): Promise<SchoolDatabase> {
  const name = options.name ?? DEFAULT_NAME;
  const shape = options.shape ?? SCHOOL;
  const url = withDatabase(options.serverUrl, name);
  const release = async () => {
    if (!options.keep) await dropDatabase(options.serverUrl, name);
  };
  if (options.keep && !options.reseed && (await databaseExists(options.serverUrl, name))) {
    const database = await openDatabase({ driver: 'pg', url, poolSize: 1 });
    try {
      const counts = await countRows(database.db);
      if (
        counts.scores > 0 &&
        counts.transactions === shape.transactions &&
        counts.studentAccounts === accountsOf(shape)
      ) {
        log(`reusing ${name} (${counts.scores + counts.transactions} ledger rows)`);
        return { url, reused: true, seed: null, release };
      }
    } catch {
      // Not a seeded school (an older schema, such as one from before P40's accounts, or a
      // half-finished seed): seed it again below.
    } finally {
      await database.close();
    }
  }
  await dropDatabase(options.serverUrl, name);
  await createDatabase(options.serverUrl, name);
  try {
    // One connection: the seeded random() and the statements must share a session.
    const database = await openDatabase({ driver: 'pg', url, poolSize: 1 });
    try {
      await database.migrate();
      log(`seeding ${name}`);
      const seed = await seedSchool(database, log, shape);
      return { url, reused: false, seed, release };
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropDatabase(options.serverUrl, name).catch(() => undefined);
    throw error;
  }
}

export function describeSeed(seed: SeedReport): string {
  const c = seed.counts;
  return [
    `seeded in ${seed.seconds.toFixed(1)} s: ${c.teachers} teachers, ${c.courses} courses, ${c.students} students, ${c.tasks} tasks,`,
    `  ${c.studentAccounts} student accounts (${c.sharedStudents} students with several teachers), ${c.enrollments} enrollments,`,
    `  ${c.scores.toLocaleString('en-US')} scores + ${c.transactions.toLocaleString('en-US')} transactions = ${seed.ledgerRows.toLocaleString('en-US')} ledger rows`,
    `  (${Math.round(seed.ledgerRows / seed.seconds).toLocaleString('en-US')} rows/s)`,
  ].join('\n');
}

/** `tsx bench/seed-school.ts [--keep] [--url <server>]`: seed, report, and drop unless --keep. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      keep: { type: 'boolean', default: false },
      url: { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_URL },
    },
  });
  const school = await prepareSchoolDatabase({ serverUrl: values.url, keep: values.keep, reseed: true }, console.log);
  if (school.seed) console.log(describeSeed(school.seed));
  await school.release();
  console.log(values.keep ? `kept ${DEFAULT_NAME}` : `dropped ${DEFAULT_NAME}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
