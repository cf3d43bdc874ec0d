import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
/** Everything the web bundle is made from. */
const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

async function newestSourceMtime(): Promise<number> {
  let newest = 0;
  for (const source of SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of await readdir(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Builds the web app with Vite and records what it was built from. */
export async function buildWeb(webDir: string): Promise<void> {
  const sourcesMtime = await newestSourceMtime();
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  writeFileSync(path.join(webDir, STAMP), String(sourcesMtime));
}

/** `npm start` builds the web app only when it is missing or older than its sources. */
export async function ensureWebBuild(webDir: string): Promise<'fresh' | 'built'> {
  const stampFile = path.join(webDir, STAMP);
  const built =
    existsSync(path.join(webDir, 'index.html')) && existsSync(stampFile) ? Number(readFileSync(stampFile, 'utf8')) : -1;
  if (built >= (await newestSourceMtime())) return 'fresh';
  process.stdout.write('Building the web app (first start or changed sources)...\n');
  await buildWeb(webDir);
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb(path.join(root, 'dist/web'));
}
