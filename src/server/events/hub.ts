import { PassThrough, type Readable } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import { EVENTS_RETRY_MS, LIVE_EVENTS, RESYNC_EVENT, type TLiveEvent } from '../../shared/events';
import type { Database } from '../db/client';
import type { Listening } from '../db/listener';
import type { Clock } from '../common/clock';
import { isUuid } from '../common/ids';
import { courses, sessions, users } from '../db/schema';
import type { Actor } from '../http/actor';
import { EVENTS_CHANNEL, type Notice } from './publish';

/** Who a stream belongs to, as scoped events need it: captured once when the stream opens. */
interface Connection {
  userId: string;
  /** The teacher's own id for a teacher, their teacher's for a student (a class event reaches both). */
  classOf: string | null;
  /** A student's course when the stream opened (a course event reaches it); a teacher's are looked up by event. */
  courseId: string | null;
  write(text: string): void;
}

export interface EventHubOptions {
  /** Comment lines that keep proxies from closing a quiet stream (default 20 s). */
  heartbeatMs?: number;
  clock: Clock;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K | null, connection: Connection) {
  if (key === null) return;
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}
function removeFrom<K>(map: Map<K, Set<Connection>>, key: K | null, connection: Connection) {
  if (key === null) return;
  const set = map.get(key);
  set?.delete(connection);
  if (set?.size === 0) map.delete(key);
}

// Every third heartbeat (a minute by default) a stream checks that its session still exists, so a
// logout, a reset password or a suspension also ends the streams it opened.
const SESSION_CHECK_EVERY = 3;

/**
 * How long the hub remembers that a user, a class or a course had an event, for streams opened
 * with `?since=`. A page takes a second or two from its data to its stream on a slow connection;
 * one that took longer than this is told to refresh whatever happened.
 */
const MISSED_EVENT_WINDOW_MS = 5 * 60_000;
/** Instances' clocks may differ by this much: an event this close before `since` counts as after. */
const CLOCK_SKEW_MS = 1_000;

/** The class and course audiences a stream hears, besides its own user. */
function audiencesOf(connection: Connection, teachersCourses: string[]): string[] {
  const audiences = teachersCourses.map((id) => `course:${id}`);
  if (connection.classOf) audiences.push(`class:${connection.classOf}`);
  if (connection.courseId) audiences.push(`course:${connection.courseId}`);
  return audiences;
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** Reads a NOTIFY payload; anything that isn't a notice this version understands is ignored. */
function parseNotice(payload: string): Notice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { to, event, data } = value as Record<string, unknown>;
  if (!(LIVE_EVENTS as readonly unknown[]).includes(event)) return null;
  if (!to || typeof to !== 'object') return null;
  const audience = to as Record<string, unknown>;
  const detail = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const name = event as TLiveEvent;
  if (Array.isArray(audience.users) && audience.users.every(isId)) {
    return { to: { users: audience.users }, event: name, data: detail };
  }
  if (isId(audience.teacher)) return { to: { teacher: audience.teacher }, event: name, data: detail };
  if (isId(audience.course)) return { to: { course: audience.course }, event: name, data: detail };
  return null;
}

/**
 * This instance's open event streams, indexed by user, class and course, fed by the database
 * channel that every instance LISTENs on. A stream hears only what is addressed to its own user,
 * class or course.
 */
