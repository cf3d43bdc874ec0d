import { economy, importScores, studentAccount, taskScores, updateScore } from '../../../shared/api/scores';
import { deleteTask, listTasks, updateTask } from '../../../shared/api/tasks';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { TasksService } from '../tasks';
import type { ScoresService } from './scores.service';

const TEACHER = ['teacher'] as const;

export function scoresRoutes(scores: ScoresService, tasks: TasksService): Route[] {
  return [
    defineRoute(studentAccount, {
      summary: "A student's transactions, assessments, totals and score converter",
      tag: 'scores',
      access: ['student', 'teacher', 'admin'],
      // P60: a co-teacher reads the accounts of the course's students; so do their score calls below.
      coTeachers: true,
      handler: ({ actor, query }) => scores.account(actor, query.username),
    }),
    defineRoute(economy, {
      summary: 'The economy of all your active students',
      tag: 'scores',
      access: TEACHER,
      // P60: a co-teacher sees the roster and balances of the course shared with them.
      coTeachers: true,
      substitutes: true,
      handler: async ({ actor }) => ok(await scores.economy(actor)),
    }),
    defineRoute(taskScores, {
      summary: "An assignment's scores",
      tag: 'scores',
      access: TEACHER,
      coTeachers: true,
      handler: ({ actor, query }) => scores.taskScores(actor, query.taskId),
    }),
    defineRoute(updateScore, {
      summary: 'Correct one score',
      tag: 'scores',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await scores.updateScore(actor, params.id, body.score.value), (score) => ({ score })),
    }),
    defineRoute(importScores, {
      summary: 'Import a parsed gradebook into a course (all or nothing); ?preview=true saves nothing',
      tag: 'scores',
      access: TEACHER,
      coTeachers: true,
      handler: ({ actor, body, query }) => scores.import(actor, body.data, query.preview === 'true'),
    }),
    defineRoute(listTasks, {
      summary: "A course's assignments",
      tag: 'tasks',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, query }) =>
        mapOutcome(await tasks.list(actor, query.courseId), (list) => ({ tasks: list })),
    }),
    defineRoute(updateTask, {
      summary: 'Edit an assignment',
      tag: 'tasks',
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await tasks.update(actor, params.slug, body.task), (task) => ({ task })),
    }),
    defineRoute(deleteTask, {
      summary: 'Remove an assignment from every balance (kept in history)',
      tag: 'tasks',
      access: TEACHER,
      handler: ({ actor, params }) => tasks.remove(actor, params.slug),
    }),
  ];
}
