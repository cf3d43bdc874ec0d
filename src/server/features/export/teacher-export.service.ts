import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { csvLine } from '../../../shared/csv-write';
import type { Db } from '../../db/client';
import { studentAccounts, transactions, users } from '../../db/schema';
import { notFound, ok, type Outcome } from '../../outcome';
import { totalsByStudent } from '../../economy';
import type { SettingsService } from '../settings';
import { selectStudents } from '../../common/students.queries';
import type { Actor } from '../../http/actor';
import { logAccess } from '../privacy';
import { readWorded } from '../../i18n/stored-text';
import { exportText } from './texts';

const creators = alias(users, 'creators');
const students = alias(users, 'students');

/** The column titles of each section, in the language of the admin who downloads the file. */
type TColumn = keyof typeof exportText.messages;
const STUDENT_COLUMNS: readonly TColumn[] = [
  'username',
  'firstName',
  'lastName',
  'course',
  'period',
  'dropped',
  'prime',
  'balance',
  'assessments',
  'bonuses',
  'fines',
  'purchases',
];
const TRANSACTION_COLUMNS: readonly TColumn[] = [
  'date',
  'username',
  'type',
  'amount',
  'description',
  'typeTitle',
  'createdBy',
];

/**
 * The admin's export of one teacher's data (seed 001 section 2): students with balances, then every
 * ledger entry. Read-only (P5); written as one CSV with two sections a spreadsheet opens directly.
 */
export function createTeacherExportService(db: Db, settings: SettingsService) {
  return {
    async exportCsv(actor: Actor, teacherUsername: string): Promise<Outcome<{ filename: string; csv: string }>> {
      const [teacher] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.role, 'teacher'), eq(users.username, teacherUsername)));
      if (!teacher) return notFound('teacher');

      const roster = await selectStudents(db, eq(studentAccounts.teacherId, teacher.id));
      // P44: every student in the file has this export in their access log.
      await logAccess(db, actor, 'export', { accounts: roster.map((s) => s.id) });
      const converter = (await settings.stored(teacher.id)).scoreConverter;
      const totals = await totalsByStudent(
        db,
        roster.map((s) => s.id),
        converter,
      );
      const lines = [
        csvLine([exportText.t('students')]),
        csvLine(STUDENT_COLUMNS.map((key) => exportText.t(key))),
        ...roster.map((s) => {
          const t = totals.get(s.id);
          return csvLine([
            s.username,
            s.firstName,
            s.lastName,
            s.courseName,
            s.coursePeriod,
            s.dropped,
            s.hasPrime,
            t?.balance,
            t?.scores,
            t?.bonuses,
            t?.fines,
            t?.purchases,
          ]);
        }),
        '',
        csvLine([exportText.t('transactions')]),
        csvLine(TRANSACTION_COLUMNS.map((key) => exportText.t(key))),
      ];
      const entries = await db
        .select({ entry: transactions, student: students.username, creator: creators.username })
        .from(transactions)
        .innerJoin(studentAccounts, eq(studentAccounts.id, transactions.studentId))
        .innerJoin(students, eq(students.id, studentAccounts.personId))
        .leftJoin(creators, eq(creators.id, transactions.createdBy))
        .where(eq(transactions.teacherId, teacher.id))
        .orderBy(asc(transactions.createdAt));
      for (const { entry, student, creator } of entries) {
        lines.push(
          csvLine([
            entry.createdAt.toISOString(),
            student,
            entry.type,
            entry.amount,
            // The system's lines in the reader's language, like the headings.
            readWorded(entry.description, entry.wording, 'description'),
            entry.typeTitle === null ? null : readWorded(entry.typeTitle, entry.wording, 'typeTitle'),
            creator,
          ]),
        );
      }
      const date = new Date().toISOString().slice(0, 10);
      return ok({ filename: `classmint-${teacher.username}-${date}.csv`, csv: `${lines.join('\r\n')}\r\n` });
    },
  };
}
export type TeacherExportService = ReturnType<typeof createTeacherExportService>;
