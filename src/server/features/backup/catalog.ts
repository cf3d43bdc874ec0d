import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';
import type { TBackupColumn, TBackupMigration } from './format';

type Reader = Pick<Db | Tx, 'execute'>;

export interface CatalogTable {
  name: string;
  columns: TBackupColumn[];
}

/**
 * The app's tables as the database itself describes them (every base table in `public`), in an
 * order where each table comes after the tables its foreign keys point at. Read from the catalog
 * rather than the drizzle schema so a table no code names yet is still backed up.
 */
export async function listTables(reader: Reader): Promise<CatalogTable[]> {
  const columns = await queryRows<{ table: string; column: string; type: string }>(
    reader,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname, a.attnum`,
  );
  const references = await queryRows<{ from: string; to: string }>(
    reader,
    sql`select distinct c.relname as "from", r.relname as "to"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const byName = new Map<string, CatalogTable>();
  for (const row of columns) {
    const table = byName.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    byName.set(row.table, table);
  }
  return parentsFirst([...byName.values()], references);
}

/** Tables ordered so every table follows the ones it references (a table referencing itself is fine). */
function parentsFirst(tables: CatalogTable[], references: { from: string; to: string }[]): CatalogTable[] {
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visit = (table: CatalogTable) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const ref of references) {
      const parent = byName.get(ref.to);
      if (ref.from === table.name && parent && ref.to !== table.name) visit(parent);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  // Code-point order, not the locale's: the same order on every machine.
  for (const table of [...tables].sort((a, b) => (a.name < b.name ? -1 : 1))) visit(table);
  return ordered;
}

export interface ForeignKey {
  table: string;
  name: string;
}

/**
 * The foreign keys no table order can satisfy: a table's reference to itself (a row may come before
 * the row it points at) and references within a cycle of tables. A restore defers their checks to
 * the end of its load; every other key is checked row by row as the parents come first.
 */
export async function foreignKeysInCycles(reader: Reader): Promise<ForeignKey[]> {
  const keys = await queryRows<{ table: string; name: string; to: string }>(
    reader,
    sql`select c.relname as "table", k.conname as "name", r.relname as "to"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class r on r.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const walk = (at: string): boolean => {
      if (at === to) return true;
      if (seen.has(at)) return false;
      seen.add(at);
      return keys.some((key) => key.table === at && walk(key.to));
    };
    return walk(from);
  };
  return keys.filter((key) => reaches(key.to, key.table)).map(({ table, name }) => ({ table, name }));
}

/** The migrations drizzle has applied, oldest first; none when the database was never migrated. */
export async function appliedMigrations(reader: Reader): Promise<TBackupMigration[]> {
  const [found] = await queryRows<{ exists: boolean }>(
    reader,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found?.exists) return [];
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    reader,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** A name quoted for SQL; catalog names only, never user input. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
