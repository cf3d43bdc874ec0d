import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTransaction } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { studentAccounts, transactions, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { DEFAULT_LANGUAGE, type TLanguage } from '../../../shared/i18n/languages';

const creators = alias(users, 'creators');

/**
 * The language each student's notification is written in, by account (P51): the one the student
 * chose, else English, since the teacher's request that writes it is not the student's.
 */
export async function readerLanguages(reader: Db | Tx, accountIds: readonly string[]): Promise<Map<string, TLanguage>> {
  if (accountIds.length === 0) return new Map();
  const rows = await reader
    .select({ id: studentAccounts.id, language: users.language })
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(inArray(studentAccounts.id, [...accountIds]));
  return new Map(rows.map((row) => [row.id, row.language ?? DEFAULT_LANGUAGE]));
}

type Row = {
  entry: typeof transactions.$inferSelect;
  creator: { _id: string; username: string; firstName: string; lastName: string } | null;
};

export function presentTransaction({ entry, creator }: Row): TTransaction {
  return {
    _id: entry.id,
    type: entry.type,
    amount: entry.amount,
    description: entry.description,
    typeTitle: entry.typeTitle,
    productId: entry.productId,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    createdBy: creator?._id ? creator : null,
    // Refunds the system made (negative purchases) and store-order charges change only through their order.
    editable: entry.amount > 0 && entry.purchaseId === null,
  };
}

function selectWithCreator(db: Db | Tx) {
  return db
    .select({
      entry: transactions,
      creator: {
        _id: creators.id,
        username: creators.username,
        firstName: creators.firstName,
        lastName: creators.lastName,
      },
    })
    .from(transactions)
    .leftJoin(creators, eq(creators.id, transactions.createdBy));
}

/** A student's ledger entries, newest first. */
export async function transactionsOfStudent(db: Db | Tx, studentId: string): Promise<TTransaction[]> {
  const rows = await selectWithCreator(db)
    .where(eq(transactions.studentId, studentId))
    .orderBy(desc(transactions.createdAt));
  return rows.map(presentTransaction);
}

export async function transactionsByIds(db: Db | Tx, ids: string[]): Promise<TTransaction[]> {
  if (ids.length === 0) return [];
  const rows = await selectWithCreator(db).where(inArray(transactions.id, ids)).orderBy(desc(transactions.createdAt));
  return rows.map(presentTransaction);
}

/** One of this teacher's ledger entries, or undefined (another teacher's is "not found"). */
export async function findOwnTransaction(db: Db | Tx, teacherId: string, id: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.teacherId, teacherId)));
  return row;
}
