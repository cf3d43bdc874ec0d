import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { oidcBindings } from '../../db/sign-in-schema';

/** The provider's account as the verified ID token names it: its issuer and `sub`. */
export interface ProviderSubject {
  issuer: string;
  subject: string;
}

/** The person this provider account is bound to, or null when it is bound to nobody. */
export async function boundPerson(db: Db, who: ProviderSubject): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: oidcBindings.userId })
    .from(oidcBindings)
    .where(and(eq(oidcBindings.issuer, who.issuer), eq(oidcBindings.subject, who.subject)))
    .limit(1);
  return row ?? null;
}

/**
 * Binds the person to this provider account unless they are bound to another account of the same
 * provider, in one statement: of two first sign-ins at once, the insert of one waits for the
 * other's and then finds the person taken. A binding under another issuer (the school changed
 * providers) is replaced. Answers whether the person is now bound to `who`.
 */
export async function bindPerson(db: Db, personId: string, who: ProviderSubject, now: Date): Promise<boolean> {
  try {
    const written = await db
      .insert(oidcBindings)
      .values({ userId: personId, issuer: who.issuer, subject: who.subject, boundAt: now })
      .onConflictDoUpdate({
        target: oidcBindings.userId,
        set: { issuer: who.issuer, subject: who.subject, boundAt: now },
        setWhere: sql`${oidcBindings.issuer} <> excluded.issuer`,
      })
      .returning({ id: oidcBindings.userId });
    if (written.length > 0) return true;
  } catch (error) {
    // The subject was bound to someone else meanwhile, or the person was deleted: nobody to sign in.
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) return false;
    throw error;
  }
  // Already bound under this issuer: to this very subject (a second tab's sign-in), or to another.
  const [held] = await db
    .select({ issuer: oidcBindings.issuer, subject: oidcBindings.subject })
    .from(oidcBindings)
    .where(eq(oidcBindings.userId, personId));
  return held?.issuer === who.issuer && held.subject === who.subject;
}
