import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, tokenFromAuthorizationHeader } from '../features/auth/session-token';
import type { Actor } from './actor';

/** What this needs of the sessions service (features/auth/sessions.service.ts). */
export interface SessionLookup {
  /** The person behind a token: from the session cache, else one query. */
  resolve(token: string): Promise<Actor | null>;
  /** The person behind a token only if this instance checked it moments ago; never a query. */
  cached(token: string): Actor | null;
}

/**
 * Who a request acts for, asked twice per request: by the rate limit (to choose its bucket) and by
 * the route (to check access). The session is resolved once and the answer kept with the request.
 */
export function createRequestActors(sessions: SessionLookup) {
  const resolved = new WeakMap<FastifyRequest, Promise<Actor | null>>();

  /** The session token the request carries: the API's header, else the web app's cookie. */
  function tokenOf(request: FastifyRequest): string | null {
    return tokenFromAuthorizationHeader(request.headers.authorization) ?? request.cookies[SESSION_COOKIE] ?? null;
  }

  return {
    tokenOf,

    resolve(request: FastifyRequest): Promise<Actor | null> {
      let actor = resolved.get(request);
      if (!actor) {
        const token = tokenOf(request);
        actor = token ? sessions.resolve(token) : Promise.resolve(null);
        resolved.set(request, actor);
      }
      return actor;
    },

    cached(request: FastifyRequest): Actor | null {
      const token = tokenOf(request);
      return token ? sessions.cached(token) : null;
    },
  };
}
export type RequestActors = ReturnType<typeof createRequestActors>;
