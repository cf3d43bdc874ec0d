import * as zod from 'zod';
import { ZKiosk, ZKioskCreate, ZKioskOpen, ZKioskPass, ZKioskPassStart, ZKioskView, ZNewKiosk } from '../kiosks';
import { zInstantMs } from '../instants';
import { defineEndpoint } from './endpoint';
import { ZIdParams } from './params';

/**
 * P49: the teacher makes a classroom device a kiosk for one of their courses. The answer carries
 * the code once (`/kiosk/{code}` on the device); only its hash is kept.
 */
export const createKiosk = defineEndpoint({
  method: 'POST',
  path: '/api/kiosks',
  body: ZKioskCreate,
  bodyKey: 'kiosk',
  response: zod.object({ kiosk: ZNewKiosk }),
  status: 201,
});

/** The teacher's kiosks, newest first. */
export const listKiosks = defineEndpoint({
  method: 'GET',
  path: '/api/kiosks',
  response: zod.object({ kiosks: zod.array(ZKiosk) }),
});

/** Turns a kiosk off: its devices' sessions end at once. */
export const revokeKiosk = defineEndpoint({ method: 'DELETE', path: '/api/kiosks/:id', params: ZIdParams });

/**
 * The device opens its kiosk with the code: it gets a kiosk session (an HttpOnly cookie), and any
 * person signed in on that browser is signed out, so the shared screen is never someone's account.
 */
export const openKiosk = defineEndpoint({
  method: 'POST',
  path: '/api/kiosk/session',
  body: ZKioskOpen,
  bodyKey: 'kiosk',
  response: zod.object({ kiosk: ZKioskView }),
});

/** What the kiosk shows (its session): the course, the destinations, the board. */
export const kioskView = defineEndpoint({
  method: 'GET',
  path: '/api/kiosk',
  response: zod.object({ kiosk: ZKioskView }),
});

/**
 * A student starts a pass at the kiosk by their username (and PIN when the teacher asks for one),
 * with the `Idempotency-Key` header. The pass follows the student's own rules and refusals (P48).
 */
export const startKioskPass = defineEndpoint({
  method: 'POST',
  path: '/api/kiosk/passes',
  body: ZKioskPassStart,
  bodyKey: 'pass',
  response: zod.object({ pass: ZKioskPass }),
  status: 201,
});

/** A student back in class taps their name: the pass ends (a late return is fined, P48). */
export const returnKioskPass = defineEndpoint({
  method: 'PUT',
  path: '/api/kiosk/passes/:id/return',
  params: ZIdParams,
  response: zod.object({ pass: ZKioskPass }),
});

/** The kiosk's live updates (P38's stream, for its course and its teacher's class). */
export const kioskEvents = defineEndpoint({
  method: 'GET',
  path: '/api/kiosk/events',
  query: zod.object({ since: zInstantMs().optional() }),
  response: zod.string(),
  contentType: 'text/event-stream',
});
