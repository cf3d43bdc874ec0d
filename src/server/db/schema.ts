import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { TLanguage } from '../../shared/i18n/languages';

/**
 * Everyone who signs in: the admin, teachers and students. A student is one person here (username,
 * password, personal settings) with an economy account per teacher (`student_accounts`, P40).
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
    viewedChanges: boolean('viewed_changes').notNull().default(false),
    /**
     * The language the person chose in Settings (P51); null follows their browser. Any language of
     * src/shared/i18n/languages.json: adding one there needs no migration (docs/texts.md).
     */
    language: text('language').$type<TLanguage>(),
    permissions: jsonb('permissions').$type<{ jukebox: boolean }>().notNull().default({ jukebox: false }),
    /**
     * The person's school e-mail (P46): how the school's sign-in finds a teacher or the admin, and a
     * student when the roster gave one. Stored as typed; compared without case.
     */
    email: text('email'),
    /** The person's `sourcedId` in the school's OneRoster export (P47), kept across imports. */
    sourcedId: text('sourced_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique across the installation, whatever their case (P7, P40: one person).
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // One person per e-mail: the school's sign-in must never have two people to choose from.
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_sourced_id_idx')
      .on(t.sourcedId)
      .where(sql`${t.sourcedId} is not null`),
    check('users_role_check', sql`${t.role} in ('student', 'teacher', 'admin')`),
    check('users_language_check', sql`${t.language} ~ '^[a-z]{2,3}$'`),
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
    /** The class's `sourcedId` in the school's OneRoster export (P47), kept across imports. */
    sourcedId: text('sourced_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courses_slug_idx').on(t.slug),
    index('courses_teacher_idx').on(t.teacherId),
    uniqueIndex('courses_sourced_id_idx')
      .on(t.sourcedId)
      .where(sql`${t.sourcedId} is not null`),
  ],
);

/**
 * A student's economy with one teacher (P40): their balance, ledger, scores, orders, Prime, passes
 * and songs with that teacher all belong to this row, never to the person, so points can't cross
 * teachers. `(id, teacher_id)` is unique so the economy's rows can point at both at once: the
 * database itself refuses a ledger row whose teacher is not the account's. A student migrated from
 * before P40 keeps their user id as their account id, so ids held by clients still work.
 */
export const studentAccounts = pgTable(
  'student_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dropped: boolean('dropped').notNull().default(false),
    hasPrime: boolean('has_prime').notNull().default(false),
    primeExpiresAt: timestamp('prime_expires_at', { withTimezone: true }),
    /**
     * P48: the teacher's accommodation for hallpasses (an IEP or 504 plan): this student passes free,
     * beyond every limit, and is never refused for their balance.
     */
    passAccommodation: boolean('pass_accommodation').notNull().default(false),
    /**
     * P49: the 4-digit PIN this student types at the kiosk when the teacher turns `kioskPin` on,
     * hashed like a password so the table never shows it.
     */
    kioskPinHash: text('kiosk_pin_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_accounts_person_teacher_idx').on(t.personId, t.teacherId),
    uniqueIndex('student_accounts_id_teacher_idx').on(t.id, t.teacherId),
    index('student_accounts_teacher_idx').on(t.teacherId),
  ],
);

/** The courses (periods) an account is in: any number of one teacher's courses (P40). */
export const enrollments = pgTable(
  'enrollments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => studentAccounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.courseId] }), index('enrollments_course_idx').on(t.courseId)],
);

/**
 * The enrolments a OneRoster roster made (P47), one per student account and rostered course, kept
 * after the student leaves the class (`dropped_at`), so a later roster can tell a student coming back
 * (restored, with the points of their account) from a new one, and drops only what a roster made:
 * a teacher's own enrolments in the same course are never the roster's to end.
 */
export const rosterEnrollments = pgTable(
  'roster_enrollments',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => studentAccounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** When a roster no longer had the student in the class; null while it has. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.courseId] }), index('roster_enrollments_course_idx').on(t.courseId)],
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
 * Sign-in attempts counted per key: a (username, client) pair, a username, an address (P10). Each
 * attempt is counted before its password is checked, in the statement that checks the limit, so
 * attempts sent at once can't all pass. Kept in the database so limits hold across instances.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** A pair's growing delay: no attempt from this pair before this moment. */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
});

