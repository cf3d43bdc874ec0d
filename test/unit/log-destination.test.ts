import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../support/log-then-exit.ts', import.meta.url));
const LINES = 20_000;

/** Runs the script in its own process and returns the log lines it wrote and its exit code. */
async function run(
  how: 'exit' | 'crash' | 'idle',
  count = LINES,
): Promise<{ lines: { i: number }[]; code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, how, String(count)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => (out += chunk));
  child.stderr.resume();
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const lines = out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { i: number });
  return { lines, code, out };
}

// The log is written asynchronously (src/server/logging/logger.ts): what is still queued when the
// process ends must be written before it goes.
describe('the log on standard output', () => {
  it('loses no line when the process exits straight after logging', async () => {
    const { lines, code } = await run('exit');
    expect(code).toBe(0);
    expect(lines).toHaveLength(LINES);
    expect(lines.at(-1)?.i).toBe(LINES - 1);
  });

  it('writes a line of a quiet server within about a second, while it runs on', async () => {
    const { out } = await run('idle', 1);
    expect(out.indexOf('"msg":"line"')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('"msg":"line"')).toBeLessThan(out.indexOf('STILL RUNNING'));
  });

  it('loses no line when the process crashes straight after logging', async () => {
    const { lines, code } = await run('crash');
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(LINES);
  });
});
