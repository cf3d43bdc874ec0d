import { streamEvents } from '../../shared/api/events';
import { defineStreamRoute, type Route } from '../http/route';
import { ok } from '../outcome';
import type { EventHub } from './hub';

export function eventsRoutes(hub: EventHub): Route[] {
  return [
    defineStreamRoute(streamEvents, {
      summary: 'Your live updates: a server-sent event stream (P38)',
      tag: 'events',
      access: 'signedIn',
      // P60: a co-teacher naming a course shared with them hears that course (hub.ts).
      coTeachers: true,
      open: async ({ actor, query }) => ok(await hub.open(actor, query.since)),
    }),
  ];
}
