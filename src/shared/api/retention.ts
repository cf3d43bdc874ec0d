import * as zod from 'zod';
import { ZRetention } from '../retention';
import { defineEndpoint } from './endpoint';

const ZRetentionAnswer = zod.object({ retention: ZRetention });

/** P43: how long each kind of record is kept (the admin). */
export const getRetention = defineEndpoint({ method: 'GET', path: '/api/admin/retention', response: ZRetentionAnswer });

export const updateRetention = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/retention',
  body: zod.object({ retention: ZRetention }),
  bodyKey: 'retention',
  response: ZRetentionAnswer,
});
