import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

/**
 * The README promises the oldest Node in package.json's `engines`; every installed package must
 * run there too, or `npm install` warns and the package may break at run time (cookie@2 needed 22).
 */
describe('installed packages support the documented Node version', () => {
  const manifest = readJson('package.json') as { engines: { node: string } };
  const oldestNode = semver.minVersion(manifest.engines.node);

  it('names an oldest Node version in package.json', () => {
    expect(oldestNode?.version).toMatch(/^24\./);
  });

  it('has no package in the lock file that needs a newer Node', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const unsupported = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        if (!range || !oldestNode || semver.satisfies(oldestNode, range)) return [];
        return [`${name}@${locked.version ?? '?'} needs node ${range}`];
      });
    expect(unsupported).toEqual([]);
  });
});
