import type { TScoreImport, TScoreImportResult } from '../../src/shared/assessments';
import { type HttpClient, tokenHeader } from '../http-client';
import type { CourseRoster } from '../school-facts';
import type { Session } from '../sessions';

export const IMPORT_TITLE_PREFIX = 'Bench import';
const TOTAL_POINTS = 20;

/** A parsed gradebook: `tasks` assignments, every student of the course scored on each. */
export function gradebook(course: CourseRoster, tasks: number): TScoreImport {
  return {
    courseId: course.id,
    tasks: Array.from({ length: tasks }, (_, t) => ({
      title: `${IMPORT_TITLE_PREFIX} ${String(t + 1).padStart(2, '0')}`,
      totalPoints: TOTAL_POINTS,
      scores: course.usernames.map((username, s) => ({ username, value: (t * 7 + s * 3) % (TOTAL_POINTS + 1) })),
    })),
  };
}

export interface ImportStep {
  ms: number;
  tasksCreated: number;
  scoresImported: number;
  scoresUpdated: number;
  students: number;
}

export interface ImportResult {
  courses: number;
  studentsPerCourse: number;
  tasks: number;
  scores: number;
  payloadBytes: number;
  preview: ImportStep;
  commit: ImportStep;
  /** The same gradebook again: must change nothing. */
  reimport: ImportStep;
  reimportChangedNothing: boolean;
}

async function post(client: HttpClient, teacher: Session, data: TScoreImport, preview: boolean): Promise<ImportStep> {
  const sent = performance.now();
  const answer = await client.request(
    'POST',
    `/api/scores/import${preview ? '?preview=true' : ''}`,
    tokenHeader(teacher.token),
    { data },
  );
  const ms = performance.now() - sent;
  if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const result = JSON.parse(answer.body) as TScoreImportResult;
  return {
    ms,
    tasksCreated: result.tasksCreated,
    scoresImported: result.scoresImported,
    scoresUpdated: result.scoresUpdated,
    students: result.students.length,
  };
}

const add = (a: ImportStep, b: ImportStep): ImportStep => ({
  ms: a.ms + b.ms,
  tasksCreated: a.tasksCreated + b.tasksCreated,
  scoresImported: a.scoresImported + b.scoresImported,
  scoresUpdated: a.scoresUpdated + b.scoresUpdated,
  students: a.students + b.students,
});
const none: ImportStep = { ms: 0, tasksCreated: 0, scoresImported: 0, scoresUpdated: 0, students: 0 };

/**
 * Preview, commit, then the same file again, for each course in turn (an import is per course).
 * Times are summed over the courses.
 */
export async function measureImport(
  client: HttpClient,
  teacher: Session,
  courses: CourseRoster[],
  tasks: number,
): Promise<ImportResult> {
  const books = courses.map((course) => gradebook(course, tasks));
  let preview = none;
  let commit = none;
  let reimport = none;
  for (const book of books) {
    preview = add(preview, await post(client, teacher, book, true));
    commit = add(commit, await post(client, teacher, book, false));
    reimport = add(reimport, await post(client, teacher, book, false));
  }
  const scores = books.reduce((n, b) => n + b.tasks.reduce((m, t) => m + t.scores.length, 0), 0);
  return {
    courses: courses.length,
    studentsPerCourse: Math.max(...courses.map((c) => c.usernames.length)),
    tasks,
    scores,
    payloadBytes: books.reduce((n, b) => n + Buffer.byteLength(JSON.stringify({ data: b })), 0),
    preview,
    commit,
    reimport,
    reimportChangedNothing: reimport.tasksCreated + reimport.scoresImported + reimport.scoresUpdated === 0,
  };
}
