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
  // The folders whose texts are all in catalogues (P51), one per line; each one translated joins the list.
  textsConfig([
    'src/shared/i18n/**/*.ts',
    'src/web/i18n/**/*.{ts,tsx}',
    'src/web/features/auth/**/*.{ts,tsx}',
    'src/web/components/**/*.{ts,tsx}',
    'src/web/features/shell/**/*.{ts,tsx}',
    'src/web/api/**/*.{ts,tsx}',
    'src/web/*.{ts,tsx}',
    'src/shared/errors.ts',
    'src/server/http/**/*.ts',
    'src/server/common/**/*.ts',
    'src/server/features/auth/**/*.ts',
    'src/server/features/health/**/*.ts',
    'src/server/outcome.ts',
    'src/web/features/settings/**/*.{ts,tsx}',
    'src/web/features/whats-new/**/*.{ts,tsx}',
    'src/web/features/tasks/**/*.{ts,tsx}',
    'src/web/features/notifications/**/*.{ts,tsx}',
    'src/server/features/settings/**/*.ts',
    'src/server/features/tasks/**/*.ts',
    'src/server/features/notifications/**/*.ts',
    'src/server/features/retention/**/*.ts',
    'src/shared/settings.ts',
    'src/shared/retention.ts',
    'src/shared/notifications.ts',
    'src/shared/settings-texts/**/*.ts',
    'src/web/features/ledger/**/*.{ts,tsx}',
    'src/web/features/teachers/**/*.{ts,tsx}',
    'src/web/features/scores/**/*.{ts,tsx}',
    'src/server/economy/**/*.ts',
    'src/web/features/hallpasses/**/*.{ts,tsx}',
    'src/web/features/hallpasses/kiosk/**/*.{ts,tsx}',
    'src/web/features/hallpasses/kiosk-device/**/*.{ts,tsx}',
    'src/server/features/hallpasses/**/*.ts',
    'src/shared/hallpasses.ts',
    'src/shared/hall-rules.ts',
    'src/shared/hall-emergency.ts',
    'src/shared/kiosks.ts',
    'src/shared/hall-report.ts',
    'src/server/common/local-week.ts',
    'src/web/features/records/**/*.{ts,tsx}',
    'src/web/features/audit/**/*.{ts,tsx}',
    'src/web/features/rosters/**/*.{ts,tsx}',
    'src/web/features/store/**/*.{ts,tsx}',
    'src/server/features/store/**/*.ts',
    'src/shared/store.ts',
    'src/shared/store-messages/**/*.ts',
    'src/web/features/songs/**/*.{ts,tsx}',
    'src/server/features/songs/**/*.ts',
    'src/shared/music/**/*.ts',
    'src/shared/songs.ts',
    'src/web/features/accounts/**/*.{ts,tsx}',
    'src/web/features/courses/**/*.{ts,tsx}',
    'src/web/features/classes/**/*.{ts,tsx}',
    'src/server/features/courses/**/*.ts',
    'src/server/features/students/**/*.ts',
    'src/server/features/account/**/*.ts',
    'src/shared/courses.ts',
    'src/shared/students.ts',
    'src/shared/student-import.ts',
    'src/shared/acting-course.ts',
    'src/server/features/teachers/**/*.ts',
    'src/shared/ledger.ts',
    'src/shared/assessments.ts',
    'src/shared/teachers.ts',
    'src/shared/ledger-texts/**/*.ts',
    'src/shared/jukebox.ts',
    'src/web/features/jukebox/**/*.{ts,tsx}',
    'src/server/features/jukebox/**/*.ts',
    'src/server/integrations/spotify/**/*.ts',
    'src/server/features/rosters/**/*.ts',
    'src/shared/gradebook/**/*.ts',
    'src/shared/csv.ts',
    'src/shared/csv-records.ts',
    'src/shared/csv-texts/**/*.ts',
    'src/server/features/export/**/*.ts',
    'src/server/features/ledger/**/*.ts',
    'src/server/features/scores/**/*.ts',
    'src/server/features/privacy/**/*.ts',
    'src/server/features/audit/**/*.ts',
    'src/server/features/backup/**/*.ts',
    'src/shared/*.ts',
    'src/shared/api/**/*.ts',
    'src/shared/error-keys/**/*.ts',
    'src/shared/student-texts/**/*.ts',
    'src/server/*.ts',
    'src/server/db/**/*.ts',
    'src/server/events/**/*.ts',
    'src/server/logging/**/*.ts',
    'src/server/integrations/oidc/**/*.ts',
    'src/server/i18n/**/*.ts',
  ]),
);
