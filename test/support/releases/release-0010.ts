import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

/**
 * Two teachers' classes as the release whose newest migration was 0010 stored them (the release
 * before P40, where a student row held its teacher, course, Prime and standing), written as plain
 * SQL in that shape so that it stays what that release wrote whatever schema.ts becomes. Every kind
 * of row that points at a student is here once, so test/api/upgrade-0011.test.ts can check that
 * each is re-pointed at the student's new account and nothing is lost.
 */
const id = (n: number) => `0f000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const RELEASE_0010 = {
  teachers: {
    noether: { id: id(1), username: 'noether' },
    curie: { id: id(2), username: 'curie' },
  },
  courses: {
    algebra: { id: id(3), slug: 'algebra-p1' },
    physics: { id: id(4), slug: 'physics-p2' },
  },
  students: {
    /** Noether's, in Algebra, with Prime until 2099 and a store order. */
    ada: { id: id(11), username: '20250011' },
    /** Noether's, in Algebra, dropped. */
    ben: { id: id(12), username: '20250012' },
    /** Noether's, in no course. */
    cleo: { id: id(13), username: '20250013' },
    /** Curie's, in Physics. */
    dan: { id: id(14), username: '20250014' },
  },
  product: { id: id(21) },
  order: { id: id(31), idempotencyKey: 'upgrade-0010-order' },
  song: { id: id(41) },
  /** A session Ada had open before the upgrade: its token (the table keeps only its hash). */
  adaSessionToken: 'release-0010-ada-session-token-0000000000000000',
  /** Each student's balance before the upgrade (no scores: bonuses minus fines minus purchases). */
  balances: { ada: 25, ben: 30, cleo: 5, dan: 62 },
  primeExpiresAt: '2099-06-30T00:00:00.000Z',
} as const;

export async function fillRelease0010(db: Db, passwordHash: string, adaSessionHash: string): Promise<void> {
  const { teachers, courses, students, product, order, song, primeExpiresAt } = RELEASE_0010;
  const { noether, curie } = teachers;
  const { algebra, physics } = courses;
  const { ada, ben, cleo, dan } = students;
  const statements = [
    sql`insert into users (id, username, role, first_name, last_name, password_hash)
        values (${noether.id}, ${noether.username}, 'teacher', 'Emmy', 'Noether', ${passwordHash}),
               (${curie.id}, ${curie.username}, 'teacher', 'Marie', 'Curie', ${passwordHash})`,
    sql`insert into courses (id, teacher_id, name, period, slug)
        values (${algebra.id}, ${noether.id}, 'Algebra', 1, ${algebra.slug}),
               (${physics.id}, ${curie.id}, 'Physics', 2, ${physics.slug})`,
    sql`insert into users (id, username, role, first_name, last_name, password_hash, teacher_id, course_id,
          has_prime, prime_expires_at, dropped, dark_mode)
        values (${ada.id}, ${ada.username}, 'student', 'Ada', 'Lovelace', ${passwordHash}, ${noether.id}, ${algebra.id},
                  true, ${primeExpiresAt}, false, true),
               (${ben.id}, ${ben.username}, 'student', 'Ben', 'Franklin', ${passwordHash}, ${noether.id}, ${algebra.id},
                  false, null, true, false),
               (${cleo.id}, ${cleo.username}, 'student', 'Cleo', 'Patra', ${passwordHash}, ${noether.id}, null,
                  false, null, false, false),
               (${dan.id}, ${dan.username}, 'student', 'Dan', 'Brown', ${passwordHash}, ${curie.id}, ${physics.id},
                  false, null, false, false)`,
    sql`insert into transactions (teacher_id, student_id, type, amount, description, created_by)
        values (${noether.id}, ${ada.id}, 'bonus', 50, 'Helping out', ${noether.id}),
               (${noether.id}, ${ada.id}, 'fine', 10, 'Late', ${noether.id}),
               (${noether.id}, ${ben.id}, 'bonus', 30, 'Helping out', ${noether.id}),
               (${noether.id}, ${cleo.id}, 'bonus', 5, 'Welcome', ${noether.id}),
               (${curie.id}, ${dan.id}, 'bonus', 70, 'Lab work', ${curie.id})`,
    sql`insert into products (id, teacher_id, slug, name, photo_url, cost, quantity)
        values (${product.id}, ${noether.id}, 'upgrade-pencil', 'Pencil', '', 15, 9)`,
    sql`insert into purchases (id, teacher_id, student_id, status, subtotal, discount, tax, total, idempotency_key, created_by)
        values (${order.id}, ${noether.id}, ${ada.id}, 'pending', 15, 0, 0, 15, ${order.idempotencyKey}, ${ada.id})`,
    sql`insert into purchase_items (purchase_id, product_id, quantity, unit_cost) values (${order.id}, ${product.id}, 1, 15)`,
    sql`insert into transactions (teacher_id, student_id, type, amount, description, purchase_id, source, created_by)
        values (${noether.id}, ${ada.id}, 'purchase', 15, 'Store order', ${order.id}, 'store', ${ada.id})`,
    // Ben's song, whose removal Ada asked for (for free here, so the balances stay round).
    sql`insert into song_requests (id, teacher_id, course_id, student_id, title, artist, status, cost,
          removal_requested_by, removal_cost)
        values (${song.id}, ${noether.id}, ${algebra.id}, ${ben.id}, 'Bell Rings', 'Passing Period', 'pendingRemoval', 0,
                ${ada.id}, 0)`,
    sql`insert into hallpasses (teacher_id, course_id, student_id, destination, duration, created_by, created_by_id)
        values (${curie.id}, ${physics.id}, ${dan.id}, 'restroom', 5, 'Dan Brown', ${dan.id})`,
    sql`insert into transactions (teacher_id, student_id, type, amount, description, source, created_by)
        values (${curie.id}, ${dan.id}, 'purchase', 8, 'Jukebox: Song', 'jukebox', ${dan.id})`,
    sql`insert into jukebox_plays (teacher_id, course_id, student_id, kind, track_uri, track_name, artists, cost, state)
        values (${curie.id}, ${physics.id}, ${dan.id}, 'add', 'spotify:track:upgrade', 'Song', 'Band', 8, 'done')`,
    sql`with quiz as (insert into tasks (teacher_id, course_id, slug, title, total_points)
          values (${curie.id}, ${physics.id}, 'upgrade-quiz', 'Quiz', 10) returning id)
        insert into scores (task_id, student_id, value) select quiz.id, ${dan.id}, 0 from quiz`,
    sql`insert into notifications (user_id, type, title, content)
        values (${ada.id}, 'success', 'Bonus', 'You received 50 pts'),
               (${noether.id}, 'info', 'New order', 'Ada ordered a pencil')`,
    sql`insert into audit_entries (teacher_id, actor_id, student_id, entity, entity_id, action, after)
        values (${noether.id}, ${noether.id}, ${ada.id}, 'student', ${ada.id}, 'update', '{"hasPrime": true}')`,
    sql`insert into sessions (token_hash, user_id, expires_at)
        values (${adaSessionHash}, ${ada.id}, now() + interval '7 days')`,
  ];
  for (const statement of statements) await db.execute(statement);
}
