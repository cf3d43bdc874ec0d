import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TEmergencyOut } from '../../../shared/hall-emergency';
import type { Db } from '../../db/client';
import { courses, studentAccounts, users } from '../../db/schema';
import { hallEmergencies, hallpasses } from '../../db/hall-schema';
import type { Tx } from '../../db/transaction';

/**
 * P50: what the emergency switch and every pass screen read (the kiosk too): which emergencies
 * cover a teacher's courses, who was out when they started, and the gate that keeps a pass from
 * starting while a switch goes on.
 */

const gateKey = (scope: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an advisory lock's name, not a text
  createHash('sha256').update(`classmint hall gate ${scope}`).digest().readBigInt64BE(0);
const INSTALLATION_GATE = gateKey('all').toString();
const teacherGate = (teacherId: string) => gateKey(`teacher ${teacherId}`).toString();

/**
 * Every start of a pass (a student's, a teacher's, a kiosk's) enters the hall first, before it
 * locks anything (LOCK-ORDER.md, 0): shared transaction-scoped advisory locks on the installation's
 * gate and its teacher's. A switch going on holds one of them exclusively, so it waits for the
 * starts already deciding, and the starts after it wait for it to commit and then read it. So no
 * pass can start after the switch commits, and none it did not see can survive it.
 */
export async function enterHall(tx: Tx, teacherId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${INSTALLATION_GATE}::bigint)`);
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${teacherGate(teacherId)}::bigint)`);
}

/** The switch's side of the gate: the teacher's (their courses) or, null, the installation's (the admin's). */
export async function closeHallGate(tx: Tx, teacherId: string | null): Promise<void> {
  const key = teacherId === null ? INSTALLATION_GATE : teacherGate(teacherId);
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

export type OpenEmergency = { id: string; teacherId: string | null; startedAt: Date };

const openColumns = {
  id: hallEmergencies.id,
  teacherId: hallEmergencies.teacherId,
  startedAt: hallEmergencies.startedAt,
};

/**
 * The open emergencies that cover a teacher's courses: their own and the admin's (none when passes
 * run). A pass start reads it after it holds its course, inside the gate.
 */
export async function emergencyCovering(reader: Db | Tx, teacherId: string): Promise<OpenEmergency[]> {
  return reader
    .select(openColumns)
    .from(hallEmergencies)
    .where(
      and(
        isNull(hallEmergencies.endedAt),
        or(isNull(hallEmergencies.teacherId), eq(hallEmergencies.teacherId, teacherId)),
      ),
    )
    .orderBy(asc(hallEmergencies.startedAt));
}

/** Whether an emergency covering a course is on (the wait line does not move while one is). */
export async function emergencyCoversCourse(reader: Db | Tx, courseId: string): Promise<boolean> {
  const rows = await reader
    .select({ id: hallEmergencies.id })
    .from(hallEmergencies)
    .innerJoin(courses, eq(courses.id, courseId))
    .where(
      and(
        isNull(hallEmergencies.endedAt),
        or(isNull(hallEmergencies.teacherId), eq(hallEmergencies.teacherId, courses.teacherId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every open emergency: the admin's and each teacher's. */
export async function openEmergencies(reader: Db | Tx): Promise<OpenEmergency[]> {
  return reader
    .select(openColumns)
    .from(hallEmergencies)
    .where(isNull(hallEmergencies.endedAt))
    .orderBy(asc(hallEmergencies.startedAt));
}

/**
 * Who was out when the open emergencies started: the passes they ended, of one teacher's courses
 * (`teacherId`, one course with `courseId`) or of every course (`'all'`, the admin's view), by
 * period, then name. Empty when no emergency covering them is open.
 */
export async function whoWasOut(
  reader: Db | Tx,
  viewer: { teacherId: string; courseId?: string } | 'all',
): Promise<TEmergencyOut[]> {
  const open = viewer === 'all' ? await openEmergencies(reader) : await emergencyCovering(reader, viewer.teacherId);
  if (open.length === 0) return [];
  const rows = await reader
    .select({
      _id: hallpasses.id,
      destination: hallpasses.destination,
      startedAt: hallpasses.startedAt,
      student: {
        _id: hallpasses.studentId,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      course: { _id: courses.id, name: courses.name, period: courses.period },
    })
    .from(hallpasses)
    .innerJoin(studentAccounts, eq(studentAccounts.id, hallpasses.studentId))
    .innerJoin(users, eq(users.id, studentAccounts.personId))
    .innerJoin(courses, eq(courses.id, hallpasses.courseId))
    .where(
      and(
        inArray(
          hallpasses.emergencyId,
          open.map((e) => e.id),
        ),
        viewer === 'all' ? undefined : eq(hallpasses.teacherId, viewer.teacherId),
        viewer === 'all' || viewer.courseId === undefined ? undefined : eq(hallpasses.courseId, viewer.courseId),
      ),
    )
    .orderBy(asc(courses.period), asc(courses.name), asc(users.lastName), asc(users.firstName), asc(hallpasses.id));
  return rows.map((row) => ({
    ...row,
    // An ended pass went out: it has a start (hallpasses_state_times).
    startedAt: (row.startedAt ?? new Date(0)).toISOString(),
  }));
}

/** The teacher of a student's account: the gate a student's pass start enters (an account's teacher never changes). */
export async function teacherOfAccount(reader: Db | Tx, accountId: string): Promise<string | null> {
  const [row] = await reader
    .select({ teacherId: studentAccounts.teacherId })
    .from(studentAccounts)
    .where(eq(studentAccounts.id, accountId));
  return row?.teacherId ?? null;
}
