import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TCourse } from '../../../shared/courses';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses, enrollments, studentAccounts, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { makeSlug } from '../../common/slug';
import { runInTransaction, type Tx } from '../../db/transaction';
import { enrolmentChanged, publish } from '../../events';
import { recordAudit } from '../audit';
import type { SessionsService } from '../auth';
import type { Departures } from '../../common/departures';
import { presentStudent } from '../../common/presenters';
import { lockStudentsOfTeacher } from '../../economy';
import { selectStudents } from '../../common/students.queries';
import { deleteStudentAccounts } from '../../common/student-removal';
import { serverCoursesText } from './texts';
import { readCourseTeachers } from './course-teachers.queries';
import { courseCoTeachers } from '../../db/co-teaching-schema';

type CourseRow = typeof courses.$inferSelect;

/** This teacher's accounts of the students with these (lower-cased) usernames. */
function accountsOfTeacherByUsername(tx: Tx, teacherId: string, usernames: string[]) {
  if (usernames.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: studentAccounts.id })
    .from(studentAccounts)
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .where(and(eq(studentAccounts.teacherId, teacherId), inArray(sql`lower(${users.username})`, usernames)));
}

const periodRefusal = () => refuse('CONFLICT', 'period', serverCoursesText.t('periodUsed'));

/**
 * Whether another course of the teacher has this period. Locks the teacher's row first, so two
 * courses saved at once can't both take the same period (pickers name courses by period).
 */
async function periodTaken(tx: Tx, teacherId: string, period: number): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, teacherId)).for('update');
  const [clash] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.teacherId, teacherId), eq(courses.period, period)))
    .limit(1);
  return clash !== undefined;
}

