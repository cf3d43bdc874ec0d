import { and, eq, sql } from 'drizzle-orm';
import type * as zod from 'zod';
import { defaultSettings, settingsForAdmin } from '../../../shared/settings';
import type { TTeacherSummary, ZTeacherCreate, ZTeacherUpdate } from '../../../shared/teachers';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { studentAccounts, teacherSettings, users } from '../../db/schema';
import { forgetPersons } from '../../common/erasure';
import { deleteStudentAccounts } from '../../common/student-removal';
import { takenPersonField } from '../../common/taken-person-field';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { hashPassword } from '../../common/password';
import { publish } from '../../events';
import type { SessionsService } from '../auth';
import { settingsView, type SettingsService } from '../settings';
import { selectCourseCounts, selectTeacherRows, type TeacherRow } from './teachers.queries';
import { serverTeachersText } from './texts';

type TeacherCreate = zod.infer<typeof ZTeacherCreate>['user'];
type TeacherUpdate = zod.infer<typeof ZTeacherUpdate>['user'];

/** The admin's management of teachers (seed 001 sections 2, 5 and 7). Every call is admin-only at the route. */
export function createTeachersService(db: Db, clock: Clock, sessions: SessionsService, settings: SettingsService) {
  async function summaries(onlyId?: string): Promise<TTeacherSummary[]> {
    const rows = await selectTeacherRows(db, clock.now(), onlyId);
    const ids = rows.map((r) => r.id);
    const [courseRows, settingsById] = await Promise.all([selectCourseCounts(db, ids), settings.forTeachers(ids)]);
    return rows.map((row) => {
      const owner = ownerOf(row, settings.spotifyReady);
      return {
        _id: row.id,
        role: 'teacher' as const,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        title: row.title,
        email: row.email,
        schoolAccountBoundAt: row.school_account_bound_at ? new Date(row.school_account_bound_at).toISOString() : null,
        permissions: owner.permissions,
        viewedChanges: row.viewed_changes,
        createdAt: new Date(row.created_at).toISOString(),
        stats: {
          courses: row.courses,
          students: row.students,
          droppedStudents: row.dropped_students,
          primeStudents: row.prime_students,
          darkModeStudents: row.dark_mode_students,
          viewedChangesStudents: row.viewed_changes_students,
        },
        courses: courseRows
          .filter((c) => c.teacher_id === row.id)
          .map((c) => ({ _id: c.id, name: c.name, period: c.period, slug: c.slug, studentCount: c.student_count })),
        settings: settingsForAdmin(settingsView(settingsById.get(row.id) ?? defaultSettings(), owner)),
        jukeboxRequest:
          row.jukebox_request_name !== null && row.jukebox_requested_at !== null
            ? {
                name: row.jukebox_request_name,
                email: row.jukebox_request_email ?? '',
                requestedAt: new Date(row.jukebox_requested_at).toISOString(),
              }
            : null,
      };
    });
  }

  async function findTeacherId(username: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.role, 'teacher')));
    return row?.id;
  }

  async function one(id: string): Promise<Outcome<TTeacherSummary>> {
    const [summary] = await summaries(id);
    return summary ? ok(summary) : notFound('teacher');
  }

  return {
    list: () => summaries(),

    async create(input: TeacherCreate): Promise<Outcome<TTeacherSummary>> {
      const passwordHash = await hashPassword(input.password);
      try {
        const id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              username: input.username,
              role: 'teacher',
              firstName: input.firstName,
              lastName: input.lastName,
              title: input.title,
              email: input.email === '' ? null : input.email,
              passwordHash,
              permissions: { jukebox: input.permissions?.jukebox ?? false },
            })
            .returning({ id: users.id });
          if (!created) throw new Error('insert returned no row');
          await tx.insert(teacherSettings).values({ teacherId: created.id, settings: defaultSettings() });
          return created.id;
        });
        return one(id);
      } catch (error) {
        const taken = takenPersonField(error);
        if (taken) return refuse('INVALID', taken, serverTeachersText.t('alreadyTaken'));
        throw error;
      }
    },

    async update(username: string, input: TeacherUpdate): Promise<Outcome<TTeacherSummary>> {
      const id = await findTeacherId(username);
      if (!id) return notFound('teacher');
      if (input.username !== undefined && input.username.toLowerCase() !== username.toLowerCase()) {
        return refuse('INVALID', 'username', serverTeachersText.t('cannotChange'));
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.title !== undefined) changes.title = input.title;
      if (input.email !== undefined) changes.email = input.email === '' ? null : input.email;
      if (input.password) changes.passwordHash = await hashPassword(input.password);
      if (input.permissions?.jukebox !== undefined) changes.permissions = { jukebox: input.permissions.jukebox };
      if (Object.keys(changes).length > 0) {
        try {
          await db.transaction(async (tx) => {
            await tx
              .update(users)
              .set({ ...changes, updatedAt: clock.now() })
              .where(eq(users.id, id));
            // P38: the teacher's open pages show the change (the jukebox granted on their Settings).
            await publish(tx, { to: { users: [id] }, event: 'account' });
          });
        } catch (error) {
          if (takenPersonField(error) === 'email')
            return refuse('INVALID', 'email', serverTeachersText.t('alreadyTaken'));
          throw error;
        }
        // A password set by the admin ends the teacher's sessions, as any password change does (P3).
        if (changes.passwordHash) await sessions.endAllFor(id);
      }
      return one(id);
    },

    /**
     * Removes the teacher and, through the foreign keys, their courses, settings and their students'
     * accounts with them; a student left with no teacher at all goes too (P40).
     */
    async remove(username: string): Promise<Outcome<undefined>> {
      const id = await findTeacherId(username);
      if (!id) return notFound('teacher');
      await db.transaction(async (tx) => {
        const accounts = await tx
          .select({ id: studentAccounts.id })
          .from(studentAccounts)
          .where(eq(studentAccounts.teacherId, id));
        await deleteStudentAccounts(
          tx,
          accounts.map((a) => a.id),
          { teacherLeaving: true },
        );
        await tx.delete(users).where(eq(users.id, id));
        // P42: the sign-in throttle's counters keyed by their username go too.
        await forgetPersons(tx, [{ personId: id, username }]);
      });
      sessions.forgetEveryone();
      return ok(undefined);
    },

    async resetViewedChanges(role: 'student' | 'teacher'): Promise<Outcome<{ role: typeof role; count: number }>> {
      const updated = await db
        .update(users)
        .set({ viewedChanges: false })
        .where(eq(users.role, role))
        .returning({ id: users.id });
      return ok({ role, count: updated.length });
    },
  };
}
export type TeachersService = ReturnType<typeof createTeachersService>;

/** `spotifyReady`: a stored Spotify connection counts only while the server can reach Spotify. */
function ownerOf(row: TeacherRow, spotifyReady: boolean) {
  return {
    id: row.id,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    permissions: { jukebox: row.permissions.jukebox === true },
    spotifyConnected: spotifyReady && row.spotify_connected,
  };
}
