/** Which server a child process runs, and how it tells the parent it is ready. */
export type ServerSpec =
  | { kind: 'hello' }
  /** The student account's limit: bare node:http, one prepared statement, PostgreSQL's JSON passed through. */
  | { kind: 'ideal-account'; url: string; poolSize: number }
  /** The checkout's limit: bare node:http, the same rules and writes in the fewest round trips. */
  | { kind: 'ideal-checkout'; url: string; poolSize: number }
  | { kind: 'app'; driver: 'pg'; url: string; poolSize: number }
  | { kind: 'app'; driver: 'pglite'; dataDir: string };

export type ServerMessage = { ready: true; port: number } | { ready: false; error: string };

export function specToArgs(spec: ServerSpec): string[] {
  if (spec.kind === 'hello') return ['hello'];
  if (spec.kind === 'ideal-account' || spec.kind === 'ideal-checkout')
    return [spec.kind, 'pg', spec.url, String(spec.poolSize)];
  return spec.driver === 'pg' ? ['app', 'pg', spec.url, String(spec.poolSize)] : ['app', 'pglite', spec.dataDir];
}

export function specFromArgs([kind, driver, target, pool]: string[]): ServerSpec {
  if (kind === 'hello') return { kind: 'hello' };
  if ((kind === 'ideal-account' || kind === 'ideal-checkout') && target)
    return { kind, url: target, poolSize: Number(pool ?? 20) };
  if (kind === 'app' && driver === 'pg' && target)
    return { kind: 'app', driver: 'pg', url: target, poolSize: Number(pool ?? 20) };
  if (kind === 'app' && driver === 'pglite' && target) return { kind: 'app', driver: 'pglite', dataDir: target };
  throw new Error(`serve.ts: unknown server ${[kind, driver].join(' ')}`);
}
