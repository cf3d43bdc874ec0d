import { PassThrough, type Readable } from 'node:stream';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { EVENTS_RETRY_MS, RESYNC_EVENT, SESSION_ENDED_EVENT, SUPERSEDED_EVENT } from '../../shared/events';
import type { Database } from '../db/client';
import type { Listening } from '../db/listener';
import type { Clock } from '../common/clock';
import { isSharedWith } from '../common/co-teaching.queries';
import { isUuid } from '../common/ids';
import { BusyError } from '../common/limiter';
import { courses, sessions, studentAccounts } from '../db/schema';
import type { Actor } from '../http/actor';
import { type Connection, createConnectionIndex } from './connections';
import { parseNotice } from './notices';
import { ENROLMENT_CHANGED, EVENTS_CHANNEL, type Notice } from './publish';
import { STREAMS_PER_USER } from './stream-limits';

export interface EventHubOptions {
  /** Comment lines that keep proxies from closing a quiet stream (default 20 s). */
  heartbeatMs?: number;
  /** Streams this instance holds at most (EVENTS_MAX_STREAMS); past it a new one answers 503. */
  maxStreams: number;
  clock: Clock;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

// Every third heartbeat (a minute by default) a stream checks that its session still exists, so an
// expired session also ends the streams it opened. A logout, a reset password or a suspension is
// announced by the database (classmint_sessions) and checked at once (`sessionsChanged`).
const SESSION_CHECK_EVERY = 3;

/**
 * How long the hub remembers that a user, a class or a course had an event, for streams opened
 * with `?since=`. A page takes a second or two from its data to its stream on a slow connection;
 * one that took longer than this is told to refresh whatever happened.
 */
const MISSED_EVENT_WINDOW_MS = 5 * 60_000;
/** Instances' clocks may differ by this much: an event this close before `since` counts as after. */
const CLOCK_SKEW_MS = 1_000;

/* eslint-disable lingui/no-unlocalized-strings -- server-sent events' frames, a protocol's words */
const RESYNC = `event: ${RESYNC_EVENT}\ndata: {}\n\n`;
const SUPERSEDED = `event: ${SUPERSEDED_EVENT}\ndata: {}\n\n`;
const SESSION_ENDED = `event: ${SESSION_ENDED_EVENT}\ndata: {}\n\n`;
/* eslint-enable lingui/no-unlocalized-strings */

/** The class and course audiences a stream is filed under, besides its own user. */
function audiencesOf(connection: Connection): string[] {
  const audiences: string[] = [];
  for (const teacher of connection.filing.classes) audiences.push(`class:${teacher}`);
  for (const course of connection.filing.courses) audiences.push(`course:${course}`);
  return audiences;
}

/**
 * This instance's open event streams, fed by the database channel that every instance LISTENs on.
 * A stream hears only what is addressed to its own user, class or course; a student's course is
 * read when the stream opens and again whenever their enrolment changes.
 */
export function createEventHub(database: Database, options: EventHubOptions) {
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const connections = createConnectionIndex();
  const streams = new Set<PassThrough>();
  let listening: Listening | null = null;
  // Oldest first: an audience is moved to the end at each event, so the old ones are at the front.
  const lastEventAt = new Map<string, number>();
  let courseReads = 0;
  // Course events and enrolment re-reads are handled one after another, in the order they arrived
  // (the order their transactions committed): a course event that follows a move then reaches the
  // student in their new course. Events to users and classes need no lookup and go out at once.
  let courseWork: Promise<void> = Promise.resolve();

  function inTurn(work: () => Promise<void>): void {
    courseWork = courseWork
      .then(work)
      .catch((error: unknown) => options.log.warn({ err: error }, 'live event not delivered'));
  }

  function rememberEvent(audience: string): void {
    const now = Date.now();
    lastEventAt.delete(audience);
    lastEventAt.set(audience, now);
    for (const [key, at] of lastEventAt) {
      if (now - at <= MISSED_EVENT_WINDOW_MS) break;
      lastEventAt.delete(key);
    }
  }

  /** Whether something may have happened to these audiences since `since` that a page did not see. */
  function missedSince(since: number, audiences: string[]): boolean {
    if (Date.now() - since > MISSED_EVENT_WINDOW_MS) return true;
    return audiences.some((audience) => (lastEventAt.get(audience) ?? -Infinity) >= since - CLOCK_SKEW_MS);
  }

  async function courseMembers(courseId: string): Promise<Set<Connection>> {
    // Students whose stream is filed under the course, and the teacher who owns it.
    const found = new Set(connections.ofCourse(courseId));
    if (!isUuid(courseId) || connections.size === 0) return found;
    const [course] = await database.db
      .select({ teacherId: courses.teacherId })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    for (const c of course ? connections.ofUser(course.teacherId) : []) found.add(c);
    return found;
  }

  /**
   * Reads these students' accounts and courses and files their streams under them: every active
   * account of the person, its teacher and its courses (P40). A stream whose own account is gone or
   * dropped hears nothing more: it ends. `announce` tells a page whose course changed to refresh
   * (`resync`), since what it shows of its course is now another course's.
   */
  async function readCourses(students: Connection[], announce: boolean): Promise<void> {
    const read = ++courseReads;
    for (const c of students) c.courseRead = read;
    const persons = [...new Set(students.map((c) => c.personId))];
    const rows = await database.db
      .select({
        id: studentAccounts.id,
        personId: studentAccounts.personId,
        teacherId: studentAccounts.teacherId,
        dropped: studentAccounts.dropped,
        courseIds: sql<string[] | null>`(select json_agg(e.course_id order by c.period, c.name, c.id)
          from enrollments e join courses c on c.id = e.course_id where e.account_id = student_accounts.id)`,
      })
      .from(studentAccounts)
      .where(inArray(studentAccounts.personId, persons));
    for (const c of students) {
      // A read started later (a move while this stream opened) decides; a stream that left is gone.
      if (c.courseRead !== read || !connections.has(c)) continue;
      const own = rows.find((row) => row.id === c.userId);
      if (!own || own.dropped) {
        c.end();
        continue;
      }
      const active = rows.filter((row) => row.personId === c.personId && !row.dropped);
      connections.refile(c, {
        users: active.map((row) => row.id),
        classes: [...new Set(active.map((row) => row.teacherId))],
        courses: [...new Set(active.flatMap((row) => row.courseIds ?? []))],
      });
      // The course it was opened in while still enrolled there, else the account's first.
      const enrolled = own.courseIds ?? [];
      const courseId =
        (c.preferredCourseId && enrolled.includes(c.preferredCourseId) ? c.preferredCourseId : enrolled[0]) ?? null;
      if (courseId !== c.courseId) {
        c.courseId = courseId;
        if (announce) c.write(RESYNC);
      }
    }
  }

  async function followEnrolment(userIds: readonly string[]): Promise<void> {
    const students = userIds.flatMap((id) => connections.ofUser(id)).filter((c) => c.isStudent);
    if (students.length === 0) return;
    try {
      await readCourses(students, true);
    } catch (error) {
      // Their course is unknown now: ended, the pages reconnect and their streams read it afresh.
      options.log.warn({ err: error }, 'live-update streams could not follow an enrolment change');
      for (const c of students) c.end();
    }
  }

  function deliver(notice: Notice): void {
    const { to } = notice;
    if (notice.event === ENROLMENT_CHANGED) {
      if ('users' in to) inTurn(() => followEnrolment(to.users));
      return;
    }
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the event stream's protocol, not a text
    const text = `event: ${notice.event}\ndata: ${JSON.stringify(notice.data)}\n\n`;
    if ('users' in to) {
      for (const id of to.users) rememberEvent(`user:${id}`);
      for (const c of new Set(to.users.flatMap((id) => connections.ofUser(id)))) c.write(text);
    } else if ('teacher' in to) {
      rememberEvent(`class:${to.teacher}`);
      for (const c of connections.ofClass(to.teacher)) c.write(text);
    } else {
      rememberEvent(`course:${to.course}`);
      inTurn(async () => {
        for (const c of await courseMembers(to.course)) c.write(text);
      });
    }
  }

  /**
   * Makes room for a new stream. Past the user's cap their oldest stream gives way (`superseded`),
   * so a tab left open elsewhere never locks them out; past the instance's, the new one is refused
   * (503), unless it takes the place of the user's oldest.
   */
  function admit(connection: Connection): void {
    const mine = connections.ofUser(connection.userId);
    const givingWay = mine.slice(0, Math.max(0, mine.length - STREAMS_PER_USER + 1));
    if (givingWay.length === 0 && connections.size >= options.maxStreams) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- for the log: the API answers BUSY in its own words
      throw new BusyError('live updates (EVENTS_MAX_STREAMS streams open)');
    }
    for (const old of givingWay) old.end(SUPERSEDED);
    connections.add(connection);
  }

