import * as zod from 'zod';
import { ZLastPass, ZPass, ZPassUpdate, ZStudentPassCreate, ZTeacherPassCreate } from '../hallpasses';
import { defineEndpoint } from './endpoint';
import { zInstant } from '../instants';
import { ZIdParams, ZUsernameParams } from './params';

const ZPassAnswer = zod.object({ pass: ZPass });
const ZPassList = zod.object({ passes: zod.array(ZPass) });

/**
 * A student buys a pass (`{"pass":{}}`: restroom, the default duration, the price after the Prime
 * discount), or a teacher writes one for a student (P34). Refusals are 403 `hallpass` and 409 with
 * the seed's texts; a teacher's 409s are warnings that `"override": true` passes.
 */
export const createPass = defineEndpoint({
  method: 'POST',
  path: '/api/passes',
  body: zod.union([ZTeacherPassCreate, ZStudentPassCreate]),
  bodyKey: 'pass',
  response: ZPassAnswer,
  status: 201,
});

/** The student's newest pass and its state. */
export const lastPass = defineEndpoint({ method: 'GET', path: '/api/passes/last', response: ZLastPass });

/**
 * A student's own passes; a teacher's passes of all their courses (`?courseId=` narrows); newest
 * first. `?since=` (an ISO instant) keeps those created then or later: the kiosk asks for the last
 * hours only, not the whole year's history, each time it refreshes (P26).
 */
export const listPasses = defineEndpoint({
  method: 'GET',
  path: '/api/passes',
  query: zod.object({
    courseId: zod.string().max(64).optional(),
    since: zInstant().optional(),
  }),
  response: ZPassList,
});

/** One student's passes, newest first (teacher). */
export const studentPasses = defineEndpoint({
  method: 'GET',
  path: '/api/passes/student/:username',
  params: ZUsernameParams,
  response: ZPassList,
});

/** A teacher corrects a pass: destination, duration, createdBy. */
export const updatePass = defineEndpoint({
  method: 'PUT',
  path: '/api/passes/:id',
  params: ZIdParams,
  body: ZPassUpdate,
  bodyKey: 'pass',
  response: ZPassAnswer,
});

/** A teacher deletes a pass; what it cost is refunded once. */
export const deletePass = defineEndpoint({ method: 'DELETE', path: '/api/passes/:id', params: ZIdParams });
