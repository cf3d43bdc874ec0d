import { measureApp, STUDENT_SESSIONS } from './app-suite';
import { type LevelOptions, runLevels } from './levels';
import { describeMachine } from './machine';
import { readOptions } from './options';
import { pgliteStudentLoad } from './pglite-compare';
import { formatReport, ratiosOf, writeResults } from './report';
import type { BenchResults } from './results';
import { helloRequests } from './scenarios/student-accounts';
import { schoolFacts } from './school-facts';
import { describeSeed, prepareSchoolDatabase } from './seed-school';
import { startServer } from './server-process';

/**
 * `npm run bench`: seed a school of ~1,000,000 ledger rows in PostgreSQL, run the real app in its
 * own process, and measure it against a hello-world Fastify measured the same way.
 */
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const options = readOptions();
  const startedAt = new Date().toISOString();
  const levels: LevelOptions = {
    levels: options.concurrency,
    durationSeconds: options.durationSeconds,
    maxRequests: options.maxRequests,
  };

  const school = await prepareSchoolDatabase(options, log);
  if (school.seed) log(describeSeed(school.seed));
  const facts = schoolFacts(school.url);
  try {
    log('hello-world Fastify (the baseline)');
    const helloServer = await startServer({ kind: 'hello' });
    const hello = await runLevels(helloServer.port, levels, helloRequests(), log).finally(() => helloServer.stop());

    const { measured, explainText } = await measureApp(school.url, options.poolSize, facts, levels, log);
    const pglite = options.skipPglite
      ? null
      : await pgliteStudentLoad(levels, await facts.sampleStudents(STUDENT_SESSIONS), log);

    const all: Omit<BenchResults, 'ratios'> = {
      startedAt,
      machine: describeMachine(await facts.serverVersion()),
      options: {
        durationSeconds: options.durationSeconds,
        maxRequests: options.maxRequests,
        concurrency: options.concurrency,
        poolSize: options.poolSize,
      },
      seed: school.seed,
      hello,
      ...measured,
      pglite,
    };
    const results: BenchResults = { ...all, ratios: ratiosOf(all) };
    const written = writeResults(results, explainText);
    log(`\n${formatReport(results)}\n\nwritten: ${written.json}, ${written.explain}`);
  } finally {
    await facts.close();
    await school.release();
    log(options.keep ? 'kept classmint_bench (--keep)' : 'dropped classmint_bench');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
