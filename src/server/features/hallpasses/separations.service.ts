import { serverHallText } from './texts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TSeparation } from '../../../shared/hallpasses';
import { isUuid } from '../../common/ids';
import type { Db } from '../../db/client';
import { studentAccounts, users } from '../../db/schema';
import { hallSeparationMembers, hallSeparations } from '../../db/hall-schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';

/**
 * P48: a teacher's groups of students who may not be out together. Only the teacher sees them; a
 * student is never told they belong to one (their refusal names nobody).
 */
export function createSeparationsService(db: Db) {
  async function list(teacherId: string, only?: string): Promise<TSeparation[]> {
    const rows = await db
      .select({
        id: hallSeparations.id,
        createdAt: hallSeparations.createdAt,
        student: {
          _id: studentAccounts.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        },
      })
      .from(hallSeparations)
      .innerJoin(hallSeparationMembers, eq(hallSeparationMembers.separationId, hallSeparations.id))
      .innerJoin(studentAccounts, eq(studentAccounts.id, hallSeparationMembers.studentId))
      .innerJoin(users, eq(users.id, studentAccounts.personId))
      .where(and(eq(hallSeparations.teacherId, teacherId), only ? eq(hallSeparations.id, only) : undefined))
      .orderBy(asc(hallSeparations.createdAt), asc(hallSeparations.id), asc(users.lastName), asc(users.firstName));
    const groups = new Map<string, TSeparation>();
    for (const row of rows) {
      const group = groups.get(row.id) ?? { _id: row.id, students: [], createdAt: row.createdAt.toISOString() };
      group.students.push(row.student);
      groups.set(row.id, group);
    }
    return [...groups.values()];
  }

  /** The teacher's students of these usernames (case aside), or the first username not theirs. */
  async function accountsOf(teacherId: string, usernames: string[]) {
    const wanted = usernames.map((u) => u.trim().toLowerCase());
    const rows = await db
      .select({ id: studentAccounts.id, username: sql<string>`lower(${users.username})` })
      .from(studentAccounts)
      .innerJoin(users, eq(users.id, studentAccounts.personId))
      .where(and(eq(studentAccounts.teacherId, teacherId), inArray(sql`lower(${users.username})`, wanted)));
    const missing = wanted.find((u) => !rows.some((r) => r.username === u));
    return { ids: rows.map((r) => r.id).sort(), missing };
  }

  return {
    list: (actor: Actor) => list(actor.id),

    async create(actor: Actor, usernames: string[]): Promise<Outcome<TSeparation>> {
      const { ids, missing } = await accountsOf(actor.id, usernames);
      if (missing !== undefined)
        return refuse('INVALID', 'students', serverHallText.t('noStudentNumber', { number: missing }));
      const made = await runInTransaction(db, async (tx) => {
        const [group] = await tx
          .insert(hallSeparations)
          .values({ teacherId: actor.id })
          .returning({ id: hallSeparations.id });
        if (!group) throw new Error('separation insert returned nothing');
        await tx
          .insert(hallSeparationMembers)
          .values(ids.map((studentId) => ({ separationId: group.id, teacherId: actor.id, studentId })));
        return ok(group.id);
      });
      if (!made.ok) return made;
      const [separation] = await list(actor.id, made.value);
      return separation ? ok(separation) : notFound('separation');
    },

    /** Removes a separation named by its id, or by exactly its students. */
    async remove(actor: Actor, which: { _id: string } | { students: string[] }): Promise<Outcome<undefined>> {
      let id: string | undefined;
      if ('_id' in which) {
        id = isUuid(which._id) ? which._id : undefined;
      } else {
        const { ids, missing } = await accountsOf(actor.id, which.students);
        if (missing !== undefined) return notFound('separation');
        const key = ids.join(',');
        const groups = await list(actor.id);
        id = groups.find(
          (g) =>
            g.students
              .map((s) => s._id)
              .sort()
              .join(',') === key,
        )?._id;
      }
      if (!id) return notFound('separation');
      const gone = await db
        .delete(hallSeparations)
        .where(and(eq(hallSeparations.id, id), eq(hallSeparations.teacherId, actor.id)))
        .returning({ id: hallSeparations.id });
      return gone.length > 0 ? ok(undefined) : notFound('separation');
    },
  };
}
export type SeparationsService = ReturnType<typeof createSeparationsService>;
