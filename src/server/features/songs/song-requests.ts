import { and, eq } from 'drizzle-orm';
import type * as zod from 'zod';
import { songRequestPrice } from '../../../shared/pricing';
import { isAnonymousSongsLocked } from '../../../shared/prime-rules';
import type { TLanguage } from '../../../shared/i18n/languages';
import type { TSettings } from '../../../shared/settings';
import type { TSong, ZSongCreate } from '../../../shared/songs';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { courses, songRequests, users } from '../../db/schema';
import { runInTransaction, type Tx } from '../../db/transaction';
import { publish } from '../../events';
import { isPrimeActive, lockStudent } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome, refuse } from '../../outcome';
import { notify } from '../notifications';
import type { SettingsService } from '../settings';
import { message, quoted, text } from './song-messages';
import { chargeStudent } from './song-payments';
import { hasLiveDuplicate, presentSong, selectSongs, studentRow } from './songs.queries';

type CreateInput = zod.infer<typeof ZSongCreate>['song'];

/** What the teacher's e-mail about a new request needs (P23), read inside the request's transaction. */
export interface SongNotice {
  notifications: TSettings['notifications'];
  /** The teacher's language (P51): the e-mail is written in it; null reads as English. */
  teacherLanguage: TLanguage | null;
  studentName: string;
  title: string;
  artist: string;
}

/** The language a person chose (P51), null when they chose none (English for an e-mail). */
async function languageOf(reader: Db | Tx, userId: string): Promise<TLanguage | null> {
  const [row] = await reader.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** A student requests a song (P35): charged at once, duplicates decided under the course's lock. */
export function createSongRequests(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  onSongRequest: (notice: SongNotice) => void,
) {
  async function requestInTransaction(
    tx: Tx,
    actor: Actor,
    input: CreateInput,
  ): Promise<Outcome<{ id: string; notice: SongNotice }>> {
    // The student's lock first: their course can't change under us (a move updates their row), and
    // every path that takes both takes the student before the course.
    const student = await lockStudent(tx, actor.id);
    const me = await studentRow(tx, actor);
    if (!student || !me?.teacherId) return notFound('student');
    const classSettings = await settings.stored(me.teacherId, tx);
    if (!classSettings.songs.requests.enabled) {
      return refuse('FORBIDDEN', 'song', text('requestsOff'));
    }
    if (!me.courseId) return refuse('FORBIDDEN', 'course', text('mustBeInCourse'));
    // The course's row lock makes the duplicate check and the insert one step per course. NO KEY
    // UPDATE conflicts with itself but not with the key-share locks of foreign keys to the course.
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, me.courseId), eq(courses.teacherId, me.teacherId)))
      .for('no key update');
    if (!course) return refuse('FORBIDDEN', 'course', text('mustBeInCourse'));
    if (
      classSettings.songs.requests.preventDuplicates &&
      (await hasLiveDuplicate(tx, course.id, input.title, input.artist))
    ) {
      return refuse('CONFLICT', 'song', text('duplicate'));
    }
    const now = clock.now();
    const prime = isPrimeActive(student, now);
    const cost = songRequestPrice(classSettings, prime);
    // Anonymity is fixed now (P39): the preference, when the class allows it and Prime doesn't lock it.
    const anonymous =
      me.anonymousSongs && classSettings.songs.requests.allowAnonymous && !isAnonymousSongsLocked(classSettings, prime);
    const charge = { source: 'song', cost, now } as const;
    const charged = await chargeStudent(tx, actor, student, input, charge, classSettings.scoreConverter);
    if (!charged.ok) return charged;
    const [song] = await tx
      .insert(songRequests)
      .values({
        teacherId: me.teacherId,
        courseId: course.id,
        studentId: actor.id,
        title: input.title,
        artist: input.artist,
        anonymous,
        cost,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: songRequests.id });
    if (!song) throw new Error('song insert returned nothing');
    // The class playlist and the teacher's queue refresh when this commits (P38).
    await publish(tx, { to: { course: course.id }, event: 'songs' });
    const studentName = `${me.firstName} ${me.lastName}`;
    await notify(tx, [
      {
        userId: me.teacherId,
        type: 'info',
        title: message('newRequestTitle'),
        content: message('newRequest', { student: studentName, song: quoted(input) }),
      },
    ]);
    return ok({
      id: song.id,
      notice: {
        notifications: classSettings.notifications,
        teacherLanguage: await languageOf(tx, me.teacherId),
        studentName,
        title: input.title,
        artist: input.artist,
      },
    });
  }

  return {
    async request(actor: Actor, input: CreateInput): Promise<Outcome<TSong>> {
      const made = await runInTransaction(db, (tx) => requestInTransaction(tx, actor, input));
      if (!made.ok) return made;
      // P23: the teacher's e-mail goes after COMMIT, and its failure never fails the request.
      onSongRequest(made.value.notice);
      const [row] = await selectSongs(db, eq(songRequests.id, made.value.id));
      return row ? ok(presentSong(row, actor)) : notFound('song');
    },
  };
}
