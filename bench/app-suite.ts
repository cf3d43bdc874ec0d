import { explainHotQueries } from './explain';
import { httpClient } from './http-client';
import { type LevelOptions, runLevels } from './levels';
import type { BenchResults } from './results';
import { measureEconomy } from './scenarios/economy';
import { gradebook, IMPORT_TITLE_PREFIX, measureImport } from './scenarios/gradebook-import';
import { studentAccountRequests } from './scenarios/student-accounts';
import { SCHOOL, teacherUsername } from './school';
import type { SchoolFacts } from './school-facts';
import { startServer } from './server-process';
import { inTheirClasses, signIn } from './sessions';

export const STUDENT_SESSIONS = 50;
const ECONOMY_TEACHER = teacherUsername(1);
// The first teacher who shares no student (school.ts), so each of the six courses has 30.
const SIX_COURSE_TEACHER = teacherUsername(2 + SCHOOL.sharedTeachers);

export type AppMeasurements = Pick<BenchResults, 'logins' | 'studentAccounts' | 'economy' | 'imports' | 'explain'>;

/**
 * The real app on the seeded PostgreSQL database, in its own process: sign-ins, the student
 * account load, the economy view, EXPLAIN ANALYZE of the hot queries, and the gradebook imports.
 * Whatever happens, the server is stopped and the imports and sessions are removed again.
 */
export async function measureApp(
  url: string,
  poolSize: number,
  facts: SchoolFacts,
  levels: LevelOptions,
  log: (line: string) => void,
): Promise<{ measured: AppMeasurements; explainText: string }> {
  const app = await startServer({ kind: 'app', driver: 'pg', url, poolSize });
  const client = httpClient(app.port, 4);
  try {
    const sampled = await facts.sampleStudents(STUDENT_SESSIONS);
    const logins = await signIn(client, [
      ...sampled.map((s) => s.username),
      ECONOMY_TEACHER,
      SIX_COURSE_TEACHER,
      SCHOOL.importTeacher,
    ]);
    const students = inTheirClasses(logins.sessions.slice(0, STUDENT_SESSIONS), sampled);
    const [economyTeacher, sixCourseTeacher, importTeacher] = logins.sessions.slice(STUDENT_SESSIONS);
    if (!economyTeacher || !sixCourseTeacher || !importTeacher || !students[0])
      throw new Error('sign-in answered too few sessions');

    log(`student accounts on PostgreSQL (${students.length} students, GET /api/scores?username=<own>)`);
    const studentAccounts = await runLevels(app.port, levels, studentAccountRequests(students), log);

    log(`economy view of ${ECONOMY_TEACHER}`);
    const economy = {
      ...(await measureEconomy(client, economyTeacher)),
      teacher: ECONOMY_TEACHER,
      rows: await facts.economyRows(ECONOMY_TEACHER),
    };

    const [importCourse] = await facts.rostersOf(SCHOOL.importTeacher);
    if (!importCourse) throw new Error(`${SCHOOL.importTeacher} has no course`);
    log('EXPLAIN ANALYZE of the hot queries');
    const { text, ...explain } = await explainHotQueries(
      url,
      { student: students[0], teacher: economyTeacher, importer: importTeacher },
      gradebook(importCourse, SCHOOL.tasksPerCourse),
    );

    log('gradebook imports');
    const imports = {
      oneCourseOf180: await measureImport(client, importTeacher, [importCourse], SCHOOL.tasksPerCourse),
      sixCoursesOf30: await measureImport(
        client,
        sixCourseTeacher,
        await facts.rostersOf(SIX_COURSE_TEACHER),
        SCHOOL.tasksPerCourse,
      ),
    };
    return {
      measured: {
        logins: { count: logins.sessions.length, latencyMs: logins.latencyMs },
        studentAccounts,
        economy,
        imports,
        explain,
      },
      explainText: text,
    };
  } finally {
    client.close();
    await app.stop();
    await facts.removeImports(IMPORT_TITLE_PREFIX);
    await facts.removeSessions();
  }
}
