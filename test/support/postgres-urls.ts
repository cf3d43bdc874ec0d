import { createHash } from 'node:crypto';

/**
 * The migrated database every test database is copied from. Named after the checkout, so two
 * checkouts of the project (git worktrees) can run `npm run test:pg` at once without dropping
 * each other's template.
 */
export const TEMPLATE_DATABASE = `classmint_test_template_${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 8)}`;

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
