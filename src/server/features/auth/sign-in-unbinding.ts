import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentAccounts, users } from '../../db/schema';
import { oidcBindings } from '../../db/sign-in-schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { type AuditRecord, recordAudits } from '../audit';
import type { SessionsService } from './sessions.service';

/**
 * The admin unbinds a teacher or a student from their school provider account (P46): they got a
 * new one, and their next school sign-in binds whichever account it comes with. The trail keeps
 * that it happened (the teacher's own, or each of the student's teachers'), never which account it
 * was: a `sub` identifies the person. Whoever is signed in as them is signed out, since the account
 * just unbound may no longer be theirs.
 */
export function createSignInUnbinding(db: Db, sessions: SessionsService) {
  return {
    async unbind(actor: Actor, username: string): Promise<Outcome<undefined>> {
      const [person] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.username})`, username.trim().toLowerCase()),
            inArray(users.role, ['teacher', 'student']),
          ),
        )
        .limit(1);
      if (!person) return notFound('user');
      const unbound = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(oidcBindings)
          .where(eq(oidcBindings.userId, person.id))
          .returning({ id: oidcBindings.userId });
        if (gone.length === 0) return false;
        const change = { before: { schoolAccount: true }, after: { schoolAccount: false } };
        const entries: AuditRecord[] =
          person.role === 'teacher'
            ? [
                {
                  teacherId: person.id,
                  actorId: actor.personId,
                  entity: 'teacher',
                  entityId: person.id,
                  action: 'update',
                  ...change,
                },
              ]
            : (
                await tx
                  .select({ id: studentAccounts.id, teacherId: studentAccounts.teacherId })
                  .from(studentAccounts)
                  .where(eq(studentAccounts.personId, person.id))
              ).map((account) => ({
                teacherId: account.teacherId,
                actorId: actor.personId,
                studentId: account.id,
                entity: 'student',
                entityId: account.id,
                action: 'update',
                ...change,
              }));
        await recordAudits(tx, entries);
        return true;
      });
      if (unbound) await sessions.endAllFor(person.id);
      return ok(undefined);
    },
  };
}
export type SignInUnbinding = ReturnType<typeof createSignInUnbinding>;
