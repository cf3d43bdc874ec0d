import * as zod from 'zod';
import { ZAccessLogEntry, ZStudentRecord } from '../privacy';
import { says } from '../messages';
import { defineEndpoint } from './endpoint';
import { ZUsernameParams } from './params';
import { sharedText } from '../texts';

const ZRecordAnswer = zod.object({ record: ZStudentRecord });

/** P41: a student's record: their teacher's economy of them, or (the admin) every economy. */
export const studentRecord = defineEndpoint({
  method: 'GET',
  path: '/api/students/:username/record',
  params: ZUsernameParams,
  response: ZRecordAnswer,
});

/** P41: the signed-in student's own record, every class. */
export const ownRecord = defineEndpoint({ method: 'GET', path: '/api/user/record', response: ZRecordAnswer });

/** P44: who read a student's data (the admin). */
export const accessLogOf = defineEndpoint({
  method: 'GET',
  path: '/api/access-log',
  query: zod.object({
    student: zod
      .string()
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(64),
  }),
  response: zod.object({ accessLog: zod.array(ZAccessLogEntry) }),
});
