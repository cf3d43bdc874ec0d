import { sharedText } from './texts';
import * as zod from 'zod';
import { LIMITS, says } from './messages';
import { hallText } from './hall-texts/texts';
import { zRequiredText } from './user';

/**
 * Seed 000 section 9: the default destination, stored as `restroom` and read in the reader's
 * language (`destinationLabel`, hall-texts `defaultDestination`).
 */
export const DEFAULT_DESTINATION = 'restroom';

/** The teacher's pass dialog's suggestions, in the teacher's language (hall-texts), stored as typed. */
export const DESTINATION_SUGGESTION_KEYS = [
  'suggestClassroom',
  'suggestCounselor',
  'suggestGym',
  'suggestHealthOffice',
  'suggestLibrary',
  'suggestOffice',
  'defaultDestination',
  'suggestSocialWorker',
] as const;

/** The longest pass a teacher may write, in minutes (the setting's default duration has the same bound). */
export const MAX_PASS_MINUTES = 240;

/** A whole number of minutes; the form may send it as text ("10"), which reads as the number. */
const zMinutes = () =>
  zod.preprocess(
    (v) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v) : v,
    zod
      .number()
      .int(says(() => sharedText.t('wholeNumbersOnly')))
      .min(
        1,
        says(() => sharedText.t('atLeastOneMinute')),
      )
      .max(
        MAX_PASS_MINUTES,
        says(() => hallText.t('atMostMinutes', { max: MAX_PASS_MINUTES })),
      ),
  );

const zPassText = () => zRequiredText(LIMITS.name);
const zStudentRef = () =>
  zod.union(
    [
      zod.string().min(
        1,
        says(() => sharedText.t('required')),
      ),
      zod.object({
        _id: zod.string().min(
          1,
          says(() => sharedText.t('required')),
        ),
      }),
    ],
    {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? sharedText.t('required') : hallText.t('mustBeStudentId'),
    },
  );

/**
 * A student's `POST /api/passes {"pass":{"destination":"library"}}` (P48): they pick one of the
 * teacher's destinations (none set: restroom); the server fixes everything else and ignores the rest.
 */
export const ZStudentPassCreate = zod.object({
  pass: zod.object({
    destination: zod
      .string(says(() => sharedText.t('mustBeText')))
      .trim()
      .max(LIMITS.name)
      .optional(),
  }),
});

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
      .number(says(() => sharedText.t('numbersOnly')))
      .int(says(() => sharedText.t('wholeNumbersOnly')))
      .min(
        0,
        says(() => sharedText.t('notNegative')),
      )
      .max(
        LIMITS.points,
        says(() => sharedText.t('atMost', { max: LIMITS.points })),
      )
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

/**
 * P48: `requested` waits for the teacher's approval, `waiting` is in the wait line (its cost held),
 * `active` is out, `expired` is out past its minutes (an active pass read later: the seed's state),
 * `returned` came back (`returnedAt`).
 */
export const PASS_STATES = ['requested', 'waiting', 'active', 'expired', 'returned'] as const;
export type TPassState = (typeof PASS_STATES)[number];
export type TStoredPassState = Exclude<TPassState, 'expired'>;

