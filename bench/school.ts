/** How big a seeded school is: the seed (seed-steps.ts) builds any of these. */
export interface SchoolShape {
  teachers: number;
  coursesPerTeacher: number;
  studentsPerCourse: number;
  tasksPerCourse: number;
  transactions: number;
  importStudents: number;
  /**
   * P40: the first `sharedStudents` seats of teacher 01's period 1 also have teachers 02 … 1 +
   * `sharedTeachers`, each in the period of the teacher's number (a high-school timetable: teacher 02
   * in period 2 …), with an account of their own in each economy.
   */
  sharedStudents: number;
  sharedTeachers: number;
}

/** The shape of the benchmark school: what the seed creates and the scenarios rely on. */
export const SCHOOL = {
  teachers: 50,
  coursesPerTeacher: 6,
  studentsPerCourse: 30,
  tasksPerCourse: 60,
  /** Ledger rows; with the scores (50 × 6 × 60 × 30 = 540,000) the school holds ~1,000,000 rows. */
  transactions: 460_000,
  /** One password, hashed once, for every user the seed makes. */
  password: 'bench-password-1',
  /** An extra teacher outside the school with one course of 180 students and an empty gradebook. */
  importTeacher: 'bench-import',
  importStudents: 180,
  /** Teacher 01's period 1 (seats 1-30) also sit with teachers 02-06 in periods 2-6: six teachers each. */
  sharedStudents: 30,
  sharedTeachers: 5,
} as const;

export const DATABASE_NAME = 'classmint_bench';

/**
 * One teacher's class of 60 (two courses of 30) a few weeks into term: 12 graded assignments per
 * course and 12 ledger entries per student, so an account answer is ~5 KB rather than the school's
 * 46 KB (`npm run bench:account -- --class`).
 */
export const CLASS_OF_60: SchoolShape = {
  teachers: 1,
  coursesPerTeacher: 2,
  studentsPerCourse: 30,
  tasksPerCourse: 12,
  transactions: 720,
  importStudents: 1,
  sharedStudents: 0,
  sharedTeachers: 0,
};
export const CLASS_DATABASE_NAME = 'classmint_bench_class';
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** `bench-t01` … `bench-t50`. */
export const teacherUsername = (n: number): string => `bench-t${String(n).padStart(2, '0')}`;

/**
 * Student usernames are numbers like a school's student ids: 2 + teacher (2 digits) + period (1)
 * + seat (3), e.g. `20110005` for teacher 1, period 1, seat 5. The import course uses teacher 99.
 */
export const studentUsername = (teacher: number, period: number, seat: number): string =>
  `2${String(teacher).padStart(2, '0')}${period}${String(seat).padStart(3, '0')}`;
export const IMPORT_TEACHER_NUMBER = 99;

export const studentsPerTeacher = SCHOOL.coursesPerTeacher * SCHOOL.studentsPerCourse;
export const schoolStudents = SCHOOL.teachers * studentsPerTeacher;
export const schoolScores = schoolStudents * SCHOOL.tasksPerCourse;

/** The student accounts a seed of this shape makes: one per student and teacher (import course included). */
export const accountsOf = (shape: SchoolShape): number =>
  shape.teachers * shape.coursesPerTeacher * shape.studentsPerCourse +
  shape.importStudents +
  shape.sharedStudents * shape.sharedTeachers;
