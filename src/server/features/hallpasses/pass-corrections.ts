import { storedText } from '../../i18n/stored-text';
import { serverHallText } from './texts';
import { destinationWords } from './destination-words';
import { storedDestination } from '../../../shared/hall-rules';
import { and, eq } from 'drizzle-orm';
import type * as zod from 'zod';
import { type TPass, type ZPassUpdate } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { type Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { hallpasses } from '../../db/hall-schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { lockWithItsStudents, refund } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { SettingsService } from '../settings';
import { moveWaitLine } from './hall-places';
import { lockPass, selectPasses } from './hallpasses.queries';
import { passesInReachOf } from './passes-in-reach';

type UpdateInput = zod.infer<typeof ZPassUpdate>['pass'];

/** A teacher's corrections to a pass: its details, or deleting it with its refund; each in the audit trail. */
export function createPassCorrections(db: Db, clock: Clock, settings: SettingsService) {
  const one = async (reader: Db | Tx, id: string) =>
    (await selectPasses(reader, eq(hallpasses.id, id), clock.now()))[0];

  /** A pass of the teacher, its student locked first (the refund and notice name them; LOCK-ORDER.md). */
  async function lockPassOfTeacher(tx: Tx, actor: Actor, id: string) {
    const ofTeacher = and(eq(hallpasses.id, id), passesInReachOf(actor));
    return lockWithItsStudents(tx, {
      peek: async () => (await tx.select().from(hallpasses).where(ofTeacher))[0],
      lock: async () => (await tx.select().from(hallpasses).where(ofTeacher).for('update'))[0],
      studentsOf: (pass) => [pass.studentId],
    });
  }

  return {
    /** A teacher corrects the destination, duration or name of a pass; the change goes to the audit trail. */
    async update(actor: Actor, id: string, input: UpdateInput): Promise<Outcome<TPass>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        const row = await lockPassOfTeacher(tx, actor, id);
        if (!row) return notFound('pass');
        const change = {
          destination: input.destination === undefined ? row.destination : storedDestination(input.destination),
          duration: input.duration ?? row.duration,
          createdBy: input.createdBy ?? row.createdBy,
        };
        const same =
          change.destination === row.destination &&
          change.duration === row.duration &&
          change.createdBy === row.createdBy;
        if (same) {
          const unchanged = await one(tx, id);
          return unchanged ? ok(unchanged) : notFound('pass');
        }
        await tx
          .update(hallpasses)
          .set({ ...change, updatedAt: clock.now() })
          .where(eq(hallpasses.id, id));
        await publish(tx, { to: { course: row.courseId }, event: 'passes' });
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          studentId: row.studentId,
          entity: 'hallpass',
          entityId: id,
          action: 'update',
          before: { destination: row.destination, duration: row.duration, createdBy: row.createdBy },
          after: change,
        });
        const pass = await one(tx, id);
        return pass ? ok(pass) : notFound('pass');
      });
    },

    /** A teacher deletes a pass: what it cost is refunded once (refund_of = the pass), in the audit trail. */
    async remove(actor: Actor, id: string): Promise<Outcome<undefined>> {
      if (!isUuid(id)) return notFound('pass');
      return runInTransaction(db, async (tx) => {
        // The row lock makes a second delete at the same moment wait, then find nothing: one refund.
        const locked = await lockPass(tx, id, passesInReachOf(actor));
        if (!locked) return notFound('pass');
        const { row } = locked;
        const refunded = await refund(tx, {
          teacherId: row.teacherId,
          studentId: row.studentId,
          source: 'hallpass',
          refundOf: row.id,
          amount: row.cost,
          description: storedText(serverHallText, 'deletedRefund'),
          typeTitle: storedText(serverHallText, 'typeTitle'),
          createdBy: actor.personId,
        });
        await tx.delete(hallpasses).where(eq(hallpasses.id, id));
        await publish(tx, { to: { course: row.courseId }, event: 'passes' });
        // A pass that was out frees its place for the line.
        if (row.state === 'active')
          await moveWaitLine(tx, row.courseId, (await settings.stored(row.teacherId, tx)).hallpass, clock.now());
        // P36: a refund reaching a student is told to them; a free pass gives nothing back to tell of.
        if (refunded) {
          await notify(tx, [
            {
              userId: row.studentId,
              type: 'info',
              title: storedText(serverHallText, 'refundedTitle'),
              content: storedText(serverHallText, 'refundedContent', {
                destination: destinationWords(row.destination),
                points: formatPoints(row.cost),
              }),
            },
          ]);
        }
        await recordAudit(tx, {
          teacherId: row.teacherId,
          actorId: actor.personId,
          studentId: row.studentId,
          entity: 'hallpass',
          entityId: id,
          action: 'delete',
          before: {
            destination: row.destination,
            duration: row.duration,
            createdBy: row.createdBy,
            cost: row.cost,
            createdAt: row.createdAt.toISOString(),
          },
        });
        return ok(undefined);
      });
    },
  };
}
