import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { oidcCallback, oidcStart, signInOptions } from '../../../shared/api/auth';
import { loginPageFor } from '../../../shared/sign-in-problems';
import type { AppConfig } from '../../config';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import { type SchoolSignIn, STATE_LIFETIME_MS } from './school-sign-in.service';
import { setSessionCookie } from './session-cookie';

const TAG = 'auth';

/**
 * The sign-in cookie: the browser that pressed 'Sign in with …' holds a random value its started
 * sign-in is sealed to. SameSite=Lax, because the provider's redirect back is a top-level
 * navigation from another site, which a Strict cookie would not accompany; HttpOnly; as long-lived
 * as a started sign-in; sent only to these two addresses.
 */
export const SIGN_IN_COOKIE = 'classmint_oidc';
const SIGN_IN_COOKIE_PATH = '/api/auth/oidc';

type Config = Pick<AppConfig, 'oidc' | 'passwordSignIn' | 'cookieSecure' | 'sessionDays'>;

/** Both redirects answer a browser's navigation: never cached, never JSON. */
function redirectRoute(
  endpoint: typeof oidcStart | typeof oidcCallback,
  summary: string,
  handle: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): Route {
  return {
    doc: { endpoint, summary, tag: TAG, isPublic: true },
    install(app: FastifyInstance) {
      app.get(endpoint.path, handle);
    },
  };
}

export function schoolSignInRoutes(signIn: SchoolSignIn | null, config: Config): Route[] {
  return [
    defineRoute(signInOptions, {
      summary: "How the login page offers sign-in: the school's provider, and who may use a password",
      tag: TAG,
      access: 'public',
      async handler() {
        return ok({
          signIn: { provider: config.oidc.ready ? config.oidc.name : null, password: config.passwordSignIn },
        });
      },
    }),
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the OpenAPI summary, for developers
    redirectRoute(oidcStart, "Redirects to the school's provider to sign in (P46)", async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!signIn) return reply.redirect(loginPageFor('notConfigured'), 302);
      const started = await signIn.start(request.cookies[SIGN_IN_COOKIE]);
      if (!started.ok) return reply.redirect(loginPageFor(started.problem), 302);
      reply.setCookie(SIGN_IN_COOKIE, started.browser, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        path: SIGN_IN_COOKIE_PATH,
        maxAge: STATE_LIFETIME_MS / 1000,
      });
      return reply.redirect(started.url, 302);
    }),
    redirectRoute(
      oidcCallback,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the OpenAPI summary, for developers
      "The school's provider sends the browser back here; it lands on / signed in, or on /login?signin=…",
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!signIn) return reply.redirect(loginPageFor('notConfigured'), 302);
        const parsed = oidcCallback.query.safeParse(request.query);
        const queryAt = request.url.indexOf('?');
        // openid-client reads the provider's answer as it came (the state, the code, `iss`, an error).
        const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
        const finished = parsed.success
          ? await signIn.finish(query, parsed.data.state, request.cookies[SIGN_IN_COOKIE])
          : ({ ok: false, problem: 'refused' } as const);
        if (!finished.ok) return reply.redirect(loginPageFor(finished.problem), 302);
        setSessionCookie(reply, finished.token, config);
        return reply.redirect('/', 302);
      },
    ),
  ];
}
