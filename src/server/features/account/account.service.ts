import { eq } from 'drizzle-orm';
import { isAnonymousSongsLocked, isDarkModeLocked } from '../../../shared/prime-rules';
import { settingsForStudent, type TSettingsView } from '../../../shared/settings';
import type { TCurrentUser, TOwnAccountUpdate } from '../../../shared/user';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { studentAccounts, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { hashPassword, verifyPassword } from '../../common/password';
import { presentUser } from '../../common/presenters';
import { takenPersonField } from '../../common/taken-person-field';
import { isPrimeActive } from '../../economy';
import type { SessionsService } from '../auth';
import { settingsView, type SettingsService } from '../settings';
import { coursesOfStudent } from '../../common/student-accounts.queries';
import { serverAccountText } from './texts';
import { sharedText } from '../../../shared/texts';

type UserRow = typeof users.$inferSelect;
/** A student's economy in the class they act in: their Prime and standing there (P40). */
type EconomyRow = Pick<typeof studentAccounts.$inferSelect, 'teacherId' | 'hasPrime' | 'primeExpiresAt' | 'dropped'>;
/** Who is asking: the person, and for a student the account of the class they act in. */
export type AccountViewer = Pick<Actor, 'id' | 'personId' | 'role' | 'teacherId' | 'courseId'>;

export function createAccountService(db: Db, clock: Clock, sessions: SessionsService, settings: SettingsService) {
  async function findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function findEconomy(viewer: AccountViewer): Promise<EconomyRow | null> {
    if (viewer.role !== 'student' || !viewer.teacherId) return null;
    const [row] = await db
      .select({
        teacherId: studentAccounts.teacherId,
        hasPrime: studentAccounts.hasPrime,
        primeExpiresAt: studentAccounts.primeExpiresAt,
        dropped: studentAccounts.dropped,
      })
      .from(studentAccounts)
      .where(eq(studentAccounts.id, viewer.id));
    return row ?? null;
  }

  /** The class settings that govern this person: a teacher's own, a student's teacher's, none for the admin. */
  async function governingSettings(row: UserRow, economy: EconomyRow | null): Promise<TSettingsView | null> {
    if (row.role === 'admin') return null;
    const owner = row.role === 'teacher' ? row : economy ? await findUser(economy.teacherId) : undefined;
    if (!owner) return null;
    const [stored, spotifyConnected] = await Promise.all([
      settings.stored(owner.id),
      settings.isSpotifyConnected(owner.id),
    ]);
    const view = settingsView(stored, { ...owner, spotifyConnected });
    return row.role === 'student' ? settingsForStudent(view) : view;
  }

  async function present(row: UserRow, economy: EconomyRow | null, viewer: AccountViewer): Promise<TCurrentUser> {
    const [settings, courses] = await Promise.all([
      governingSettings(row, economy),
      row.role === 'student' ? coursesOfStudent(db, row.id) : [],
    ]);
    return {
      ...presentUser(row, economy, clock.now(), settings),
      courses,
      currentCourse: economy ? viewer.courseId : null,
    };
  }

  /** Why a student may not make this change, or null when they may (seed 000 section 6). */
  function studentRefusal(
    patch: TOwnAccountUpdate,
    row: UserRow,
    economy: EconomyRow | null,
    classSettings: TSettingsView | null,
  ) {
    if (patch.firstName !== undefined || patch.lastName !== undefined || patch.title !== undefined) {
      return refuse('FORBIDDEN', 'name', serverAccountText.t('nameByTeacher'));
    }
    const prime = economy !== null && isPrimeActive(economy, clock.now());
    if (patch.darkMode === true && !row.darkMode && classSettings && isDarkModeLocked(classSettings, prime)) {
      return refuse('FORBIDDEN', 'darkMode', serverAccountText.t('darkModePrime'));
    }
    if (patch.anonymousSongs === true && !row.anonymousSongs) {
      if (!classSettings?.songs.requests.allowAnonymous) {
        return refuse('FORBIDDEN', 'anonymousSongs', serverAccountText.t('anonymousNotAllowed'));
      }
      if (isAnonymousSongsLocked(classSettings, prime)) {
        return refuse('FORBIDDEN', 'anonymousSongs', serverAccountText.t('anonymousPrime'));
      }
    }
    return null;
  }

  return {
    async current(viewer: AccountViewer): Promise<Outcome<TCurrentUser>> {
      const [row, economy] = await Promise.all([findUser(viewer.personId), findEconomy(viewer)]);
      return row ? ok(await present(row, economy, viewer)) : notFound('user');
    },

    /** `PUT /api/user`: a person changes their own account. A new password ends their other sessions. */
    async updateOwn(actor: Actor, patch: TOwnAccountUpdate): Promise<Outcome<TCurrentUser>> {
      const [row, economy] = await Promise.all([findUser(actor.personId), findEconomy(actor)]);
      if (!row) return notFound('user');
      if (row.role === 'student') {
        const refusal = studentRefusal(patch, row, economy, await governingSettings(row, economy));
        if (refusal) return refusal;
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (patch.firstName !== undefined) changes.firstName = patch.firstName;
      if (patch.lastName !== undefined) changes.lastName = patch.lastName;
      if (patch.title !== undefined) changes.title = patch.title;
      if (patch.darkMode !== undefined) changes.darkMode = patch.darkMode;
      if (patch.anonymousSongs !== undefined) changes.anonymousSongs = patch.anonymousSongs;
      if (patch.viewedChanges !== undefined) changes.viewedChanges = patch.viewedChanges;
      if (patch.language !== undefined) changes.language = patch.language;
      if (patch.email !== undefined && patch.email !== (row.email ?? '')) {
        // The address the school's sign-in finds a person by (P46) is the admin's to give: a teacher
        // could otherwise take an address that signs someone else in.
        if (row.role !== 'admin') return refuse('FORBIDDEN', 'email', serverAccountText.t('emailByAdmin'));
        changes.email = patch.email === '' ? null : patch.email;
      }
      if (patch.password !== undefined) {
        // A session left open on a shared computer must not be enough to take the account over.
        if (!patch.currentPassword) return refuse('INVALID', 'currentPassword', sharedText.t('required'));
        if (!(await verifyPassword(row.passwordHash, patch.currentPassword))) {
          return refuse('INVALID', 'currentPassword', serverAccountText.t('incorrect'));
        }
        changes.passwordHash = await hashPassword(patch.password);
      }
      if (Object.keys(changes).length === 0) return ok(await present(row, economy, actor));

      let updated: UserRow | undefined;
      try {
        [updated] = await db
          .update(users)
          .set({ ...changes, updatedAt: clock.now() })
          .where(eq(users.id, actor.personId))
          .returning();
      } catch (error) {
        if (takenPersonField(error) === 'email') return refuse('INVALID', 'email', serverAccountText.t('taken'));
        throw error;
      }
      if (!updated) return notFound('user');
      if (patch.password !== undefined) await sessions.endAllFor(actor.personId, actor.sessionTokenHash);
      return ok(await present(updated, economy, actor));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
