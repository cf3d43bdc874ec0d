import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Everyone who signs in: the admin, teachers and students. A student belongs to one teacher
 * (`teacher_id`) and is enrolled in at most one of that teacher's courses (`course_id`) (P7).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    role: text('role', { enum: ['student', 'teacher', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    darkMode: boolean('dark_mode').notNull().default(false),
    anonymousSongs: boolean('anonymous_songs').notNull().default(false),
    hasPrime: boolean('has_prime').notNull().default(false),
    primeExpiresAt: timestamp('prime_expires_at', { withTimezone: true }),
    dropped: boolean('dropped').notNull().default(false),
    viewedChanges: boolean('viewed_changes').notNull().default(false),
    permissions: jsonb('permissions').$type<{ jukebox: boolean }>().notNull().default({ jukebox: false }),
    teacherId: uuid('teacher_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique across the installation, whatever their case (P7).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_teacher_idx').on(t.teacherId),
    index('users_course_idx').on(t.courseId),
    check('users_role_check', sql`${t.role} in ('student', 'teacher', 'admin')`),
    check('users_student_has_teacher', sql`${t.role} <> 'student' or ${t.teacherId} is not null`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    period: integer('period').notNull(),
    slug: text('slug').notNull(),
    playlistId: text('playlist_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('courses_slug_idx').on(t.slug), index('courses_teacher_idx').on(t.teacherId)],
);

/** A teacher's class settings, one JSON document validated by `ZSettings` on the way in and out. */
export const teacherSettings = pgTable('teacher_settings', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in sessions. Only a hash of the token is kept, so a leaked table opens no accounts (P3). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per username and per address within a window (P10). Kept in the database so
 * the limit holds across several app instances.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