export function createEventHub(database: Database, options: EventHubOptions) {
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const byUser = new Map<string, Set<Connection>>();
  const byClass = new Map<string, Set<Connection>>();
  const byCourse = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();
  const streams = new Set<PassThrough>();
  let listening: Listening | null = null;
  // Oldest first: an audience is moved to the end at each event, so the old ones are at the front.
  const lastEventAt = new Map<string, number>();

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
    // Students whose stream opened in the course, and the teacher who owns it.
    const found = new Set(byCourse.get(courseId) ?? []);
    rememberEvent(`course:${courseId}`);
    if (!isUuid(courseId) || all.size === 0) return found;
    const [course] = await database.db
      .select({ teacherId: courses.teacherId })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    for (const c of course ? (byUser.get(course.teacherId) ?? []) : []) found.add(c);
    return found;
  }

  async function sessionStillValid(actor: Actor): Promise<boolean> {
    const [row] = await database.db
      .select({ dropped: users.dropped, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, actor.sessionTokenHash), gt(sessions.expiresAt, options.clock.now())))
      .limit(1);
    return row !== undefined && !(row.role === 'student' && row.dropped);
  }

  async function deliver(notice: Notice): Promise<void> {
    let targets: Iterable<Connection>;
    const { to } = notice;
    if ('users' in to) {
      for (const id of to.users) rememberEvent(`user:${id}`);
      targets = new Set(to.users.flatMap((id) => [...(byUser.get(id) ?? [])]));
    } else if ('teacher' in to) {
      rememberEvent(`class:${to.teacher}`);
      targets = byClass.get(to.teacher) ?? [];
    } else targets = await courseMembers(to.course);
    const text = `event: ${notice.event}\ndata: ${JSON.stringify(notice.data)}\n\n`;
    for (const connection of targets) connection.write(text);
  }

  return {
    /** Starts listening on the channel; an unreachable database is retried in the background. */
    async start(): Promise<void> {
      listening = await database.listen(EVENTS_CHANNEL, {
        onNotification: (payload) => {
          const notice = parseNotice(payload);
          if (!notice) return;
          deliver(notice).catch((error: unknown) => options.log.warn({ err: error }, 'live event not delivered'));
        },
        onListening: (again) => {
          if (!again) return;
          options.log.info({ streams: all.size }, 'live events listening again');
          // Whatever happened while the listener was away was not heard: every page refreshes.
          for (const connection of all) connection.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
        },
        onLost: (error) => options.log.warn({ err: error }, 'live events listener lost; reconnecting'),
      });
    },

    /** A stream for the signed-in user; destroying it (the client left) removes it at once. */
    async open(actor: Actor, since?: number): Promise<Readable> {
      let courseId: string | null = null;
      // A teacher hears the events of each of their courses (only asked here for the resync below).
      let teachersCourses: string[] = [];
      if (actor.role === 'teacher' && since !== undefined) {
        const rows = await database.db.select({ id: courses.id }).from(courses).where(eq(courses.teacherId, actor.id));
        teachersCourses = rows.map((row) => row.id);
      }
      if (actor.role === 'student') {
        const [row] = await database.db
          .select({ courseId: users.courseId })
          .from(users)
          .where(eq(users.id, actor.id))
          .limit(1);
        courseId = row?.courseId ?? null;
      }
      const stream = new PassThrough();
      const connection: Connection = {
        userId: actor.id,
        classOf: actor.role === 'student' ? actor.teacherId : actor.role === 'teacher' ? actor.id : null,
        courseId,
        write: (text) => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(text);
        },
      };
      addTo(byUser, connection.userId, connection);
      addTo(byClass, connection.classOf, connection);
      addTo(byCourse, connection.courseId, connection);
      all.add(connection);
      streams.add(stream);
      let beats = 0;
      const heartbeat = setInterval(() => {
        connection.write(`: heartbeat\n\n`);
        if (++beats % SESSION_CHECK_EVERY !== 0) return;
        sessionStillValid(actor).then(
          (valid) => {
            if (!valid) stream.end();
          },
          // A database away is not a reason to drop the page's stream: the next check decides.
          () => undefined,
        );
      }, heartbeatMs);
      stream.once('close', () => {
        clearInterval(heartbeat);
        removeFrom(byUser, connection.userId, connection);
        removeFrom(byClass, connection.classOf, connection);
        removeFrom(byCourse, connection.courseId, connection);
        all.delete(connection);
        streams.delete(stream);
      });
      connection.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      if (
        since !== undefined &&
        missedSince(since, [`user:${connection.userId}`, ...audiencesOf(connection, teachersCourses)])
      )
        connection.write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
      return stream;
    },

    /** Open streams on this instance (tests check that a client that leaves is gone). */
    connectionCount(): number {
      return all.size;
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
