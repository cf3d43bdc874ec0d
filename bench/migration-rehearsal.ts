import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '../src/server/common/password';
import { type Database, openDatabase } from '../src/server/db/client';
import { defaultSettings } from '../src/shared/settings';
import { createDatabase, dropDatabase, withDatabase } from './bench-database';
import { releaseMigrations } from './release-migrations';
import { school0010Steps } from './releases/school-0010';
import {
  accountsKeepingTheirId,
  compareMaps,
  type LedgerFacts,
  type MapComparison,
  readLedgerFacts,
  type RowCounts,
} from './rehearsal-facts';
import { int, table } from './report';
import { DEFAULT_URL, SCHOOL } from './school';

/**
 * `npm run bench:migration [-- --pglite] [--keep]`: P40's upgrade rehearsed on the bench school.
 * A database migrated with the migrations of the release before P40 (newest 0010) is filled with
 * the school as that release stored it (bench/releases/school-0010.ts: 9,180 students, 540,000
 * scores, 460,000 transactions), then opened with this release's code, whose `migrate()` is timed.
 * Row counts, every student's balance and scores are compared before and after. PostgreSQL:
 * `classmint_rehearsal` next to `--url`, dropped at the end unless --keep; --pglite: a temporary
 * PGlite folder instead.
 */
const RELEASE_BEFORE_P40 = '0010_song_track_uri';
const DATABASE = 'classmint_rehearsal';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_URL },
    pglite: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const log = (line: string) => console.log(line);
const since = (start: number): number => (performance.now() - start) / 1000;

interface Rehearsal {
  where: string;
  seedSeconds: number;
  migrationSeconds: number;
  applied: number;
  before: LedgerFacts;
  after: LedgerFacts;
  balances: MapComparison;
  scores: MapComparison;
  accountsKeepingTheirId: number;
}

/** The two ways into one database: as the old release opens it, and as this release does. */
interface Installation {
  where: string;
  openOld(migrationsFolder: string): Promise<Database>;
  openCurrent(): Promise<Database>;
}

/** Fills a database of release 0010's shape with the bench school as that release wrote it. */
async function fillOldSchool(database: Database): Promise<number> {
  const started = performance.now();
  // One argon2 hash for every user, as the live seed does.
  const passwordHash = await hashPassword(SCHOOL.password);
  for (const step of school0010Steps(passwordHash, JSON.stringify(defaultSettings()))) {
    const stepStarted = performance.now();
    await database.db.execute(step.statement);
    log(`  ${step.name.padEnd(18)} ${since(stepStarted).toFixed(1)} s`);
  }
  return since(started);
}

async function rehearse(installation: Installation): Promise<Rehearsal> {
  const release = await releaseMigrations(RELEASE_BEFORE_P40);
  let seedSeconds: number;
  let before: LedgerFacts;
  try {
    const old = await installation.openOld(release.folder);
    try {
      await old.migrate();
      log(`release ${RELEASE_BEFORE_P40}: seeding the school as it stored it (${installation.where})`);
      seedSeconds = await fillOldSchool(old);
      before = await readLedgerFacts(old.db);
    } finally {
      await old.close();
    }
  } finally {
    await release.remove();
  }

  const current = await installation.openCurrent();
  try {
    log("this release's migrate()");
    const started = performance.now();
    const { applied } = await current.migrate();
    const migrationSeconds = since(started);
    const after = await readLedgerFacts(current.db);
    return {
      where: installation.where,
      seedSeconds,
      migrationSeconds,
      applied,
      before,
      after,
      balances: compareMaps(before.balances, after.balances),
      scores: compareMaps(before.scores, after.scores),
      accountsKeepingTheirId: await accountsKeepingTheirId(current.db),
    };
  } finally {
    await current.close();
  }
}

async function onPostgres(serverUrl: string, keep: boolean): Promise<Rehearsal> {
  await dropDatabase(serverUrl, DATABASE);
  await createDatabase(serverUrl, DATABASE);
  const url = withDatabase(serverUrl, DATABASE);
  try {
    return await rehearse({
      where: `PostgreSQL, ${DATABASE}`,
      // One connection: the seeded random() and the seed's statements share a session.
      openOld: (migrationsFolder) => openDatabase({ driver: 'pg', url, poolSize: 1, migrationsFolder }),
      openCurrent: () => openDatabase({ driver: 'pg', url, poolSize: 2 }),
    });
  } finally {
    if (keep) log(`kept ${DATABASE} (--keep)`);
    else await dropDatabase(serverUrl, DATABASE);
  }
}

async function onPglite(): Promise<Rehearsal> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'classmint-bench-rehearsal-'));
  try {
    // As the server does: create the folder in a throwaway instance, so the seeding one stays small.
    await (await openDatabase({ driver: 'pglite', dataDir })).close();
    return await rehearse({
      where: `PGlite, ${dataDir}`,
      openOld: (migrationsFolder) => openDatabase({ driver: 'pglite', dataDir, migrationsFolder }),
      openCurrent: () => openDatabase({ driver: 'pglite', dataDir }),
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const countOrDash = (n: number | null): string => (n === null ? '–' : int(n));
const verdict = (c: MapComparison): string =>
  c.identical
    ? `identical (${int(c.before)} students with rows)`
    : `DIFFERENT: ${c.differing} differ, ${c.missing} missing, ${c.added} added (of ${int(c.before)} before, ${int(c.after)} after)`;

function describe(r: Rehearsal): string {
  const rows: [string, keyof RowCounts][] = [
    ['students', 'students'],
    ['student_accounts', 'studentAccounts'],
    ['enrollments', 'enrollments'],
    ['transactions', 'transactions'],
    ['scores', 'scores'],
  ];
  return [
    `\nMigration rehearsal (${r.where})`,
    `  release ${RELEASE_BEFORE_P40} school seeded in ${r.seedSeconds.toFixed(1)} s`,
    `  migrate() with this release: ${r.migrationSeconds.toFixed(1)} s (${r.applied} migration${r.applied === 1 ? '' : 's'} applied)\n`,
    table(
      ['rows', 'before', 'after'],
      rows.map(([label, key]) => [label, countOrDash(r.before.counts[key]), countOrDash(r.after.counts[key])]),
    ),
    '',
    `  balances (bonus − fine − purchase) by student_id: ${verdict(r.balances)}`,
    `  scores (count and sum) by student_id:             ${verdict(r.scores)}`,
    `  accounts whose id is their student's user id:     ${int(r.accountsKeepingTheirId)} of ${countOrDash(r.after.counts.studentAccounts)}`,
  ].join('\n');
}

const succeeded = (r: Rehearsal): boolean =>
  r.applied > 0 &&
  r.balances.identical &&
  r.scores.identical &&
  r.after.counts.studentAccounts === r.before.counts.students &&
  r.accountsKeepingTheirId === r.before.counts.students &&
  r.after.counts.transactions === r.before.counts.transactions &&
  r.after.counts.scores === r.before.counts.scores;

try {
  const rehearsal = values.pglite ? await onPglite() : await onPostgres(values.url, values.keep);
  log(describe(rehearsal));
  if (!succeeded(rehearsal)) {
    log('\nthe upgrade did NOT keep the school as it was');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
