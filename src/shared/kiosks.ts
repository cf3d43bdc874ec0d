import * as zod from 'zod';
import { hallText } from './hall-texts/texts';
import { MAX_PASS_MINUTES, PASS_STATES } from './hallpasses';
import { says } from './messages';
import { sharedText } from './texts';

/**
 * P49: a classroom kiosk. The teacher makes one for a course and gets its code once; the device
 * opens `/kiosk/{code}` and holds a kiosk session that can only make the kiosk's calls.
 */

const MINUTE = 60_000;

/**
 * How long an overdue pass stays on a board when nobody marks the student back: a class period.
 * A student who forgets to press I'm back would otherwise read 'Overdue' all day.
 */
export const OVERDUE_SHOWN_MS = 60 * MINUTE;

/** The oldest pass that can still be on a board: the longest pass, then its overdue hour. */
export const KIOSK_LOOKBACK_MS = (MAX_PASS_MINUTES + 10) * MINUTE + OVERDUE_SHOWN_MS;

export const KIOSK_PIN_PATTERN = /^\d{4}$/;

/** A student's kiosk PIN as the teacher sets it: four digits, or null to remove it. */
export const zKioskPin = () =>
  zod
    .string(says(() => hallText.t('pinFourDigits')))
    .regex(
      KIOSK_PIN_PATTERN,
      says(() => hallText.t('pinFourDigits')),
    )
    .nullable();

export const ZKioskCreate = zod.object({
  kiosk: zod.object({
    courseId: zod
      .string(says(() => sharedText.t('required')))
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(64),
  }),
});

const ZKioskCourse = zod.object({ _id: zod.string(), name: zod.string(), period: zod.number() });

/** A kiosk as its teacher lists it. The code is never shown again after it is made. */
export const ZKiosk = zod.object({
  _id: zod.string(),
  course: ZKioskCourse,
  createdAt: zod.string(),
  /** When a device last used it; null when none has yet. */
  lastSeenAt: zod.string().nullable(),
});
export type TKiosk = zod.infer<typeof ZKiosk>;

/** A kiosk just made: its code, shown once. */
export const ZNewKiosk = ZKiosk.extend({ code: zod.string() });

export const ZKioskOpen = zod.object({
  kiosk: zod.object({
    code: zod
      .string(says(() => sharedText.t('required')))
      .min(
        1,
        says(() => sharedText.t('required')),
      )
      .max(32),
  }),
});

/**
 * A pass as the kiosk's board shows it: the name, where to, the times. Never the username (with
 * PINs off it is all a student needs to start a pass) nor what the pass cost.
 */
export const ZKioskPass = zod.object({
  _id: zod.string(),
  student: zod.object({ _id: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  destination: zod.string(),
  duration: zod.number(),
  state: zod.enum(PASS_STATES),
  createdAt: zod.string(),
  startedAt: zod.string().nullable(),
  returnedAt: zod.string().nullable(),
  queuedAt: zod.string().nullable(),
  period: zod.number(),
});
export type TKioskPass = zod.infer<typeof ZKioskPass>;

/** What a kiosk shows: its course, whether students type a PIN, the destinations and the board. */
export const ZKioskView = zod.object({
  _id: zod.string(),
  course: ZKioskCourse,
  teacherName: zod.string(),
  pinRequired: zod.boolean(),
  /** Passes are off for the class (the teacher turned hallpasses or students' own passes off). */
  passesOpen: zod.boolean(),
  destinations: zod.array(zod.object({ name: zod.string(), needsApproval: zod.boolean() })),
  /**
   * P50: an emergency covers the class. The kiosk then tells students to stay where they are and
   * shows whom it found out when it began (names only: the classroom's own board already shows them).
   */
  emergency: zod.object({
    on: zod.boolean(),
    out: zod.array(
      zod.object({ _id: zod.string(), firstName: zod.string(), lastName: zod.string(), destination: zod.string() }),
    ),
  }),
  /** Who is out, waiting or asking now, and the passes that ended in the last hours. */
  passes: zod.array(ZKioskPass),
});
export type TKioskView = zod.infer<typeof ZKioskView>;

/** A student starts a pass at the kiosk: their username, their PIN when the teacher asks for one. */
export const ZKioskPassStart = zod.object({
  pass: zod.object({
    username: zod
      .string(says(() => sharedText.t('required')))
      .trim()
      .min(
        1,
        says(() => hallText.t('typeStudentNumber')),
      )
      .max(
        64,
        says(() => hallText.t('tooLong')),
      ),
    pin: zod
      .string()
      .regex(
        KIOSK_PIN_PATTERN,
        says(() => hallText.t('typePin')),
      )
      .optional(),
    destination: zod.string().max(64).optional(),
  }),
});

/**
 * The header a kiosk sends with each change it asks for: the same key on a retry answers what the
 * first try did, so a request resent after a dropped connection never charges twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
