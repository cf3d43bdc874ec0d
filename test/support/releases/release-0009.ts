import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

/**
 * A small school as the release whose newest migration was 0009 stored it (the release before
 * issue 28), written as plain SQL in that release's shape so that it stays what that release wrote
 * whatever schema.ts becomes. Used by test/api/upgrade.test.ts to prove an upgrade loses nothing;
 * a release that changes the schema adds its own file beside this one.
 */
export const RELEASE_0009 = {
  teacher: { id: '0e000000-0000-4000-8000-000000000001', username: 'upgradeteacher' },
  course: { id: '0e000000-0000-4000-8000-000000000002', slug: 'period-3-algebra' },
  students: [
    { id: '0e000000-0000-4000-8000-000000000011', username: '20250011' },
    { id: '0e000000-0000-4000-8000-000000000012', username: '20250012' },
  ],
  product: { id: '0e000000-0000-4000-8000-000000000021' },
  order: { id: '0e000000-0000-4000-8000-000000000031', idempotencyKey: 'upgrade-order-1' },
  song: { id: '0e000000-0000-4000-8000-000000000041' },
  /** What the first student's ledger adds up to: a bonus of 50, a fine of 10, an order of 15. */
  firstStudentTotals: { bonuses: 50, fines: 10, purchases: 15 },
} as const;

export async function fillRelease0009(db: Db, passwordHash: string): Promise<void> {
  const { teacher, course, students, product, order, song } = RELEASE_0009;
  const [ada, ben] = students;
  const statements = [
    sql`insert into users (id, username, role, first_name, last_name, password_hash)
        values (${teacher.id}, ${teacher.username}, 'teacher', 'Emmy', 'Noether', ${passwordHash})`,
    sql`insert into courses (id, teacher_id, name, period, slug)
        values (${course.id}, ${teacher.id}, 'Algebra', 3, ${course.slug})`,
    sql`insert into users (id, username, role, first_name, last_name, password_hash, teacher_id, course_id, has_prime)
        values (${ada.id}, ${ada.username}, 'student', 'Ada', 'Lovelace', ${passwordHash}, ${teacher.id}, ${course.id}, true),
               (${ben.id}, ${ben.username}, 'student', 'Ben', 'Franklin', ${passwordHash}, ${teacher.id}, ${course.id}, false)`,
    sql`insert into transactions (teacher_id, student_id, type, amount, description, created_by)
        values (${teacher.id}, ${ada.id}, 'bonus', 50, 'Helping out', ${teacher.id}),
               (${teacher.id}, ${ada.id}, 'fine', 10, 'Late', ${teacher.id}),
               (${teacher.id}, ${ben.id}, 'bonus', 30, 'Helping out', ${teacher.id})`,
    sql`insert into products (id, teacher_id, slug, name, photo_url, cost, quantity)
        values (${product.id}, ${teacher.id}, 'pencil', 'Pencil', '', 15, 9)`,
    sql`insert into purchases (id, teacher_id, student_id, status, subtotal, discount, tax, total, idempotency_key, created_by)
        values (${order.id}, ${teacher.id}, ${ada.id}, 'pending', 15, 0, 0, 15, ${order.idempotencyKey}, ${ada.id})`,
    sql`insert into purchase_items (purchase_id, product_id, quantity, unit_cost)
        values (${order.id}, ${product.id}, 1, 15)`,
    sql`insert into transactions (teacher_id, student_id, type, amount, description, purchase_id, source, created_by)
        values (${teacher.id}, ${ada.id}, 'purchase', 15, 'Store order', ${order.id}, 'store', ${ada.id})`,
    sql`insert into song_requests (id, teacher_id, course_id, student_id, title, artist, status, cost)
        values (${song.id}, ${teacher.id}, ${course.id}, ${ben.id}, 'Bell Rings', 'Passing Period', 'pendingApproval', 0)`,
    sql`insert into hallpasses (teacher_id, course_id, student_id, destination, duration, created_by, created_by_id)
        values (${teacher.id}, ${course.id}, ${ben.id}, 'restroom', 5, 'teacher', ${teacher.id})`,
    sql`insert into notifications (user_id, type, title, content)
        values (${ada.id}, 'success', 'Bonus', 'You received 50 pts')`,
  ];
  for (const statement of statements) await db.execute(statement);
}
