import { and, eq, sql } from 'drizzle-orm';
import type * as zod from 'zod';
import type { TStudentSummary } from '../../../shared/courses';
import type { TStudentImportResult, ZStudentCreate, ZStudentImportRow, ZStudentUpdate } from '../../../shared/students';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { queryRows } from '../../db/raw';
import { users } from '../../db/schema';
import { enrolmentChanged, publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { recordAudit } from '../audit';
import { hashPassword } from '../../common/password';
import type { SessionsService } from '../auth';
import type { CoursesService } from '../courses';
import type { SettingsService } from '../settings';
import type { Departures } from '../../common/departures';
import { presentStudent } from '../../common/presenters';
import { lockStudentsOfTeacher } from '../../economy';
import { findStudentOfTeacher } from '../../common/students.queries';

type StudentCreate = zod.infer<typeof ZStudentCreate>['user'];
type StudentUpdate = zod.infer<typeof ZStudentUpdate>['user'];
type ImportRow = zod.infer<typeof ZStudentImportRow>;

/** A teacher's management of their own students (seed 001 sections 2 and 5, P7-P9). */
export function createStudentsService(
  db: Db,
  clock: Clock,
  sessions: SessionsService,
  courses: CoursesService,
  settings: SettingsService,
  departures: Departures,
) {
  async function summary(teacherId: string, username: string): Promise<Outcome<TStudentSummary>> {
    const row = await findStudentOfTeacher(db, teacherId, username);
    return row ? ok(presentStudent(row, clock.now())) : notFound('student');
  }

  return {
    async create(actor: Actor, courseId: string, input: StudentCreate): Promise<Outcome<TStudentSummary>> {
      const course = await courses.findOwnCourseById(actor.id, courseId);
      if (!course) return notFound('course');
      const passwordHash = await hashPassword(input.password);
      try {
        await db.insert(users).values({
          username: input.username,
          role: 'student',
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          teacherId: actor.id,
          courseId: course.id,
        });
      } catch (error) {
        if (isUniqueViolation(error)) return refuse('INVALID', 'username', 'is already taken');
        throw error;
      }
      return summary(actor.id, input.username);
    },

    /** Edit, reset the password, drop or reinstate. Dropping or a new password ends the student's sessions. */
    async update(actor: Actor, username: string, input: StudentUpdate): Promise<Outcome<TStudentSummary>> {
      const found = await findStudentOfTeacher(db, actor.id, username);
      if (!found) return notFound('student');
      if (input.username !== undefined && input.username.trim().toLowerCase() !== found.username.toLowerCase()) {
        return refuse('INVALID', 'username', 'cannot be changed');
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.dropped !== undefined) changes.dropped = input.dropped;
      if (input.hasPrime !== undefined) changes.hasPrime = input.hasPrime;
      if (input.anonymousSongs !== undefined) changes.anonymousSongs = input.anonymousSongs;
      if (input.password) changes.passwordHash = await hashPassword(input.password);
      if (Object.keys(changes).length > 0) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ ...changes, updatedAt: clock.now() })
            .where(eq(users.id, found.id));
          // A drop ends the student's open live-update streams when this commits.
          if (changes.dropped !== undefined) await publish(tx, enrolmentChanged([found.id]));
          const { passwordHash: _hidden, ...visible } = changes;
          await recordAudit(tx, {
            teacherId: actor.id,
            actorId: actor.id,
            studentId: found.id,
            entity: 'student',
            entityId: found.id,
            action: 'update',
            before: {
              firstName: found.firstName,
              lastName: found.lastName,
              dropped: found.dropped,
              hasPrime: found.hasPrime,
            },
            after: { ...visible, ...(changes.passwordHash ? { password: 'reset' } : {}) },
          });
        });
        // P3, P9: a suspension or a new password ends every session of the student.
        if (changes.passwordHash || changes.dropped === true) await sessions.endAllFor(found.id);
        else if (changes.dropped === false) sessions.forgetUser(found.id);
      }
      return summary(actor.id, found.username);
    },

    async remove(actor: Actor, username: string): Promise<Outcome<undefined>> {
      const found = await findStudentOfTeacher(db, actor.id, username);
      if (!found) return notFound('student');
      await db.transaction(async (tx) => {
        // The student first (LOCK-ORDER.md), then what others paid into their songs and the units
        // their pending orders hold are settled, then the rows go.
        await lockStudentsOfTeacher(tx, actor.id, [found.id]);
        await departures.settle(tx, actor, [found.id]);
        await tx.delete(users).where(and(eq(users.id, found.id), eq(users.teacherId, actor.id)));
        await publish(tx, enrolmentChanged([found.id]));
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.id,
          studentId: found.id,
          entity: 'student',
          entityId: found.id,
          action: 'delete',
          before: {
            username: found.username,
            firstName: found.firstName,
            lastName: found.lastName,
            course: found.courseName,
          },
        });
      });
      sessions.forgetUser(found.id);
      return ok(undefined);
    },

    /**
     * P7, P8: imports students into a course. A username that exists anywhere is skipped and counted;
     * a row without a password gets the class default, and the import is refused while there is none.
     */
    async importInto(actor: Actor, courseId: string, rows: ImportRow[]): Promise<Outcome<TStudentImportResult>> {
      const course = await courses.findOwnCourseById(actor.id, courseId);
      if (!course) return notFound('course');
      const { defaultStudentPassword } = await settings.stored(actor.id);
      if (rows.some((r) => !r.password) && !defaultStudentPassword) {
        return refuse(
          'INVALID',
          'defaultStudentPassword',
          'is not set. Set one in Settings > Student Accounts, or give every student a password in the file',
        );
      }
      // One hash per distinct password: an import of a class sharing the default hashes once.
      const hashes = new Map<string, Promise<string>>();
      const hashOf = (password: string) => {
        let hash = hashes.get(password);
        if (!hash) hashes.set(password, (hash = hashPassword(password)));
        return hash;
      };
      const unique = new Map<string, ImportRow>();
      for (const row of rows) if (!unique.has(row.username.toLowerCase())) unique.set(row.username.toLowerCase(), row);
      const values = await Promise.all(
        [...unique.values()].map(async (row) => ({
          ...row,
          hash: await hashOf(row.password || defaultStudentPassword),
        })),
      );

      const inserted = await db.transaction(async (tx) => {
        const added: string[] = [];
        // Rows in chunks keep each statement's parameter count well under PostgreSQL's limit.
        for (let i = 0; i < values.length; i += 500) {
          const chunk = values.slice(i, i + 500);
          const rowsSql = sql.join(
            chunk.map(
              (v) =>
                sql`(${v.username}, 'student', ${v.firstName}, ${v.lastName}, ${v.hash}, ${actor.id}, ${course.id})`,
            ),
            sql`, `,
          );
          const result = await queryRows<{ username: string }>(
            tx,
            sql`insert into users (username, role, first_name, last_name, password_hash, teacher_id, course_id)
                values ${rowsSql}
                on conflict ((lower(username))) do nothing
                returning username`,
          );
          added.push(...result.map((r) => r.username));
        }
        return added;
      });
      const addedSet = new Set(inserted.map((u) => u.toLowerCase()));
      const skipped = rows.map((r) => r.username).filter((u) => !addedSet.has(u.toLowerCase()));
      return ok({
        imported: inserted.length,
        alreadyHaveAccounts: new Set(skipped.map((u) => u.toLowerCase())).size,
        skippedUsernames: [...new Set(skipped)],
      });
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
