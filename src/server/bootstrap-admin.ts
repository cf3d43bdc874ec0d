import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { users } from './db/schema';
import { hashPassword } from './common/password';

/**
 * P8: the first start of an empty installation creates the admin, from ADMIN_USERNAME and
 * ADMIN_PASSWORD when set, otherwise `admin` with a random password printed once.
 * Returns the password to print when one was generated.
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return { created: false };
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      username,
      role: 'admin',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the admin's stored name, a name in every language
      firstName: 'Classmint',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the admin's stored name, a name in every language
      lastName: 'Admin',
      passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
      // The admin has no What's New dialog; mark it seen.
      viewedChanges: true,
    })
    .onConflictDoNothing();
  return { created: true, generatedPassword };
}
