import { z } from 'zod';
import { ZTask, ZTaskUpdate } from '../assessments';
import { defineEndpoint } from './endpoint';
import { ZSlugParams } from './params';

/** A course's assignments. */
export const listTasks = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  query: z.object({ courseId: z.string().min(1, 'Required').max(64) }),
  response: z.object({ tasks: z.array(ZTask) }),
});

export const updateTask = defineEndpoint({
  method: 'PUT',
  path: '/api/tasks/:slug',
  params: ZSlugParams,
  body: ZTaskUpdate,
  bodyKey: 'task',
  response: z.object({ task: ZTask }),
});

/** Out of every balance; kept in history. */
export const deleteTask = defineEndpoint({ method: 'DELETE', path: '/api/tasks/:slug', params: ZSlugParams });
