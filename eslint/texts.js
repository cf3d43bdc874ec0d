import lingui from 'eslint-plugin-lingui';

/**
 * P51: every text a person reads comes from a catalogue (`locales/en.ts` beside the code, with its
 * translations). eslint-plugin-lingui's `no-unlocalized-strings` finds a string that reads like
 * words anywhere else; what is not for people (a CSS value, an ARIA role, a query key, a log line)
 * is told apart by the patterns, names, functions and types below. With `useTsTypes` a string
 * whose type is a union of literals (a `variant`, an error key) is a name, not a text.
 */
export function textsConfig(files) {
  return {
    files,
    ignores: ['**/locales/**', '**/*.test.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // One word that doesn't start with a capital letter: a key, a name, a CSS value.
            '^(?![A-Z])\\S+$',
            // UPPERCASE words (an error code, 'CONFLICT'), and things with no letters at all.
            '^[A-Z0-9_-]+$',
            // An identifier in PascalCase, such as the name of the export a part downloaded on demand is
            // ('BulkTransactionDialog'): no text a person reads is one word with capitals inside it.
            '^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$',
            // CSS shorthands and media queries: '1px solid', '(min-width: 768px)', 'calc(...)'.
            '^[\\d.]+(px|rem|em|%)?( |$)',
            '^\\(',
            '^calc\\(',
            // Addresses and MIME types.
            '^/',
            '^https?://',
            '^[a-z]+/[a-z0-9.+-]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|classes|sx|style|key$|Key$|Id$|^id$|testid', flags: 'i' } },
            // No name is exempt for being UPPER_CASE: a constant's value is judged like any string, since
            // English texts hid in constants (LOAD_ON_DEMAND_FAILED, SKIP_TYPE) and reached Spanish readers.
            'type',
            'variant',
            'color',
            'component',
            'href',
            'to',
            'path',
            'autoComplete',
            'autoCapitalize',
            'inputMode',
            'name',
            'role',
            'severity',
            'size',
            'align',
            'edge',
            'fontWeight',
            'display',
            'position',
            // An endpoint's OpenAPI summary: documentation for developers, in English.
            'summary',
            // HTTP header values.
            'content-type',
            'cache-control',
            'content-disposition',
            'authorization',
            // A link's relation to the page ("noopener noreferrer").
            'rel',
          ],
          ignoreFunctions: [
            'console.*',
            '*.log.*',
            'log.*',
            'Error',
            'TypeError',
            'RangeError',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.addEventListener',
            '*.removeEventListener',
            '*.postMessage',
            '*.matchMedia',
            'useMediaQuery',
            'document.querySelector',
            'document.createElement',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            'sql',
            // The name of the module's export a lazy component or dialog is (lazy-named.ts).
            'lazyNamed',
            'dialogOnDemand',
            // Zod's and OpenAPI's descriptions, for developers.
            '*.describe',
            'describe',
            'it',
          ],
        },
      ],
    },
  };
}
