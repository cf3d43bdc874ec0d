import type { TLanguage } from '../../shared/i18n/languages';
import type { TRole } from '../../shared/user';

/** A student's economy with one teacher, as their session knows it (P40). */
export interface SessionAccount {
  id: string;
  teacherId: string;
  dropped: boolean;
  /** The teacher's courses this account is enrolled in, by period. */
  courseIds: readonly string[];
}

/** A course another teacher shared with a teacher (P60): they act in it in its teacher's economy. */
export interface CoTaughtCourse {
  courseId: string;
  /** The course's own teacher, whose economy it is. */
  teacherId: string;
}

/** The person a session token belongs to, as the sessions service resolves and caches them. */
export interface SignedInPerson {
  /** Their `users` row. */
  id: string;
  role: TRole;
  username: string;
  /** A student's accounts, one per teacher; empty for staff. */
  accounts: readonly SessionAccount[];
  /** The language they chose in Settings (P51); null follows the browser's `Accept-Language`. */
  language: TLanguage | null;
  /** The hash of the session token that authenticated this request, so logout can end just it. */
  sessionTokenHash: string;
}

/**
 * Who a request acts for. A student acts in one class at a time (P40): `id` is then their account
 * in that class's economy, the id every ledger row, order, pass and song calls `student_id`, so a
 * service can't charge one teacher's economy for another's. What belongs to the person whatever the
 * class (sessions, password, dark mode, what's new) is addressed by `personId`.
 *
 * A co-teacher acting in a course shared with them (P60) acts in its teacher's economy: `id` is
 * then that teacher's (every query scoped to "the teacher" finds the teacher's students, presets
 * and settings), `personId` their own (what the audit trail and the ledger name as who did it),
 * `courseId` the course, and `coTeaching` is true: only routes that serve co-teachers admit them,
 * and those reach no student outside the course (`scopeOf`, common/economy-scope.ts).
 */
export interface Actor {
  /** Staff: their user id. A student: their account in the class this request acts in. */
  id: string;
  /** The signed-in person's user id (equal to `id` for staff). */
  personId: string;
  role: TRole;
  username: string;
  /** A student's teacher in the class this request acts in; null for teachers and the admin. */
  teacherId: string | null;
  /** The course a student or a co-teacher acts in, when it is known (chosen, or a student's only one). */
  courseId: string | null;
  /** A teacher acting in a course another teacher shared with them (P60), or a substitute in one. */
  coTeaching: boolean;
  /**
   * A substitute's session (P60): the name they gave, which the audit trail shows. They act like a
   * co-teacher of the code's course (`id` and `personId` are then the course's teacher, who made
   * the code and answers for it) on the few routes that admit substitutes.
   */
  substitute: string | null;
  /** A student whose account in this class is dropped, or who has no class left. */
  dropped: boolean;
  /** The language the person chose (P51): the server's messages to them are in it. */
  language: TLanguage | null;
  sessionTokenHash: string;
}
