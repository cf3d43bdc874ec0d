import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses, users } from './schema';

// The adults who share a class (P60) beside the courses they share.

/**
 * A teacher of the installation whom a course's own teacher added to it: they act in that course,
 * in its teacher's economy, for its students (P60). The row goes with the course or with either
 * teacher (the foreign keys cascade); removing it ends the co-teaching at once (migration 0026's
 * trigger tells every instance's session cache).
 */
export const courseCoTeachers = pgTable(
  'course_co_teachers',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    coTeacherId: uuid('co_teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.coTeacherId] }),
    // A co-teacher's session reads the courses shared with them.
    index('course_co_teachers_co_teacher_idx').on(t.coTeacherId),
  ],
);

/**
 * A code a course's teacher made for a substitute (P60): it opens sessions in that course until
 * `expires_at` (1 to 12 hours). Kept readable, unlike a kiosk's: it lasts a school day at most and
 * the teacher must be able to show, print and end it again after a reload. Deleting the row (the
 * teacher ending it, the course going) ends its sessions with it.
 */
export const substituteCodes = pgTable(
  'substitute_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('substitute_codes_code_idx').on(t.code), index('substitute_codes_course_idx').on(t.courseId)],
);

/** A substitute's session: the hash of its token (`Authorization: Token`), the code it came from, their name. */
export const substituteSessions = pgTable(
  'substitute_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => substituteCodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('substitute_sessions_code_idx').on(t.codeId)],
);
