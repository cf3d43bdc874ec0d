import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaryZones } from './eslint/feature-boundaries.js';
import { textsConfig } from './eslint/texts.js';

const root = import.meta.dirname;

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // Rules that need types: a promise nobody awaits loses its rejection (an unhandled rejection ends
    // the server process), and a promise where a plain value is expected is always truthy.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React ignores what an event handler returns, so onClick={async () => ...} is fine; the
        // promise's own failures are still the handler's job (no-floating-promises checks inside it).
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The module boundaries of ARCHITECTURE.md: features meet only through their index.ts, the shared
    // core imports no feature, and no file reaches itself through its imports.
    files: ['src/**/*.{ts,tsx}'],
    // eslint-plugin-import rather than import-x: import-x needs native resolver bindings for every
    // platform, which the package mirror CI installs from does not carry (npm ci refuses the lock).
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own files matter to these rules; parsing packages is slow and some don't parse.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { basePath: root, zones: featureBoundaryZones(root) }],
    },
  },
  // P51: every text a person reads is in a catalogue; the whole of src is checked (the catalogues
  // themselves and tests aside, see eslint/texts.js).
  textsConfig(['src/**/*.{ts,tsx}']),
);
