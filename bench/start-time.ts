import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run bench:start`: how long `npm start` takes to answer its first request on existing data,
 * and how much memory its whole process tree holds then (issue 11), on PGlite and on PostgreSQL.
 * The first start of each (which migrates a new database, or builds) is not counted.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string', default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const PORT = 3941;

/** Resident memory of a process and all its descendants, from /proc (Linux). */
function treeRssMiB(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

async function startOnce(command: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; mib: number }> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), { cwd: root, env, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // settled, as a person would find it
    return { ms, mib: treeRssMiB(child.pid!) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function measure(label: string, command: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await startOnce(command, env); // migrates or builds: not counted
  const runs: { ms: number; mib: number }[] = [];
  for (let i = 0; i < Number(values.runs); i++) runs.push(await startOnce(command, env));
  const range = (xs: number[]) => `${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))}`;
  console.log(
    `${label}: first answer ${range(runs.map((r) => r.ms))} ms, process tree ${range(runs.map((r) => r.mib))} MiB`,
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'classmint-start-'));
const base = {
  ...process.env,
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'bench-admin-1',
};
try {
  const pglite: NodeJS.ProcessEnv = { ...base, DATA_DIR: dataDir };
  delete pglite.DATABASE_URL;
  const postgres = { ...base, DATABASE_URL: values.url };
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await measure('npm start, PGlite', ['npm', 'start'], pglite);
  await measure('npm start, PostgreSQL', ['npm', 'start'], postgres);
  await measure('node scripts/start.mjs, PostgreSQL (without npm)', ['node', 'scripts/start.mjs'], postgres);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