  /** The session still exists, and a student's account in the stream's class is not dropped. */
  async function sessionStillValid(actor: Actor): Promise<boolean> {
    const [row] = await database.db
      .select({ dropped: studentAccounts.dropped })
      .from(sessions)
      .leftJoin(studentAccounts, and(eq(studentAccounts.personId, sessions.userId), eq(studentAccounts.id, actor.id)))
      .where(and(eq(sessions.tokenHash, actor.sessionTokenHash), gt(sessions.expiresAt, options.clock.now())))
      .limit(1);
    return row !== undefined && !(actor.role === 'student' && row.dropped !== false);
  }

  /**
   * Opens a stream for a connection: admitted (the caps), heartbeats that check its session now and
   * then, and a `resync` first when something it hears happened since `since`. `prepare` reads what
   * the stream needs before it is live (a student's courses) and names the audiences it missed.
   */
  async function attach(
    who: Pick<Connection, 'userId' | 'personId' | 'isStudent' | 'preferredCourseId' | 'filing'> & {
      sessionStillValid: () => Promise<boolean>;
    },
    since: number | undefined,
    prepare: (connection: Connection) => Promise<string[]>,
  ): Promise<Readable> {
    const stream = new PassThrough();
    const connection: Connection = {
      userId: who.userId,
      personId: who.personId,
      isStudent: who.isStudent,
      preferredCourseId: who.preferredCourseId,
      courseId: null,
      filing: who.filing,
      courseRead: 0,
      write: (text) => {
        if (!stream.destroyed && !stream.writableEnded) stream.write(text);
      },
      end: (lastWords) => {
        connections.remove(connection);
        if (lastWords) connection.write(lastWords);
        stream.end();
      },
      checkSession: () => {
        who.sessionStillValid().then(
          (valid) => {
            if (!valid) connection.end(SESSION_ENDED);
          },
          // A database away is not a reason to drop the page's stream: the next check decides.
          () => undefined,
        );
      },
    };
    // Filed under its user before the course is read, so an enrolment change meanwhile finds it.
    admit(connection);
    streams.add(stream);
    stream.once('close', () => {
      connections.remove(connection);
      streams.delete(stream);
    });
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the event stream's protocol, not a text
    connection.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);

