import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TScoreImport, TScoreImportResult } from '../../../shared/assessments';
import type { TScoreConverter } from '../../../shared/scoring';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { courses, enrollments, studentAccounts, tasks, users } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import { makeSlug } from '../../common/slug';
import { auditedBy, recordAudit } from '../audit';
import { isUuid } from '../../common/ids';
import { assessmentSums, scoredRowsOf } from '../../economy';

type ImportedTask = TScoreImport['tasks'][number];

/** Finds the live assignment with this title in the course, or creates it; keeps its points current. */
async function upsertTask(
  tx: Tx,
  actor: Actor,
  courseId: string,
  input: ImportedTask,
): Promise<{ id: string; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.courseId, courseId), isNull(tasks.deletedAt), sql`lower(${tasks.title}) = lower(${input.title})`),
    );
  if (existing) {
    const multiplier = input.multiplier ?? existing.multiplier;
    if (existing.totalPoints !== input.totalPoints || existing.multiplier !== multiplier) {
      await tx.update(tasks).set({ totalPoints: input.totalPoints, multiplier }).where(eq(tasks.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const [created] = await tx
    .insert(tasks)
    .values({
      teacherId: actor.id,
      courseId,
      slug: makeSlug(input.title),
      title: input.title,
      totalPoints: input.totalPoints,
      multiplier: input.multiplier ?? 1,
    })
    .returning({ id: tasks.id });
  if (!created) throw new Error('task insert returned nothing');
  return { id: created.id, created: true };
}

/**
 * Writes one assignment's scores: new ones are inserted, changed ones updated, equal ones left
 * alone, so importing the same file twice changes nothing (P24). Answers per student what happened.
 */
async function upsertScores(
  tx: Tx,
  taskId: string,
  scores: { studentId: string; value: number }[],
): Promise<{ studentId: string; inserted: boolean }[]> {
  if (scores.length === 0) return [];
  const values = sql.join(
    scores.map((s) => sql`(${taskId}::uuid, ${s.studentId}::uuid, ${s.value}::double precision)`),
    sql`, `,
  );
  // xmax is 0 for a row this statement inserted, and set for one it updated.
  return queryRows<{ studentId: string; inserted: boolean }>(
    tx,
    sql`insert into scores (task_id, student_id, value)
        values ${values}
        on conflict (task_id, student_id) do update set value = excluded.value, updated_at = now()
          where scores.value is distinct from excluded.value
        returning student_id as "studentId", (xmax = 0) as inserted`,
  );
}

/**
 * P24 gradebook import: all in one transaction, all or nothing. A preview runs exactly the same
 * work and rolls it back, so what the teacher previews is what an import does.
 */
export async function importScores(
  db: Db,
  actor: Actor,
  data: TScoreImport,
  converter: TScoreConverter,
  options: { preview: boolean },
): Promise<Outcome<TScoreImportResult>> {
  if (!isUuid(data.courseId)) return notFound('course');
  return runInTransaction(
    db,
    async (tx) => {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, data.courseId), eq(courses.teacherId, actor.id)));
      if (!course) return notFound('course');

      const roster = await tx
        .select({
          id: studentAccounts.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(enrollments)
        .innerJoin(studentAccounts, eq(studentAccounts.id, enrollments.accountId))
        .innerJoin(users, eq(users.id, studentAccounts.personId))
        .where(and(eq(enrollments.courseId, course.id), eq(studentAccounts.dropped, false)));
      const byUsername = new Map(roster.map((s) => [s.username.toLowerCase(), s]));

      const unknown = new Set<string>();
      const involved = new Set<string>();
      for (const task of data.tasks) {
        for (const score of task.scores) {
          const student = byUsername.get(score.username.trim().toLowerCase());
          if (student) involved.add(student.id);
          else unknown.add(score.username.trim());
        }
      }
      const ids = [...involved];
      const before = assessmentSums(await scoredRowsOf(tx, ids), converter);

      let tasksCreated = 0;
      let scoresImported = 0;
      let scoresUpdated = 0;
      const perStudent = new Map<string, { scoresNew: number; scoresChanged: number }>();
      for (const task of data.tasks) {
        const { id, created } = await upsertTask(tx, actor, course.id, task);
        if (created) tasksCreated++;
        // One score per student per assignment: a repeated row in the file counts once, the last wins.
        const latest = new Map<string, number>();
        for (const score of task.scores) {
          const student = byUsername.get(score.username.trim().toLowerCase());
          if (student) latest.set(student.id, score.value);
        }
        const written = await upsertScores(
          tx,
          id,
          [...latest].map(([studentId, value]) => ({ studentId, value })),
        );
        for (const row of written) {
          const counts = perStudent.get(row.studentId) ?? { scoresNew: 0, scoresChanged: 0 };
          if (row.inserted) {
            scoresImported++;
            counts.scoresNew++;
          } else {
            scoresUpdated++;
            counts.scoresChanged++;
          }
          perStudent.set(row.studentId, counts);
        }
      }
      const after = assessmentSums(await scoredRowsOf(tx, ids), converter);

      if (tasksCreated + scoresImported + scoresUpdated > 0) {
        await recordAudit(tx, {
          teacherId: actor.id,
          ...auditedBy(actor),
          entity: 'course',
          entityId: course.id,
          action: 'update',
          after: {
            scoreImport: { tasks: data.tasks.map((t) => t.title), tasksCreated, scoresImported, scoresUpdated },
          },
        });
      }

      const students = roster
        .filter((s) => involved.has(s.id))
        .map((s) => ({
          _id: s.id,
          username: s.username,
          firstName: s.firstName,
          lastName: s.lastName,
          pointsBefore: before.get(s.id) ?? 0,
          pointsAfter: after.get(s.id) ?? 0,
          scoresNew: perStudent.get(s.id)?.scoresNew ?? 0,
          scoresChanged: perStudent.get(s.id)?.scoresChanged ?? 0,
        }))
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
      return ok({
        tasksCreated,
        scoresImported,
        scoresUpdated,
        students,
        unknownUsernames: [...unknown].sort(),
        committed: !options.preview,
      });
    },
    { commit: !options.preview },
  );
}
