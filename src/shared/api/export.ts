import * as zod from 'zod';
import { defineEndpoint } from './endpoint';
import { ZUsernameParams } from './params';

/** A teacher's students, balances and ledger as a CSV download. */
export const exportTeacherCsv = defineEndpoint({
  method: 'GET',
  path: '/api/users/teacher/:username/export',
  params: ZUsernameParams,
  response: zod.string(),
  contentType: 'text/csv; charset=utf-8',
});
