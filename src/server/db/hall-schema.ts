import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { courses, studentAccounts, users } from './schema';

// Hall passes and what runs them (P48-P50): passes, groups kept apart, kiosks, emergencies.

/**
 * A hallpass (seed 000 section 3, P18, P34, P48). It belongs to the student's course. `state` is
 * stored: `requested` (waits for the teacher's approval), `waiting` (in the wait line since
 * `queued_at`), `active` (out since `started_at`) or `returned` (back at `returned_at`); the API
 * reads an active pass past its minutes as `expired`, derived at read time as the seed's state was.
 * `cost` is what was charged (held while requested or waiting); taking the pass back refunds exactly
 * that, once (refund_of = the pass id).
 */
export const hallpasses = pgTable(
  'hallpasses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The student's account with this teacher (P40); the key below pairs it with `teacher_id`. */
    studentId: uuid('student_id').notNull(),
    destination: text('destination').notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    /** The name shown as "created by" (the student's name, or what the teacher typed). */
    createdBy: text('created_by').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    cost: integer('cost').notNull().default(0),
    state: text('state', { enum: ['requested', 'waiting', 'active', 'returned'] })
      .notNull()
      .default('active'),
    /** When it joined the wait line: the line's order. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When the student went out: its minutes run from here. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** P50: the emergency that ended this pass (refunded), so staff see who was out. */
    emergencyId: uuid('emergency_id').references(() => hallEmergencies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hallpasses_course_created_idx').on(t.courseId, t.createdAt),
    index('hallpasses_course_state_idx').on(t.courseId, t.state),
    foreignKey({
      name: 'hallpasses_student_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    index('hallpasses_student_created_idx').on(t.studentId, t.createdAt),
    index('hallpasses_teacher_idx').on(t.teacherId),
    check('hallpasses_duration_positive', sql`${t.duration} > 0`),
    check('hallpasses_cost_not_negative', sql`${t.cost} >= 0`),
    check('hallpasses_state_check', sql`${t.state} in ('requested', 'waiting', 'active', 'returned')`),
    check(
      'hallpasses_state_times',
      sql`(${t.state} not in ('active', 'returned') or ${t.startedAt} is not null) and (${t.state} <> 'returned' or ${t.returnedAt} is not null)`,
    ),
  ],
);

/**
 * P48: a group of one teacher's students who may not be out of class together (a separation).
 * A member is refused a pass while another member is out, without being told who.
 */
export const hallSeparations = pgTable(
  'hall_separations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('hall_separations_teacher_idx').on(t.teacherId)],
);

/** The students of a separation: accounts of the separation's teacher (the key pairs them). */
export const hallSeparationMembers = pgTable(
  'hall_separation_members',
  {
    separationId: uuid('separation_id')
      .notNull()
      .references(() => hallSeparations.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').notNull(),
    studentId: uuid('student_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.separationId, t.studentId] }),
    foreignKey({
      name: 'hall_separation_members_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    index('hall_separation_members_student_idx').on(t.studentId),
  ],
);

/**
 * P50: an emergency switched on by a teacher (their courses) or, with `teacher_id` null, by the
 * admin (every course). While one is open (`ended_at` null) no pass starts. At most one open per
 * scope, so two presses at once can't open two.
 */
export const hallEmergencies = pgTable(
  'hall_emergencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The teacher whose courses it covers; null: the whole installation (the admin's). */
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'cascade' }),
    startedById: uuid('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hall_emergencies_one_open_idx')
      .on(sql`coalesce(${t.teacherId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * P49: a classroom device the teacher made a kiosk for one course. Only the code's hash is kept: the
 * code is shown once, when the kiosk is made. Revoking deletes the row, and its sessions with it.
 */
export const kiosks = pgTable(
  'kiosks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    /** When a device last used it: the teacher sees which kiosks are in use. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kiosks_code_hash_idx').on(t.codeHash), index('kiosks_teacher_idx').on(t.teacherId)],
);

/** A device's session as a kiosk (an HttpOnly cookie's token, hashed): it can make kiosk calls only. */
export const kioskSessions = pgTable(
  'kiosk_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('kiosk_sessions_kiosk_idx').on(t.kioskId)],
);

/**
 * P49: the changes a kiosk made, by the idempotency key it sent with each, so a request retried
 * after a dropped connection answers with the pass the first try made or ended and never charges
 * twice. Only successes are kept (a refusal rolls back and charged nothing, so its retry may simply
 * run again); the pass is read afresh for the answer, so nothing here names a student.
 */
export const kioskRequests = pgTable(
  'kiosk_requests',
  {
    kioskId: uuid('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    // Set null, not cascade: a retry of a deleted pass's request must not start a new one.
    passId: uuid('pass_id').references(() => hallpasses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kioskId, t.key] }), index('kiosk_requests_created_idx').on(t.createdAt)],
);
