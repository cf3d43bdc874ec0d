import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TCourse } from '../../../shared/courses';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courseCoTeachers } from '../../db/co-teaching-schema';
import { courses, users } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { recordAudit } from '../audit';
import type { CoursesService } from './courses.service';
import { serverCoursesText } from './texts';

/** The usernames of a course's co-teachers, as the audit trail keeps them before and after a change. */
async function coTeacherNames(tx: Tx, courseId: string): Promise<string[]> {
  const rows = await tx
    .select({ username: users.username })
    .from(courseCoTeachers)
    .innerJoin(users, eq(users.id, courseCoTeachers.coTeacherId))
    .where(eq(courseCoTeachers.courseId, courseId))
    .orderBy(users.username);
  return rows.map((r) => r.username);
}

/**
 * P60: the course's own teacher shares it with other teachers of the installation, and takes it
 * back. Each request naming the course reads whether it is shared (http/request-actor.ts), so a
 * removal ends what they can do in it at their next request, on every instance.
 */
export function createCoTeachersService(
  db: Db,
  clock: Clock,
  ownCourses: Pick<CoursesService, 'findOwnCourse' | 'one'>,
) {
  /** Changes the course's co-teachers under its row's lock, recording before and after in the audit trail. */
  async function change(
    actor: Actor,
    slug: string,
    apply: (tx: Tx, courseId: string) => Promise<Outcome<string[]>>,
  ): Promise<Outcome<TCourse>> {
    const course = await ownCourses.findOwnCourse(actor.id, slug);
    if (!course) return notFound('course');
    const changed = await runInTransaction(db, async (tx) => {
      // Two changes at once read and record one after the other (LOCK-ORDER.md: the course's row).
      await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for('no key update');
      const before = await coTeacherNames(tx, course.id);
      const touched = await apply(tx, course.id);
      if (!touched.ok || touched.value.length === 0) return touched;
      await recordAudit(tx, {
        teacherId: actor.id,
        actorId: actor.personId,
        entity: 'course',
        entityId: course.id,
        action: 'update',
        before: { coTeachers: before },
        after: { coTeachers: await coTeacherNames(tx, course.id) },
      });
      return touched;
    });
    if (!changed.ok) return changed;
    return ok(await ownCourses.one(course));
  }

  return {
    /** Adds teachers of the installation by username; one already there stays as they are. */
    add(actor: Actor, slug: string, usernames: string[]): Promise<Outcome<TCourse>> {
      const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
      if (wanted.includes(actor.username.toLowerCase())) {
        return Promise.resolve(refuse('INVALID', 'usernames', serverCoursesText.t('includesYou')));
      }
      return change(actor, slug, async (tx, courseId) => {
        const found = await tx
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(and(eq(users.role, 'teacher'), inArray(sql`lower(${users.username})`, wanted)));
        const known = new Set(found.map((t) => t.username.toLowerCase()));
        const unknown = wanted.filter((u) => !known.has(u));
        if (unknown.length > 0) {
          return refuse('INVALID', 'usernames', serverCoursesText.t('notTeachers', { usernames: unknown.join(', ') }));
        }
        const added = await tx
          .insert(courseCoTeachers)
          .values(found.map((t) => ({ courseId, coTeacherId: t.id, addedAt: clock.now() })))
          .onConflictDoNothing()
          .returning({ id: courseCoTeachers.coTeacherId });
        return ok(added.map((a) => a.id));
      });
    },

    /** Takes co-teachers off by username; a name that is not one of them changes nothing. */
    remove(actor: Actor, slug: string, usernames: string[]): Promise<Outcome<TCourse>> {
      const wanted = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
      return change(actor, slug, async (tx, courseId) => {
        const leaving = tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(sql`lower(${users.username})`, wanted), ne(users.id, actor.id)));
        const removed = await tx
          .delete(courseCoTeachers)
          .where(and(eq(courseCoTeachers.courseId, courseId), inArray(courseCoTeachers.coTeacherId, leaving)))
          .returning({ id: courseCoTeachers.coTeacherId });
        return ok(removed.map((r) => r.id));
      });
    },
  };
}
export type CoTeachersService = ReturnType<typeof createCoTeachersService>;
