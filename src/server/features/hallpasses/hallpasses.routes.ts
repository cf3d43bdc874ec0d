import * as zod from 'zod';
import { createPass, deletePass, lastPass, listPasses, studentPasses, updatePass } from '../../../shared/api/passes';
import { ZTeacherPassCreate } from '../../../shared/hallpasses';
import { parseWith } from '../../http/errors';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { HallpassesService } from './hallpasses.service';

const TEACHER = ['teacher'] as const;

// A student's body is `{"pass":{}}` and whatever else it carries is ignored; a teacher's is checked in full.
const ZAnyPass = zod.object({ pass: zod.record(zod.string(), zod.unknown(), { error: 'Required' }) });

export function hallpassesRoutes(passes: HallpassesService): Route[] {
  return [
    defineRoute(createPass, {
      summary: 'Buy a pass (student) or write one for a student (teacher; `override` passes the warnings)',
      tag: 'passes',
      access: ['student', 'teacher'],
      bodyEnvelope: ZAnyPass,
      async handler({ actor, body }) {
        if (actor.role === 'student') return mapOutcome(await passes.create(actor, null), (pass) => ({ pass }));
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
        "Your passes (student) or your courses' passes (teacher; ?courseId= narrows), newest first; ?since= keeps the recent ones",
      tag: 'passes',
      access: ['student', 'teacher'],
      handler: async ({ actor, query }) =>
        mapOutcome(await passes.list(actor, query.courseId, query.since), (list) => ({ passes: list })),
    }),
    defineRoute(studentPasses, {
      summary: "One of your students' passes, newest first",
      tag: 'passes',
      access: TEACHER,
      handler: async ({ actor, params }) =>
        mapOutcome(await passes.ofStudent(actor, params.username), (list) => ({ passes: list })),
    }),
    defineRoute(updatePass, {
      summary: 'Correct the destination, duration or name of a pass',
      tag: 'passes',
      access: TEACHER,
      handler: async ({ actor, params, body }) =>
        mapOutcome(await passes.update(actor, params.id, body.pass), (pass) => ({ pass })),
    }),
    defineRoute(deletePass, {
      summary: 'Delete a pass; what it cost is refunded once',
      tag: 'passes',
      access: TEACHER,
      handler: ({ actor, params }) => passes.remove(actor, params.id),
    }),
  ];
}
