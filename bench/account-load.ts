import { parseArgs } from 'node:util';
import { databaseExists, withDatabase } from './bench-database';
import { httpClient } from './http-client';
import { runLevels } from './levels';
import { CLASS_DATABASE_NAME, CLASS_OF_60, DATABASE_NAME, DEFAULT_URL } from './school';
import { prepareSchoolDatabase } from './seed-school';
import { schoolFacts } from './school-facts';
import { startServer } from './server-process';
import { studentAccountRequests } from './scenarios/student-accounts';
import { inTheirClasses, signIn } from './sessions';

/**
 * `npm run bench:account`: only the student account (`GET /api/scores?username=`) against the school
 * a `npm run bench -- --keep` left behind, in about 40 s, so a change to that path is measured
 * quickly: the app, then its limit (bench/ideal-account-server.ts) on the same sessions, and the
 * ratio app / ideal. `--cpu-prof <dir>` writes the app server's V8 profile there. `--class` measures
 * a class of 60 instead (school.ts `CLASS_OF_60`, seeded into its own database on first use and kept).
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_URL },
    duration: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '10' },
    pool: { type: 'string', default: '20' },
    'cpu-prof': { type: 'string' },
    class: { type: 'boolean', default: false },
  },
});

async function schoolUrl(serverUrl: string): Promise<string> {
  if (!(await databaseExists(serverUrl, DATABASE_NAME)))
    throw new Error(`no seeded ${DATABASE_NAME}: run \`npm run bench -- --keep\` once first`);
  return withDatabase(serverUrl, DATABASE_NAME);
}

const url = values.class
  ? (
      await prepareSchoolDatabase(
        { serverUrl: values.url, keep: true, reseed: false, name: CLASS_DATABASE_NAME, shape: CLASS_OF_60 },
        console.log,
      )
    ).url
  : await schoolUrl(values.url);
const facts = schoolFacts(url);
const profile = values['cpu-prof'];
const poolSize = Number(values.pool);
const levels = {
  levels: values.concurrency.split(',').map(Number),
  durationSeconds: Number(values.duration),
  maxRequests: 500_000,
};

/** Signs the students in on the app (sessions are rows: the ideal server checks the same ones). */
const app = await startServer(
  { kind: 'app', driver: 'pg', url, poolSize },
  profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
);
try {
  const sampled = await facts.sampleStudents(50);
  const signedIn = await signIn(
    httpClient(app.port, 4),
    sampled.map((s) => s.username),
  );
  const sessions = inTheirClasses(signedIn.sessions, sampled);
  const requests = studentAccountRequests(sessions);
  console.log(`app: ${sessions.length} students reading their own account, pool ${poolSize}`);
  const appResults = await runLevels(app.port, levels, requests, console.log);
  await app.stop();

  const ideal = await startServer({ kind: 'ideal-account', url, poolSize });
  try {
    console.log('ideal server (node:http, one prepared statement, the JSON PostgreSQL built):');
    const idealResults = await runLevels(ideal.port, levels, requests, console.log);
    for (const [i, measured] of appResults.entries()) {
      const limit = idealResults[i];
      if (!limit) continue;
      console.log(
        `c=${measured.concurrency}: app ${Math.round(measured.requestsPerSecond)} req/s = ` +
          `${(measured.requestsPerSecond / limit.requestsPerSecond).toFixed(2)} x the ideal ${Math.round(limit.requestsPerSecond)} req/s; ` +
          `p99 ${measured.latencyMs.p99.toFixed(1)} ms (ideal ${limit.latencyMs.p99.toFixed(1)}); ` +
          `answers ${measured.responseBytes} / ${limit.responseBytes} bytes`,
      );
    }
  } finally {
    await ideal.stop();
  }
} finally {
  await app.stop();
  await facts.close();
}
