import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A feature's public surface: src/web/features/<name>/index.ts. */
const FEATURE_INDEX = /\/src\/web\/features\/[\w-]+\/index\.ts$/;

/** `import { a, b as c, type T } from './x';`, as Prettier writes it (one line or several). */
const NAMED_IMPORT = /^import (type )?\{([^}]*)\} from '([^']+)';$/gm;

/** `export { a, b as c } from './x';` and `export type { T } from './x';` in an index.ts. */
const RE_EXPORT = /^export (type )?\{([^}]*)\} from '([^']+)';$/gm;

type TSpecifier = { imported: string; local: string; typeOnly: boolean };

function specifiers(list: string, typeOnly: boolean): TSpecifier[] {
  return list
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const isType = typeOnly || part.startsWith('type ');
      const [imported, local] = part.replace(/^type /, '').split(/\s+as\s+/);
      return { imported: imported!, local: local ?? imported!, typeOnly: isType };
    });
}

/** For each name an index.ts re-exports, the module that defines it and its name there. */
function reExportsOf(indexFile: string): Map<string, { from: string; name: string }> {
  const found = new Map<string, { from: string; name: string }>();
  const source = readFileSync(indexFile, 'utf8');
  for (const [, typeOnly, list, from] of source.matchAll(RE_EXPORT)) {
    // A name the index takes from a package or another feature is imported from the index, as written.
    if (!from!.startsWith('./')) continue;
    for (const spec of specifiers(list!, typeOnly !== undefined)) {
      found.set(spec.local, { from: path.resolve(path.dirname(indexFile), from!), name: spec.imported });
    }
  }
  return found;
}

function importPath(fromFile: string, target: string): string {
  const relative = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Vite's resolver, as this module needs it: the file an import names, or null. */
export type TResolve = (source: string, importer: string) => Promise<string | null>;

/**
 * `code` (the module `id`) with each import of names a feature's index.ts re-exports taken from
 * the modules that define them, and the index files it read; null when nothing changed.
 */
export async function importDirectly(
  code: string,
  id: string,
  resolve: TResolve,
): Promise<{ code: string; indexes: string[] } | null> {
  const indexes: string[] = [];
  const rewritten = await replaceAsync(code, NAMED_IMPORT, async (statement, typeOnly, list, from) => {
    if (!from.startsWith('.')) return statement;
    const resolved = await resolve(from, id);
    if (!resolved || !FEATURE_INDEX.test(resolved) || resolved === id) return statement;
    indexes.push(resolved);
    const reExports = reExportsOf(resolved);
    const byModule = new Map<string, string[]>();
    for (const spec of specifiers(list, typeOnly !== undefined)) {
      const direct = reExports.get(spec.imported);
      const target = direct ? importPath(id, direct.from) : from;
      const name = direct ? direct.name : spec.imported;
      const text = `${spec.typeOnly ? 'type ' : ''}${name === spec.local ? name : `${name} as ${spec.local}`}`;
      byModule.set(target, [...(byModule.get(target) ?? []), text]);
    }
    const imports = [...byModule].map(([target, names]) => `import { ${names.join(', ')} } from '${target}';`);
    // As many lines as the statement replaced: the lines below keep their numbers.
    return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
  return indexes.length > 0 ? { code: rewritten, indexes } : null;
}

/**
 * Features meet through their index.ts (the lint rule of ARCHITECTURE.md), and an index re-exports
 * what the feature offers. Rolldown places a module in the chunk of every page that reaches it
 * through an import, re-exports included, whether or not that page uses it: Manage Accounts
 * imports the ledger's index for two dialogs opened on demand, and the ledger's transaction table
 * (with MUI's Chip and Table), which only the student panel loaded later uses, came with the page's
 * first download (issue 11). This plugin rewrites an import of names an index.ts re-exports into
 * imports from the modules that define them, so a page's chunk holds only what the page reaches.
 * Names the index defines itself (the dialogs on demand) are still imported from it.
 */
export function directFeatureImports(): Plugin {
  return {
    name: 'classmint-direct-feature-imports',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/src\/web\/.*\.tsx?$/.test(id) || !code.includes('import ')) return null;
      const result = await importDirectly(
        code,
        id,
        async (source, importer) => (await this.resolve(source, importer))?.id ?? null,
      );
      if (!result) return null;
      // In development, an edited index.ts must transform its importers again.
      for (const index of result.indexes) this.addWatchFile(index);
      return result.code;
    },
  };
}

async function replaceAsync(
  text: string,
  pattern: RegExp,
  replace: (match: string, typeOnly: string | undefined, list: string, from: string) => Promise<string>,
): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), await replace(match[0], match[1], match[2]!, match[3]!));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
