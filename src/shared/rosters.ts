import * as zod from 'zod';

/**
 * P47: a OneRoster 1.1 CSV roster (docs/rosters.md), previewed and committed by the admin. These
 * are the limits of the upload and the shape of the answer, which the preview and the commit share.
 */

const MIB = 1024 * 1024;

/**
 * Sized for a district of about 50,000 students (its enrollments.csv is ~50 MB, ~6 MB zipped); a
 * zip past them is refused before anything is read into the database.
 */
export const ROSTER_LIMITS = {
  /** The zip as uploaded. */
  uploadBytes: 20 * MIB,
  /** One CSV file once inflated, counted as it inflates (never the zip's own claim alone). */
  fileBytes: 64 * MIB,
  /** Every CSV file read, once inflated, together. */
  totalBytes: 128 * MIB,
  /** Entries in the zip, folders and files Classmint ignores included (a roster has about ten). */
  entries: 100,
} as const;

/** The files Classmint reads, at the top of the zip; the others of OneRoster 1.1 may be there and are ignored. */
export const ROSTER_FILES = ['manifest.csv', 'users.csv', 'classes.csv', 'enrollments.csv'] as const;
export type TRosterFile = (typeof ROSTER_FILES)[number];

/** A person as the preview lists them; `changes` names the fields an update changes. */
export const ZRosterPerson = zod.object({
  sourcedId: zod.string(),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
  email: zod.string().nullable(),
  changes: zod.array(zod.string()),
});
export type TRosterPerson = zod.infer<typeof ZRosterPerson>;

/** A class as the course it becomes; `teacher` is the teacher's username. */
export const ZRosterCourse = zod.object({
  sourcedId: zod.string(),
  name: zod.string(),
  period: zod.number(),
  teacher: zod.string(),
  changes: zod.array(zod.string()),
});
export type TRosterCourse = zod.infer<typeof ZRosterCourse>;

/** One student in one course. */
export const ZRosterEnrollment = zod.object({
  course: zod.object({ sourcedId: zod.string(), name: zod.string(), period: zod.number() }),
  teacher: zod.string(),
  student: zod.object({ username: zod.string(), firstName: zod.string(), lastName: zod.string() }),
});
export type TRosterEnrollment = zod.infer<typeof ZRosterEnrollment>;

/** A row Classmint skipped (or, with `line` null, a whole file), and why. `line` is the spreadsheet's row number: the header is 1. */
export const ZRosterProblem = zod.object({
  file: zod.string(),
  line: zod.number().nullable(),
  message: zod.string(),
});
export type TRosterProblem = zod.infer<typeof ZRosterProblem>;

export const ZRosterResult = zod.object({
  /** False for a preview (nothing was saved), true once a commit has saved it all. */
  committed: zod.boolean(),
  teachers: zod.object({
    create: zod.array(ZRosterPerson),
    update: zod.array(ZRosterPerson),
    unchanged: zod.number(),
  }),
  courses: zod.object({
    create: zod.array(ZRosterCourse),
    update: zod.array(ZRosterCourse),
    unchanged: zod.number(),
  }),
  /**
   * `drop`: students the roster had in at least one class before and in none now (each of their
   * enrolments is dropped); `restore`: students back in a class after being dropped so.
   */
  students: zod.object({
    create: zod.array(ZRosterPerson),
    update: zod.array(ZRosterPerson),
    drop: zod.array(ZRosterPerson),
    restore: zod.array(ZRosterPerson),
    unchanged: zod.number(),
  }),
  /** `update`: the roster has the student in the class, which they had been taken out of in Classmint; they are put back. */
  enrollments: zod.object({
    create: zod.array(ZRosterEnrollment),
    update: zod.array(ZRosterEnrollment),
    drop: zod.array(ZRosterEnrollment),
    restore: zod.array(ZRosterEnrollment),
    unchanged: zod.number(),
  }),
  problems: zod.array(ZRosterProblem),
});
export type TRosterResult = zod.infer<typeof ZRosterResult>;
