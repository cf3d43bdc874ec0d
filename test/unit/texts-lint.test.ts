import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { textsConfig } from '../../eslint/texts.js';

// P51: the texts rule (eslint/texts.js) judges a string by what it says, whatever the name it is
// given: an English sentence in an UPPER_CASE constant fails the lint, as it would anywhere else.
const root = new URL('../..', import.meta.url).pathname;
// The sample is linted as a file of its own, outside the project (TypeScript's default project
// types it alone), so the check doesn't build the whole app's types first.
const SAMPLE = 'eslint/sample.ts';
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: { projectService: { allowDefaultProject: [SAMPLE] }, tsconfigRootDir: root },
      },
    },
    textsConfig([SAMPLE]),
  ],
});

/** The texts rule's complaints about `code`. */
async function complaints(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${SAMPLE}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('the texts lint rule', () => {
  // The first lint loads the parser and TypeScript's standard library: slow on a busy machine.
  beforeAll(() => complaints(''), 300_000);

  it('fails an English text kept in an UPPER_CASE constant', async () => {
    const found = await complaints(
      "export const LOAD_FAILED = 'This could not be opened. Please check your connection, or reload the page.';\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^lingui\/no-unlocalized-strings:/);
  });

  it('still lets an UPPER_CASE constant hold what is not words: a code, an export name, a key', async () => {
    const found = await complaints(
      [
        "export const ERROR_CODE = 'CONFLICT';",
        "export const DIALOG_EXPORT = 'BulkTransactionDialog';",
        "export const STORAGE_KEY = 'classmint.lastClass';",
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});
