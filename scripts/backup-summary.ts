import path from 'node:path';
import type { AppConfig } from '../src/server/config';

/** Where the configured database is, without what a URL may carry (a password): safe to print. */
export function databaseLabel(config: AppConfig): string {
  if (!config.databaseUrl) return `the embedded database in ${path.resolve(config.dataDir)}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'the PostgreSQL database in DATABASE_URL';
  }
}

/** Rows per table, largest first, then the totals: the summary both scripts print. */
export function summaryLines(rowCounts: Record<string, number>, bytes: number, seconds: number): string[] {
  const entries = Object.entries(rowCounts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  const rows = entries.reduce((n, [, count]) => n + count, 0);
  return [
    ...entries.map(([name, count]) => `  ${name.padEnd(width)}  ${count.toLocaleString('en-US')}`),
    `  ${rows.toLocaleString('en-US')} rows in ${entries.length} tables, ${sizeText(bytes)}, ${seconds.toFixed(1)} s`,
  ];
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
