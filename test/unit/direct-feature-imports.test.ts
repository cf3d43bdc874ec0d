import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importDirectly } from '../../scripts/direct-feature-imports';

const root = mkdtempSync(path.join(os.tmpdir(), 'classmint-direct-imports-'));
const features = path.join(root, 'src/web/features');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(relative: string, text: string): string {
  const full = path.join(features, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

// A feature whose index defines a dialog on demand and re-exports a table, a hook and a type.
file(
  'ledger/index.ts',
  [
    "import { dialogOnDemand } from '../../dialog-on-demand';",
    '',
    "export const BulkDialog = dialogOnDemand(() => import('./bulk-dialog'), 'BulkDialog', () => true);",
    "export { TransactionsTable } from './transactions-table';",
    "export { useLedger as useTransactions, useBalance } from './queries';",
    "export type { TPresetKind } from './preset-queries';",
    "export { periodLabel } from '../courses';",
  ].join('\n'),
);
for (const name of ['transactions-table.tsx', 'queries.ts', 'preset-queries.ts']) file(`ledger/${name}`, '');

/** The rewrite, with Vite's resolver played by a lookup of the files above. */
async function transform(code: string, importer: string): Promise<string | null> {
  const resolve = async (source: string, from: string) => {
    const base = path.resolve(path.dirname(from), source);
    return (
      [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null
    );
  };
  return (await importDirectly(code, importer, resolve))?.code ?? null;
}

describe('directFeatureImports', () => {
  const page = file('accounts/page.tsx', '');

  it("imports what an index re-exports from the module that defines it, and the index's own names from the index", async () => {
    const code = [
      "import { BulkDialog, TransactionsTable, useTransactions as useRows, type TPresetKind } from '../ledger';",
      "import type { TPresetKind as TKind } from '../ledger';",
      'export const x = 1;',
    ].join('\n');
    expect(await transform(code, page)).toBe(
      [
        "import { BulkDialog } from '../ledger'; import { TransactionsTable } from '../ledger/transactions-table'; " +
          "import { useLedger as useRows } from '../ledger/queries'; import { type TPresetKind } from '../ledger/preset-queries';",
        "import { type TPresetKind as TKind } from '../ledger/preset-queries';",
        'export const x = 1;',
      ].join('\n'),
    );
  });

  it('keeps the line numbers of an import written over several lines', async () => {
    const code = "import {\n  TransactionsTable,\n  useBalance,\n} from '../ledger';\nconst after = 1;";
    const rewritten = await transform(code, page);
    expect(rewritten?.split('\n')).toHaveLength(5);
    expect(rewritten?.split('\n')[4]).toBe('const after = 1;');
    expect(rewritten).toContain("import { TransactionsTable } from '../ledger/transactions-table';");
    expect(rewritten).toContain("import { useBalance } from '../ledger/queries';");
  });

  it('reads past comments in the list, and leaves a name the index takes from elsewhere to the index', async () => {
    const code = [
      'import {',
      '  BulkDialog, // on demand',
      '  /* the table */ TransactionsTable,',
      '  periodLabel,',
      "} from '../ledger';",
    ].join('\n');
    const rewritten = await transform(code, page);
    expect(rewritten?.split('\n')).toHaveLength(5);
    expect(rewritten?.split('\n')[0]).toBe(
      "import { BulkDialog, periodLabel } from '../ledger'; import { TransactionsTable } from '../ledger/transactions-table';",
    );
  });

  it('leaves imports of packages and of modules that are not a feature index alone', async () => {
    const code = "import Box from '@mui/material/Box';\nimport { useLedger } from '../ledger/queries';";
    expect(await transform(code, page)).toBeNull();
  });
});
