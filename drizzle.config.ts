import { defineConfig } from 'drizzle-kit';

// One generated migration set migrates both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