    let extraAudiences: string[];
    try {
      extraAudiences = await prepare(connection);
    } catch (error) {
      stream.destroy();
      throw error;
    }

    // Superseded or ended for a drop while its course was read: nothing more to send.
    if (stream.writableEnded) return stream;
    let beats = 0;
    const heartbeat = setInterval(() => {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the event stream's protocol, not a text
      connection.write(`: heartbeat\n\n`);
      if (++beats % SESSION_CHECK_EVERY === 0) connection.checkSession();
    }, heartbeatMs);
    stream.once('close', () => clearInterval(heartbeat));
    if (
      since !== undefined &&
      missedSince(since, [`user:${connection.userId}`, ...extraAudiences, ...audiencesOf(connection)])
    )
      connection.write(RESYNC);
    return stream;
  }

  /**
   * A co-teacher's stream in a course shared with them (P60): filed under that course only, never
   * its teacher's whole class, and under the co-teacher, so their sessions' notices reach it; it
   * ends when the course is no longer shared with them (migration 0026's trigger tells at once).
   */
  function openShared(actor: Actor, courseId: string, since?: number): Promise<Readable> {
    return attach(
      {
        userId: actor.personId,
        personId: actor.personId,
        isStudent: false,
        preferredCourseId: courseId,
        filing: { users: [], classes: [], courses: [courseId] },
        sessionStillValid: async () =>
          (await sessionStillValid(actor)) && (await isSharedWith(database.db, actor.personId, courseId)),
      },
      since,
      async () => [],
    );
  }

  return {
    /** Starts listening on the channel; an unreachable database is retried in the background. */
    async start(): Promise<void> {
      listening = await database.listen(EVENTS_CHANNEL, {
        onNotification: (payload) => {
          const notice = parseNotice(payload);
          if (notice) deliver(notice);
        },
        onListening: (again) => {
          if (!again) return;
          options.log.info({ streams: connections.size }, 'live events listening again');
          // Whatever happened while the listener was away was not heard: every page refreshes.
          for (const connection of connections.everyone()) connection.write(RESYNC);
        },
        onLost: (error) => options.log.warn({ err: error }, 'live events listener lost; reconnecting'),
      });
    },

    /**
     * A stream for the signed-in user; destroying it (the client left) removes it at once. Throws
     * BusyError (503) when this instance holds as many streams as it may.
     */
    async open(actor: Actor, since?: number): Promise<Readable> {
      if (actor.coTeaching && actor.courseId) return openShared(actor, actor.courseId, since);
      return attach(
        {
          userId: actor.id,
          personId: actor.personId,
          isStudent: actor.role === 'student',
          preferredCourseId: actor.courseId,
          // A teacher hears their class; a student's classes and courses are read when it opens.
          filing: { users: [], classes: actor.role === 'teacher' ? [actor.id] : [], courses: [] },
          sessionStillValid: () => sessionStillValid(actor),
        },
        since,
        async (connection) => {
          // A teacher hears the events of each of their courses (only asked here for the resync).
          if (actor.role === 'teacher' && since !== undefined) {
            const rows = await database.db
              .select({ id: courses.id })
              .from(courses)
              .where(eq(courses.teacherId, actor.id));
            return rows.map((row) => `course:${row.id}`);
          }
          if (connection.isStudent) await readCourses([connection], false);
          return [];
        },
      );
    },

    /**
     * A classroom kiosk's stream (P49): filed under its course and its teacher's class, so it hears
     * the board change and the class's emergency; under the kiosk's id, so turning it off reaches it.
     */
    async openKiosk(
      kiosk: { id: string; teacherId: string; courseId: string },
      stillValid: () => Promise<boolean>,
      since?: number,
    ): Promise<Readable> {
      return attach(
        {
          userId: kiosk.id,
          personId: kiosk.id,
          isStudent: false,
          preferredCourseId: null,
          filing: { users: [], classes: [kiosk.teacherId], courses: [kiosk.courseId] },
          sessionStillValid: stillValid,
        },
        since,
        async () => [],
      );
    },

    /**
     * The database says a user's sessions changed (classmint_sessions: a logout, a new password, a
     * suspension, a deletion): their streams check theirs now and end, with `session-ended`, if it
     * no longer holds. Their pages then learn it without waiting for the person's next action.
     */
    sessionsChanged(userId: string): void {
      for (const connection of connections.ofUser(userId)) connection.checkSession();
      // The notice also comes when a person's accounts or enrolments change (migration 0011's
      // triggers): a student's streams file themselves under their classes as they are now.
      inTurn(() => followEnrolment([userId]));
    },

    /** Open streams on this instance (tests check that a client that leaves is gone). */
    connectionCount(): number {
      return connections.size;
    },

    /** Ends every stream (so the server can close) and stops listening. */
    async close(): Promise<void> {
      for (const stream of streams) stream.end();
      await listening?.close();
      listening = null;
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
