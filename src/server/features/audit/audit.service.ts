import { and, desc, eq } from 'drizzle-orm';
import type { TAuditEntry } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { findStudentOfTeacher } from '../../common/students.queries';
import { auditEntries, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';

export interface AuditRecord {
  teacherId: string;
  /** The person who did it; null for a substitute, named by `substituteName` (`auditedBy`). */
  actorId: string | null;
  substituteName?: string | null;
  studentId?: string | null;
  entity:
    | 'transaction'
    | 'score'
    | 'task'
    | 'course'
    | 'student'
    | 'teacher'
    | 'preset'
    | 'product'
    | 'purchase'
    | 'song'
    | 'hallpass';
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
}

/** Who the audit trail names for what an actor does: the person, or a substitute by the name they gave (P60). */
export function auditedBy(actor: Actor): Pick<AuditRecord, 'actorId' | 'substituteName'> {
  return actor.substitute === null
    ? { actorId: actor.personId, substituteName: null }
    : { actorId: null, substituteName: actor.substitute };
}

/** Writes one audit entry inside the caller's transaction, so the change and its record land together. */
export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditRecord): Promise<void> {
  await recordAudits(tx, [entry]);
}

/** Several entries in one statement (a roster's commit writes one per course it changed). */
export async function recordAudits(tx: Pick<Db, 'insert'>, entries: readonly AuditRecord[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditEntries).values(
      entries.slice(i, i + 500).map((entry) => ({
        teacherId: entry.teacherId,
        actorId: entry.actorId,
        substituteName: entry.substituteName ?? null,
        studentId: entry.studentId ?? null,
        entity: entry.entity,
        entityId: entry.entityId,
        action: entry.action,
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
  }
}

/** The audit trail of a teacher, or of one of their students, newest first (P13). */
export async function readAudit(db: Db, teacherId: string, studentId?: string, limit = 500): Promise<TAuditEntry[]> {
  const rows = await db
    .select({
      entry: auditEntries,
      actor: { _id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(
      studentId
        ? and(eq(auditEntries.teacherId, teacherId), eq(auditEntries.studentId, studentId))
        : eq(auditEntries.teacherId, teacherId),
    )
    .orderBy(desc(auditEntries.createdAt))
    .limit(limit);
  return rows.map(({ entry, actor }) => ({
    _id: entry.id,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actor: actor?._id ? actor : null,
    substitute: entry.substituteName,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/**
 * `GET /api/audit`: a teacher's whole trail, or one student's; another teacher's student is "not
 * found" (P4), like any other teacher's data.
 */
export async function readTrailOf(
  db: Db,
  actor: Actor,
  username: string | undefined,
): Promise<Outcome<{ entries: TAuditEntry[] }>> {
  if (!username) return ok({ entries: await readAudit(db, actor.id) });
  const student = await findStudentOfTeacher(db, actor.id, username);
  if (!student) return notFound('student');
  return ok({ entries: await readAudit(db, actor.id, student.id) });
}
