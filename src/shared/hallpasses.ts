import * as zod from 'zod';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

/** Seed 000 section 9: default destination restroom; these are the dialog's suggestions. */
export const DEFAULT_DESTINATION = 'restroom';
export const DESTINATION_SUGGESTIONS = [
  'classroom',
  'counselor',
  'gym',
  'health office',
  'library',
  'office',
  'restroom',
  'social worker',
] as const;

/** The longest pass a teacher may write, in minutes (the setting's default duration has the same bound). */
export const MAX_PASS_MINUTES = 240;

/** Texts of the hallpass alerts (seed 000 sections 4 and 8), for the student and for the teacher. */
export const HALLPASS_TEXT = {
  seeTeacher: 'Please see your teacher for a hallpass',
  expired: 'Your hallpass for today is expired. If you need a new hallpass, please see your teacher.',
  activeForStudent: (minutes: number) =>
    `An active hallpass already exists for another student. Please try again in ${minutes} minutes. If this is an emergency, please see your teacher.`,
  fundsForStudent:
    'You do not have enough points to purchase a hallpass. If this is an emergency, please see your teacher.',
  limitForStudent: 'You have reached your pass limit. If this is an emergency, please see your teacher.',
  fundsForTeacher: (points: number) => `This student has ${points} pts which is less than the cost of a hallpass`,
  limitForTeacher: (passes: number) => `This student has ${passes} passes and has exceeded their pass limit`,
  activeForTeacher: (who: string, destination: string, createdAt: string, minutes: number) =>
    `${who} has an active hallpass to ${destination}, created at ${createdAt} for ${minutes} minutes`,
} as const;

/** A whole number of minutes; the form may send it as text ("10"), which reads as the number. */
const zMinutes = () =>
  zod.preprocess(
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v) : v,
    zod
      .number()
      .int(MSG.wholeNumbersOnly)
      .min(1, 'Must be at least 1 minute')
      .max(MAX_PASS_MINUTES, `Cannot be more than ${MAX_PASS_MINUTES} minutes`),
  );

const zPassText = () => zRequiredText(LIMITS.name);
const zStudentRef = () =>
  zod.union([zod.string().min(1, MSG.required), zod.object({ _id: zod.string().min(1, MSG.required) })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : 'Must be a student id'),
  });

/** A student's `POST /api/passes {"pass":{}}`: the server fixes everything; whatever else is sent is ignored. */
export const ZStudentPassCreate = zod.object({ pass: zod.object({}) });

/**
 * A teacher's pass (seed 000 section 5): createdBy, destination and duration required, duration
 * numeric; `cost` is what the teacher chooses to charge (0 = free; missing = the student's price);
 * `override` creates it despite the warnings (P18).
 */
export const ZTeacherPassCreate = zod.object({
  pass: zod.object({
    student: zStudentRef(),
    destination: zPassText(),
    duration: zMinutes(),
    createdBy: zPassText(),
    cost: zod
      .number({ error: MSG.numbersOnly })
      .int(MSG.wholeNumbersOnly)
      .min(0, MSG.notNegative)
      .max(LIMITS.points, MSG.atMost(LIMITS.points))
      .optional(),
    override: zod.boolean().optional(),
  }),
});

/** `PUT /api/passes/{id}` (teacher): destination, duration, createdBy; anything else is ignored. */
export const ZPassUpdate = zod.object({
  pass: zod.object({
    destination: zPassText().optional(),
    duration: zMinutes().optional(),
    createdBy: zPassText().optional(),
  }),
});

export const PASS_STATES = ['active', 'expired'] as const;

/** A pass as the API shows it (P34); `state` is derived at read time. */
export const ZPass = zod.object({
  _id: zod.string(),
  createdAt: zod.string(),
  createdBy: zod.string(),
  destination: zod.string(),
  /** Minutes. */
  duration: zod.number(),
  /** What was charged. */
  cost: zod.number(),
  student: zod.object({ _id: zod.string(), username: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  /** The period of the course the pass belongs to. */
  period: zod.number(),
  state: zod.enum(PASS_STATES),
});
export type TPass = zod.infer<typeof ZPass>;

/** `GET /api/passes/last`: 'none' when the newest pass is not from today (seed 000 section 4). */
export const ZLastPass = zod.object({ pass: ZPass.nullable(), state: zod.enum(['none', 'active', 'expired']) });
export type TLastPass = zod.infer<typeof ZLastPass>;

/** Seed 000 section 4 / P39: expired when more than `duration` minutes (fractions count) have passed. */
export function passStateAt(createdAt: Date, duration: number, now: Date): 'active' | 'expired' {
  return now.getTime() - createdAt.getTime() > duration * 60_000 ? 'expired' : 'active';
}
