import { and, eq } from 'drizzle-orm';
import type * as zod from 'zod';
import type { TStudentSummary } from '../../../shared/courses';
import type {
  TStudentImportResult,
  TStudentLookup,
  ZStudentCreate,
  ZStudentIdentityUpdate,
  ZStudentImportRow,
  ZStudentUpdate,
} from '../../../shared/students';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { studentAccounts, users } from '../../db/schema';
import { enrolmentChanged, publish } from '../../events';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse, refuseMany } from '../../outcome';
import type { TFieldErrors } from '../../../shared/errors';
import { recordAudit } from '../audit';
import { hashPassword } from '../../common/password';
import type { SessionsService } from '../auth';
import type { CoursesService } from '../courses';
import type { SettingsService } from '../settings';
import type { Departures } from '../../common/departures';
import { presentStudent } from '../../common/presenters';
import { lockStudentsOfTeacher } from '../../economy';
import { findStudentOfTeacher, selectStudents } from '../../common/students.queries';
import { findStudentPerson } from '../../common/student-accounts.queries';
import { deleteStudentAccounts } from '../../common/student-removal';
import { ERASED_ID } from '../../common/erasure';
import { serverErasureText } from '../../common/texts';
import { enrolPeople, findPeople, insertNewStudents, isInCourse } from './enrolment.queries';
import { changeIdentity, type IdentityChanges, identityKey } from './person-identity';
import { runInTransaction } from '../../db/transaction';
import { serverStudentsText } from './texts';
import { sharedText } from '../../../shared/texts';

