/** One open event stream, as the hub addresses it. */
export interface Connection {
  /** Whom it is for: a teacher or the admin, or a student's account in the class they opened it in (P40). */
  userId: string;
  /** The signed-in person (a student's `users` row; equal to `userId` for staff): their sessions' notices. */
  personId: string;
  isStudent: boolean;
  /** The course a student opened it in, kept while they stay enrolled in it. */
  preferredCourseId: string | null;
  /** The teacher's own id for a teacher, their teacher's for a student (a class event reaches both). */
  classOf: string | null;
  /** A student's course as last read (a course event reaches it); a teacher's are looked up by event. */
  courseId: string | null;
  /** Which read of the course was started last: an older read that answers later is ignored. */
  courseRead: number;
  write(text: string): void;
  /** Ends the stream, after `lastWords` if given. */
  end(lastWords?: string): void;
  /** Asks the database whether the stream's session still holds, and ends the stream if not. */
  checkSession(): void;
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

/**
 * This instance's open streams, indexed by user, class and course. Sets keep insertion order, so
 * the first of a user's streams is their oldest.
 */
export function createConnectionIndex() {
  const byUser = new Map<string, Set<Connection>>();
  const byClass = new Map<string, Set<Connection>>();
  const byCourse = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();

  return {
    add(connection: Connection): void {
      addTo(byUser, connection.userId, connection);
      if (connection.personId !== connection.userId) addTo(byUser, connection.personId, connection);
      addTo(byClass, connection.classOf, connection);
      addTo(byCourse, connection.courseId, connection);
      all.add(connection);
    },
    /** Takes a connection out of every index; a second call does nothing. */
    remove(connection: Connection): void {
      if (!all.delete(connection)) return;
      removeFrom(byUser, connection.userId, connection);
      removeFrom(byUser, connection.personId, connection);
      removeFrom(byClass, connection.classOf, connection);
      removeFrom(byCourse, connection.courseId, connection);
    },
    has: (connection: Connection): boolean => all.has(connection),
    /** Files a student's stream under the course they are in now. */
    setCourse(connection: Connection, courseId: string | null): void {
      if (!all.has(connection) || connection.courseId === courseId) return;
      removeFrom(byCourse, connection.courseId, connection);
      connection.courseId = courseId;
      addTo(byCourse, courseId, connection);
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
