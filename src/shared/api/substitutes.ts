import * as zod from 'zod';
import { ZSubstituteCode, ZSubstituteCodeInput, ZSubstituteSession, ZSubstituteSessionInput } from '../substitutes';
import { defineEndpoint } from './endpoint';
import { ZSlugParams } from './params';

/** P60: a code for a substitute in this course of yours, lasting 1 to 12 hours. */
export const createSubstituteCode = defineEndpoint({
  method: 'POST',
  path: '/api/courses/:slug/substitute-codes',
  params: ZSlugParams,
  body: ZSubstituteCodeInput,
  bodyKey: 'code',
  response: zod.object({ code: ZSubstituteCode }),
  status: 201,
});

/** The course's codes that have not expired, with who is using each. */
export const listSubstituteCodes = defineEndpoint({
  method: 'GET',
  path: '/api/courses/:slug/substitute-codes',
  params: ZSlugParams,
  response: zod.object({ codes: zod.array(ZSubstituteCode) }),
});

/** Ends a code early: the sessions opened with it end at their next call. */
export const endSubstituteCode = defineEndpoint({
  method: 'DELETE',
  path: '/api/courses/:slug/substitute-codes/:code',
  params: ZSlugParams.extend({ code: zod.string().min(1).max(40) }),
});

/** A substitute opens their session with the code and their name (also kept in an HttpOnly cookie for `/sub`). */
export const startSubstituteSession = defineEndpoint({
  method: 'POST',
  path: '/api/substitutes/session',
  body: ZSubstituteSessionInput,
  bodyKey: 'session',
  response: zod.object({ session: ZSubstituteSession }),
  status: 201,
});

/** The substitute's session as it stands (the `/sub` page after a reload); the token is not repeated. */
export const readSubstituteSession = defineEndpoint({
  method: 'GET',
  path: '/api/substitutes/session',
  response: zod.object({ session: ZSubstituteSession.omit({ token: true }) }),
});

/** The substitute leaves before the code's end. */
export const endSubstituteSession = defineEndpoint({ method: 'DELETE', path: '/api/substitutes/session' });
