import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { systemClock } from '../../src/server/common/clock';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { actInClass } from '../../src/server/http/acting-class';
import { createSessionsService } from '../../src/server/features/auth/sessions.service';
import { createSettingsService } from '../../src/server/features/settings/settings.service';
import { notifyTeacherOfOrder } from '../../src/server/features/store/notify-teacher';
import { createPurchasesService } from '../../src/server/features/store/purchases.service';
import { BARE_CHECKOUT_SQL } from './bare-sql';

interface Captured {
  sql: string;
  params: unknown[];
}

export interface StatementPlan {
  label: string;
  /** "select", "update", "insert", "begin", … */
  kind: string;
  /** EXPLAIN ANALYZE execution time; null for statements not explained (inserts, begin/commit). */
  executionMs: number | null;
  scans: string[];
}

export interface CheckoutExplained {
  /** Round trips to PostgreSQL of one student's checkout of one product, session lookup included. */
  appStatements: number;
  /** The same for the bare-SQL baseline: begin, lock, take, 3 inserts, commit. */
  bareStatements: number;
  plans: StatementPlan[];
  text: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
type ExplainJson = [{ Plan: PlanNode; 'Execution Time': number }];

const LABELS: [RegExp, string][] = [
  [/from "sessions"/, 'session lookup'],
  [/^begin/i, 'begin'],
  [/^commit/i, 'commit'],
  [/from student_accounts a where a.person_id/, "the student's accounts (session)"],
  [/from student_accounts a join users p on p.id = a.person_id where a.id = \$1 for no key update/, 'lock the account'],
  [/as "earlierOrderId"/, 'read: settings, earlier order, cart products, units held'],
  [/^with purchase as \(/, "insert order + lines + teacher's notification + live updates (ON CONFLICT on the key)"],
  [/^with given as \(/, "teacher's notification + live update"],
  [/as scored/, 'balance (scores and ledger sums)'],
  [/^with wanted as \(/, 'take stock + charge + live update (the only product lock)'],
  [/from "purchases" inner join "student_accounts"/, 're-read the order (with student, course)'],
  [/from "purchase_items" inner join "products"/, 're-read the order lines'],
];
const oneLine = (sql: string): string => sql.replace(/\s+/g, ' ').trim();
const labelOf = (sql: string): string =>
  LABELS.find(([pattern]) => pattern.test(oneLine(sql)))?.[1] ?? oneLine(sql).slice(0, 60);

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'].includes('Scan')) {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const table = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    into.push(`${node['Node Type']}${index}${table}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/**
 * One student's checkout through the app's own services (session lookup, purchases service, the
 * order notice), on a connection that writes down every statement; then each SELECT and the stock
 * UPDATE again under EXPLAIN (ANALYZE, BUFFERS), inside a transaction that is rolled back.
 */
export async function explainCheckout(url: string, token: string, productId: string): Promise<CheckoutExplained> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  try {
    // Every statement as the connection sends it: drizzle's, the prepared ones, BEGIN and COMMIT.
    const captured: Captured[] = [];
    pool.on('connect', (client) => {
      const send = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
        if (typeof first === 'string') captured.push({ sql: first, params: Array.isArray(second) ? second : [] });
        // drizzle sends a config object with the values beside it; a named statement carries its own.
        else if (first && typeof first.text === 'string')
          captured.push({ sql: first.text, params: Array.isArray(second) ? second : (first.values ?? []) });
        return send(...args);
      };
    });
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    const settings = createSettingsService(db);
    const notices: Promise<void>[] = [];
    const purchases = createPurchasesService(
      db,
      systemClock,
      settings,
      (notice) => {
        notices.push(notifyTeacherOfOrder({ send: async () => undefined }, notice));
      },
      1,
    );
    const person = await createSessionsService(db, systemClock, 1).resolve(token);
    if (!person) throw new Error('the explained checkout has no session');
    const { actor } = actInClass(person, null);
    const placed = await purchases.place(
      actor,
      { products: [productId], quantities: { [productId]: 1 } },
      'explain-checkout-1',
    );
    await Promise.all(notices);
    if (!placed.ok) throw new Error(`the explained checkout was refused: ${JSON.stringify(placed.refusal)}`);
    const statements = captured.splice(0);

    const text: string[] = [`=== POST /api/purchases (one product), ${statements.length} statements ===`];
    const plans: StatementPlan[] = [];
    const client = await pool.connect();
    try {
      for (const statement of statements) {
        const sql = oneLine(statement.sql);
        const kind = sql.split(' ')[0]!.toLowerCase();
        const label = labelOf(sql);
        if (kind !== 'select' && kind !== 'update' && kind !== 'with') {
          plans.push({ label, kind, executionMs: null, scans: [] });
          continue;
        }
        await client.query('begin');
        try {
          const json = await client.query<{ 'QUERY PLAN': ExplainJson }>(
            `explain (analyze, buffers, format json) ${statement.sql}`,
            statement.params,
          );
          const printed = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.sql}`,
            statement.params,
          );
          const [plan] = json.rows[0]!['QUERY PLAN'];
          plans.push({ label, kind, executionMs: plan['Execution Time'], scans: scansOf(plan.Plan) });
          text.push(
            `\n--- ${label}\n${sql}\n-- params: ${JSON.stringify(statement.params).slice(0, 300)}`,
            ...printed.rows.map((r) => r['QUERY PLAN']),
          );
        } finally {
          await client.query('rollback');
        }
      }
    } finally {
      client.release();
    }
    const bareStatements = 2 + Object.keys(BARE_CHECKOUT_SQL).length;
    return { appStatements: statements.length, bareStatements, plans, text: text.join('\n') };
  } finally {
    await pool.end();
  }
}
