import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { systemClock } from '../src/server/common/clock';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { hashSessionToken } from '../src/server/http/session-token';
import { createSessionsService } from '../src/server/features/auth/sessions.service';
import { actInClass } from '../src/server/http/acting-class';
import type { Actor } from '../src/server/http/actor';
import { createScoresService } from '../src/server/features/scores/scores.service';
import { createSettingsService } from '../src/server/features/settings/settings.service';
import { createTasksService } from '../src/server/features/tasks/tasks.service';
import type { TScoreImport } from '../src/shared/assessments';
import type { Session } from './sessions';

interface Captured {
  sql: string;
  params: unknown[];
}

export interface PlanSummary {
  label: string;
  sql: string;
  planningMs: number;
  executionMs: number;
  /** Every scan in the plan: "Index Scan using scores_student_idx on scores". */
  scans: string[];
  /** Tables read whole. */
  seqScans: string[];
}

export interface FlowExplained {
  /** Statements one request sends, session lookup included. */
  statements: number;
  plans: PlanSummary[];
}

export interface ExplainReport {
  account: FlowExplained;
  economy: FlowExplained;
  /** Statements one 180 × 60 import preview sends (not explained: they write). */
  importPreviewStatements: number;
  /** The plans as PostgreSQL prints them, for bench/results/explain.txt. */
  text: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
type ExplainJson = [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }];

const LABELS: [RegExp, string][] = [
  [/from "sessions"/, 'session lookup'],
  [/from "teacher_settings"/, 'teacher settings'],
  [/from student_accounts a where a.person_id/, "the student's accounts (session)"],
  [/from "student_accounts" inner join "users"/, 'student(s) with course'],
  [/from "transactions" left join "users" "creators"/, 'ledger entries (newest first)'],
  [/coalesce\(sum\(/, 'ledger sums per student'],
  [/from "scores" inner join "tasks"/, 'score rows with tasks'],
];
const labelOf = (sql: string): string => LABELS.find(([pattern]) => pattern.test(sql))?.[1] ?? sql.slice(0, 60);
const oneLine = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'].includes('Scan')) {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const table = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    into.push(`${node['Node Type']}${index}${table}`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** A Db like the app's whose statements are written down as they are sent. */
function recordingDb(pool: pg.Pool): { db: Db; take(): Captured[] } {
  let captured: Captured[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  return {
    db,
    take() {
      const taken = captured;
      captured = [];
      return taken;
    },
  };
}

async function explainFlow(
  pool: pg.Pool,
  statements: Captured[],
  heading: string,
  text: string[],
): Promise<FlowExplained> {
  const plans: PlanSummary[] = [];
  text.push(`\n=== ${heading}: ${statements.length} statements ===`);
  for (const statement of statements) {
    if (!/^\s*select/i.test(statement.sql)) continue;
    const label = labelOf(statement.sql);
    const json = await pool.query<{ 'QUERY PLAN': ExplainJson }>(
      `explain (analyze, buffers, format json) ${statement.sql}`,
      statement.params,
    );
    const printed = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.sql}`,
      statement.params,
    );
    const [plan] = json.rows[0]!['QUERY PLAN'];
    const scans = scansOf(plan.Plan);
    plans.push({
      label,
      sql: oneLine(statement.sql),
      planningMs: plan['Planning Time'],
      executionMs: plan['Execution Time'],
      scans,
      seqScans: scans.filter((s) => s.startsWith('Seq Scan')).map((s) => s.replace('Seq Scan on ', '')),
    });
    text.push(
      `\n--- ${label}\n${oneLine(statement.sql)}\n-- params: ${JSON.stringify(statement.params).slice(0, 300)}`,
    );
    text.push(...printed.rows.map((r) => r['QUERY PLAN']));
  }
  return { statements: statements.length, plans };
}

/**
 * Runs the real services for one student account, one economy view and one import preview on a
 * recording connection, then EXPLAIN ANALYZEs every SELECT they sent, exactly as sent.
 */
export async function explainHotQueries(
  url: string,
  sessions: { student: Session; teacher: Session; importer: Session },
  importPreview: TScoreImport,
): Promise<ExplainReport> {
  const { student, teacher, importer } = sessions;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { db, take } = recordingDb(pool);
    const sessionsService = createSessionsService(db, systemClock, 30);
    const scores = createScoresService(db, systemClock, createSettingsService(db), createTasksService(db, systemClock));
    const resolve = async (session: Session): Promise<Actor> => {
      const person = await sessionsService.resolve(session.token);
      if (!person || person.sessionTokenHash !== hashSessionToken(session.token))
        throw new Error(`no session for ${session.username}`);
      // A student with several teachers names the class (P40), as their requests in the load do.
      const acting = actInClass(person, session.courseId ?? null);
      if (acting.refusal) throw new Error(`${session.username} can't act: ${JSON.stringify(acting.refusal.errors)}`);
      return acting.actor;
    };
    const text: string[] = [];

    const studentActor = await resolve(student);
    const accountOutcome = await scores.account(studentActor, student.username);
    if (!accountOutcome.ok) throw new Error(`account of ${student.username} refused`);
    const account = await explainFlow(pool, take(), `GET /api/scores?username=${student.username}`, text);

    const teacherActor = await resolve(teacher);
    await scores.economy(teacherActor);
    const economy = await explainFlow(pool, take(), `GET /api/scores/all (${teacher.username})`, text);

    const importerActor = await resolve(importer);
    const previewOutcome = await scores.import(importerActor, importPreview, true);
    if (!previewOutcome.ok) throw new Error('import preview refused');
    const importPreviewStatements = take().length;
    text.push(
      `\n=== POST /api/scores/import?preview=true (${importPreview.tasks.length} tasks): ${importPreviewStatements} statements ===`,
    );

    return { account, economy, importPreviewStatements, text: text.join('\n') };
  } finally {
    await pool.end();
  }
}
