import { defineConfig } from 'drizzle-kit';

// One generated migration set migrates both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // Every table file: schema.ts and the feature ones beside it (hall-schema.ts).
  schema: './src/server/db/*schema.ts',
  out: './src/server/db/migrations',
});
