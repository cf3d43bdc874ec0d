import { and, eq } from 'drizzle-orm';
import type * as zod from 'zod';
import {
  type TLedgerType,
  type TTransaction,
  ZTransactionBulk,
  ZTransactionCreate,
  ZTransactionUpdate,
} from '../../../shared/ledger';
import { quickPurchaseAmount } from '../../../shared/pricing';
import { formatPoints } from '../../../shared/scoring';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { presets, type transactions } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { isUuid } from '../../common/ids';
import { findStudentsInReach } from '../../common/students.queries';
import { publish } from '../../events';
import { lockStudent, recordEntries, removeEntry, reviseEntry, shortageRefusal, spend, takeStock } from '../../economy';
import type { Actor } from '../../http/actor';
import { storedText } from '../../i18n/stored-text';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { auditedBy, recordAudit, recordAudits } from '../audit';
import { type NewNotification, notify, rewordEntryNotification } from '../notifications';
import type { SettingsService } from '../settings';
import { findOwnTransaction, transactionsByIds } from './transactions.queries';
import { serverLedgerText } from './texts';
import { substituteText } from '../../../shared/substitute-texts/texts';

type CreateInput = zod.infer<typeof ZTransactionCreate>['transaction'];
type BulkInput = zod.infer<typeof ZTransactionBulk>['transactions'];
type UpdateInput = zod.infer<typeof ZTransactionUpdate>['transaction'];
type Entry = { type: TLedgerType; amount: number; description: string; typeTitle?: string | undefined };

/**
 * What the student reads in their notification center when a teacher awards or fines them: the
 * title in the student's language when they read it, the teacher's words as they typed them.
 */
function notificationFor(studentId: string, entry: Entry): NewNotification | null {
  if (entry.type !== 'bonus' && entry.type !== 'fine') return null;
  const key = entry.type === 'bonus' ? 'bonusTitle' : 'fineTitle';
  return {
    userId: studentId,
    type: entry.type === 'bonus' ? 'success' : 'warning',
    title: storedText(serverLedgerText, key, { points: formatPoints(entry.amount) }),
    content: entry.description,
  };
}

const snapshot = (row: typeof transactions.$inferSelect) => ({
  type: row.type,
  amount: row.amount,
  description: row.description,
  typeTitle: row.typeTitle,
  createdAt: row.createdAt.toISOString(),
});

/** Entries the store or the system made change only through the order (or not at all). */
function lockedReason(row: typeof transactions.$inferSelect) {
  if (row.purchaseId) return refuse('CONFLICT', 'transaction', serverLedgerText.t('belongsToOrder'));
  if (row.amount < 0) return refuse('CONFLICT', 'transaction', serverLedgerText.t('isRefund'));
  return null;
}

/**
 * The teacher's side of the points ledger (P11-P14): bonuses, fines and purchases for their own
 * students, single or bulk (all or nothing), edits and deletions kept in the audit trail.
 */
