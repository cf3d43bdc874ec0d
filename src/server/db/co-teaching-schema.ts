import { index, primaryKey, timestamp, uuid, pgTable } from 'drizzle-orm/pg-core';
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
