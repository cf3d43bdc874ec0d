import * as zod from 'zod';
import { ZTask, ZTaskUpdate } from '../assessments';
import { defineEndpoint } from './endpoint';
import { ZSlugParams } from './params';

/** A course's assignments. */
export const listTasks = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  query: zod.object({ courseId: zod.string().min(1, 'Required').max(64) }),
  response: zod.object({ tasks: zod.array(ZTask) }),
});

export const updateTask = defineEndpoint({
  method: 'PUT',
  path: '/api/tasks/:slug',
  params: ZSlugParams,
  body: ZTaskUpdate,
  bodyKey: 'task',
  response: zod.object({ task: ZTask }),
});

/** Out of every balance; kept in history. */
export const deleteTask = defineEndpoint({ method: 'DELETE', path: '/api/tasks/:slug', params: ZSlugParams });
