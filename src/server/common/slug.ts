import { randomBytes } from 'node:crypto';

/**
 * A URL slug from a name plus a short random suffix: readable in addresses, unique without a
 * lookup, and it never changes when the name does.
 */
export function makeSlug(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}
