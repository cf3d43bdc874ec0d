import { readEmergency, setEmergency } from '../../../shared/api/passes';
import { defineRoute, type Route } from '../../http/route';
import { mapOutcome, ok } from '../../outcome';
import type { EmergencyService } from './emergency.service';

/** P50: the hall pass emergency switch and what each reader may see of it. */
export function emergencyRoutes(emergency: EmergencyService): Route[] {
  return [
    defineRoute(setEmergency, {
      summary:
        'Switch the emergency on or off (teacher: their courses; admin: every course): on ends every pass and stops new ones',
      tag: 'passes',
      access: ['teacher', 'admin'],
      handler: async ({ actor, body }) =>
        mapOutcome(await emergency.set(actor, body.emergency.on), (state) => ({ emergency: state })),
    }),
    defineRoute(readEmergency, {
      summary: 'Whether an emergency is on: staff see who was out, a student only to stay where they are',
      tag: 'passes',
      access: ['teacher', 'admin', 'student'],
      substitutes: true,
      coTeachers: true,
      handler: async ({ actor }) => ok({ emergency: await emergency.read(actor) }),
    }),
  ];
}
