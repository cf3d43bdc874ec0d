import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TPurchase } from '../../../shared/store';
import type { Db } from '../../db/client';
import { courses, enrollments, products, purchaseItems, purchases, studentAccounts, users } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { presentStudent, type StudentColumns } from '../../common/presenters';
import { firstPerKey, studentColumns } from '../../common/students.queries';

type Reader = Db | Tx;

/** Orders matching `where`, newest first, with their student and lines, ready for the API. */
export async function selectPurchases(db: Reader, where: SQL | undefined, now: Date): Promise<TPurchase[]> {
  const joined = await db
    .select({
      purchase: purchases,
      student: studentColumns,
    })
    .from(purchases)
    .innerJoin(studentAccounts, eq(studentAccounts.id, purchases.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .leftJoin(enrollments, eq(enrollments.accountId, studentAccounts.id))
    .leftJoin(courses, eq(courses.id, enrollments.courseId))
    .where(where)
    .orderBy(desc(purchases.createdAt), purchases.id, courses.period, courses.name, courses.id);
  // The student shown with the course of their earliest period (P40: they may be in two).
  const rows = firstPerKey(joined, (row) => row.purchase.id);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      purchaseId: purchaseItems.purchaseId,
      productId: purchaseItems.productId,
      quantity: purchaseItems.quantity,
      unitCost: purchaseItems.unitCost,
      name: products.name,
      photoUrl: products.photoUrl,
    })
    .from(purchaseItems)
    .innerJoin(products, eq(products.id, purchaseItems.productId))
    .where(
      inArray(
        purchaseItems.purchaseId,
        rows.map((r) => r.purchase.id),
      ),
    );
  return rows.map(({ purchase, student }) =>
    presentPurchase(
      purchase,
      student,
      lines.filter((l) => l.purchaseId === purchase.id),
      now,
    ),
  );
}

/** An order's line as it is presented: the product's name and photo now, the unit cost when ordered. */
export interface OrderLine {
  productId: string;
  quantity: number;
  unitCost: number;
  name: string;
  photoUrl: string;
}

type OrderRow = Pick<
  typeof purchases.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'status' | 'note' | 'subtotal' | 'discount' | 'tax' | 'total' | 'sameDay'
>;

/** One order for the API, from its row, its student and its lines (read back or just written). */
export function presentPurchase(purchase: OrderRow, student: StudentColumns, lines: OrderLine[], now: Date): TPurchase {
  const { _id, username, firstName, lastName, hasPrime, course } = presentStudent(student, now);
  const own = [...lines].sort((a, b) => a.name.localeCompare(b.name));
  return {
    _id: purchase.id,
    id: purchase.id,
    createdAt: purchase.createdAt.toISOString(),
    updatedAt: purchase.updatedAt.toISOString(),
    status: purchase.status,
    note: purchase.note,
    products: own.map((l) => ({
      _id: l.productId,
      name: l.name,
      photoUrl: l.photoUrl,
      cost: l.unitCost,
      quantity: l.quantity,
    })),
    quantities: Object.fromEntries(own.map((l) => [l.productId, l.quantity])),
    subtotal: purchase.subtotal,
    discount: purchase.discount,
    tax: purchase.tax,
    total: purchase.total,
    totalItems: own.reduce((n, l) => n + l.quantity, 0),
    sameDay: purchase.sameDay,
    // An order shows its student's course without the slug (seed 001 section 3 "Purchase").
    student: {
      _id,
      username,
      firstName,
      lastName,
      hasPrime,
      course: course && { _id: course._id, name: course.name, period: course.period },
    },
  };
}

/**
 * Units of each product the student already has on orders that still stand (pending or approved;
 * declined and cancelled ones gave theirs back), for the per-student purchase limit.
 */
export async function unitsHeldByStudent(
  tx: Reader,
  studentId: string,
  productIds: string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: purchaseItems.productId, units: sql<number>`sum(${purchaseItems.quantity})::int` })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(
      and(
        eq(purchases.studentId, studentId),
        inArray(purchases.status, ['pending', 'approved']),
        inArray(purchaseItems.productId, productIds),
      ),
    )
    .groupBy(purchaseItems.productId);
  return new Map(rows.map((r) => [r.productId, r.units]));
}
