import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TTask } from '../../../shared/assessments';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses, scores, tasks } from '../../db/schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { auditedBy, recordAudit } from '../audit';
import { courseInReach } from '../../common/economy-scope';
import { isUuid } from '../../common/ids';
import { serverTasksText } from './texts';

type TaskRow = typeof tasks.$inferSelect;

const present = (row: TaskRow, scoreCount: number): TTask => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  totalPoints: row.totalPoints,
  multiplier: row.multiplier,
  courseId: row.courseId,
  createdAt: row.createdAt.toISOString(),
  scoreCount,
});

/** Assignments (seed 001 "Manage Assignments"). Removing one is a soft delete (P30). */
export function createTasksService(db: Db, clock: Clock) {
  const live = (teacherId: string) => and(eq(tasks.teacherId, teacherId), isNull(tasks.deletedAt));

  async function findLive(teacherId: string, where: ReturnType<typeof eq>): Promise<TaskRow | undefined> {
    const [row] = await db
      .select()
      .from(tasks)
      .where(and(live(teacherId), where));
    return row;
  }

  async function withCount(row: TaskRow): Promise<TTask> {
    const [counted] = await db.select({ n: count() }).from(scores).where(eq(scores.taskId, row.id));
    return present(row, counted?.n ?? 0);
  }

  return {
    findLive,

    async findLiveById(teacherId: string, id: string): Promise<TaskRow | undefined> {
      return isUuid(id) ? findLive(teacherId, eq(tasks.id, id)) : undefined;
    },

    async list(actor: Actor, courseId: string): Promise<Outcome<TTask[]>> {
      if (!isUuid(courseId) || !courseInReach(actor, courseId)) return notFound('course');
      // Another teacher's course answers 404, as every other call does (P4), not an empty list.
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.teacherId, actor.id)));
      if (!course) return notFound('course');
      const rows = await db
        .select({ task: tasks, scoreCount: count(scores.id) })
        .from(tasks)
        .leftJoin(scores, eq(scores.taskId, tasks.id))
        .where(and(live(actor.id), eq(tasks.courseId, courseId)))
        .groupBy(tasks.id)
        .orderBy(asc(tasks.createdAt), asc(tasks.title));
      return ok(rows.map((r) => present(r.task, r.scoreCount)));
    },

    async update(
      actor: Actor,
      slug: string,
      input: { title?: string; totalPoints?: number; multiplier?: number },
    ): Promise<Outcome<TTask>> {
      const found = await findLive(actor.id, eq(tasks.slug, slug));
      if (!found || !courseInReach(actor, found.courseId)) return notFound('assignment');
      const result = await runInTransaction(db, async (tx) => {
        const [clash] = input.title
          ? await tx
              .select({ id: tasks.id })
              .from(tasks)
              .where(
                and(
                  live(actor.id),
                  eq(tasks.courseId, found.courseId),
                  sql`lower(${tasks.title}) = lower(${input.title})`,
                ),
              )
          : [];
        if (clash && clash.id !== found.id) return refuse('INVALID', 'title', serverTasksText.t('titleTaken'));
        const [row] = await tx
          .update(tasks)
          .set({
            title: input.title ?? found.title,
            totalPoints: input.totalPoints ?? found.totalPoints,
            multiplier: input.multiplier ?? found.multiplier,
          })
          .where(eq(tasks.id, found.id))
          .returning();
        if (!row) return notFound('assignment');
        await recordAudit(tx, {
          teacherId: actor.id,
          ...auditedBy(actor),
          entity: 'task',
          entityId: found.id,
          action: 'update',
          before: { title: found.title, totalPoints: found.totalPoints, multiplier: found.multiplier },
          after: { title: row.title, totalPoints: row.totalPoints, multiplier: row.multiplier },
        });
        return ok(row);
      });
      return result.ok ? ok(await withCount(result.value)) : result;
    },

    /** The assignment leaves every balance; its row and scores stay, so its name stays in history. */
    async remove(actor: Actor, slug: string): Promise<Outcome<undefined>> {
      const found = await findLive(actor.id, eq(tasks.slug, slug));
      if (!found || !courseInReach(actor, found.courseId)) return notFound('assignment');
      return runInTransaction(db, async (tx) => {
        await tx.update(tasks).set({ deletedAt: clock.now() }).where(eq(tasks.id, found.id));
        await recordAudit(tx, {
          teacherId: actor.id,
          ...auditedBy(actor),
          entity: 'task',
          entityId: found.id,
          action: 'delete',
          before: { title: found.title, totalPoints: found.totalPoints, multiplier: found.multiplier },
        });
        return ok(undefined);
      });
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
