/** One open event stream, as the hub addresses it. */
export interface Connection {
  /** Whom it is for: a teacher or the admin, or a student's account in the class they opened it in (P40). */
  userId: string;
  /** The signed-in person (a student's `users` row; equal to `userId` for staff): their sessions' notices. */
  personId: string;
  isStudent: boolean;
  /** The course a student opened it in, kept while they stay enrolled in it. */
  preferredCourseId: string | null;
  /** The course of the class it was opened in, as last read: when it changes the page is told (resync). */
  courseId: string | null;
  /**
   * Where it is filed besides `userId`: a student's person and other active accounts, their
   * teachers (a class event) and every course they are in (a course event). A student hears each
   * of their classes (P40) and refetches what the page shows, which is always its own class's.
   */
  filing: Filing;
  /** Which read of the courses was started last: an older read that answers later is ignored. */
  courseRead: number;
  write(text: string): void;
  /** Ends the stream, after `lastWords` if given. */
  end(lastWords?: string): void;
  /** Asks the database whether the stream's session still holds, and ends the stream if not. */
  checkSession(): void;
}

/** The users, classes (teachers) and courses a stream is filed under. */
export interface Filing {
  users: readonly string[];
  classes: readonly string[];
  courses: readonly string[];
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
}
function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  const set = map.get(key);
  set?.delete(connection);
  if (set?.size === 0) map.delete(key);
}

/** Every user id a stream answers to: its own, its person's, and the other ids of its filing. */
const usersOf = (c: Connection) => new Set([c.userId, c.personId, ...c.filing.users]);

/**
 * This instance's open streams, indexed by user, class and course. Sets keep insertion order, so
 * the first of a user's streams is their oldest.
 */
export function createConnectionIndex() {
  const byUser = new Map<string, Set<Connection>>();
  const byClass = new Map<string, Set<Connection>>();
  const byCourse = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();

  function file(connection: Connection): void {
    for (const id of usersOf(connection)) addTo(byUser, id, connection);
    for (const id of connection.filing.classes) addTo(byClass, id, connection);
    for (const id of connection.filing.courses) addTo(byCourse, id, connection);
  }
  function unfile(connection: Connection): void {
    for (const id of usersOf(connection)) removeFrom(byUser, id, connection);
    for (const id of connection.filing.classes) removeFrom(byClass, id, connection);
    for (const id of connection.filing.courses) removeFrom(byCourse, id, connection);
  }

  return {
    add(connection: Connection): void {
      file(connection);
      all.add(connection);
    },
    /** Takes a connection out of every index; a second call does nothing. */
    remove(connection: Connection): void {
      if (!all.delete(connection)) return;
      unfile(connection);
    },
    has: (connection: Connection): boolean => all.has(connection),
    /** Files a student's stream under their classes and courses as they are now. */
    refile(connection: Connection, filing: Filing): void {
      if (!all.has(connection)) return;
      unfile(connection);
      connection.filing = filing;
      file(connection);
    },
    ofUser: (userId: string): Connection[] => [...(byUser.get(userId) ?? [])],
    ofClass: (teacherId: string): Connection[] => [...(byClass.get(teacherId) ?? [])],
    ofCourse: (courseId: string): Connection[] => [...(byCourse.get(courseId) ?? [])],
    everyone: (): Connection[] => [...all],
    get size(): number {
      return all.size;
    },
  };
}
export type ConnectionIndex = ReturnType<typeof createConnectionIndex>;
