import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TRecordEconomy, TStudentRecord } from '../../../shared/privacy';
import type { Clock } from '../../common/clock';
import { findStudentOfTeacher } from '../../common/students.queries';
import { findStudentPerson, readAccountsOf } from '../../common/student-accounts.queries';
import type { Db } from '../../db/client';
import { auditEntries, sessions, users } from '../../db/schema';
import { oidcBindings } from '../../db/sign-in-schema';
import { totalsByStudent } from '../../economy';
import type { Actor } from '../../http/actor';
import { notFound, ok, type Outcome } from '../../outcome';
import type { SettingsService } from '../settings';
import { logAccess, readAccessLog } from './access-log';
import { readAccounts, readEconomyRows } from './record.queries';

/** Whose record and how much of it: one teacher's economy (their copy) or every one. */
interface Scope {
  personId: string;
  accountIds: string[];
  /** A teacher's copy: only their economy, their own reads in the access log, no sessions. */
  teacherId: string | null;
}

/**
 * A student's record (P41): everything kept about them, built from every table that can hold a
 * student (test/api/student-record.test.ts checks the list against the schema). No password hash,
 * no token, and no other student's name: a classmate who acted on their data reads "a classmate".
 */
export function createRecordService(db: Db, clock: Clock, settings: SettingsService) {
  async function economies(accountIds: string[]): Promise<TRecordEconomy[]> {
    if (accountIds.length === 0) return [];
    const { accounts, coursesOf, rosterOf } = await readAccounts(db, accountIds);
    const rows = await readEconomyRows(db, accountIds);
    const result: TRecordEconomy[] = [];
    for (const account of accounts) {
      const converter = (await settings.stored(account.teacherId)).scoreConverter;
      const totals = (await totalsByStudent(db, [account.id], converter)).get(account.id);
      result.push({
        teacher: account.teacher,
        courses: coursesOf.get(account.id) ?? [],
        roster: rosterOf.get(account.id) ?? [],
        dropped: account.dropped,
        hasPrime: account.hasPrime,
        primeExpiresAt: account.primeExpiresAt?.toISOString() ?? null,
        passAccommodation: account.passAccommodation,
        balance: totals ?? { scores: 0, bonuses: 0, fines: 0, purchases: 0, balance: 0 },
        transactions: rows.transactions.get(account.id) ?? [],
        scores: rows.scores.get(account.id) ?? [],
        passes: rows.passes.get(account.id) ?? [],
        separations: rows.separations.get(account.id) ?? [],
        songs: rows.songs.get(account.id) ?? [],
        purchases: rows.purchases.get(account.id) ?? [],
        jukebox: rows.jukebox.get(account.id) ?? [],
        notifications: rows.notifications.get(account.id) ?? [],
      });
    }
    return result;
  }

  async function audit(scope: Scope): Promise<TStudentRecord['audit']> {
    if (scope.accountIds.length === 0) return [];
    const rows = await db
      .select({
        at: auditEntries.createdAt,
        entity: auditEntries.entity,
        action: auditEntries.action,
        before: auditEntries.before,
        after: auditEntries.after,
        actorId: users.id,
        actorUsername: users.username,
        actorRole: users.role,
      })
      .from(auditEntries)
      .leftJoin(users, eq(users.id, auditEntries.actorId))
      .where(
        and(
          inArray(auditEntries.studentId, scope.accountIds),
          scope.teacherId ? eq(auditEntries.teacherId, scope.teacherId) : undefined,
        ),
      )
      .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
    return rows.map((row) => ({
      at: row.at.toISOString(),
      entity: row.entity,
      action: row.action,
      actor:
        row.actorId === null
          ? null
          : row.actorRole === 'student' && row.actorId !== scope.personId
            ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a value the web words in its reader's language (records/record-words.ts)
              { username: 'a classmate', role: 'student' }
            : { username: row.actorUsername ?? '', role: row.actorRole ?? '' },
      before: row.before,
      after: row.after,
    }));
  }

  async function build(scope: Scope): Promise<TStudentRecord> {
    const [person] = await db
      .select({
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: users.createdAt,
        darkMode: users.darkMode,
        anonymousSongs: users.anonymousSongs,
        email: users.email,
        sourcedId: users.sourcedId,
      })
      .from(users)
      .where(eq(users.id, scope.personId));
    const [bound] = scope.teacherId
      ? []
      : await db
          .select({ issuer: oidcBindings.issuer, subject: oidcBindings.subject, boundAt: oidcBindings.boundAt })
          .from(oidcBindings)
          .where(eq(oidcBindings.userId, scope.personId));
    const signedIn = scope.teacherId
      ? []
      : await db
          .select({ createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
          .from(sessions)
          .where(eq(sessions.userId, scope.personId))
          .orderBy(asc(sessions.createdAt));
    return {
      exportedAt: clock.now().toISOString(),
      student: {
        ...person!,
        createdAt: person!.createdAt.toISOString(),
        schoolAccount: bound ? { ...bound, boundAt: bound.boundAt.toISOString() } : null,
      },
      economies: await economies(scope.accountIds),
      audit: await audit(scope),
      accessLog: await readAccessLog(db, scope.personId, scope.teacherId ?? undefined),
      sessions: signedIn.map((s) => ({ createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt.toISOString() })),
    };
  }

  return {
    /** Staff: a teacher's copy (their economy of the student), or the admin's (everything); logged (P44). */
    async ofStudent(actor: Actor, username: string): Promise<Outcome<TStudentRecord>> {
      let scope: Scope;
      if (actor.role === 'teacher') {
        const found = await findStudentOfTeacher(db, actor.id, username);
        if (!found) return notFound('student');
        scope = { personId: found.personId, accountIds: [found.id], teacherId: actor.id };
      } else {
        const person = await findStudentPerson(db, username);
        if (!person) return notFound('student');
        scope = { personId: person.id, accountIds: person.accountIds, teacherId: null };
      }
      await logAccess(db, actor, 'record', { persons: [scope.personId] });
      return ok(await build(scope));
    },

    /** A student's own record: every class, every sign-in. */
    async own(actor: Actor): Promise<TStudentRecord> {
      const accounts = (await readAccountsOf(db, actor.personId)).map((a) => a.id);
      return build({ personId: actor.personId, accountIds: accounts, teacherId: null });
    },

    /** The admin reads who read a student's data (P44). */
    async accessLogOf(username: string): Promise<Outcome<TStudentRecord['accessLog']>> {
      const person = await findStudentPerson(db, username);
      return person ? ok(await readAccessLog(db, person.id)) : notFound('student');
    },
  };
}
export type RecordService = ReturnType<typeof createRecordService>;
