import * as zod from 'zod';
import {
  ZHallStatus,
  ZLastPass,
  ZPass,
  ZPassAction,
  ZPassUpdate,
  ZSeparation,
  ZSeparationCreate,
  ZSeparationDelete,
  ZStudentPassCreate,
  ZTeacherPassCreate,
} from '../hallpasses';
import { ZEmergencySwitch, ZStaffEmergency, ZStudentEmergency } from '../hall-emergency';
import { defineEndpoint } from './endpoint';
import { ZPassReport, zWeek } from '../hall-report';
import { zInstant } from '../instants';
import { LIMITS, says } from '../messages';
import { ZIdParams, ZUsernameParams } from './params';
import { sharedText } from '../texts';

const ZPassAnswer = zod.object({ pass: ZPass });
const ZPassList = zod.object({ passes: zod.array(ZPass) });

/**
 * A student starts a pass (`{"pass":{"destination":"library"}}`: one of the teacher's destinations,
 * restroom when none are set; the default duration; the destination's price after the Prime
 * discount, free with the pass accommodation), or a teacher writes one for a student (P34, P48).
 * The student's pass is `active`, `requested` (the destination needs the teacher's OK) or `waiting`
 * (the wait line). Refusals are 403 `hallpass`, 422 `destination`, and 409 with the seed's texts
 * (`activeHallpass`, `expiredHallpass`, `hallpassLimitReached`, `insufficientFunds`) or P48's
 * (`hallpassBusy`, `hallpassBlackout`, `hallpassWaiting`); a teacher's 409s are warnings that
 * `"override": true` passes.
 */
export const createPass = defineEndpoint({
  method: 'POST',
  path: '/api/passes',
  body: zod.union([ZTeacherPassCreate, ZStudentPassCreate]),
  bodyKey: 'pass',
  response: ZPassAnswer,
  status: 201,
});

/** The student's newest pass and its state. */
export const lastPass = defineEndpoint({ method: 'GET', path: '/api/passes/last', response: ZLastPass });

/**
 * A student's own passes; a teacher's passes of all their courses (`?courseId=` narrows); newest
 * first. `?since=` (an ISO instant) keeps those created then or later: the kiosk asks for the last
 * hours only, not the whole year's history, each time it refreshes (P26). `?week=` (any day of it)
 * keeps those that went out that week, and `?destination=` those to one place (case aside): a
 * destination's history (issue 32), the very passes the weekly report counts.
 */
export const listPasses = defineEndpoint({
  method: 'GET',
  path: '/api/passes',
  query: zod.object({
    courseId: zod.string().max(64).optional(),
    since: zInstant().optional(),
    week: zWeek().optional(),
    destination: zod
      .string()
      .trim()
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(LIMITS.name)
      .optional(),
  }),
  response: ZPassList,
});

/**
 * A teacher's week of hall passes (issue 32): per student (passes, minutes out, late) and per
 * destination. `?week=` is any day of it (default this week; Monday to Sunday in `TZ`),
 * `?courseId=` one of their courses (default all). 422 `week`; another teacher's course 404.
 */
export const passReport = defineEndpoint({
  method: 'GET',
  path: '/api/passes/report',
  query: zod.object({ courseId: zod.string().max(64).optional(), week: zWeek().optional() }),
  response: ZPassReport,
});

/** One student's passes, newest first (teacher). */
export const studentPasses = defineEndpoint({
  method: 'GET',
  path: '/api/passes/student/:username',
  params: ZUsernameParams,
  response: ZPassList,
});

/** A teacher corrects a pass: destination, duration, createdBy. */
export const updatePass = defineEndpoint({
  method: 'PUT',
  path: '/api/passes/:id',
  params: ZIdParams,
  body: ZPassUpdate,
  bodyKey: 'pass',
  response: ZPassAnswer,
});

/** A teacher deletes a pass; what it cost is refunded once. */
export const deletePass = defineEndpoint({ method: 'DELETE', path: '/api/passes/:id', params: ZIdParams });

const passAction = (action: string) =>
  defineEndpoint({
    method: 'PUT',
    path: `/api/passes/:id/${action}`,
    params: ZIdParams,
    body: ZPassAction,
    bodyKey: 'pass',
    response: ZPassAnswer,
  });

/**
 * Ends an active pass (the student's own, or the teacher's): `returned` with `returnedAt`. Past its
 * minutes, the teacher's overtime fine is charged (a ledger fine). A returned pass answers as it is.
 */
export const returnPass = passAction('return');

/** The teacher approves a requested pass: it starts, or waits in the line when no place is free. */
export const approvePass = passAction('approve');

/** The teacher denies a requested pass: it is removed and what it held is refunded (204). */
export const denyPass = defineEndpoint({
  method: 'PUT',
  path: '/api/passes/:id/deny',
  params: ZIdParams,
  body: ZPassAction,
  bodyKey: 'pass',
});

/** The student leaves the wait line, or withdraws a request: the pass is removed and refunded (204). */
export const leavePass = defineEndpoint({
  method: 'PUT',
  path: '/api/passes/:id/leave',
  params: ZIdParams,
  body: ZPassAction,
  bodyKey: 'pass',
});

/** What a student sees before pressing (their course; a teacher names one with `?courseId=`). */
export const hallStatus = defineEndpoint({
  method: 'GET',
  path: '/api/passes/hall',
  query: zod.object({ courseId: zod.string().max(64).optional() }),
  response: ZHallStatus,
});

/**
 * P50: the emergency switch (teacher: their courses; admin: every course). On, in one transaction:
 * every pass out in the covered courses is ended (`returned`, refunded in full, no overtime fine)
 * and every pass waiting or asked for is taken back and refunded; then no pass starts (409
 * `emergency`) until it is off. On when on, or off when off, changes nothing. A teacher's Off
 * never ends the admin's: the answer then still says on, scope `all`.
 */
export const setEmergency = defineEndpoint({
  method: 'PUT',
  path: '/api/passes/emergency',
  body: ZEmergencySwitch,
  bodyKey: 'emergency',
  response: zod.object({ emergency: ZStaffEmergency }),
});

/** P50: the switch as the reader may see it: staff get who was out, a student only the message. */
export const readEmergency = defineEndpoint({
  method: 'GET',
  path: '/api/passes/emergency',
  response: zod.object({ emergency: zod.union([ZStaffEmergency, ZStudentEmergency]) }),
});

const ZSeparationAnswer = zod.object({ separation: ZSeparation });

/** The teacher's groups of students who may not be out together (P48). */
export const listSeparations = defineEndpoint({
  method: 'GET',
  path: '/api/passes/separations',
  response: zod.object({ separations: zod.array(ZSeparation) }),
});

export const createSeparation = defineEndpoint({
  method: 'POST',
  path: '/api/passes/separations',
  body: ZSeparationCreate,
  bodyKey: 'separation',
  response: ZSeparationAnswer,
  status: 201,
});

export const deleteSeparation = defineEndpoint({
  method: 'DELETE',
  path: '/api/passes/separations',
  body: ZSeparationDelete,
  bodyKey: 'separation',
});
