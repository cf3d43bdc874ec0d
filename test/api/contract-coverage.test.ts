import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { apiClient, createTestApp, type TestApp } from '../support/test-app';

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../src/shared/api');
const HELPERS = new Set(['endpoint.ts', 'params.ts']);

/** `POST /api/users/{username}` for every endpoint the contract modules export. */
async function declaredOperations(): Promise<string[]> {
  const operations: string[] = [];
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !HELPERS.has(f))) {
    const contract = (await import(path.join(CONTRACT_DIR, file))) as Record<string, Endpoint>;
    for (const endpoint of Object.values(contract)) {
      operations.push(`${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return operations.sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract (src/shared/api)', () => {
  it('is what the server serves: every declared endpoint has a route, every route a declaration, none twice', async () => {
    const doc = await apiClient(t.app).get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    const served = Object.entries(doc.body.paths)
      .flatMap(([address, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${address}`))
      .sort();
    const declared = await declaredOperations();
    expect(new Set(declared).size).toBe(declared.length);
    expect(served).toEqual(declared);
  });
});
