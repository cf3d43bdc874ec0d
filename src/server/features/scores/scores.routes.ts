import { z } from 'zod';
import { ZScoreImport, ZScoreImportResult, ZScoreUpdate, ZTask, ZTaskUpdate } from '../../../shared/assessments';
import { ZStudentSummary } from '../../../shared/courses';
import { ZEconomy, ZStudentAccount } from '../../../shared/ledger';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { TasksService } from '../tasks';
import type { ScoresService } from './scores.service';

const TEACHER = ['teacher'] as const;
const ZScoreView = z.object({ _id: z.string(), value: z.number(), points: z.number() });

export function scoresRoutes(scores: ScoresService, tasks: TasksService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/scores',
      summary: "A student's transactions, assessments, totals and score converter",
      tag: 'scores',
      access: ['student', 'teacher', 'admin'],
      query: z.object({ username: z.string().trim().min(1, 'Required').max(80) }),
      response: ZStudentAccount,
      handler: ({ actor, query }) => scores.account(actor, query.username),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/scores/all',
      summary: 'The economy of all your active students',
      tag: 'scores',
      access: TEACHER,
      response: ZEconomy,
      handler: async ({ actor }) => ok(await scores.economy(actor)),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/scores/task',
      summary: "An assignment's scores",
      tag: 'scores',
      access: TEACHER,
      query: z.object({ taskId: z.string().min(1, 'Required').max(64) }),
      response: z.object({ task: ZTask, scores: z.array(ZScoreView.extend({ student: ZStudentSummary })) }),
      handler: ({ actor, query }) => scores.taskScores(actor, query.taskId),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/scores/:id',
      summary: 'Correct one score',
      tag: 'scores',
      access: TEACHER,
      params: z.object({ id: z.string().min(1).max(64) }),
      body: ZScoreUpdate,
      bodyKey: 'score',
      response: z.object({ score: ZScoreView }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await scores.updateScore(actor, params.id, body.score.value), (score) => ({ score })),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/scores/import',
      summary: 'Import a parsed gradebook into a course (all or nothing); ?preview=true saves nothing',
      tag: 'scores',
      access: TEACHER,
      query: z.object({ preview: z.enum(['true', 'false']).optional() }),
      body: ZScoreImport,
      bodyKey: 'data',
      response: ZScoreImportResult,
      handler: ({ actor, body, query }) => scores.import(actor, body.data, query.preview === 'true'),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/tasks',
      summary: "A course's assignments",
      tag: 'tasks',
      access: TEACHER,
      query: z.object({ courseId: z.string().min(1, 'Required').max(64) }),
      response: z.object({ tasks: z.array(ZTask) }),
      handler: async ({ actor, query }) => mapOutcome(await tasks.list(actor, query.courseId), (list) => ({ tasks: list })),
    }),
    defineRoute({
      method: 'PUT',
      url: '/api/tasks/:slug',
      summary: 'Edit an assignment',
      tag: 'tasks',
      access: TEACHER,
      params: z.object({ slug: z.string().min(1).max(80) }),
      body: ZTaskUpdate,
      bodyKey: 'task',
      response: z.object({ task: ZTask }),
      handler: async ({ actor, params, body }) =>
        mapOutcome(await tasks.update(actor, params.slug, body.task), (task) => ({ task })),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/tasks/:slug',
      summary: 'Remove an assignment from every balance (kept in history)',
      tag: 'tasks',
      access: TEACHER,
      params: z.object({ slug: z.string().min(1).max(80) }),
      handler: ({ actor, params }) => tasks.remove(actor, params.slug),
    }),
  ];
}
