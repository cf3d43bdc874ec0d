import { sharedText } from './texts';
import * as zod from 'zod';
import { hallText } from './hall-texts/texts';
import { says } from './messages';

/**
 * P50: the hall pass emergency switch. A teacher's covers their courses; the admin's (scope `all`)
 * covers every course of the installation. While one covering a course is on, no pass starts there.
 */

/**
 * An overdue pass still counts as out for this long after its minutes, as the kiosk board shows it
 * (a class period): a student a few minutes late is most likely still in the hall, so an emergency
 * ends their pass and names them. A pass left active for longer was forgotten, not out.
 */
export const OVERDUE_STILL_OUT_MINUTES = 60;

/** `PUT /api/passes/emergency {"emergency":{"on":true|false}}`. */
export const ZEmergencySwitch = zod.object({
  emergency: zod.object(
    { on: zod.boolean(says(() => sharedText.t('trueOrFalse'))) },
    says(() => hallText.t('emergencyBody')),
  ),
});

/** A student who was out when the emergency started, as staff see them. */
export const ZEmergencyOut = zod.object({
  /** The pass the emergency ended. */
  _id: zod.string(),
  student: zod.object({ _id: zod.string(), username: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  destination: zod.string(),
  /** When the student went out. */
  startedAt: zod.string(),
  course: zod.object({ _id: zod.string(), name: zod.string(), period: zod.number() }),
});
export type TEmergencyOut = zod.infer<typeof ZEmergencyOut>;

/**
 * The switch as staff see it. `scope`: `mine` (the teacher's own is on), `all` (the admin's is on;
 * a teacher's Off does not end it), null (off). `startedAt`: since when passes are stopped. `out`:
 * the passes the open emergencies covering the reader ended, i.e. who was out when it started.
 */
export const ZStaffEmergency = zod.object({
  on: zod.boolean(),
  scope: zod.enum(['mine', 'all']).nullable(),
  startedAt: zod.string().nullable(),
  out: zod.array(ZEmergencyOut),
});
export type TEmergency = zod.infer<typeof ZStaffEmergency>;

/** The switch as a student sees it: never anyone's name. */
export const ZStudentEmergency = zod.object({
  on: zod.boolean(),
  message: zod.string().nullable(),
});
export type TStudentEmergency = zod.infer<typeof ZStudentEmergency>;

/** Staff's answer carries `out`; a student's never does. */
export function isStaffEmergency(e: TEmergency | TStudentEmergency): e is TEmergency {
  return 'out' in e;
}
