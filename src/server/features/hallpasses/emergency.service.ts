import { and, eq, isNull } from 'drizzle-orm';
import { type TEmergency, type TStudentEmergency } from '../../../shared/hall-emergency';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses, users } from '../../db/schema';
import { hallEmergencies } from '../../db/hall-schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { type LiveEvent, publish } from '../../events';
import type { Actor } from '../../http/actor';
import { ok, type Outcome } from '../../outcome';
import { endPassesForEmergency } from './emergency-ending';
import { closeHallGate, emergencyCovering, openEmergencies, teacherOfAccount, whoWasOut } from './emergency.queries';
import { hallText } from '../../../shared/hall-texts/texts';

const OFF: TEmergency = { on: false, scope: null, startedAt: null, out: [] };

/**
 * P50, the emergency switch: a teacher's covers their courses, the admin's (`teacher_id` null)
 * every course. Switching on ends every pass out and takes back every pass waiting, in one
 * transaction under the hall's gate (emergency.queries.ts), and tells every page that shows passes.
 */
export function createEmergencyService(db: Db, clock: Clock) {
  /** The switch of the actor's scope: the admin's is the installation's, a teacher's their own. */
  const scopeOf = (actor: Actor): string | null => (actor.role === 'admin' ? null : actor.id);

  async function openOfScope(tx: Tx, teacherId: string | null) {
    const [open] = await tx
      .select({ id: hallEmergencies.id })
      .from(hallEmergencies)
      .where(
        and(
          isNull(hallEmergencies.endedAt),
          teacherId === null ? isNull(hallEmergencies.teacherId) : eq(hallEmergencies.teacherId, teacherId),
        ),
      );
    return open;
  }

  /**
   * Every page of the covered courses refreshes when the switch commits: their teachers' and their
   * students' (a class event), each course's (the classroom kiosk) and, for the admin's, the admins'.
   */
  async function announce(tx: Tx, teacherId: string | null): Promise<void> {
    const teacherIds =
      teacherId !== null
        ? [teacherId]
        : (await tx.select({ id: users.id }).from(users).where(eq(users.role, 'teacher'))).map((r) => r.id);
    const courseIds = (
      await tx
        .select({ id: courses.id })
        .from(courses)
        .where(teacherId === null ? undefined : eq(courses.teacherId, teacherId))
    ).map((r) => r.id);
    const events: LiveEvent[] = [
      ...teacherIds.map((id): LiveEvent => ({ to: { teacher: id }, event: 'passes' })),
      ...courseIds.map((id): LiveEvent => ({ to: { course: id }, event: 'passes' })),
    ];
    if (teacherId === null) {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      events.push({ to: { users: admins.map((r) => r.id) }, event: 'passes' });
    }
    await publish(tx, ...events);
  }

  /** The switch as staff see it: a teacher, the emergencies covering them; the admin, their own. */
  async function staffView(reader: Db | Tx, actor: Actor): Promise<TEmergency> {
    if (actor.role === 'admin') {
      const mine = (await openEmergencies(reader)).find((e) => e.teacherId === null);
      if (!mine) return OFF;
      return { on: true, scope: 'all', startedAt: mine.startedAt.toISOString(), out: await whoWasOut(reader, 'all') };
    }
    const covering = await emergencyCovering(reader, actor.id);
    const first = covering[0];
    if (!first) return OFF;
    return {
      on: true,
      scope: covering.some((e) => e.teacherId === null) ? 'all' : 'mine',
      startedAt: first.startedAt.toISOString(),
      // A co-teacher sees who was out of the course shared with them (P60).
      out: await whoWasOut(reader, {
        teacherId: actor.id,
        ...(actor.coTeaching && actor.courseId ? { courseId: actor.courseId } : {}),
      }),
    };
  }

  return {
    /** PUT /api/passes/emergency (teacher, admin): on or off; pressing it again changes nothing. */
    async set(actor: Actor, on: boolean): Promise<Outcome<TEmergency>> {
      const teacherId = scopeOf(actor);
      return runInTransaction(db, async (tx) => {
        // First, before any row: the switches of one scope run one at a time, and no pass starts meanwhile.
        await closeHallGate(tx, teacherId);
        const open = await openOfScope(tx, teacherId);
        const now = clock.now();
        if (on && !open) {
          const [made] = await tx
            .insert(hallEmergencies)
            .values({ teacherId, startedById: actor.personId, startedAt: now })
            .returning({ id: hallEmergencies.id });
          if (!made) throw new Error('hall emergency insert returned nothing');
          await endPassesForEmergency(tx, made.id, teacherId, actor, now);
          await announce(tx, teacherId);
        } else if (!on && open) {
          await tx.update(hallEmergencies).set({ endedAt: now }).where(eq(hallEmergencies.id, open.id));
          await announce(tx, teacherId);
        }
        return ok(await staffView(tx, actor));
      });
    },

    /** GET /api/passes/emergency: staff see who was out; a student only whether to stay where they are. */
    async read(actor: Actor): Promise<TEmergency | TStudentEmergency> {
      if (actor.role !== 'student') return staffView(db, actor);
      const teacherId = actor.teacherId ?? (await teacherOfAccount(db, actor.id));
      const on = teacherId !== null && (await emergencyCovering(db, teacherId)).length > 0;
      return { on, message: on ? hallText.t('emergencyStudent') : null };
    },
  };
}
export type EmergencyService = ReturnType<typeof createEmergencyService>;
