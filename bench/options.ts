import { parseArgs } from 'node:util';
import { DEFAULT_URL } from './school';

export interface BenchOptions {
  /** Keep the seeded database afterwards, and reuse it when it is already there. */
  keep: boolean;
  /** Drop and seed again even when --keep finds a seeded database. */
  reseed: boolean;
  /** Seconds of load per concurrency level. */
  durationSeconds: number;
  /** Upper bound on requests per concurrency level, whatever the duration. */
  maxRequests: number;
  concurrency: number[];
  /** Any database on the PostgreSQL server; the bench creates its own next to it. */
  serverUrl: string;
  /** Skip the student load against PGlite seeded with the same school (~1.5 minutes). */
  skipPglite: boolean;
  poolSize: number;
}

const HELP = `npm run bench -- [options]
  --keep              keep classmint_bench afterwards (and reuse it next time)
  --reseed            drop and seed again even with --keep
  --duration <s>      seconds per load level (default 10)
  --max-requests <n>  cap per load level (default 500000)
  --concurrency <l>   comma-separated levels (default 1,10,50)
  --url <url>         PostgreSQL server (default ${DEFAULT_URL}, or DATABASE_URL)
  --skip-pglite       skip the student load on PGlite (seeding it takes ~45 s)
  --pool <n>          app pool size (default 20)`;

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      keep: { type: 'boolean', default: false },
      reseed: { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      'max-requests': { type: 'string', default: '500000' },
      concurrency: { type: 'string', default: '1,10,50' },
      url: { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_URL },
      'skip-pglite': { type: 'boolean', default: false },
      pool: { type: 'string', default: '20' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const positive = (name: string, text: string): number => {
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} wants a positive number, not "${text}"\n${HELP}`);
    return n;
  };
  return {
    keep: values.keep,
    reseed: values.reseed,
    durationSeconds: Math.min(positive('duration', values.duration), 120),
    maxRequests: Math.floor(positive('max-requests', values['max-requests'])),
    concurrency: values.concurrency
      .split(',')
      .map((level) => Math.min(Math.floor(positive('concurrency', level.trim())), 500)),
    serverUrl: values.url,
    skipPglite: values['skip-pglite'],
    poolSize: Math.floor(positive('pool', values.pool)),
  };
}
