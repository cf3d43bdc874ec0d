import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import type { Db } from '../../src/server/db/client';
import { courses, enrollments, studentAccounts, teacherSettings, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/common/password';
import { apiClient, type ApiClient } from './test-app';

export const TEST_PASSWORD = 'correct-horse-1';
let passwordHash: Promise<string> | undefined;
// One argon2 hash shared by every factory-made user keeps the suite fast.
const sharedHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');
let studentNumber = 100000 + Math.floor(Math.random() * 800000);

export interface MadeUser {
  id: string;
  username: string;
}

export async function makeAdmin(db: Db, username = `admin${unique()}`): Promise<MadeUser> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
      passwordHash: await sharedHash(),
      viewedChanges: true,
    })
    .returning({ id: users.id, username: users.username });
  return row!;
}

export async function makeTeacher(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { settings?: Partial<TSettings> } = {},
): Promise<MadeUser> {
  const { settings, ...fields } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      username: `teacher${unique()}`,
      role: 'teacher',
      firstName: 'Tess',
      lastName: 'Teacher',
      title: 'Ms.',
      passwordHash: await sharedHash(),
      ...fields,
    })
    .returning({ id: users.id, username: users.username });
  await db.insert(teacherSettings).values({ teacherId: row!.id, settings: { ...defaultSettings(), ...settings } });
  return row!;
}

export async function makeCourse(db: Db, teacherId: string, period = 1, name = `Course ${unique()}`) {
  const [row] = await db
    .insert(courses)
    .values({ teacherId, name, period, slug: `course-${unique()}` })
    .returning();
  return row!;
}

/** What of a student belongs to their account with one teacher (P40), not to the person. */
export interface AccountFields {
  courseId?: string | null;
  dropped?: boolean;
  hasPrime?: boolean;
  primeExpiresAt?: Date | null;
}

export interface MadeStudent extends MadeUser {
  /** The person (their `users` row): what sessions and personal settings belong to. */
  personId: string;
}

/**
 * A student with an account with `teacherId`, enrolled in `courseId` when given. `id` is the
 * account's (what the teacher's calls and every economy row use); it is never the person's id, so
 * a test can't pass by confusing the two (migrated students have equal ids; new ones don't).
 */
export async function makeStudent(
  db: Db,
  teacherId: string,
  overrides: Partial<typeof users.$inferInsert> & AccountFields = {},
): Promise<MadeStudent> {
  const { courseId, dropped, hasPrime, primeExpiresAt, ...personFields } = overrides;
  const [person] = await db
    .insert(users)
    .values({
      username: String(studentNumber++),
      role: 'student',
      firstName: 'Sam',
      lastName: 'Student',
      passwordHash: await sharedHash(),
      ...personFields,
    })
    .returning({ id: users.id, username: users.username });
  const account = await addAccount(db, person!.id, teacherId, { courseId, dropped, hasPrime, primeExpiresAt });
  return { id: account, username: person!.username, personId: person!.id };
}

/** Gives an existing person an account with another teacher (P40); answers the account's id. */
export async function addAccount(db: Db, personId: string, teacherId: string, fields: AccountFields = {}) {
  const { courseId, ...accountFields } = fields;
  const [account] = await db
    .insert(studentAccounts)
    .values({ personId, teacherId, ...accountFields })
    .returning({ id: studentAccounts.id });
  if (courseId) await db.insert(enrollments).values({ accountId: account!.id, courseId });
  return account!.id;
}

/** Signs in through the real login route and returns a client carrying the token. */
export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const answer = await apiClient(app).post<{ user: { token: string } }>('/api/users/login', {
    user: { username, password },
  });
  if (answer.status !== 200)
    throw new Error(`sign-in failed for ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return apiClient(app, answer.body.user.token);
}
