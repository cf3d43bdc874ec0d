import { parseArgs } from 'node:util';
import { DEFAULT_URL } from '../school';
import { STORE } from './shape';

export interface StormOptions {
  students: number;
  concurrency: number[];
  /** How many times every level runs, one after another (app and ideal interleaved on a shared machine). */
  rounds: number;
  durationSeconds: number;
  maxAttempts: number;
  poolSize: number;
  warmupSeconds: number;
  /** 0 skips the hello-world baseline. */
  helloSeconds: number;
  serverUrl: string;
  keep: boolean;
  sqlVariants: boolean;
  cpuProfDir: string | null;
}

const HELP = `npm run bench:checkout -- [options]
  --students <n>      storm students (default ${STORE.students})
  --concurrency <l>   comma-separated levels (default 50,200)
  --rounds <n>        run every level n times, one round after the other (default 1)
  --duration <s>      seconds per run (default 10; one bare-SQL, one app and one ideal run per level)
  --max-attempts <n>  cap on checkout attempts per run (default 200000)
  --pool <n>          PostgreSQL pool of the app and of the baseline (default 20)
  --warmup <s>        unmeasured warm-up on a 1-point product before the first level (default 2)
  --hello <s>         seconds per level of the hello-world baseline; 0 skips it (default 5)
  --url <url>         PostgreSQL server (default ${DEFAULT_URL}, or DATABASE_URL)
  --sql-variants      also run the checkout SQL in the app's order of statements, and reordered so a
                      product's row lock is held for fewer round trips (diagnostics; +20 s per level)
  --cpu-prof <dir>    run the app server with --cpu-prof, writing its CPU profile into <dir>
  --keep              keep ${STORE.databaseName} afterwards (the next run drops and makes it again)`;

export function readStormOptions(argv: string[] = process.argv.slice(2)): StormOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      students: { type: 'string', default: String(STORE.students) },
      concurrency: { type: 'string', default: '50,200' },
      rounds: { type: 'string', default: '1' },
      duration: { type: 'string', default: '10' },
      'max-attempts': { type: 'string', default: '200000' },
      pool: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      hello: { type: 'string', default: '5' },
      url: { type: 'string', default: process.env.DATABASE_URL ?? DEFAULT_URL },
      'sql-variants': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const number = (name: string, text: string, min: number): number => {
    const n = Number(text);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name} wants a number ≥ ${min}, not "${text}"\n${HELP}`);
    return n;
  };
  return {
    students: Math.floor(number('students', values.students, 1)),
    concurrency: values.concurrency
      .split(',')
      .map((level) => Math.min(Math.floor(number('concurrency', level.trim(), 1)), 1000)),
    rounds: Math.min(Math.floor(number('rounds', values.rounds, 1)), 10),
    durationSeconds: Math.min(number('duration', values.duration, 0.5), 120),
    maxAttempts: Math.floor(number('max-attempts', values['max-attempts'], 1)),
    poolSize: Math.floor(number('pool', values.pool, 1)),
    warmupSeconds: Math.min(number('warmup', values.warmup, 0), 30),
    helloSeconds: Math.min(number('hello', values.hello, 0), 60),
    serverUrl: values.url,
    keep: values.keep,
    sqlVariants: values['sql-variants'],
    cpuProfDir: values['cpu-prof'] ?? null,
  };
}
