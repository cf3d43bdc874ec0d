import * as zod from 'zod';
import {
  approvePass,
  createPass,
  createSeparation,
  deletePass,
  deleteSeparation,
  denyPass,
  hallStatus,
  lastPass,
  leavePass,
  listPasses,
  listSeparations,
  passReport,
  returnPass,
  studentPasses,
  updatePass,
} from '../../../shared/api/passes';
import { ZStudentPassCreate, ZTeacherPassCreate } from '../../../shared/hallpasses';
import { says } from '../../../shared/messages';
import { parseWith } from '../../http/errors';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { HallpassesService } from './hallpasses.service';
import type { SeparationsService } from './separations.service';
import { sharedText } from '../../../shared/texts';

const TEACHER = ['teacher'] as const;

// A student's body is `{"pass":{"destination"}}` and whatever else it carries is ignored; a teacher's is checked in full.
const ZAnyPass = zod.object({
  pass: zod.record(
    zod.string(),
    zod.unknown(),
    says(() => sharedText.t('required')),
  ),
});

export function hallpassesRoutes(passes: HallpassesService, separations: SeparationsService): Route[] {
  return [
    defineRoute(createPass, {
      summary: 'Buy a pass (student) or write one for a student (teacher; `override` passes the warnings)',
      tag: 'passes',
      access: ['student', 'teacher'],
      substitutes: true,
      coTeachers: true,
      bodyEnvelope: ZAnyPass,
      async handler({ actor, body }) {
        if (actor.role === 'student') {
          const input = parseWith(ZStudentPassCreate, body, 'pass');
          if (!input.ok) return input;
          return mapOutcome(await passes.create(actor, null, input.value.pass.destination), (pass) => ({ pass }));
        }
        const input = parseWith(ZTeacherPassCreate, body, 'pass');
        if (!input.ok) return input;
        return mapOutcome(await passes.create(actor, input.value.pass), (pass) => ({ pass }));
      },
    }),
    defineRoute(lastPass, {
      summary: 'Your newest pass and its state (none, active, expired)',
      tag: 'passes',
      access: ['student'],
      handler: async ({ actor }) => ok(await passes.last(actor)),
    }),
    defineRoute(listPasses, {
      summary:
        "Your passes (student) or your courses' passes (teacher; ?courseId= narrows), newest first; ?since= keeps the recent ones, ?week= and ?destination= a destination's week",
      tag: 'passes',
      access: ['student', 'teacher'],
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor, query }) =>
        mapOutcome(
          await passes.list(actor, query.courseId, query.since, { week: query.week, destination: query.destination }),
          (list) => ({ passes: list }),
        ),
    }),
    defineRoute(passReport, {
      summary: "A week of your students' passes: per student (passes, minutes, late) and per destination",
      tag: 'passes',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, query }) =>
        mapOutcome(await passes.report(actor, query.courseId, query.week), (report) => ({ report })),
    }),
    defineRoute(studentPasses, {
      summary: "One of your students' passes, newest first",
      tag: 'passes',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, params }) =>
        mapOutcome(await passes.ofStudent(actor, params.username), (list) => ({ passes: list })),
    }),
    defineRoute(updatePass, {
      summary: 'Correct the destination, duration or name of a pass',
      tag: 'passes',
      access: TEACHER,
      coTeachers: true,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await passes.update(actor, params.id, body.pass), (pass) => ({ pass })),
    }),
    defineRoute(deletePass, {
      summary: 'Delete a pass; what it cost is refunded once',
      tag: 'passes',
      access: TEACHER,
      coTeachers: true,
      handler: ({ actor, params }) => passes.remove(actor, params.id),
    }),
    defineRoute(returnPass, {
      summary: "End an active pass (the student's own, or the teacher's); a late return is fined",
      tag: 'passes',
      access: ['student', 'teacher'],
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor, params }) => mapOutcome(await passes.returnPass(actor, params.id), (pass) => ({ pass })),
    }),
    defineRoute(approvePass, {
      summary: 'Approve a requested pass: it starts, or waits in the line',
      tag: 'passes',
      access: TEACHER,
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor, params }) => mapOutcome(await passes.approve(actor, params.id), (pass) => ({ pass })),
    }),
    defineRoute(denyPass, {
      summary: 'Deny a requested pass: removed and refunded',
      tag: 'passes',
      access: TEACHER,
      substitutes: true,
      coTeachers: true,
      handler: ({ actor, params }) => passes.deny(actor, params.id),
    }),
    defineRoute(leavePass, {
      summary: 'Leave the wait line or withdraw a request (the student): removed and refunded',
      tag: 'passes',
      access: ['student'],
      handler: ({ actor, params }) => passes.leave(actor, params.id),
    }),
    defineRoute(hallStatus, {
      summary: 'How many are out, when a place frees, your place in the line (never who)',
      tag: 'passes',
      access: ['student', 'teacher'],
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor, query }) => mapOutcome(await passes.hall(actor, query.courseId), (hall) => ({ hall })),
    }),
    defineRoute(listSeparations, {
      summary: 'Your groups of students who may not be out together',
      tag: 'passes',
      access: TEACHER,
      handler: async ({ actor }) => ok({ separations: await separations.list(actor) }),
    }),
    defineRoute(createSeparation, {
      summary: 'Name students who may not be out together',
      tag: 'passes',
      access: TEACHER,
      handler: async ({ actor, body }) =>
        mapOutcome(await separations.create(actor, body.separation.students), (separation) => ({ separation })),
    }),
    defineRoute(deleteSeparation, {
      summary: 'Remove a separation (by its _id or its students)',
      tag: 'passes',
      access: TEACHER,
      handler: ({ actor, body }) => separations.remove(actor, body.separation),
    }),
  ];
}
