import { accessLogOf, ownRecord, studentRecord } from '../../../shared/api/privacy';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { RecordService } from './record.service';

/** P41 and P44: a student's record, and who read their data. */
export function privacyRoutes(records: RecordService): Route[] {
  return [
    defineRoute(studentRecord, {
      summary: "A student's record: your economy of them (teacher), or everything (admin)",
      tag: 'privacy',
      access: ['teacher', 'admin'],
      handler: async ({ actor, params }) =>
        mapOutcome(await records.ofStudent(actor, params.username), (record) => ({ record })),
    }),
    defineRoute(ownRecord, {
      summary: 'Your own record, every class',
      tag: 'privacy',
      access: ['student'],
      anyClass: true,
      handler: async ({ actor }) => ok({ record: await records.own(actor) }),
    }),
    defineRoute(accessLogOf, {
      summary: "Who read a student's data, newest first",
      tag: 'privacy',
      access: ['admin'],
      handler: async ({ query }) =>
        mapOutcome(await records.accessLogOf(query.student), (accessLog) => ({ accessLog })),
    }),
  ];
}