/**
 * Browsers a user has signed in from (a random token in an HttpOnly cookie, stored hashed). Sign-ins
 * from such a browser are not held back by the username and address ceilings, so a classmate's
 * failures on another device can't lock the owner out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_devices_user_idx').on(t.userId)],
);

/** An assignment of a course. Removed ones keep their row (and name) with `deleted_at` set (P30). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    totalPoints: doublePrecision('total_points').notNull(),
    multiplier: doublePrecision('multiplier').notNull().default(1),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tasks_slug_idx').on(t.slug),
    index('tasks_course_idx').on(t.courseId),
    // A gradebook import matches assignments by title within a course.
    uniqueIndex('tasks_course_title_live_idx')
      .on(t.courseId, sql`lower(${t.title})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One score per student per assignment (P12: a re-import updates it). */
export const scores = pgTable(
  'scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The student's account with the assignment's teacher (P40). */
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentAccounts.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scores_task_student_idx').on(t.taskId, t.studentId),
    index('scores_student_idx').on(t.studentId),
  ],
);

/** Bonus and fine presets a teacher reuses (seed 001 section 3). */
export const presets = pgTable(
  'presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bonus', 'fine'] }).notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('presets_teacher_idx').on(t.teacherId, t.kind), check('presets_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * The points ledger (P11): every change to a balance that is not an assessment. Amounts are
 * stored as sent (positive), except refunds the system makes, which are negative purchases.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's account with this teacher (P40); the key below pairs it with `teacher_id`. */
    studentId: uuid('student_id').notNull(),
    type: text('type', { enum: ['bonus', 'fine', 'purchase'] }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    typeTitle: text('type_title'),
    /**
     * The messages of `description` and `type_title` where the system wrote them from a catalogue (a
     * hall pass, a refund), read in the reader's language; the text columns keep their English.
     */
    wording: jsonb('wording'),
    productId: uuid('product_id'),
    /** The store order this charge or refund belongs to. */
    purchaseId: uuid('purchase_id'),
    /**
     * What a charge or refund the system made pays for, for the economy view's totals: 'store',
     * 'prime', 'hallpass', 'song', 'songRemoval', 'jukebox', 'skip'. Null on a teacher's own entry.
     */
    source: text('source', { enum: ['store', 'prime', 'hallpass', 'song', 'songRemoval', 'jukebox', 'skip'] }),
    /**
     * On a refund: the id of what it gives back (an order, later a hallpass or a song request). Unique,
     * so one thing is refunded at most once, however many clicks or retries arrive together.
     */
    refundOf: uuid('refund_of'),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transactions_purchase_idx').on(t.purchaseId),
    foreignKey({
      name: 'transactions_student_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    uniqueIndex('transactions_refund_of_unique').on(t.refundOf),
    index('transactions_student_idx').on(t.studentId, t.type),
    index('transactions_teacher_idx').on(t.teacherId),
    check('transactions_type_check', sql`${t.type} in ('bonus', 'fine', 'purchase')`),
    check('transactions_amount_sign', sql`${t.amount} > 0 or ${t.type} = 'purchase'`),
  ],
);

/** Who changed or removed what, with the before and after (P13, P30). Nothing is silently lost. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it when a substitute did (P60): the name they gave; `actor_id` is then null. */
    substituteName: text('substitute_name'),
    /**
     * The student's account the entry concerns, when it concerns one: a plain id, so the entry outlives
     * the account; erasure (P42) clears it.
     */
    studentId: uuid('student_id'),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_teacher_idx').on(t.teacherId, t.createdAt), index('audit_student_idx').on(t.studentId)],
);

/**
 * Each staff read of a student's data (P44): their account page, their record, an export that holds
 * them. It belongs to the student (the person) and goes with them (P42); the reader is kept by id
 * only, so a deleted teacher's name doesn't outlive them either (they read as "a deleted user").
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['teacher', 'admin'] }).notNull(),
    // 'backup' (P44): the admin's backup of the whole installation; no constraint in the database, so no migration.
    action: text('action', { enum: ['account', 'record', 'export', 'backup'] }).notNull(),
  },
  (t) => [index('access_log_student_idx').on(t.studentId, t.at), index('access_log_at_idx').on(t.at)],
);

/**
 * How many days each kind of record is kept (P43): one row for the installation, absent until the
 * admin first saves (the defaults apply). `last_purged_at` is the daily purge's claim on its day,
 * so two instances never both purge.
 */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: boolean('id').primaryKey().default(true),
    passes: integer('passes').notNull(),
    songs: integer('songs').notNull(),
    jukebox: integer('jukebox').notNull(),
    notifications: integer('notifications').notNull(),
    audit: integer('audit').notNull(),
    accessLog: integer('access_log').notNull(),
    sessions: integer('sessions').notNull(),
    lastPurgedAt: timestamp('last_purged_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('retention_settings_one_row', sql`${t.id}`),
    check(
      'retention_settings_days_positive',
      sql`least(${t.passes}, ${t.songs}, ${t.jukebox}, ${t.notifications}, ${t.audit}, ${t.accessLog}, ${t.sessions}) >= 1`,
    ),
  ],
);

