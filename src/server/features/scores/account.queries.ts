import type { Db } from '../../db/client';
import { preparedRows, type PreparedStatement } from '../../db/raw';

/** Timestamps as JavaScript's toISOString() writes them, so ledger and scores sort together as text. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface AccountEntry {
  id: string;
  type: 'bonus' | 'fine' | 'purchase';
  amount: number;
  description: string;
  typeTitle: string | null;
  /** The messages of the system's texts (src/server/i18n/stored-text.ts). */
  wording: unknown;
  productId: string | null;
  purchaseId: string | null;
  createdAt: string;
  updatedAt: string;
  creator: { _id: string; username: string; firstName: string; lastName: string } | null;
}

export interface AccountScore {
  id: string;
  studentId: string;
  value: number;
  createdAt: string;
  updatedAt: string;
  taskId: string;
  taskSlug: string;
  title: string;
  totalPoints: number;
  multiplier: number;
}

export interface AccountRow {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  hasPrime: boolean;
  primeExpiresAt: string | null;
  anonymousSongs: boolean;
  dropped: boolean;
  passAccommodation: boolean;
  hasKioskPin: boolean;
  shared: boolean;
  teacherId: string;
  courseId: string | null;
  courseSlug: string | null;
  courseName: string | null;
  coursePeriod: number | null;
  /** The teacher's settings as stored (JSON text), null when they never saved any. */
  settingsText: string | null;
  entries: AccountEntry[];
  scores: AccountScore[];
}

/**
 * Everything a student's account page needs in one round trip: the student, their teacher's
 * settings (as stored text, parsed again only when it changed), their ledger (newest first) and
 * their scores of live assignments, the lists built as JSON by PostgreSQL. This is the most
 * requested read in a classroom, so it is one prepared statement. `$2`, a teacher's id, picks that
 * teacher's account of the student (P40; null: their first); `$3`, when the student reads their own
 * in a class, the course to show with it.
 */
function accountStatement(name: string, courseJoin: string): PreparedStatement {
  return {
    name,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
    text: `
    select a.id, s.username, s.first_name as "firstName", s.last_name as "lastName", a.has_prime as "hasPrime",
      ${iso('a.prime_expires_at')} as "primeExpiresAt", s.anonymous_songs as "anonymousSongs", a.dropped,
      a.pass_accommodation as "passAccommodation", a.kiosk_pin_hash is not null as "hasKioskPin",
      exists (select 1 from student_accounts o where o.person_id = a.person_id and o.teacher_id <> a.teacher_id) as shared,
      a.teacher_id as "teacherId", c.id as "courseId", c.slug as "courseSlug", c.name as "courseName",
      c.period as "coursePeriod", ts.settings::text as "settingsText",
      coalesce((
        select json_agg(json_build_object(
          'id', t.id, 'type', t.type, 'amount', t.amount, 'description', t.description,
          'typeTitle', t.type_title, 'wording', t.wording, 'productId', t.product_id, 'purchaseId', t.purchase_id,
          'createdAt', ${iso('t.created_at')}, 'updatedAt', ${iso('t.updated_at')},
          'creator', case when u.id is null then null else json_build_object(
            '_id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name) end
        ) order by t.created_at desc)
        from transactions t left join users u on u.id = t.created_by
        where t.student_id = a.id
      ), '[]'::json) as entries,
      coalesce((
        select json_agg(json_build_object(
          'id', sc.id, 'studentId', sc.student_id, 'value', sc.value,
          'createdAt', ${iso('sc.created_at')}, 'updatedAt', ${iso('sc.updated_at')},
          'taskId', tk.id, 'taskSlug', tk.slug, 'title', tk.title,
          'totalPoints', tk.total_points, 'multiplier', tk.multiplier
        ) order by sc.created_at desc)
        from scores sc join tasks tk on tk.id = sc.task_id
        where sc.student_id = a.id and tk.deleted_at is null
      ), '[]'::json) as scores
    from student_accounts a
    join users s on s.id = a.person_id
    ${courseJoin}
    left join teacher_settings ts on ts.teacher_id = a.teacher_id
    where lower(s.username) = $1 and ($2::uuid is null or a.teacher_id = $2::uuid)
    order by a.created_at, a.id
    limit 1`,
  };
}

/** A student reading their own account in the class they act in: that course, by its key. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
const ACCOUNT_IN_COURSE = accountStatement('student_account_in_course_v3', 'left join courses c on c.id = $3::uuid');
/**
 * A teacher's or the admin's read: the account's earliest course. Its own statement, so the
 * student's hot read above never plans the lookup (PostgreSQL hashes every course to make it).
 */
const ACCOUNT = accountStatement(
  'student_account_v4',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  `left join courses c on c.id = (
      select e.course_id from enrollments e join courses ec on ec.id = e.course_id
      where e.account_id = a.id order by ec.period, ec.name, ec.id limit 1)`,
);

/**
 * The account of the student with this username with this teacher (null: their first), shown with
 * `courseId` (the course the student acts in) or else their first course.
 */
export async function loadAccount(
  db: Db,
  username: string,
  teacherId: string | null,
  courseId: string | null,
): Promise<AccountRow | undefined> {
  const key = username.trim().toLowerCase();
  const [row] =
    courseId === null
      ? await preparedRows<AccountRow>(db, ACCOUNT, [key, teacherId])
      : await preparedRows<AccountRow>(db, ACCOUNT_IN_COURSE, [key, teacherId, courseId]);
  return row;
}
