import * as zod from 'zod';
import { ZCurrentUser, ZCurrentUserResponse, ZOwnAccountUpdate } from '../user';
import { defineEndpoint } from './endpoint';

export const currentUser = defineEndpoint({ method: 'GET', path: '/api/user', response: ZCurrentUserResponse });

/** Like `currentUser`, but nobody signed in is `{user: null}` rather than a 401. */
export const session = defineEndpoint({
  method: 'GET',
  path: '/api/session',
  response: zod.object({ user: ZCurrentUser.nullable() }),
});

export const updateOwnAccount = defineEndpoint({
  method: 'PUT',
  path: '/api/user',
  body: ZOwnAccountUpdate,
  bodyKey: 'user',
  response: ZCurrentUserResponse,
});