export function createLedgerService(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  buyPrime: (actor: Actor) => Promise<Outcome<string>>,
) {
  /** The shared checks of a new entry; returns the refusal, if any. */
  async function refusalFor(actor: Actor, entry: Entry & { productId?: string | null | undefined }) {
    if (entry.type === 'fine' && !(await settings.stored(actor.id)).fines.enabled) {
      return refuse('CONFLICT', 'fines', serverLedgerText.t('finesOff'));
    }
    if (entry.productId && (entry.type !== 'purchase' || !isUuid(entry.productId))) return notFound('product');
    return null;
  }

  /**
   * The entry a request asks for: as sent, or a preset's amount and description (P60). A substitute
   * gives the teacher's presets and nothing else.
   */
  async function entryOf(actor: Actor, input: CreateInput): Promise<Outcome<CreateInput & Entry>> {
    if (actor.substitute !== null && (!input.presetId || input.productId)) {
      return refuse('INVALID', 'presetId', substituteText.t('presetsOnly'));
    }
    if (input.presetId === undefined) {
      const { amount, description } = input;
      // The contract requires both without a preset (ZTransactionCreate).
      if (amount === undefined || description === undefined) return notFound('preset');
      return ok({ ...input, amount, description });
    }
    if (input.type === 'purchase' || !isUuid(input.presetId)) return notFound('preset');
    const [preset] = await db
      .select({ amount: presets.amount, description: presets.description })
      .from(presets)
      .where(and(eq(presets.teacherId, actor.id), eq(presets.kind, input.type), eq(presets.id, input.presetId)));
    if (!preset) return notFound('preset');
    return ok({ ...input, amount: preset.amount, description: preset.description });
  }

  async function insertEntries(
    tx: Tx,
    actor: Actor,
    studentIds: string[],
    entry: Entry & { productId?: string | null | undefined },
  ): Promise<string[]> {
    const rows = await recordEntries(tx, studentIds, {
      teacherId: actor.id,
      type: entry.type,
      amount: entry.amount,
      description: entry.description,
      typeTitle: entry.typeTitle || null,
      productId: entry.productId || null,
      createdBy: actor.personId,
      at: clock.now(),
    });
    // P60: the teacher reads in the audit trail what a co-teacher gave or took, under their name.
    if (actor.coTeaching) {
      await recordAudits(
        tx,
        rows.map((row) => ({
          teacherId: actor.id,
          ...auditedBy(actor),
          studentId: row.studentId,
          entity: 'transaction' as const,
          entityId: row.id,
          action: 'create' as const,
          after: { type: entry.type, amount: entry.amount, description: entry.description },
        })),
      );
    }
    // Each notification names its entry, so editing or deleting the entry updates or withdraws it.
    await notify(
      tx,
      rows.flatMap((row): NewNotification[] => {
        const notification = notificationFor(row.studentId, entry);
        return notification ? [{ ...notification, transactionId: row.id }] : [];
      }),
    );
    return rows.map((r) => r.id);
  }

  return {
    async add(actor: Actor, input: CreateInput): Promise<Outcome<TTransaction>> {
      const studentId = typeof input.student === 'string' ? input.student : input.student._id;
      // P22: the only transaction a student may post is buying Prime.
      if (actor.role === 'student') {
        // Their own id as `GET /api/user` tells it (the person), or their account's in this class.
        if (input.type !== 'purchase' || (studentId !== actor.personId && studentId !== actor.id)) {
          return refuse('FORBIDDEN', 'transaction', serverLedgerText.t('teacherOnly'));
        }
        const bought = await buyPrime(actor);
        if (!bought.ok) return bought;
        const [created] = await transactionsByIds(db, [bought.value]);
        return created ? ok(created) : notFound('transaction');
      }
      const entry = await entryOf(actor, input);
      if (!entry.ok) return entry;
      const chosen = entry.value;
      if (!isUuid(studentId)) return notFound('student');
      const [student] = await findStudentsInReach(db, actor, [studentId]);
      if (!student) return notFound('student');
      const refusal = await refusalFor(actor, chosen);
      if (refusal) return refusal;
      const ids = await runInTransaction(db, async (tx) => {
        if (!chosen.productId) return ok(await insertEntries(tx, actor, [student.id], chosen));
        // P28: a quick purchase of a product takes one unit, atomically, at cost x (1 + tax), no Prime
        // discount; the teacher's call, so no balance check, but under the student's lock like any spend.
        const locked = await lockStudent(tx, student.id);
        if (!locked) return notFound('student');
        const taken = await takeStock(tx, actor.id, chosen.productId, 1);
        if (!taken) return shortageRefusal(tx, actor.id, chosen.productId);
        const classSettings = await settings.stored(actor.id, tx);
        const amount = quickPurchaseAmount(taken.cost, classSettings.products.taxRate);
        const charged = await spend(
          tx,
          locked,
          amount,
          {
            description: chosen.description,
            typeTitle: chosen.typeTitle || taken.name,
            productId: taken.id,
            createdBy: actor.personId,
            createdAt: clock.now(),
            keepWhenFree: true,
            source: 'store',
          },
          { by: 'teacher', belowZeroAllowed: true, converter: classSettings.scoreConverter },
        );
        if (!charged.ok) return charged;
        if (charged.value && actor.coTeaching) {
          await recordAudit(tx, {
            teacherId: actor.id,
            ...auditedBy(actor),
            studentId: student.id,
            entity: 'transaction',
            entityId: charged.value,
            action: 'create',
            after: { type: 'purchase', amount, description: chosen.description, productId: taken.id },
          });
        }
        return ok(charged.value ? [charged.value] : []);
      });
      if (!ids.ok) return ids;
      const [created] = await transactionsByIds(db, ids.value);
      return created ? ok(created) : notFound('transaction');
    },

    /** P12a: one entry per student, for all of them or for none. */
    async addBulk(actor: Actor, input: BulkInput): Promise<Outcome<TTransaction[]>> {
      const ids = [...new Set(input.students)];
      if (!ids.every(isUuid)) return notFound('student');
      const refusal = await refusalFor(actor, input);
      if (refusal) return refusal;
      const created = await runInTransaction(db, async (tx) => {
        const found = await findStudentsInReach(tx, actor, ids);
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
        const locked = lockedReason(before);
        if (locked) return locked;
        const after = await reviseEntry(tx, id, {
          amount: input.amount ?? before.amount,
          description: input.description ?? before.description,
          at: clock.now(),
        });
        if (!after) return notFound('transaction');
        // The student's notification about this entry now says what the entry says.
        const wording = notificationFor(after.studentId, {
          type: after.type,
          amount: after.amount,
          description: after.description,
        });
        if (wording) await rewordEntryNotification(tx, id, wording);
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
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
        const locked = lockedReason(before);
        if (locked) return locked;
        // Its notification goes with it (notifications.transaction_id cascades): no fine or bonus that
        // no longer exists stays announced.
        await removeEntry(tx, id);
        await publish(tx, { to: { users: [before.studentId] }, event: 'notifications' });
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
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
