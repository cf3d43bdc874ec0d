import { eq } from 'drizzle-orm';
import { isAnonymousSongsLocked, isDarkModeLocked } from '../../../shared/prime-rules';
import { settingsForStudent, type TSettingsView } from '../../../shared/settings';
import { MSG } from '../../../shared/messages';
import type { TCurrentUser, TOwnAccountUpdate } from '../../../shared/user';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { hashPassword, verifyPassword } from '../../common/password';
import { presentUser } from '../../common/presenters';
import { isPrimeActive } from '../../economy';
import type { SessionsService } from '../auth';
import { settingsView, type SettingsService } from '../settings';

type UserRow = typeof users.$inferSelect;

export function createAccountService(db: Db, clock: Clock, sessions: SessionsService, settings: SettingsService) {
  async function findUser(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** The class settings that govern this person: a teacher's own, a student's teacher's, none for the admin. */
  async function governingSettings(row: UserRow): Promise<TSettingsView | null> {
    if (row.role === 'admin') return null;
    const owner = row.role === 'teacher' ? row : row.teacherId ? await findUser(row.teacherId) : undefined;
    if (!owner) return null;
    const [stored, spotifyConnected] = await Promise.all([
      settings.stored(owner.id),
      settings.isSpotifyConnected(owner.id),
    ]);
    const view = settingsView(stored, { ...owner, spotifyConnected });
    return row.role === 'student' ? settingsForStudent(view) : view;
  }

  async function present(row: UserRow): Promise<TCurrentUser> {
    return presentUser(row, clock.now(), await governingSettings(row));
  }

  /** Why a student may not make this change, or null when they may (seed 000 section 6). */
  function studentRefusal(patch: TOwnAccountUpdate, row: UserRow, classSettings: TSettingsView | null) {
    if (patch.firstName !== undefined || patch.lastName !== undefined || patch.title !== undefined) {
      return refuse('FORBIDDEN', 'name', 'can only be changed by your teacher');
    }
    const prime = isPrimeActive(row, clock.now());
    if (patch.darkMode === true && !row.darkMode && classSettings && isDarkModeLocked(classSettings, prime)) {
      return refuse('FORBIDDEN', 'darkMode', 'is available with Prime');
    }
    if (patch.anonymousSongs === true && !row.anonymousSongs) {
      if (!classSettings?.songs.requests.allowAnonymous) {
        return refuse('FORBIDDEN', 'anonymousSongs', 'are not allowed in your class');
      }
      if (isAnonymousSongsLocked(classSettings, prime)) {
        return refuse('FORBIDDEN', 'anonymousSongs', 'are available with Prime');
      }
    }
    return null;
  }

  return {
    async current(userId: string): Promise<Outcome<TCurrentUser>> {
      const row = await findUser(userId);
      return row ? ok(await present(row)) : notFound('user');
    },

    /** `PUT /api/user`: a person changes their own account. A new password ends their other sessions. */
    async updateOwn(actor: Actor, patch: TOwnAccountUpdate): Promise<Outcome<TCurrentUser>> {
      const row = await findUser(actor.id);
      if (!row) return notFound('user');
      if (row.role === 'student') {
        const refusal = studentRefusal(patch, row, await governingSettings(row));
        if (refusal) return refusal;
      }
      const changes: Partial<typeof users.$inferInsert> = {};
      if (patch.firstName !== undefined) changes.firstName = patch.firstName;
      if (patch.lastName !== undefined) changes.lastName = patch.lastName;
      if (patch.title !== undefined) changes.title = patch.title;
      if (patch.darkMode !== undefined) changes.darkMode = patch.darkMode;
      if (patch.anonymousSongs !== undefined) changes.anonymousSongs = patch.anonymousSongs;
      if (patch.viewedChanges !== undefined) changes.viewedChanges = patch.viewedChanges;
      if (patch.password !== undefined) {
        // A session left open on a shared computer must not be enough to take the account over.
        if (!patch.currentPassword) return refuse('INVALID', 'currentPassword', MSG.required);
        if (!(await verifyPassword(row.passwordHash, patch.currentPassword))) {
          return refuse('INVALID', 'currentPassword', 'is incorrect');
        }
        changes.passwordHash = await hashPassword(patch.password);
      }
      if (Object.keys(changes).length === 0) return ok(await present(row));

      const [updated] = await db
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, actor.id))
        .returning();
      if (!updated) return notFound('user');
      if (patch.password !== undefined) await sessions.endAllFor(actor.id, actor.sessionTokenHash);
      return ok(await present(updated));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
