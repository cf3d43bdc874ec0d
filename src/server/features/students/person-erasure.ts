import type { Db } from '../../db/client';
import { findStudentPerson } from '../../common/student-accounts.queries';
import type { Departures } from '../../common/departures';
import { deleteStudentAccounts } from '../../common/student-removal';
import { enrolmentChanged, publish } from '../../events';
import type { Actor } from '../../http/actor';
import { lockStudentsById } from '../../economy';
import { notFound, ok, type Outcome } from '../../outcome';
import type { SessionsService } from '../auth';

/**
 * The admin deletes a student outright (P42: a parent's request to erase their child): every
 * teacher's economy of them, settled as each teacher's own deletion would be (refunds to classmates,
 * units back on the shelf), then the person, leaving nothing that names them.
 */
export function createPersonErasure(db: Db, sessions: SessionsService, departures: Departures) {
  return {
    async erase(actor: Actor, username: string): Promise<Outcome<undefined>> {
      const personId = await db.transaction(async (tx) => {
        const person = await findStudentPerson(tx, username);
        if (!person) return null;
        // The student first (LOCK-ORDER.md), in id order across their teachers.
        await lockStudentsById(tx, person.accountIds);
        await departures.settle(tx, actor, person.accountIds);
        await deleteStudentAccounts(tx, person.accountIds);
        await publish(tx, enrolmentChanged(person.accountIds));
        return person.id;
      });
      if (!personId) return notFound('student');
      await sessions.endAllFor(personId);
      return ok(undefined);
    },
  };
}
export type PersonErasure = ReturnType<typeof createPersonErasure>;