/**
 * In-app notifications (P23, P32), cleared by their owner. `user_id` is the person who reads it;
 * a student's also names the account (the economy) it is about, so each class shows its own (P40).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => studentAccounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['success', 'info', 'warning', 'error'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * The messages of `title` and `content` where they come from a catalogue, read in the reader's
     * language when listed; the text columns keep their English (src/server/i18n/stored-text.ts).
     */
    wording: jsonb('wording'),
    /** The ledger entry it tells about (a bonus, a fine): edited with it, gone with it. */
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_account_idx').on(t.accountId, t.createdAt),
    index('notifications_transaction_idx').on(t.transactionId),
  ],
);

/** The class store's catalogue. Stock can't go below zero (P16); removed products keep their row (P30). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photoUrl: text('photo_url').notNull(),
    cost: integer('cost').notNull(),
    quantity: integer('quantity').notNull(),
    maxPurchaseQuantity: integer('max_purchase_quantity').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_idx').on(t.slug),
    index('products_teacher_idx').on(t.teacherId),
    check('products_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('products_cost_not_negative', sql`${t.cost} >= 0`),
    check('products_max_not_negative', sql`${t.maxPurchaseQuantity} >= 0`),
  ],
);

/** A store order (seed 001 "Purchase"). Its charge is one ledger entry; refunds are negative ones (P15). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's account with this teacher (P40); the key below pairs it with `teacher_id`. */
    studentId: uuid('student_id').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] }).notNull(),
    note: text('note').notNull().default(''),
    subtotal: doublePrecision('subtotal').notNull(),
    discount: doublePrecision('discount').notNull(),
    tax: doublePrecision('tax').notNull(),
    total: integer('total').notNull(),
    /** Prime same-day delivery was on for this order when it was placed. */
    sameDay: boolean('same_day').notNull().default(false),
    /** P16: the client's Idempotency-Key, so a retried submission makes one order. */
    idempotencyKey: text('idempotency_key'),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_teacher_idx').on(t.teacherId, t.status),
    foreignKey({
      name: 'purchases_student_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    index('purchases_student_idx').on(t.studentId),
    uniqueIndex('purchases_idempotency_idx').on(t.studentId, t.idempotencyKey),
    check('purchases_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

export const purchaseItems = pgTable(
  'purchase_items',
  {
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The unit cost when ordered, so a later price change doesn't rewrite history. */
    unitCost: integer('unit_cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseId, t.productId] }),
    check('purchase_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A song request (seed 000 sections 3 and 4, P19, P35). `cost` is what the requester paid;
 * `removal_cost` what the student who asked for its removal paid (`removal_requested_by`).
 * Anonymity is fixed when the song is requested.
 */
export const songRequests = pgTable(
  'song_requests',
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
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    status: text('status', { enum: ['approved', 'pendingApproval', 'pendingRemoval', 'rejected', 'removed'] })
      .notNull()
      .default('pendingApproval'),
    statusDescription: text('status_description').notNull().default(''),
    anonymous: boolean('anonymous').notNull().default(false),
    cost: integer('cost').notNull().default(0),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
    removalRequestedBy: uuid('removal_requested_by').references(() => studentAccounts.id, { onDelete: 'set null' }),
    removalCost: integer('removal_cost').notNull().default(0),
    /** The name of who paid for the removal, once removed (shown as `removedBy`). */
    removedBy: text('removed_by'),
    /**
     * The messages of `status_description` and `removed_by` where they come from a catalogue (a
     * reason or condition from the app's own list, an erasure's "a former student"), read in the
     * reader's language (P51); the text columns keep their English, and a teacher's own words have none.
     */
    wording: jsonb('wording'),
    /** The Spotify track the teacher put on the course's playlist when approving; taken off again when the song is removed. */
    spotifyTrackUri: text('spotify_track_uri'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('song_requests_course_idx').on(t.courseId, t.createdAt),
    foreignKey({
      name: 'song_requests_student_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    index('song_requests_teacher_idx').on(t.teacherId),
    index('song_requests_student_idx').on(t.studentId),
    check(
      'song_requests_status_check',
      sql`${t.status} in ('approved', 'pendingApproval', 'pendingRemoval', 'rejected', 'removed')`,
    ),
  ],
);

/**
 * A teacher's Spotify connection (P20). Both tokens are sealed (AES-256-GCM, the teacher's id as
 * associated data), so a database copy alone can't play anyone's music; only the server decrypts.
 */
export const spotifyConnections = pgTable('spotify_connections', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spotifyUserId: text('spotify_user_id').notNull(),
  displayName: text('display_name').notNull(),
  /** 'premium' or 'free': playback control needs Premium, so the settings can say so early. */
  product: text('product').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  /** When the access token stops working; it is refreshed a minute before. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /**
   * While one request refreshes the tokens with Spotify, others wait for it rather than refresh
   * too: a lease taken and given back in short statements, never a lock held across the call.
   */
  refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A started connection: the single-use state sent to Spotify (stored as a SHA-256 hash) finds the
 * teacher on the callback, which arrives without the session cookie (P39); the PKCE verifier waits
 * here, sealed, until then.
 */
export const spotifyAuthStates = pgTable(
  'spotify_auth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verifierSealed: text('verifier_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('spotify_auth_states_teacher_idx').on(t.teacherId)],
);

/**
 * A started sign-in with the school's identity provider (P46): the single-use state (stored as a
 * SHA-256 hash) is taken by the callback, so a replayed state finds nothing; the nonce and the PKCE
 * verifier wait here, sealed, until then. Rows expire after minutes and are swept.
 */
export const oidcAuthStates = pgTable(
  'oidc_auth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    nonceSealed: text('nonce_sealed').notNull(),
    verifierSealed: text('verifier_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_auth_states_expires_idx').on(t.expiresAt)],
);

/** A teacher's request for jukebox access, for the admin (P37); one per teacher, the newest kept. */
export const jukeboxAccessRequests = pgTable('jukebox_access_requests', {
  teacherId: uuid('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every track queued or skipped through Classmint: the per-day cap, the fair order (whose song came
 * last) and the teacher's record read it. The charge itself is in the ledger, linked here.
 */
export const jukeboxPlays = pgTable(
  'jukebox_plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's course; null when the teacher queued it. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** Null when the teacher queued or skipped (free); else the student's account (P40). */
    studentId: uuid('student_id'),
    kind: text('kind', { enum: ['add', 'skip'] }).notNull(),
    trackUri: text('track_uri'),
    trackName: text('track_name').notNull(),
    artists: text('artists').notNull(),
    cost: integer('cost').notNull().default(0),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    /**
     * 'held' while Spotify is being asked (the points are held: charged, and removed again if
     * Spotify refuses); 'done' once it accepted. A hold counts for the day's cap and fair turns.
     */
    state: text('state', { enum: ['held', 'done'] })
      .notNull()
      .default('done'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jukebox_plays_teacher_created_idx').on(t.teacherId, t.createdAt),
    foreignKey({
      name: 'jukebox_plays_student_account_fk',
      columns: [t.studentId, t.teacherId],
      foreignColumns: [studentAccounts.id, studentAccounts.teacherId],
    }).onDelete('cascade'),
    index('jukebox_plays_student_created_idx').on(t.studentId, t.createdAt),
    check('jukebox_plays_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);
