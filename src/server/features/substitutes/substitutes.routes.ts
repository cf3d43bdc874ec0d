import {
  createSubstituteCode,
  endSubstituteCode,
  endSubstituteSession,
  listSubstituteCodes,
  readSubstituteSession,
  startSubstituteSession,
} from '../../../shared/api/substitutes';
import type { AppConfig } from '../../config';
import { defineRoute, type Route } from '../../http/route';
import { SESSION_COOKIE, SUBSTITUTE_COOKIE } from '../../http/session-token';
import { mapOutcome } from '../../outcome';
import type { SubstituteCodesService } from './substitute-codes.service';
import type { SubstituteSessionsService } from './substitute-sessions.service';

const TEACHER = ['teacher'] as const;

/** P60's substitute calls: the teacher's codes, and the substitute's own session. */
export function substitutesRoutes(
  codes: SubstituteCodesService,
  sessions: SubstituteSessionsService,
  config: Pick<AppConfig, 'cookieSecure'>,
  /** Ends the session of a person signed in on this browser (the auth feature's, given by app.ts). */
  endPersonSession: (token: string) => Promise<void>,
): Route[] {
  return [
    defineRoute(createSubstituteCode, {
      summary: 'Make a code for a substitute in your course, lasting 1 to 12 hours',
      tag: 'substitutes',
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await codes.make(actor, params.slug, body.code.hours), (code) => ({ code })),
    }),
    defineRoute(listSubstituteCodes, {
      summary: "Your course's substitute codes that have not expired, with who is using each",
      tag: 'substitutes',
      access: TEACHER,
      handler: async ({ actor, params }) =>
        mapOutcome(await codes.list(actor, params.slug), (list) => ({ codes: list })),
    }),
    defineRoute(endSubstituteCode, {
      summary: "End a substitute code now: its substitutes' sessions end with it",
      tag: 'substitutes',
      access: TEACHER,
      handler: ({ actor, params }) => codes.end(actor, params.slug, params.code),
    }),
    defineRoute(startSubstituteSession, {
      summary:
        "A substitute's session from a code and their name (also an HttpOnly cookie for /sub); the 6th wrong code from an address in 15 minutes gets 429",
      tag: 'substitutes',
      access: 'public',
      async handler({ body, request, reply }) {
        const started = await sessions.start(body.session, request.ip);
        if (started.ok) {
          // The phone is now the substitute's: a person signed in on it is signed out, or their
          // session's cookie would be the one every request of the page carries.
          const person = request.cookies[SESSION_COOKIE];
          if (person) {
            await endPersonSession(person);
            reply.clearCookie(SESSION_COOKIE, { path: '/' });
          }
          reply.setCookie(SUBSTITUTE_COOKIE, started.value.token, {
            httpOnly: true,
            sameSite: 'strict',
            secure: config.cookieSecure,
            path: '/',
            expires: new Date(started.value.expiresAt),
          });
        }
        return mapOutcome(started, (session) => ({ session }));
      },
    }),
    defineRoute(readSubstituteSession, {
      summary: "The substitute's session: their name, when it ends, the course and its roster",
      tag: 'substitutes',
      access: TEACHER,
      substitutes: true,
      handler: async ({ actor }) => mapOutcome(await sessions.read(actor), (session) => ({ session })),
    }),
    defineRoute(endSubstituteSession, {
      summary: 'The substitute leaves before the code ends',
      tag: 'substitutes',
      access: TEACHER,
      substitutes: true,
      async handler({ actor, reply }) {
        reply.clearCookie(SUBSTITUTE_COOKIE, { path: '/' });
        return sessions.leave(actor);
      },
    }),
  ];
}
