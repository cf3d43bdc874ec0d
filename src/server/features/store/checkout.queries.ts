import type { TLanguage } from '../../../shared/i18n/languages';
import type { StudentColumns } from '../../common/presenters';
import { preparedRows } from '../../db/raw';
import type { Tx } from '../../db/transaction';
import { EVENTS_CHANNEL, noticePayloads } from '../../events';
import { type NewNotification, notificationsPayloads, type StoredNotification } from '../notifications';

/** A product of the order as read before it is taken: the price and limit the order is priced at. */
export interface CartProduct {
  id: string;
  name: string;
  photoUrl: string;
  cost: number;
  quantity: number;
  maxPurchaseQuantity: number;
  removed: boolean;
}

/** Everything a checkout reads, in one statement under the student's lock (issue 11). */
export interface CheckoutReads {
  student: StudentColumns;
  /** The class settings' stored JSON text (null: the defaults), parsed once per change by the settings service. */
  settingsText: string | null;
  /** The teacher's chosen language (P51; null: English), read with their settings for the order e-mail. */
  teacherLanguage: TLanguage | null;
  /** The order an earlier request with the same Idempotency-Key made, if any. */
  earlierOrderId: string | null;
  products: CartProduct[];
  /** Units of each product the student already has on standing (pending or approved) orders. */
  held: Record<string, number>;
}

const CHECKOUT_READS = {
  name: 'store_checkout_reads_v4',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `select a.id, u.username, u.first_name as "firstName", u.last_name as "lastName",
    a.has_prime as "hasPrime", a.prime_expires_at as "primeExpiresAt", u.anonymous_songs as "anonymousSongs",
    a.dropped, c.id as "courseId", c.slug as "courseSlug", c.name as "courseName", c.period as "coursePeriod",
    (select ts.settings::text from teacher_settings ts where ts.teacher_id = $2) as "settingsText",
    (select tu.language from users tu where tu.id = $2) as "teacherLanguage",
    (select pu.id from purchases pu where pu.student_id = $1 and pu.idempotency_key = $3) as "earlierOrderId",
    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'photoUrl', p.photo_url,
        'cost', p.cost, 'quantity', p.quantity, 'maxPurchaseQuantity', p.max_purchase_quantity,
        'removed', p.deleted_at is not null)), '[]')
      from products p where p.id = any($4::uuid[]) and p.teacher_id = $2) as products,
    (select coalesce(json_object_agg(h.product_id, h.units), '{}') from (
        select pi.product_id, sum(pi.quantity)::int as units
        from purchase_items pi join purchases pu on pu.id = pi.purchase_id
        where pu.student_id = $1 and pu.status in ('pending', 'approved') and pi.product_id = any($4::uuid[])
        group by pi.product_id) h) as held
  from student_accounts a join users u on u.id = a.person_id
  left join courses c on c.id = coalesce($5::uuid, (select e.course_id from enrollments e
    join courses ec on ec.id = e.course_id where e.account_id = a.id order by ec.period, ec.name, ec.id limit 1))
  where a.id = $1`,
};

/**
 * The student, the class settings, an earlier order with this key, the cart's products and the units
 * already held. Sent after the student's row is locked, so what it sees of their orders is final.
 * `courseId` is the class the student orders in (P40); a teacher's order for a student names none,
 * and the order shows the student's first course with that teacher.
 */
export async function readCheckout(
  tx: Tx,
  student: { id: string; teacherId: string },
  courseId: string | null,
  idempotencyKey: string | null,
  productIds: string[],
): Promise<CheckoutReads | null> {
  type Row = StudentColumns & Omit<CheckoutReads, 'student'>;
  const [row] = await preparedRows<Row>(tx, CHECKOUT_READS, [
    student.id,
    student.teacherId,
    idempotencyKey,
    productIds,
    courseId,
  ]);
  if (!row) return null;
  const { settingsText, teacherLanguage, earlierOrderId, products, held, ...columns } = row;
  return { student: columns, settingsText, teacherLanguage, earlierOrderId, products, held };
}

export interface NewOrder {
  teacherId: string;
  studentId: string;
  status: 'pending' | 'approved';
  note: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  sameDay: boolean;
  idempotencyKey: string | null;
  createdBy: string;
  lines: ReadonlyArray<{ productId: string; quantity: number; unitCost: number }>;
  /** The teacher's notification of a student's order (P36), written with it; null for a teacher's own purchase. */
  teacherNotice: (StoredNotification & { type: NewNotification['type'] }) | null;
}

/**
 * The order, its lines, the teacher's notification and their live updates in one statement (issue
 * 43: the notification was a round trip of its own, under the student's lock). A key already used by
 * this student inserts nothing (the unique index decides, `ON CONFLICT`), and the caller answers the
 * earlier order. The notification is stored as `notify` (features/notifications) stores a teacher's:
 * its columns come from `storedNotification`.
 */
const INSERT_ORDER = {
  name: 'store_insert_order_v2',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `with purchase as (
    insert into purchases (teacher_id, student_id, status, note, subtotal, discount, tax, total, same_day,
      idempotency_key, created_by)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
    on conflict (student_id, idempotency_key) do nothing
    returning id, created_at as "createdAt", updated_at as "updatedAt"
  ), items as (
    insert into purchase_items (purchase_id, product_id, quantity, unit_cost)
    select purchase.id, i.product_id, i.quantity, i.unit_cost
    from purchase, unnest($12::uuid[], $13::int[], $14::int[]) as i(product_id, quantity, unit_cost)
  ), notice as (
    insert into notifications (user_id, type, title, content, wording)
    select $1, $17, $18, $19, $20::text::jsonb from purchase where $17::text is not null
  ), announced as (
    select pg_notify($15, payload) from purchase, unnest($16::text[]) as payload
  )
  select id, "createdAt", "updatedAt", (select count(*) from announced)::int as announced from purchase`,
};

/** Writes a new order; null when this student already used the key. */
export async function insertOrder(
  tx: Tx,
  order: NewOrder,
): Promise<{ id: string; createdAt: Date; updatedAt: Date } | null> {
  const [row] = await preparedRows<{ id: string; createdAt: Date; updatedAt: Date }>(tx, INSERT_ORDER, [
    order.teacherId,
    order.studentId,
    order.status,
    order.note,
    order.subtotal,
    order.discount,
    order.tax,
    order.total,
    order.sameDay,
    order.idempotencyKey,
    order.createdBy,
    order.lines.map((l) => l.productId),
    order.lines.map((l) => l.quantity),
    order.lines.map((l) => l.unitCost),
    EVENTS_CHANNEL,
    [
      // P38: the orders pages of the teacher and the student refresh when the order commits.
      ...noticePayloads({ to: { users: [order.teacherId, order.studentId] }, event: 'purchases' }),
      ...(order.teacherNotice ? notificationsPayloads([order.teacherId]) : []),
    ],
    order.teacherNotice?.type ?? null,
    order.teacherNotice?.title ?? null,
    order.teacherNotice?.content ?? null,
    order.teacherNotice?.wording ?? null,
  ]);
  return row ?? null;
}

const EARLIER_ORDER = {
  name: 'store_earlier_order_v1',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `select id from purchases where student_id = $1 and idempotency_key = $2`,
};

/** The order this student's key already made (after `insertOrder` found the key taken). */
export async function earlierOrderId(tx: Tx, studentId: string, idempotencyKey: string): Promise<string | null> {
  const [row] = await preparedRows<{ id: string }>(tx, EARLIER_ORDER, [studentId, idempotencyKey]);
  return row?.id ?? null;
}
