import * as zod from 'zod';
import { ZScoreImport, ZScoreImportResult, ZScoreUpdate, ZScoreView, ZTaskScores } from '../assessments';
import { ZEconomy, ZStudentAccount } from '../ledger';
import { says } from '../messages';
import { defineEndpoint } from './endpoint';
import { ZIdParams, zUsernameQuery } from './params';
import { sharedText } from '../texts';

/** A student's transactions, assessments, totals and score converter. */
export const studentAccount = defineEndpoint({
  method: 'GET',
  path: '/api/scores',
  query: zod.object({ username: zUsernameQuery() }),
  response: ZStudentAccount,
});

/** The economy of all your active students. */
export const economy = defineEndpoint({ method: 'GET', path: '/api/scores/all', response: ZEconomy });

export const taskScores = defineEndpoint({
  method: 'GET',
  path: '/api/scores/task',
  query: zod.object({
    taskId: zod
      .string()
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(64),
  }),
  response: ZTaskScores,
});

export const updateScore = defineEndpoint({
  method: 'PUT',
  path: '/api/scores/:id',
  params: ZIdParams,
  body: ZScoreUpdate,
  bodyKey: 'score',
  response: zod.object({ score: ZScoreView }),
});

/** A parsed gradebook into a course, all or nothing; `?preview=true` saves nothing. */
export const importScores = defineEndpoint({
  method: 'POST',
  path: '/api/scores/import',
  query: zod.object({ preview: zod.enum(['true', 'false']).optional() }),
  body: ZScoreImport,
  bodyKey: 'data',
  response: ZScoreImportResult,
});
