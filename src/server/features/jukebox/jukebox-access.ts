import { eq, sql } from 'drizzle-orm';
import { isJukeboxLocked } from '../../../shared/prime-rules';
import type { TSettings } from '../../../shared/settings';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses, spotifyConnections, studentAccounts, users } from '../../db/schema';
import { courseOfAccount } from '../../common/students.queries';
import { isPrimeActive } from '../../economy';
import type { Actor } from '../../http/actor';
import { ok, type Outcome, refuse } from '../../outcome';
import type { SettingsService } from '../settings';
import { serverJukeboxText } from './texts';
import { musicText } from '../../../shared/music/texts';

/** Who is using the jukebox, under which teacher's settings and Spotify connection. */
export interface JukeboxUser {
  role: 'student' | 'teacher';
  teacherId: string;
  settings: TSettings;
  /** A student's id and course (null when not enrolled); absent for the teacher. */
  student?: { id: string; courseId: string | null; playlistId: string | null };
}

/**
 * The seed's conditions for the jukebox (seed 001 section 6): the teacher's permission, beta
 * features, the jukebox enabled, a Spotify connection and Spotify as the music app; and for a
 * student the Prime lock (seed 000 section 6). A teacher managing playlists needs only the
 * permission and the connection, so they can prepare before turning the jukebox on.
 */
export function createJukeboxAccess(db: Db, clock: Clock, settingsService: SettingsService) {
  async function teacherReady(teacherId: string): Promise<{ permitted: boolean; connected: boolean }> {
    const [row] = await db
      .select({ permissions: users.permissions, connected: spotifyConnections.teacherId })
      .from(users)
      .leftJoin(spotifyConnections, eq(spotifyConnections.teacherId, users.id))
      .where(eq(users.id, teacherId));
    return { permitted: row?.permissions.jukebox === true, connected: row?.connected != null };
  }

  async function forTeacher(actor: Actor): Promise<Outcome<JukeboxUser>> {
    const { permitted } = await teacherReady(actor.id);
    if (!permitted) return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('noPermission'));
    return ok({ role: 'teacher', teacherId: actor.id, settings: await settingsService.stored(actor.id) });
  }

  async function forStudent(actor: Actor): Promise<Outcome<JukeboxUser>> {
    if (!actor.teacherId) return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('jukeboxOff'));
    const courseId = await courseOfAccount(db, actor.id, actor.courseId);
    const [[row], settings, ready] = await Promise.all([
      db
        .select({
          courseId: courses.id,
          hasPrime: studentAccounts.hasPrime,
          primeExpiresAt: studentAccounts.primeExpiresAt,
          playlistId: courses.playlistId,
        })
        .from(studentAccounts)
        .leftJoin(courses, courseId ? eq(courses.id, courseId) : sql`false`)
        .where(eq(studentAccounts.id, actor.id)),
      settingsService.stored(actor.teacherId),
      teacherReady(actor.teacherId),
    ]);
    if (!row) return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('jukeboxOff'));
    const on = ready.permitted && ready.connected && settings.enableBetaFeatures && settings.jukebox.enabled;
    if (!on) return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('jukeboxOff'));
    if (settings.songs.apps.provider !== 'spotify') {
      return refuse('FORBIDDEN', 'jukebox', musicText.t('notSupportedStudent'));
    }
    if (isJukeboxLocked(settings, isPrimeActive(row, clock.now()))) {
      return refuse('FORBIDDEN', 'jukebox', serverJukeboxText.t('availableWithPrime'));
    }
    return ok({
      role: 'student',
      teacherId: actor.teacherId,
      settings,
      student: { id: actor.id, courseId: row.courseId, playlistId: row.playlistId },
    });
  }

  return {
    /** The jukebox user the actor is, or why they can't use it now. */
    of(actor: Actor): Promise<Outcome<JukeboxUser>> {
      return actor.role === 'student' ? forStudent(actor) : forTeacher(actor);
    },
  };
}
export type JukeboxAccess = ReturnType<typeof createJukeboxAccess>;
