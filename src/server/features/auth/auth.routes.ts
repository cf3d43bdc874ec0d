import type {} from '@fastify/cookie';
import { login, logout } from '../../../shared/api/auth';
import type { AppConfig } from '../../config';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { AuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './login-devices';
import { setSessionCookie } from './session-cookie';
import { SESSION_COOKIE } from '../../http/session-token';
import type { SessionsService } from './sessions.service';

export function authRoutes(auth: AuthService, sessions: SessionsService, config: AppConfig): Route[] {
  return [
    defineRoute(login, {
      summary: 'Sign in; answers the user with a session token and sets the session cookie',
      tag: 'auth',
      access: 'public',
      async handler({ body, request, reply }) {
        const result = await auth.login(body.user.username, body.user.password, {
          address: request.ip,
          deviceToken: request.cookies[DEVICE_COOKIE],
        });
        if (!result.ok) return result;
        if (result.value.deviceToken) {
          // Tells the login throttle that later sign-ins from this browser are the owner's (P10).
          reply.setCookie(DEVICE_COOKIE, result.value.deviceToken, {
            httpOnly: true,
            sameSite: 'strict',
            secure: config.cookieSecure,
            path: '/api/users/login',
            maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
          });
        }
        setSessionCookie(reply, result.value.token, config);
        return ok({ user: { ...result.value.user, token: result.value.token } });
      },
    }),
    defineRoute(logout, {
      summary: "End the caller's session",
      tag: 'auth',
      access: 'signedIn',
      allowSuspended: true,
      anyClass: true,
      async handler({ actor, reply }) {
        await sessions.end(actor.sessionTokenHash);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return ok(undefined);
      },
    }),
  ];
}
