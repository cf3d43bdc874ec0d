/* eslint-disable lingui/no-unlocalized-strings -- a broken response contract is the server's fault, for its log and its tests */
import type { Endpoint } from '../../shared/api/endpoint';

/** An answer that differs from its endpoint's contract: a fault of the server, never of the caller. */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/**
 * Throws unless the answer is exactly what the contract says the endpoint sends: an allowed status,
 * and a body that its response schema accepts unchanged (no undeclared field dropped, no default
 * filled in). The body is checked as JSON, the form the client receives. Tests turn this on so any
 * route whose answer drifts from the contract (and so from the OpenAPI document) fails them.
 * Messages name paths and schema issues only, never values, which may be secrets.
 */
export function checkAnswer(endpoint: Endpoint, status: number, body: unknown): void {
  const route = `${endpoint.method} ${endpoint.path}`;
  if (!endpoint.response) {
    if (status !== 204 || body !== undefined)
      throw new ResponseContractError(`${route} answered a body; its contract says 204 No Content`);
    return;
  }
  const allowed = [endpoint.status ?? 200, ...(endpoint.alsoStatus ?? [])];
  if (!allowed.includes(status))
    throw new ResponseContractError(`${route} answered ${status}; its contract allows ${allowed.join(', ')}`);
  if (body === undefined) throw new ResponseContractError(`${route} answered no body; its contract declares one`);

  const wire: unknown = JSON.parse(JSON.stringify(body));
  const parsed = endpoint.response.safeParse(wire);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`);
    throw new ResponseContractError(`${route} answered outside its response schema: ${issues.join('; ')}`);
  }
  const difference = firstDifference(wire, parsed.data, []);
  if (difference !== null) {
    throw new ResponseContractError(
      `${route} answered ${pathText(difference)} differently from its response schema (undeclared or defaulted)`,
    );
  }
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(the body)' : path.map(String).join('.');
}

/** The first path where two JSON values differ, or null when they are equal (key order aside). */
function firstDifference(a: unknown, b: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
      ...path,
      key,
    ]);
    if (found) return found;
  }
  return null;
}
