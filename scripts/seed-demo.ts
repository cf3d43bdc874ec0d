import { eq } from 'drizzle-orm';
import { ensureAdmin } from '../src/server/bootstrap-admin';
import { readConfig } from '../src/server/config';
import { courses, enrollments, studentAccounts, teacherSettings, users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/common/password';
import { openConfiguredDatabase } from '../src/server/open-configured-database';
import { defaultSettings, type TSettings } from '../src/shared/settings';
import { seedDemoEconomy } from './demo-economy';

/**
 * `npm run seed:demo`: a demo school so a new install looks alive. One teacher with two courses and
 * 30 students, graded assignments, bonuses and fines. Run it while Classmint is stopped when using the embedded database.
 */
export const DEMO = {
  teacher: { username: 'demoteacher', password: 'classmint-demo' },
  studentPassword: 'student-demo',
  firstStudentNumber: 20261001,
} as const;

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Emma',
  'Farah',
  'Gabe',
  'Hana',
  'Isaac',
  'Jada',
  'Kai',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Uma',
  'Victor',
  'Wren',
  'Xavier',
  'Yara',
  'Zane',
  'Aiden',
  'Bella',
  'Caleb',
  'Dani',
];
const LAST = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Kim',
  'Haddad',
  'Johnson',
  'Sato',
  'Lopez',
  'Brown',
  'Patel',
  'Rossi',
  'Silva',
  'Cohen',
  'Ali',
  'Singh',
  'Murphy',
  'Diaz',
  'Yusuf',
  'Chen',
  'Rao',
  'Petrov',
  'Walsh',
  'Reyes',
  'Hughes',
  'Kowalski',
  'Baker',
  'Moreno',
  'Evans',
  'Tanaka',
];

function demoSettings(): TSettings {
  const s = defaultSettings();
  s.defaultStudentPassword = DEMO.studentPassword;
  s.roomNumber = '114';
  s.fines.enabled = true;
  s.hallpass = { ...s.hallpass, enabled: true, allowStudentCreation: true, limit: 1 };
  s.songs.requests.enabled = true;
  s.products = { ...s.products, enabled: true, storeEnabled: true, taxRate: 5 };
  s.prime = { ...s.prime, enabled: true, darkModeEnabled: true, storePurchaseDiscount: 10 };
  return s;
}

export async function seedDemo(): Promise<{ result: 'seeded' | 'present'; generatedAdminPassword?: string }> {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const admin = await ensureAdmin(database.db, config.adminUsername, config.adminPassword);
    const generatedAdminPassword = admin.generatedPassword;
    const { db } = database;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO.teacher.username));
    if (existing) return { result: 'present', generatedAdminPassword };

    const [teacherHash, studentHash] = await Promise.all([
      hashPassword(DEMO.teacher.password),
      hashPassword(DEMO.studentPassword),
    ]);
    await db.transaction(async (tx) => {
      const [teacher] = await tx
        .insert(users)
        .values({
          username: DEMO.teacher.username,
          role: 'teacher',
          title: 'Ms.',
          firstName: 'Maya',
          lastName: 'Okafor',
          passwordHash: teacherHash,
        })
        .returning({ id: users.id });
      if (!teacher) throw new Error('could not create the demo teacher');
      await tx.insert(teacherSettings).values({ teacherId: teacher.id, settings: demoSettings() });
      const made = await tx
        .insert(courses)
        .values([
          { teacherId: teacher.id, name: 'Algebra I', period: 1, slug: 'demo-algebra-i' },
          { teacherId: teacher.id, name: 'Geometry', period: 3, slug: 'demo-geometry' },
        ])
        .returning({ id: courses.id });
      const people = await tx
        .insert(users)
        .values(
          FIRST.map((firstName, i) => ({
            username: String(DEMO.firstStudentNumber + i),
            role: 'student' as const,
            firstName,
            lastName: LAST[i] ?? 'Student',
            passwordHash: studentHash,
            // A few variations so every badge has something to show.
            anonymousSongs: i % 9 === 0,
          })),
        )
        .returning({ id: users.id });
      // Each person's account with the demo teacher (P40), in alternating courses.
      const accounts = await tx
        .insert(studentAccounts)
        .values(
          people.map((person, i) => ({
            personId: person.id,
            teacherId: teacher.id,
            hasPrime: i % 7 === 0,
            dropped: i === FIRST.length - 1,
          })),
        )
        .returning({ id: studentAccounts.id });
      const students = accounts.map((account, i) => ({ id: account.id, courseId: made[i % 2]?.id ?? null }));
      await tx
        .insert(enrollments)
        .values(students.flatMap((s) => (s.courseId ? [{ accountId: s.id, courseId: s.courseId }] : [])));
      await seedDemoEconomy(
        tx,
        teacher.id,
        made.map((c) => c.id),
        students,
      );
    });
    return { result: 'seeded', generatedAdminPassword };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { result, generatedAdminPassword } = await seedDemo();
  if (generatedAdminPassword) {
    process.stdout.write(
      `Admin account created: ${readConfig().adminUsername} / ${generatedAdminPassword} (shown once)\n`,
    );
  }
  if (result === 'present') {
    process.stdout.write(`The demo school is already there (teacher "${DEMO.teacher.username}").\n`);
  } else {
    process.stdout.write(
      [
        'Demo school created.',
        `  Teacher:  ${DEMO.teacher.username} / ${DEMO.teacher.password}`,
        `  Students: ${DEMO.firstStudentNumber} to ${DEMO.firstStudentNumber + FIRST.length - 1} / ${DEMO.studentPassword}`,
        `  (${DEMO.firstStudentNumber + FIRST.length - 1} is dropped, to show the suspension screen)`,
        '',
      ].join('\n'),
    );
  }
}
