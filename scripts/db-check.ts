// npm run db:check: fails when the table files (src/server/db/*schema.ts) and the committed migrations disagree, so a schema
// edit can't land without the migration that makes a database match it. Needs no database or network:
// drizzle-kit compares the schema with the last migration snapshot, here on a throwaway copy of the
// migrations folder so the real one is never written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = 'src/server/db/migrations';
const schema = './src/server/db/*schema.ts';
const drizzleKit = path.join(root, 'node_modules', '.bin', 'drizzle-kit');
// Guards against a drizzle-kit that waits for an answer nobody gives in CI.
const timeoutMs = 120_000;

/** Every file under dir with its content, keyed by path relative to dir. */
function snapshotFolder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return files;
}

// drizzle-kit 0.31 prints some failures (a rename question it can't ask without a terminal) and still
// exits 0, so success also needs the message it prints when all is well.
function runDrizzleKit(args: string[], successMessage: string): { ok: boolean; output: string } {
  const result = spawnSync(drizzleKit, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.error) return { ok: false, output: `${output}\n${result.error.message}` };
  return { ok: result.status === 0 && output.includes(successMessage), output: withoutStackFrames(output) };
}

function withoutStackFrames(output: string): string {
  return output
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .join('\n');
}

class DbCheckFailure extends Error {}

function fail(message: string, details = ''): never {
  throw new DbCheckFailure(`db:check failed: ${message}${details ? `\n\n${details}` : ''}`);
}

function main(): void {
  // drizzle-kit takes --out relative to the working directory, so the copy lives in the ignored .tmp/.
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const scratch = mkdtempSync(path.join(root, '.tmp', 'db-check-'));
  const out = path.relative(root, scratch);
  try {
    cpSync(path.join(root, migrations), scratch, { recursive: true });
    const before = snapshotFolder(scratch);

    const check = runDrizzleKit(['check', '--dialect', 'postgresql', '--out', out], "Everything's fine");
    if (!check.ok) fail(`drizzle-kit check finds the migrations in ${migrations} inconsistent.`, check.output);

    const generate = runDrizzleKit(
      ['generate', '--dialect', 'postgresql', '--schema', schema, '--out', out],
      'No schema changes',
    );
    const after = snapshotFolder(scratch);
    const written = [...after].filter(([file, text]) => before.get(file) !== text);
    if (written.length > 0) {
      const sql = written.filter(([file]) => file.endsWith('.sql')).map(([file, text]) => `-- ${file}\n${text}`);
      fail(
        `${schema} has changes that no migration in ${migrations} makes. Run \`npm run db:generate\` and commit the migration.`,
        sql.join('\n') || written.map(([file]) => file).join('\n'),
      );
    }
    if (!generate.ok) {
      // Typically a renamed table or column: generate must ask whether it is a rename, so only
      // `npm run db:generate` in a terminal can write this migration.
      fail(
        `${schema} differs from the last migration in ${migrations} in a way drizzle-kit could not turn into SQL without asking. Run \`npm run db:generate\` in a terminal and commit the migration.`,
        generate.output,
      );
    }
    console.log(`db:check: ${schema} and ${migrations} agree.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof DbCheckFailure)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
