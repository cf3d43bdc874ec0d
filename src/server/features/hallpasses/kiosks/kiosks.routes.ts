import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createKiosk,
  kioskEvents,
  kioskView,
  listKiosks,
  openKiosk,
  returnKioskPass,
  revokeKiosk,
  startKioskPass,
} from '../../../../shared/api/kiosks';
import { IDEMPOTENCY_HEADER } from '../../../../shared/kiosks';
import type { AppConfig } from '../../../config';
import type { EventHub } from '../../../events';
import { defineRoute, defineStreamRoute, type Route } from '../../../http/route';
import { mapOutcome, ok, type Outcome, refuse } from '../../../outcome';
import { hashSessionToken, SESSION_COOKIE } from '../../../http/session-token';
import type { SessionsService } from '../../auth';
import { KIOSK_COOKIE } from './kiosk-codes';
import type { KioskPasses } from './kiosk-passes.service';
import type { KioskActor, KioskSessions } from './kiosk-session';
import type { KiosksService } from './kiosks.service';
import { hallText } from '../../../../shared/hall-texts/texts';

const TEACHER = ['teacher'] as const;
/** The browser's limit for a cookie's life: a kiosk stays one until its teacher turns it off. */
const KIOSK_COOKIE_SECONDS = 400 * 24 * 60 * 60;

interface KioskRouteDeps {
  kiosks: KiosksService;
  passes: KioskPasses;
  kioskSessions: KioskSessions;
  sessions: SessionsService;
  hub: EventHub;
  config: Pick<AppConfig, 'cookieSecure'>;
}

/**
 * P49's calls. The teacher's are ordinary routes; the device's are public routes that find their
 * kiosk session themselves (its own cookie, never a person's session), so a kiosk can make these
 * calls and no other, and a person's session can't make these.
 */
export function kiosksRoutes({ kiosks, passes, kioskSessions, sessions, hub, config }: KioskRouteDeps): Route[] {
  async function asKiosk<T>(
    request: FastifyRequest,
    act: (kiosk: KioskActor) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const kiosk = await kioskSessions.of(request);
    return kiosk ? act(kiosk) : refuse('UNAUTHENTICATED', 'kiosk', hallText.t('closed'));
  }
  const keyOf = (request: FastifyRequest) => {
    const value = request.headers[IDEMPOTENCY_HEADER];
    return typeof value === 'string' ? value : undefined;
  };
  /** The shared screen is nobody's account: a person signed in on this browser is signed out. */
  async function signOutPerson(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    await sessions.end(hashSessionToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  return [
    defineRoute(createKiosk, {
      summary: 'Make a classroom kiosk for one of your courses; its code is shown this once',
      tag: 'kiosks',
      access: TEACHER,
      handler: async ({ actor, body }) =>
        mapOutcome(await kiosks.create(actor, body.kiosk.courseId), (kiosk) => ({ kiosk })),
    }),
    defineRoute(listKiosks, {
      summary: 'Your kiosks',
      tag: 'kiosks',
      access: TEACHER,
      handler: async ({ actor }) => ok({ kiosks: await kiosks.list(actor) }),
    }),
    defineRoute(revokeKiosk, {
      summary: 'Turn a kiosk off: its devices stop at once',
      tag: 'kiosks',
      access: TEACHER,
      handler: ({ actor, params }) => kiosks.revoke(actor, params.id),
    }),
    defineRoute(openKiosk, {
      summary: 'Open a kiosk on this device by its code (sets the kiosk session cookie)',
      tag: 'kiosks',
      access: 'public',
      async handler({ body, request, reply }) {
        const opened = await kiosks.open(body.kiosk.code, await kioskSessions.of(request));
        if (!opened.ok) return opened;
        await signOutPerson(request, reply);
        if (opened.value.token !== null)
          reply.setCookie(KIOSK_COOKIE, opened.value.token, {
            httpOnly: true,
            sameSite: 'strict',
            secure: config.cookieSecure,
            path: '/',
            maxAge: KIOSK_COOKIE_SECONDS,
          });
        return mapOutcome(await kiosks.view(opened.value.kiosk), (kiosk) => ({ kiosk }));
      },
    }),
    defineRoute(kioskView, {
      summary: "The kiosk's course, destinations and board (kiosk session)",
      tag: 'kiosks',
      access: 'public',
      handler: ({ request }) =>
        asKiosk(request, async (kiosk) => mapOutcome(await kiosks.view(kiosk), (view) => ({ kiosk: view }))),
    }),
    defineRoute(startKioskPass, {
      summary: 'A student starts a pass at the kiosk (kiosk session; Idempotency-Key header)',
      tag: 'kiosks',
      access: 'public',
      handler: ({ request, body }) =>
        asKiosk(request, async (kiosk) =>
          mapOutcome(await passes.start(kiosk, keyOf(request), body.pass), (pass) => ({ pass })),
        ),
    }),
    defineRoute(returnKioskPass, {
      summary: 'A student back in class ends their pass at the kiosk (kiosk session; Idempotency-Key header)',
      tag: 'kiosks',
      access: 'public',
      handler: ({ request, params }) =>
        asKiosk(request, async (kiosk) =>
          mapOutcome(await passes.returnPass(kiosk, keyOf(request), params.id), (pass) => ({ pass })),
        ),
    }),
    defineStreamRoute(kioskEvents, {
      summary: "The kiosk's live updates: a server-sent event stream (kiosk session)",
      tag: 'kiosks',
      access: 'public',
      open: ({ request, query }) =>
        asKiosk(request, async (kiosk) =>
          ok(await hub.openKiosk(kiosk, () => kioskSessions.stillValid(kiosk), query.since)),
        ),
    }),
  ];
}
