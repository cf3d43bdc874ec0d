import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../http/session-token';

/**
 * The web app keeps the session in an HttpOnly cookie so page scripts never hold the token (P3):
 * set alike by a password sign-in and by the school's (P46).
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  config: { cookieSecure: boolean; sessionDays: number },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: '/',
    maxAge: config.sessionDays * 24 * 60 * 60,
  });
}