/** A pass as the API shows it (P34, P48); `expired` is derived at read time. */
export const ZPass = zod.object({
  _id: zod.string(),
  createdAt: zod.string(),
  createdBy: zod.string(),
  destination: zod.string(),
  /** Minutes. */
  duration: zod.number(),
  /** What was charged (held while requested or waiting). */
  cost: zod.number(),
  student: zod.object({ _id: zod.string(), username: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  /** The period of the course the pass belongs to. */
  period: zod.number(),
  state: zod.enum(PASS_STATES),
  /** When it joined the wait line (null if it never did): the line is served in this order. */
  queuedAt: zod.string().nullable(),
  /** When the student went out (null while requested or waiting): the minutes run from here. */
  startedAt: zod.string().nullable(),
  returnedAt: zod.string().nullable(),
});
export type TPass = zod.infer<typeof ZPass>;

/** `GET /api/passes/last`: 'none' when the newest pass is not from today (seed 000 section 4). */
export const ZLastPass = zod.object({
  pass: ZPass.nullable(),
  state: zod.enum(['none', 'requested', 'waiting', 'active', 'expired', 'returned']),
});
export type TLastPass = zod.infer<typeof ZLastPass>;

/** When an out pass's minutes are up. */
export const passEndsAt = (startedAt: Date, duration: number) => new Date(startedAt.getTime() + duration * 60_000);

/**
 * The state the API reads (P48): a stored `active` pass is `expired` once more than `duration`
 * minutes (fractions count, P39) have passed since it started.
 */
export function passStateAt(stored: TStoredPassState, startedAt: Date | null, duration: number, now: Date): TPassState {
  if (stored !== 'active' || !startedAt) return stored;
  return now.getTime() > passEndsAt(startedAt, duration).getTime() ? 'expired' : 'active';
}

/** The `{"pass":{}}` body of return, approve, deny and leave: nothing is read from it. */
export const ZPassAction = zod.object({ pass: zod.object({}).optional() });

/**
 * `GET /api/passes/hall` (P48): what a student sees before pressing: how many are out, when the
 * next place frees, their place in the line; never who is out.
 */
export const ZHallStatus = zod.object({
  hall: zod.object({
    /** The teacher's destinations with their prices for this student (restroom alone when none are set). */
    destinations: zod.array(
      zod.object({
        name: zod.string(),
        cost: zod.number(),
        needsApproval: zod.boolean(),
        /** 0 = no limit. */
        maxOut: zod.number(),
        out: zod.number(),
        /** When a place at this destination frees, when it is full. */
        freesAt: zod.string().nullable(),
      }),
    ),
    /** Passes out at once in the course (0 = no limit), and how many are out now. */
    maxOut: zod.number(),
    out: zod.number(),
    /** When the next place in the course frees, when it is full. */
    freesAt: zod.string().nullable(),
    waitLine: zod.boolean(),
    /** Passes in the wait line. */
    waiting: zod.number(),
    /** The student's place in the line (1 = next), when they are in it. */
    place: zod.number().nullable(),
    /** While a blackout runs: when passes open again ('HH:MM'). */
    blackoutUntil: zod.string().nullable(),
    /** This student passes free and beyond the limits (P48). */
    accommodation: zod.boolean(),
    /**
     * Passes this student may still go out on today (`hallpass.perDay`, issue 42); null when no
     * daily rule binds them (0 a day, the accommodation) or a teacher asks.
     */
    todayLeft: zod.number().nullable(),
    /** P50: an emergency covering the course is on: no pass starts. */
    emergency: zod.boolean(),
  }),
});
export type THallStatus = zod.infer<typeof ZHallStatus>['hall'];

/** P48: a group of students who may not be out together (teacher). */
export const ZSeparation = zod.object({
  _id: zod.string(),
  students: zod.array(
    zod.object({ _id: zod.string(), username: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  ),
  createdAt: zod.string(),
});
export type TSeparation = zod.infer<typeof ZSeparation>;

const MAX_SEPARATION = 30;
const zUsernames = () =>
  zod
    .array(
      zod
        .string(says(() => hallText.t('mustBeUsername')))
        .trim()
        .min(
          1,
          says(() => sharedText.t('required')),
        )
        .max(LIMITS.username),
      says(() => hallText.t('mustBeUsernames')),
    )
    .min(
      2,
      says(() => hallText.t('atLeastTwoStudents')),
    )
    .max(
      MAX_SEPARATION,
      says(() => hallText.t('atMostStudents', { max: MAX_SEPARATION })),
    )
    .refine(
      (list) => new Set(list.map((u) => u.toLowerCase())).size === list.length,
      says(() => hallText.t('eachStudentOnce')),
    );

/** `POST /api/passes/separations`: `{"separation": {"students": [username, ...]}}`. */
export const ZSeparationCreate = zod.object({ separation: zod.object({ students: zUsernames() }) });

/** `DELETE /api/passes/separations`: the group by its `_id`, or by exactly its students. */
export const ZSeparationDelete = zod.object({
  separation: zod.union(
    [
      zod.object({
        _id: zod
          .string()
          .min(
            1,
            says(() => sharedText.t('required')),
          )
          .max(64),
      }),
      zod.object({ students: zUsernames() }),
    ],
    says(() => hallText.t('separationIdOrStudents')),
  ),
});
