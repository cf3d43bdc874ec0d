import { ZLoginRequest, ZLoginResponse } from '../user';
import { defineEndpoint } from './endpoint';

/** Sign in; answers the user with a session token and sets the session cookie. */
export const login = defineEndpoint({
  method: 'POST',
  path: '/api/users/login',
  body: ZLoginRequest,
  bodyKey: 'user',
  response: ZLoginResponse,
});

/** End the caller's session. */
export const logout = defineEndpoint({ method: 'POST', path: '/api/users/logout' });
