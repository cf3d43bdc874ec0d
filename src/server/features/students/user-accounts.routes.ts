import * as zod from 'zod';
import { createUser, deleteStudent, importStudents, lookupStudent, updateUser } from '../../../shared/api/users';
import { ZStudentCreate, ZStudentIdentityUpdate, ZStudentUpdate } from '../../../shared/students';
import { ZTeacherCreate, ZTeacherUpdate } from '../../../shared/teachers';
import { parseWith } from '../../http/errors';
import { defineRoute, type Route } from '../../http/route';
import { ok, refuse } from '../../outcome';
import type { TeachersService } from '../teachers';
import type { StudentsService } from './students.service';
import type { PersonErasure } from './person-erasure';
import { serverStudentsText } from './texts';
import { says } from '../../../shared/messages';
import { sharedText } from '../../../shared/texts';

// The body shape depends on who calls; the handler validates it with the right schema.
const ZAnyUser = zod.object({
  user: zod.record(
    zod.string(),
    zod.unknown(),
    says(() => sharedText.t('required')),
  ),
});

/**
 * The catalogue's `/users` calls serve two people: the admin manages teachers, a teacher manages
 * students. One route each, dispatching on the caller's role.
 */
export function userAccountsRoutes(
  teachers: TeachersService,
  students: StudentsService,
  erasure: PersonErasure,
): Route[] {
  return [
    defineRoute(createUser, {
      summary: 'Add a teacher (admin) or, with ?courseId=, a student to a course (teacher)',
      tag: 'users',
      access: ['admin', 'teacher'],
      bodyEnvelope: ZAnyUser,
      async handler({ actor, body, query }) {
        if (actor.role === 'admin') {
          // The admin adds teachers only; a student body sent here must not become a teacher.
          if (query.courseId !== undefined)
            return refuse('INVALID', 'courseId', serverStudentsText.t('courseIdForTeachers'));
          const input = parseWith(ZTeacherCreate, body, 'user');
          if (!input.ok) return input;
          const result = await teachers.create(input.value.user);
          return result.ok ? ok({ user: result.value }) : result;
        }
        if (!query.courseId) return refuse('INVALID', 'courseId', sharedText.t('required'));
        const input = parseWith(ZStudentCreate, body, 'user');
        if (!input.ok) return input;
        const result = await students.create(actor, query.courseId, input.value.user);
        return result.ok ? ok({ user: result.value }) : result;
      },
    }),
    defineRoute(updateUser, {
      summary:
        "Edit a teacher (admin), a student's names or password (admin), or one of your students (teacher): names and password only while no other teacher has them",
      tag: 'users',
      access: ['admin', 'teacher'],
      bodyEnvelope: ZAnyUser,
      async handler({ actor, body, params }) {
        if (actor.role === 'admin' && (await students.isStudent(params.username))) {
          const input = parseWith(ZStudentIdentityUpdate, body, 'user');
          if (!input.ok) return input;
          const result = await students.updateIdentity(params.username, input.value.user);
          return result.ok ? ok({ user: result.value }) : result;
        }
        if (actor.role === 'admin') {
          const input = parseWith(ZTeacherUpdate, body, 'user');
          if (!input.ok) return input;
          const result = await teachers.update(params.username, input.value.user);
          return result.ok ? ok({ user: result.value }) : result;
        }
        const input = parseWith(ZStudentUpdate, body, 'user');
        if (!input.ok) return input;
        const result = await students.update(actor, params.username, input.value.user);
        return result.ok ? ok({ user: result.value }) : result;
      },
    }),
    defineRoute(deleteStudent, {
      summary: 'Delete one of your students (teacher: your economy of them); the admin erases the student everywhere',
      tag: 'users',
      access: ['teacher', 'admin'],
      handler: ({ actor, params }) =>
        actor.role === 'admin' ? erasure.erase(actor, params.username) : students.remove(actor, params.username),
    }),
    defineRoute(lookupStudent, {
      summary:
        'What adding this student number would do: new, existing (the username alone enrols them), inCourse, taken',
      tag: 'users',
      access: ['teacher'],
      async handler({ actor, query }) {
        const result = await students.lookup(actor, query.username, query.courseId);
        return result.ok ? ok({ lookup: result.value }) : result;
      },
    }),
    defineRoute(importStudents, {
      summary: 'Import students into a course; usernames that already have an account are skipped and counted',
      tag: 'users',
      access: ['teacher'],
      async handler({ actor, body, query }) {
        const result = await students.importInto(actor, query.courseId, body.users);
        return result.ok ? ok({ import: result.value }) : result;
      },
    }),
  ];
}
