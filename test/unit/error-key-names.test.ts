import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as zod from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { errorKeysText } from '../../src/shared/error-keys/texts';
import { describeErrorKey, errorKeyFromPath, errorKeyName } from '../../src/shared/errors';
import { inLanguage, translationsLoaded } from '../../src/server/i18n/text-host';
import { spanishOf } from '../support/catalogue-files';

const es = await spanishOf(errorKeysText);

// The Spanish of a catalogue this file brings arrives after the setup's wait: read it once it is here.
beforeAll(() => translationsLoaded());

// P51, review 3.2: an error line in Spanish never starts with English words ("dark mode: está
// disponible con Prime"). Every key the server names itself has its own Spanish name, and every
// key a request's validation can name (a body field, at any depth) reads in Spanish too.
const SERVER = path.resolve(import.meta.dirname, '../../src/server');
const CONTRACT = path.resolve(import.meta.dirname, '../../src/shared/api');

/** Keys written out in the server's refusals: refuse('X', 'key', ...), notFound('key'), { key: [message] }. */
function keysTheServerNames(): Set<string> {
  const keys = new Set<string>();
  const files = readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.includes(`locales${path.sep}`),
  );
  for (const file of files) {
    const source = readFileSync(path.join(SERVER, file), 'utf8');
    for (const m of source.matchAll(/\b(?:refuse\(\s*'[A-Z_]+',|notFound\()\s*'([A-Za-z0-9_]+)'/g)) keys.add(m[1]!);
    for (const m of source.matchAll(/errors: \{ ([A-Za-z0-9_]+): \[/g)) keys.add(m[1]!);
    for (const m of source.matchAll(/\bwarnings\.([A-Za-z0-9_]+) = \[/g)) keys.add(m[1]!);
  }
  return keys;
}

type TJsonSchema = { properties?: Record<string, TJsonSchema>; items?: TJsonSchema; anyOf?: TJsonSchema[] };

/** Every key the validation of a request (its body without the envelope, query and path) can name. */
async function keysOfRequests(): Promise<Set<string>> {
  const keys = new Set<string>();
  const walk = (schema: TJsonSchema | undefined, at: (string | number)[]) => {
    if (!schema) return;
    if (at.length > 0) keys.add(errorKeyFromPath(at));
    for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, [...at, name]);
    if (schema.items) walk(schema.items, [...at, 0]);
    for (const branch of schema.anyOf ?? []) walk(branch, at);
  };
  const modules = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !['endpoint.ts', 'params.ts'].includes(f));
  for (const file of modules) {
    const contract = (await import(path.join(CONTRACT, file))) as Record<string, Endpoint>;
    for (const endpoint of Object.values(contract)) {
      for (const [schema, envelope] of [
        [endpoint.body, endpoint.bodyKey],
        [endpoint.query, undefined],
        [endpoint.params, undefined],
      ] as const) {
        if (!schema) continue;
        const json = zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
        walk(envelope ? (json.properties?.[envelope] ?? json) : json, []);
      }
    }
  }
  return keys;
}

describe('error keys in Spanish', () => {
  it('every key the server names has a Spanish name of its own', () => {
    const keys = keysTheServerNames();
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((key) => !Object.hasOwn(es, key)).sort()).toEqual([]);
    inLanguage('es', () => {
      expect(errorKeyName('darkMode')).toBe('Modo oscuro');
      expect(errorKeyName('spotify')).toBe('Spotify');
      expect(errorKeyName('idempotencyKey')).toBe('Clave de idempotencia');
    });
  });

  it("every key a request's validation can name reads in Spanish, never as the key's English words", async () => {
    const keys = await keysOfRequests();
    // The contract's modules bring catalogues of their own: Spanish is read once they have arrived.
    await translationsLoaded();
    expect(keys.size).toBeGreaterThan(100);
    inLanguage('es', () => {
      const english = [...keys].filter((key) => {
        const name = errorKeyName(key);
        return name === describeErrorKey(key) && name.toLowerCase() !== es[key as keyof typeof es]?.toLowerCase();
      });
      expect(english.sort()).toEqual([]);
      expect(errorKeyName('hallpassDestinationsRow2Name')).toBe('Pase de pasillo');
      expect(errorKeyName('student_id')).toBe('Estudiante');
      expect(errorKeyName('row3Title')).toBe('Fila 3, título');
    });
  });
});