/** Courses belong to one teacher; every call is scoped to the acting teacher (P5). */
export function createCoursesService(
  db: Db,
  clock: Clock,
  sessions: Pick<SessionsService, 'forgetUser'>,
  departures: Departures,
) {
  async function findOwnCourse(teacherId: string, slug: string): Promise<CourseRow | undefined> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.teacherId, teacherId), eq(courses.slug, slug)));
    return row;
  }

  async function findOwnCourseById(teacherId: string, id: string): Promise<CourseRow | undefined> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.teacherId, teacherId), eq(courses.id, id)));
    return row;
  }

  async function present(rows: CourseRow[]): Promise<TCourse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [students, teachers] = await Promise.all([selectStudents(db, undefined, ids), readCourseTeachers(db, ids)]);
    const now = clock.now();
    return rows.map((row) => {
      const adults = teachers.get(row.id);
      if (!adults) throw new Error('course vanished while presenting it');
      return {
        _id: row.id,
        name: row.name,
        period: row.period,
        slug: row.slug,
        playlistId: row.playlistId,
        students: students.filter((s) => s.courseId === row.id).map((s) => presentStudent(s, now)),
        ...adults,
      };
    });
  }

  async function one(row: CourseRow): Promise<TCourse> {
    const [course] = await present([row]);
    if (!course) throw new Error('course vanished while presenting it');
    return course;
  }

  return {
    findOwnCourse,

    findOwnCourseById,
    one,

    /**
     * The teacher's courses by period, then those shared with them (P60) by their teacher and
     * period; a co-teacher acting in a shared course sees that one course.
     */
    async list(actor: Actor): Promise<TCourse[]> {
      if (actor.coTeaching) {
        const shared = actor.courseId ? await findOwnCourseById(actor.id, actor.courseId) : undefined;
        return present(shared ? [shared] : []);
      }
      const own = await db
        .select()
        .from(courses)
        .where(eq(courses.teacherId, actor.id))
        .orderBy(asc(courses.period), sql`lower(${courses.name})`);
      const shared = await db
        .select({ course: courses })
        .from(courseCoTeachers)
        .innerJoin(courses, eq(courses.id, courseCoTeachers.courseId))
        .innerJoin(users, eq(users.id, courses.teacherId))
        .where(eq(courseCoTeachers.coTeacherId, actor.personId))
        .orderBy(sql`lower(${users.lastName})`, asc(users.id), asc(courses.period), sql`lower(${courses.name})`);
      return present([...own, ...shared.map((s) => s.course)]);
    },

    async create(actor: Actor, input: { name: string; period: number }): Promise<Outcome<TCourse>> {
      const created = await runInTransaction(db, async (tx) => {
        if (await periodTaken(tx, actor.id, input.period)) return periodRefusal();
        const [row] = await tx
          .insert(courses)
          .values({ teacherId: actor.id, name: input.name, period: input.period, slug: makeSlug(input.name) })
          .returning();
        if (!row) throw new Error('course insert returned nothing');
        return ok(row);
      });
      return created.ok ? ok(await one(created.value)) : created;
    },

    async update(actor: Actor, slug: string, input: { name?: string; period?: number }): Promise<Outcome<TCourse>> {
      const updated = await runInTransaction(db, async (tx) => {
        const [found] = await tx
          .select()
          .from(courses)
          .where(and(eq(courses.teacherId, actor.id), eq(courses.slug, slug)));
        if (!found) return notFound('course');
        if (
          input.period !== undefined &&
          input.period !== found.period &&
          (await periodTaken(tx, actor.id, input.period))
        ) {
          return periodRefusal();
        }
        const [row] = await tx
          .update(courses)
          .set({ name: input.name ?? found.name, period: input.period ?? found.period })
          .where(eq(courses.id, found.id))
          .returning();
        return ok(row ?? found);
      });
      return updated.ok ? ok(await one(updated.value)) : updated;
    },

    /**
     * Removes a course with its students (and their ledgers) and assignments. The web app asks a
     * second time, naming how many students go with it (P30); the audit trail keeps what it was.
     */
    async remove(actor: Actor, slug: string): Promise<Outcome<undefined>> {
      const found = await findOwnCourse(actor.id, slug);
      if (!found) return notFound('course');
      const gone = await db.transaction(async (tx) => {
        // The course's students first, in id order, then the course (LOCK-ORDER.md); what
        // classmates paid into their songs and their pending orders' units are settled first.
        // Students enrolled in another of this teacher's courses stay (their account moves on with
        // its other enrolment); the others' accounts go with the course.
        const enrolled = await tx
          .select({
            id: enrollments.accountId,
            elsewhere: sql<boolean>`exists (select 1 from ${enrollments} other
              where other.account_id = enrollments.account_id and other.course_id <> ${found.id})`,
          })
          .from(enrollments)
          .innerJoin(studentAccounts, eq(studentAccounts.id, enrollments.accountId))
          .where(and(eq(enrollments.courseId, found.id), eq(studentAccounts.teacherId, actor.id)));
        const leaving = await lockStudentsOfTeacher(
          tx,
          actor.id,
          enrolled.filter((s) => !s.elsewhere).map((s) => s.id),
        );
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, found.id)).for('update');
        await departures.settle(
          tx,
          actor,
          leaving.map((s) => s.id),
        );
        const deleted = await tx
          .select({ id: studentAccounts.id, personId: studentAccounts.personId, username: users.username })
          .from(studentAccounts)
          .innerJoin(users, eq(users.id, studentAccounts.personId))
          .where(
            inArray(
              studentAccounts.id,
              leaving.map((s) => s.id),
            ),
          );
        await deleteStudentAccounts(
          tx,
          deleted.map((s) => s.id),
        );
        await tx.delete(courses).where(eq(courses.id, found.id));
        // Their open live-update streams end (or, for those staying, leave the course) at commit.
        await publish(tx, enrolmentChanged(enrolled.map((s) => s.id)));
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          entity: 'course',
          entityId: found.id,
          action: 'delete',
          before: {
            name: found.name,
            period: found.period,
            slug: found.slug,
            // P42: how many students went with it, never who.
            students: deleted.length,
          },
        });
        return deleted;
      });
      for (const student of gone) sessions.forgetUser(student.personId);
      return ok(undefined);
    },

    /**
     * Puts the teacher's own students into this course as well (P40: a student may be in two of
     * their courses); a move is unenroll, then enroll (seed 001 section 4).
     */
    async enroll(actor: Actor, slug: string, usernames: string[]): Promise<Outcome<TCourse>> {
      const course = await findOwnCourse(actor.id, slug);
      if (!course) return notFound('course');
      const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
      return runInTransaction(db, async (tx) => {
        const accounts = await accountsOfTeacherByUsername(tx, actor.id, wanted);
        // The accounts first (LOCK-ORDER.md): a pass or song decided under one sees its course stay put.
        const enrolling = await lockStudentsOfTeacher(
          tx,
          actor.id,
          accounts.map((a) => a.id),
        );
        if (enrolling.length > 0) {
          const ids = enrolling.map((s) => s.id);
          await tx
            .insert(enrollments)
            .values(ids.map((accountId) => ({ accountId, courseId: course.id, createdAt: clock.now() })))
            .onConflictDoNothing();
        }
        // All or nothing: one name that isn't this teacher's student undoes the whole call.
        if (enrolling.length !== wanted.length) return refuse('NOT_FOUND', 'student', serverCoursesText.t('notFound'));
        // Their open live-update streams follow them into this course (sent only if this commits).
        await publish(tx, enrolmentChanged(enrolling.map((s) => s.id)));
        return ok(undefined);
      }).then(async (outcome) => (outcome.ok ? ok(await one(course)) : outcome));
    },

    async unenroll(actor: Actor, slug: string, usernames: string[]): Promise<Outcome<TCourse>> {
      const course = await findOwnCourse(actor.id, slug);
      if (!course) return notFound('course');
      const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
      const outcome = await runInTransaction(db, async (tx) => {
        const accounts = await accountsOfTeacherByUsername(tx, actor.id, wanted);
        await lockStudentsOfTeacher(
          tx,
          actor.id,
          accounts.map((a) => a.id),
        );
        const removed = accounts.length
          ? await tx
              .delete(enrollments)
              .where(
                and(
                  eq(enrollments.courseId, course.id),
                  inArray(
                    enrollments.accountId,
                    accounts.map((a) => a.id),
                  ),
                ),
              )
              .returning({ id: enrollments.accountId })
          : [];
        // Like enroll, all or nothing: a name that isn't a student of this course undoes the call (P4: 404).
        if (removed.length !== wanted.length) return notFound('student');
        // Their open live-update streams stop hearing this course.
        await publish(tx, enrolmentChanged(removed.map((s) => s.id)));
        return ok(undefined);
      });
      return outcome.ok ? ok(await one(course)) : outcome;
    },
  };
}
export type CoursesService = ReturnType<typeof createCoursesService>;
