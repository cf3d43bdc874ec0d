import { and, eq, inArray } from 'drizzle-orm';
import type { TScoreImport, TScoreImportResult, TTask } from '../../../shared/assessments';
import type { TStudentSummary } from '../../../shared/courses';
import type { TEconomy, TStudentAccount, TTransaction } from '../../../shared/ledger';
import { assessmentPoints, type TScoreConverter } from '../../../shared/scoring';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { scores, studentAccounts, tasks } from '../../db/schema';
import { runInTransaction } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { courseInReach, coursesInReachOf, reachesAccount } from '../../common/economy-scope';
import { notFound, ok, type Outcome } from '../../outcome';
import { auditedBy, recordAudit } from '../audit';
import { totalsByStudent, totalsFromRows } from '../../economy';
import type { SettingsService } from '../settings';
import { isUuid } from '../../common/ids';
import { presentStudent } from '../../common/presenters';
import { selectStudents } from '../../common/students.queries';
import type { TasksService } from '../tasks';
import { loadAccount } from './account.queries';
import { importScores } from './score-import';
import { netSpendingBySource } from './spending.queries';
import { logAccess } from '../privacy';
import { readWorded } from '../../i18n/stored-text';

/** Balances, the economy view, assignment scores and the gradebook import (seed 000 section 9, P12, P24). */
export function createScoresService(db: Db, clock: Clock, settings: SettingsService, tasksService: TasksService) {
  const converterOf = async (teacherId: string): Promise<TScoreConverter> =>
    (await settings.stored(teacherId)).scoreConverter;

  return {
    /** `GET /api/scores?username=`: the student's ledger and assessments, newest first, with totals. */
    async account(actor: Actor, username: string): Promise<Outcome<TStudentAccount>> {
      // P5: a student reads only themselves; a teacher only their own students; the admin anyone.
      if (actor.role === 'student' && username.trim().toLowerCase() !== actor.username.toLowerCase())
        return notFound('student');
      const row = await loadAccount(
        db,
        username,
        actor.role === 'teacher' ? actor.id : actor.teacherId,
        actor.role === 'student' || actor.coTeaching ? actor.courseId : null,
      );
      // A co-teacher reads the students of the course shared with them only (P60).
      if (!row || !(await reachesAccount(db, actor, row.id))) return notFound('student');
      // P44: a staff read of a student's account page is logged for the student's record.
      await logAccess(db, actor, 'account', { accounts: [row.id] });
      const converter = settings.fromStoredText(row.teacherId, row.settingsText).scoreConverter;
      const entries: TTransaction[] = row.entries.map((e) => ({
        _id: e.id,
        type: e.type,
        amount: e.amount,
        description: readWorded(e.description, e.wording, 'description'),
        typeTitle: e.typeTitle === null ? null : readWorded(e.typeTitle, e.wording, 'typeTitle'),
        productId: e.productId,
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
        createdBy: e.creator,
        // Refunds the system made and store-order charges change only through their order.
        editable: e.amount > 0 && e.purchaseId === null,
      }));
      const assessments: TTransaction[] = row.scores.map((score) => ({
        _id: score.id,
        type: 'assessment',
        amount: assessmentPoints(score, converter),
        description: score.title,
        typeTitle: null,
        productId: null,
        createdAt: score.createdAt,
        updatedAt: score.updatedAt,
        createdBy: null,
        editable: false,
        score: {
          _id: score.id,
          value: score.value,
          task: {
            _id: score.taskId,
            slug: score.taskSlug,
            title: score.title,
            totalPoints: score.totalPoints,
            multiplier: score.multiplier,
          },
        },
      }));
      // The account's student is the common student shape without the list-only fields.
      const { role: _role, ...student } = presentStudent(row, clock.now());
      return ok({
        student,
        transactions: [...entries, ...assessments].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        scoreConverter: converter,
        totals: totalsFromRows(entries, row.scores, converter),
      });
    },

    /**
     * `GET /api/scores/all`: the teacher's active students with totals, and the class sums; a
     * co-teacher's (P60), those of the course shared with them, each shown in it.
     */
    async economy(actor: Actor): Promise<TEconomy> {
      const active = and(eq(studentAccounts.teacherId, actor.id), eq(studentAccounts.dropped, false));
      const rows = await selectStudents(db, active, coursesInReachOf(actor));
      const totals = await totalsByStudent(
        db,
        rows.map((r) => r.id),
        await converterOf(actor.id),
      );
      const now = clock.now();
      const students = rows.map((row) => {
        const s: TStudentSummary = presentStudent(row, now);
        return {
          _id: s._id,
          username: s.username,
          firstName: s.firstName,
          lastName: s.lastName,
          hasPrime: s.hasPrime,
          course: s.course,
          totals: totals.get(row.id) ?? { balance: 0, scores: 0, bonuses: 0, fines: 0, purchases: 0 },
        };
      });
      const spent = await netSpendingBySource(
        db,
        actor.id,
        rows.map((r) => r.id),
      );
      const sum = (pick: (t: (typeof students)[number]['totals']) => number) =>
        students.reduce((n, s) => n + pick(s.totals), 0);
      return {
        students,
        summary: {
          account: sum((t) => t.balance),
          assessments: sum((t) => t.scores),
          bonuses: sum((t) => t.bonuses),
          fines: sum((t) => t.fines),
          purchases: sum((t) => t.purchases),
          // Net of refunds, by what the system charged for (transactions.source).
          songs: (spent.get('song') ?? 0) + (spent.get('songRemoval') ?? 0),
          passes: spent.get('hallpass') ?? 0,
          jukebox: spent.get('jukebox') ?? 0,
          skipSongs: spent.get('skip') ?? 0,
          students: students.length,
        },
      };
    },

    async taskScores(actor: Actor, taskId: string) {
      const task = await tasksService.findLiveById(actor.id, taskId);
      if (!task || !courseInReach(actor, task.courseId)) return notFound('assignment');
      const converter = await converterOf(actor.id);
      const rows = await db.select().from(scores).where(eq(scores.taskId, task.id));
      const students = await selectStudents(
        db,
        and(
          eq(studentAccounts.teacherId, actor.id),
          inArray(
            studentAccounts.id,
            rows.map((r) => r.studentId),
          ),
        ),
      );
      const now = clock.now();
      const byId = new Map(students.map((s) => [s.id, presentStudent(s, now)]));
      const taskView: TTask = {
        _id: task.id,
        slug: task.slug,
        title: task.title,
        totalPoints: task.totalPoints,
        multiplier: task.multiplier,
        courseId: task.courseId,
        createdAt: task.createdAt.toISOString(),
        scoreCount: rows.length,
      };
      return ok({
        task: taskView,
        scores: rows
          .filter((r) => byId.has(r.studentId))
          .map((r) => ({
            _id: r.id,
            value: r.value,
            points: assessmentPoints(
              { value: r.value, totalPoints: task.totalPoints, multiplier: task.multiplier },
              converter,
            ),
            student: byId.get(r.studentId)!,
          }))
          .sort((a, b) => a.student.lastName.localeCompare(b.student.lastName)),
      });
    },

    async updateScore(actor: Actor, id: string, value: number) {
      if (!isUuid(id)) return notFound('score');
      const converter = await converterOf(actor.id);
      return runInTransaction(db, async (tx) => {
        const [found] = await tx
          .select({ score: scores, task: tasks })
          .from(scores)
          .innerJoin(tasks, eq(tasks.id, scores.taskId))
          .where(and(eq(scores.id, id), eq(tasks.teacherId, actor.id)));
        if (!found || !courseInReach(actor, found.task.courseId)) return notFound('score');
        await tx.update(scores).set({ value, updatedAt: clock.now() }).where(eq(scores.id, id));
        await recordAudit(tx, {
          teacherId: actor.id,
          ...auditedBy(actor),
          studentId: found.score.studentId,
          entity: 'score',
          entityId: id,
          action: 'update',
          before: { task: found.task.title, value: found.score.value },
          after: { task: found.task.title, value },
        });
        const points = assessmentPoints(
          { value, totalPoints: found.task.totalPoints, multiplier: found.task.multiplier },
          converter,
        );
        return ok({ _id: id, value, points });
      });
    },

    async import(actor: Actor, data: TScoreImport, preview: boolean): Promise<Outcome<TScoreImportResult>> {
      if (!courseInReach(actor, data.courseId)) return notFound('course');
      const converter = await converterOf(actor.id);
      try {
        return await importScores(db, actor, data, converter, { preview });
      } catch (error) {
        // Two imports creating the same assignment at once: the loser retries and finds it made.
        if (!isUniqueViolation(error)) throw error;
        return importScores(db, actor, data, converter, { preview });
      }
    },
  };
}
export type ScoresService = ReturnType<typeof createScoresService>;
