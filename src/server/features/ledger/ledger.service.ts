import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type TLedgerType, type TTransaction, ZTransactionBulk, ZTransactionCreate, ZTransactionUpdate } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { recordAudit } from '../audit/audit.service';
import { type NewNotification, notify } from '../notifications/notifications.service';
import type { SettingsService } from '../settings/settings.service';
import { findStudentsOfTeacherByIds, isUuid } from '../students/students.queries';
import { findOwnTransaction, transactionsByIds } from './transactions.queries';

type CreateInput = z.infer<typeof ZTransactionCreate>['transaction'];
type BulkInput = z.infer<typeof ZTransactionBulk>['transactions'];
type UpdateInput = z.infer<typeof ZTransactionUpdate>['transaction'];
type Entry = { type: TLedgerType; amount: number; description: string; typeTitle?: string | undefined };

/** What the student reads in their notification center when a teacher awards or fines them. */
function notificationFor(studentId: string, entry: Entry): NewNotification | null {
  if (entry.type === 'bonus') {
    return { userId: studentId, type: 'success', title: `Bonus: +${formatPoints(entry.amount)}`, content: entry.description };
  }
  if (entry.type === 'fine') {
    return { userId: studentId, type: 'warning', title: `Fine: -${formatPoints(entry.amount)}`, content: entry.description };
  }
  return null;
}

const snapshot = (row: typeof transactions.$inferSelect) => ({
  type: row.type,
  amount: row.amount,
  description: row.description,
  typeTitle: row.typeTitle,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The teacher's side of the points ledger (P11-P14): bonuses, fines and purchases for their own
 * students, single or bulk (all or nothing), edits and deletions kept in the audit trail.
 */
export function createLedgerService(db: Db, clock: Clock, settings: SettingsService) {
  /** The shared checks of a new entry; returns the refusal, if any. */
  async function refusalFor(actor: Actor, entry: Entry & { productId?: string | null | undefined }) {
    if (entry.type === 'fine' && !(await settings.stored(actor.id)).fines.enabled) {
      return refuse('CONFLICT', 'fines', 'are turned off in your settings');
    }
    // Products arrive with the store; until then no product id can be valid.
    if (entry.productId) return notFound('product');
    return null;
  }

  async function insertEntries(tx: Tx, actor: Actor, studentIds: string[], entry: Entry): Promise<string[]> {
    const now = clock.now();
    const rows = await tx
      .insert(transactions)
      .values(
        studentIds.map((studentId) => ({
          teacherId: actor.id,
          studentId,
          type: entry.type,
          amount: entry.amount,
          description: entry.description,
          typeTitle: entry.typeTitle || null,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: transactions.id });
    await notify(
      tx,
      studentIds.map((id) => notificationFor(id, entry)).filter((n): n is NewNotification => n !== null),
    );
    return rows.map((r) => r.id);
  }

  return {
    async add(actor: Actor, input: CreateInput): Promise<Outcome<TTransaction>> {
      if (actor.role !== 'teacher') return refuse('FORBIDDEN', 'transaction', 'can only be added by your teacher');
      const studentId = typeof input.student === 'string' ? input.student : input.student._id;
      if (!isUuid(studentId)) return notFound('student');
      const [student] = await findStudentsOfTeacherByIds(db, actor.id, [studentId]);
      if (!student) return notFound('student');
      const refusal = await refusalFor(actor, input);
      if (refusal) return refusal;
      const ids = await db.transaction((tx) => insertEntries(tx, actor, [student.id], input));
      const [created] = await transactionsByIds(db, ids);
      return created ? ok(created) : notFound('transaction');
    },

    /** P12a: one entry per student, for all of them or for none. */
    async addBulk(actor: Actor, input: BulkInput): Promise<Outcome<TTransaction[]>> {
      const ids = [...new Set(input.students)];
      if (!ids.every(isUuid)) return notFound('student');
      const refusal = await refusalFor(actor, input);
      if (refusal) return refusal;
      const created = await runInTransaction(db, async (tx) => {
        const found = await findStudentsOfTeacherByIds(tx, actor.id, ids);
        if (found.length !== ids.length) return notFound('student');
        return ok(await insertEntries(tx, actor, ids, input));
      });
      if (!created.ok) return created;
      return ok(await transactionsByIds(db, created.value));
    },

    async update(actor: Actor, id: string, input: UpdateInput): Promise<Outcome<TTransaction>> {
      if (!isUuid(id)) return notFound('transaction');
      const result = await runInTransaction(db, async (tx) => {
        const before = await findOwnTransaction(tx, actor.id, id);
        if (!before) return notFound('transaction');
        const [after] = await tx
          .update(transactions)
          .set({ amount: input.amount ?? before.amount, description: input.description ?? before.description, updatedAt: clock.now() })
          .where(eq(transactions.id, id))
          .returning();
        if (!after) return notFound('transaction');
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.id,
          studentId: before.studentId,
          entity: 'transaction',
          entityId: id,
          action: 'update',
          before: snapshot(before),
          after: snapshot(after),
        });
        return ok(undefined);
      });
      if (!result.ok) return result;
      const [updated] = await transactionsByIds(db, [id]);
      return updated ? ok(updated) : notFound('transaction');
    },

    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('transaction');
      return runInTransaction(db, async (tx) => {
        const before = await findOwnTransaction(tx, actor.id, id);
        if (!before) return notFound('transaction');
        await tx.delete(transactions).where(eq(transactions.id, id));
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.id,
          studentId: before.studentId,
          entity: 'transaction',
          entityId: id,
          action: 'delete',
          before: snapshot(before),
        });
        return ok(undefined);
      });
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