type StudentCreate = zod.infer<typeof ZStudentCreate>['user'];
type StudentUpdate = zod.infer<typeof ZStudentUpdate>['user'];
type IdentityUpdate = zod.infer<typeof ZStudentIdentityUpdate>['user'];
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
  async function hasActiveAccount(personId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: studentAccounts.id })
      .from(studentAccounts)
      .where(and(eq(studentAccounts.personId, personId), eq(studentAccounts.dropped, false)))
      .limit(1);
    return row !== undefined;
  }

  async function summary(teacherId: string, username: string): Promise<Outcome<TStudentSummary>> {
    const row = await findStudentOfTeacher(db, teacherId, username);
    return row ? ok(presentStudent(row, clock.now())) : notFound('student');
  }

  return {
    /**
     * Adds a student to a course. A username nobody has makes a new person (P7); one a student has
     * enrols that person with this teacher, their password and names untouched (P40); staff's is taken.
     */
    async create(actor: Actor, courseId: string, input: StudentCreate): Promise<Outcome<TStudentSummary>> {
      const course = await courses.findOwnCourseById(actor.id, courseId);
      if (!course) return notFound('course');
      const enrolExisting = async (): Promise<Outcome<TStudentSummary> | null> => {
        const person = (await findPeople(db, [input.username])).get(input.username.trim().toLowerCase());
        if (!person) return null;
        if (person.role !== 'student') return refuse('INVALID', 'username', serverStudentsText.t('taken'));
        const [enrolled] = await db.transaction(async (tx) => {
          const made = await enrolPeople(tx, actor.id, course.id, [person.id]);
          await publish(tx, enrolmentChanged(made.map((m) => m.accountId)));
          return made;
        });
        if (!enrolled?.added) return refuse('INVALID', 'username', serverStudentsText.t('inCourse'));
        return summary(actor.id, person.username);
      };
      const existing = await enrolExisting();
      if (existing) return existing;
      // A new person: names, and their password or the teacher's default (P8, P40).
      const { defaultStudentPassword } = await settings.stored(actor.id);
      const password = input.password || defaultStudentPassword;
      const missing: TFieldErrors = {};
      if (!input.firstName) missing.firstName = [sharedText.t('required')];
      if (!input.lastName) missing.lastName = [sharedText.t('required')];
      if (!password) missing.password = [sharedText.t('required')];
      if (!input.firstName || !input.lastName || !password) return refuseMany('INVALID', missing);
      const passwordHash = await hashPassword(password);
      const person = { username: input.username, firstName: input.firstName, lastName: input.lastName, passwordHash };
      const added = await db.transaction((tx) => insertNewStudents(tx, actor.id, course.id, [person]));
      // Taken a moment ago by another teacher's add: that person is enrolled instead.
      if (added.length === 0)
        return (await enrolExisting()) ?? refuse('INVALID', 'username', serverStudentsText.t('taken'));
      return summary(actor.id, input.username);
    },

    /**
     * P40: what adding this number would do, for the Add student dialog: nobody has it, a student
     * does (the username alone enrols them), they are in this course already, or staff have it.
     * Nothing else about the person is told: a teacher could learn as much by adding the number.
     */
    async lookup(actor: Actor, username: string, courseId: string | undefined): Promise<Outcome<TStudentLookup>> {
      const person = (await findPeople(db, [username])).get(username.trim().toLowerCase());
      const answer = (account: TStudentLookup['account']) => ok({ username: username.trim(), account });
      if (!person) return answer('new');
      if (person.role !== 'student') return answer('taken');
      if (courseId !== undefined) {
        const course = await courses.findOwnCourseById(actor.id, courseId);
        if (!course) return notFound('course');
        if (await isInCourse(db, person.id, course.id)) return answer('inCourse');
      }
      return answer('existing');
    },

    /** Edit, reset the password, drop or reinstate. Dropping or a new password ends the student's sessions. */
    async update(actor: Actor, username: string, input: StudentUpdate): Promise<Outcome<TStudentSummary>> {
      const found = await findStudentOfTeacher(db, actor.id, username);
      if (!found) return notFound('student');
      if (input.username !== undefined && input.username.trim().toLowerCase() !== found.username.toLowerCase()) {
        return refuse('INVALID', 'username', serverStudentsText.t('cannotChange'));
      }
      // The person's own fields, shared by all their teachers, and this teacher's account of them (P40).
      // Names sent unchanged (the Edit dialog sends them with every save) are no change of identity.
      const identity: IdentityChanges = {};
      const personChanges: Partial<typeof users.$inferInsert> = {};
      const accountChanges: Partial<typeof studentAccounts.$inferInsert> = {};
      if (input.firstName !== undefined && input.firstName !== found.firstName) identity.firstName = input.firstName;
      if (input.lastName !== undefined && input.lastName !== found.lastName) identity.lastName = input.lastName;
      if (input.password) identity.passwordHash = await hashPassword(input.password);
      if (input.anonymousSongs !== undefined) personChanges.anonymousSongs = input.anonymousSongs;
      if (input.dropped !== undefined) accountChanges.dropped = input.dropped;
      if (input.hasPrime !== undefined) accountChanges.hasPrime = input.hasPrime;
      if (input.passAccommodation !== undefined) accountChanges.passAccommodation = input.passAccommodation;
      if (input.kioskPin !== undefined)
        accountChanges.kioskPinHash = input.kioskPin === null ? null : await hashPassword(input.kioskPin);
      const changes = { ...identity, ...personChanges, ...accountChanges };
      if (Object.keys(changes).length === 0) return summary(actor.id, found.username);
      const done = await runInTransaction(db, async (tx) => {
        const updatedAt = clock.now();
        const identityField = identityKey(identity);
        if (identityField) {
          // The account first, then the person (LOCK-ORDER.md).
          await lockStudentsOfTeacher(tx, actor.id, [found.id]);
          if (!(await changeIdentity(tx, found.personId, actor.id, identity, updatedAt)))
            return refuse('FORBIDDEN', identityField, serverStudentsText.t('sharedIdentity'));
        }
        if (Object.keys(personChanges).length > 0) {
          await tx
            .update(users)
            .set({ ...personChanges, updatedAt })
            .where(eq(users.id, found.personId));
        }
        if (Object.keys(accountChanges).length > 0) {
          await tx
            .update(studentAccounts)
            .set({ ...accountChanges, updatedAt })
            .where(and(eq(studentAccounts.id, found.id), eq(studentAccounts.teacherId, actor.id)));
        }
        // A drop ends the student's open live-update streams in this class when this commits.
        if (changes.dropped !== undefined) await publish(tx, enrolmentChanged([found.id]));
        const { passwordHash: _hidden, kioskPinHash: _pin, ...visible } = changes;
        // The before names only what changes: a name left alone isn't copied into the trail (P42).
        const before = {
          ...(identity.firstName !== undefined ? { firstName: found.firstName } : {}),
          ...(identity.lastName !== undefined ? { lastName: found.lastName } : {}),
          dropped: found.dropped,
          hasPrime: found.hasPrime,
          passAccommodation: found.passAccommodation,
        };
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          studentId: found.id,
          entity: 'student',
          entityId: found.id,
          action: 'update',
          before,
          after: {
            ...visible,
            ...(changes.passwordHash ? { password: 'reset' } : {}),
            ...(changes.kioskPinHash !== undefined ? { kioskPin: changes.kioskPinHash ? 'set' : 'removed' } : {}),
          },
        });
        return ok(undefined);
      });
      if (!done.ok) return done;
      // P3, P9: a new password ends every session of the student; so does a suspension when no
      // other teacher still has them (their sessions then act in the classes they have left).
      if (changes.passwordHash || (changes.dropped === true && !(await hasActiveAccount(found.personId)))) {
        await sessions.endAllFor(found.personId);
      } else if (changes.dropped !== undefined) sessions.forgetUser(found.personId);
      return summary(actor.id, found.username);
    },

    /** Whether a student (the person) has this username: the admin's `/users/{username}` serves both. */
    async isStudent(username: string): Promise<boolean> {
      return (await findStudentPerson(db, username)) !== null;
    },

    /**
     * The admin changes a student's names or password (P40: whoever their teachers are, so a shared
     * student's teachers have someone to ask). A new password ends the student's sessions (P3).
     */
    async updateIdentity(username: string, input: IdentityUpdate): Promise<Outcome<TStudentSummary>> {
      const person = await findStudentPerson(db, username);
      if (!person) return notFound('student');
      const identity: IdentityChanges = {};
      if (input.firstName !== undefined) identity.firstName = input.firstName;
      if (input.lastName !== undefined) identity.lastName = input.lastName;
      if (input.password) identity.passwordHash = await hashPassword(input.password);
      if (identityKey(identity)) {
        await db.transaction((tx) => changeIdentity(tx, person.id, null, identity, clock.now()));
        if (identity.passwordHash) await sessions.endAllFor(person.id);
      }
      const [row] = await selectStudents(db, eq(studentAccounts.personId, person.id));
      return row ? ok(presentStudent(row, clock.now())) : notFound('student');
    },

    async remove(actor: Actor, username: string): Promise<Outcome<undefined>> {
      const found = await findStudentOfTeacher(db, actor.id, username);
      if (!found) return notFound('student');
      await db.transaction(async (tx) => {
        // The student first (LOCK-ORDER.md), then what others paid into their songs and the units
        // their pending orders hold are settled, then the rows go.
        await lockStudentsOfTeacher(tx, actor.id, [found.id]);
        await departures.settle(tx, actor, [found.id]);
        await deleteStudentAccounts(tx, [found.id]);
        await publish(tx, enrolmentChanged([found.id]));
        // P42: the trail keeps that a student left the course, not who.
        await recordAudit(tx, {
          teacherId: actor.id,
          actorId: actor.personId,
          entity: 'student',
          entityId: ERASED_ID,
          action: 'delete',
          before: { student: serverErasureText.t('deletedStudent'), course: found.courseName },
        });
      });
      sessions.forgetUser(found.personId);
      return ok(undefined);
    },

    /**
     * P7, P8, P40: imports students into a course. A new username makes a new student with the row's
     * password or the class default (the import is refused while a new row needs a default that is
     * not set); an existing student is enrolled, their password untouched; a staff username, or a
     * student already in the course, is counted as not imported.
     */
    async importInto(actor: Actor, courseId: string, rows: ImportRow[]): Promise<Outcome<TStudentImportResult>> {
      const course = await courses.findOwnCourseById(actor.id, courseId);
      if (!course) return notFound('course');
      const unique = new Map<string, ImportRow>();
      for (const row of rows) if (!unique.has(row.username.toLowerCase())) unique.set(row.username.toLowerCase(), row);
      const people = await findPeople(db, [...unique.keys()]);
      const newRows = [...unique.entries()].filter(([key]) => !people.has(key)).map(([, row]) => row);
      const students = [...people.values()].filter((p) => p.role === 'student');

      const { defaultStudentPassword } = await settings.stored(actor.id);
      if (newRows.some((r) => !r.password) && !defaultStudentPassword) {
        return refuse('INVALID', 'defaultStudentPassword', serverStudentsText.t('noDefault'));
      }
      // One hash per distinct password: an import of a class sharing the default hashes once.
      const hashes = new Map<string, Promise<string>>();
      const hashOf = (password: string) => {
        let hash = hashes.get(password);
        if (!hash) hashes.set(password, (hash = hashPassword(password)));
        return hash;
      };
      const values = await Promise.all(
        newRows.map(async (row) => ({ ...row, passwordHash: await hashOf(row.password || defaultStudentPassword) })),
      );

      const { inserted, enrolled } = await db.transaction(async (tx) => {
        const made = await enrolPeople(
          tx,
          actor.id,
          course.id,
          students.map((p) => p.id),
        );
        await publish(tx, enrolmentChanged(made.map((m) => m.accountId)));
        const newlyEnrolled = new Set(made.filter((m) => m.added).map((m) => m.personId));
        return {
          inserted: await insertNewStudents(tx, actor.id, course.id, values),
          enrolled: students.filter((p) => newlyEnrolled.has(p.id)).map((p) => p.username),
        };
      });
      const counted = new Set([...inserted, ...enrolled].map((u) => u.toLowerCase()));
      const skipped = [...new Set(rows.map((r) => r.username))].filter((u) => !counted.has(u.toLowerCase()));
      return ok({
        imported: inserted.length,
        alreadyHaveAccounts: new Set(skipped.map((u) => u.toLowerCase())).size,
        skippedUsernames: skipped,
        enrolled: enrolled.length,
        enrolledUsernames: enrolled,
      });
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
