import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A OneRoster 1.1 CSV roster of a realistic school, as a SIS (PowerSchool, Infinite Campus,
 * Skyward) or ClassLink exports it: manifest, orgs, academicSessions, courses, classes, users and
 * enrollments. Deterministic: the same options give the same files, byte for byte.
 *
 * The default school: 1,000 students, 40 teachers, 250 classes in periods 1 to 7. Each teacher
 * teaches one subject in 6 or 7 periods; each student has a class in 6 of the 7 periods, each with
 * a teacher drawn at random among that period's, so a student sits in the classes of several
 * teachers (and now and then in two of one teacher's). ~6,000 student enrollments.
 *
 * `npx tsx test/support/oneroster-school.ts out.zip` writes the default school's zip.
 */

export interface SchoolOptions {
  students?: number;
  teachers?: number;
  classes?: number;
  seed?: number;
  /** Student numbers start here (usernames must not meet another test's). */
  firstStudentNumber?: number;
  /** A prefix for every sourcedId and staff username, so two schools in one database never meet. */
  prefix?: string;
}

export interface RosterUser {
  sourcedId: string;
  status: string;
  role: string;
  username: string;
  identifier: string;
  givenName: string;
  familyName: string;
  email: string;
  enabledUser?: string;
}
export interface RosterClass {
  sourcedId: string;
  status: string;
  title: string;
  courseSourcedId: string;
  classCode: string;
  periods: string;
}
export interface RosterEnrollment {
  sourcedId: string;
  status: string;
  classSourcedId: string;
  userSourcedId: string;
  role: 'teacher' | 'student' | 'administrator';
  primary: string;
}

export interface School {
  prefix: string;
  users: RosterUser[];
  classes: RosterClass[];
  courses: { sourcedId: string; title: string; courseCode: string }[];
  enrollments: RosterEnrollment[];
}

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GIVEN = [
  'Ava',
  'Liam',
  'Sofia',
  'Noah',
  'Mia',
  'Mateo',
  'Zoe',
  'Elijah',
  'Aaliyah',
  'Lucas',
  'Camila',
  'Ethan',
  'Nora',
  'Jayden',
  'Priya',
  'Omar',
  'Hana',
  'Diego',
  'Chloe',
  'Kwame',
  'Isabella',
  'Wei',
  'Fatima',
  'Oliver',
  'Leah',
  'Santiago',
  'Amara',
  'Ryan',
  'Yuki',
  'Gabriel',
  'Zainab',
  'Caleb',
  'Maya',
  'Dmitri',
  'Lucía',
  'Jamal',
  'Ingrid',
  'Tomás',
  'Aiyana',
  'Finn',
];
const FAMILY = [
  'Garcia',
  'Nguyen',
  'Smith',
  'Johnson',
  'Okafor',
  'Martinez',
  'Chen',
  'Patel',
  'Williams',
  'Kowalski',
  'Brown',
  'Haddad',
  'Davis',
  'Rodriguez',
  'Kim',
  "O'Brien",
  'Lopez',
  'Ivanova',
  'Wilson',
  'Mensah',
  'Anderson',
  'Tanaka',
  'Thomas',
  'Hernández',
  'Moore',
  'Singh',
  'Jackson',
  'Müller',
  'White',
  'Rossi',
  'Harris',
  'Dubois',
  'Clark',
  'Yilmaz',
  'Lewis',
  'Silva',
  'Walker',
  'Novak',
  'Young',
  'Abebe',
];
const SUBJECTS = [
  ['Algebra I', 'ALG1'],
  ['Geometry', 'GEOM'],
  ['Biology', 'BIO'],
  ['Chemistry', 'CHEM'],
  ['English 9', 'ENG9'],
  ['English 10', 'ENG10'],
  ['World History', 'WHIS'],
  ['U.S. History', 'USHIS'],
  ['Spanish I', 'SPAN1'],
  ['Art, Design & Media', 'ART'],
  ['Physical Education', 'PE'],
  ['Computer Science', 'CS'],
  ['Music', 'MUS'],
  ['Physics', 'PHYS'],
  ['Health', 'HLTH'],
  ['Economics', 'ECON'],
] as const;
const PERIODS = 7;

export function oneRosterSchool(options: SchoolOptions = {}): School {
  const {
    students = 1000,
    teachers = 40,
    classes = 250,
    seed = 2026,
    firstStudentNumber = 20260001,
    prefix = 'lhs',
  } = options;
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const school: School = { prefix, users: [], classes: [], courses: [], enrollments: [] };

  for (const [title, code] of SUBJECTS) {
    school.courses.push({ sourcedId: `${prefix}-crs-${code.toLowerCase()}`, title, courseCode: code });
  }
  const teacherIds: string[] = [];
  for (let t = 0; t < teachers; t++) {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    const login = `${prefix}${given.charAt(0)}${family}${t + 1}`
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
    const sourcedId = `${prefix}-tch-${String(t + 1).padStart(3, '0')}`;
    teacherIds.push(sourcedId);
    school.users.push({
      sourcedId,
      status: 'active',
      role: 'teacher',
      username: login,
      identifier: `T${String(t + 1).padStart(4, '0')}`,
      givenName: given,
      familyName: family,
      email: `${login}@lincoln.example.org`,
    });
  }
  // An administrator and a guardian, as real exports have: rows Classmint passes over.
  school.users.push(
    {
      sourcedId: `${prefix}-adm-001`,
      status: 'active',
      role: 'administrator',
      username: `${prefix}principal`,
      identifier: 'A0001',
      givenName: 'Rosa',
      familyName: 'Delgado',
      email: `${prefix}principal@lincoln.example.org`,
    },
    {
      sourcedId: `${prefix}-grd-001`,
      status: 'active',
      role: 'guardian',
      username: `${prefix}guardian1`,
      identifier: '',
      givenName: 'Paul',
      familyName: 'Lambert',
      email: 'paul.lambert@example.com',
    },
  );

  // Classes: each teacher one subject, in consecutive periods; the first ones get a class more.
  const byPeriod = new Map<number, string[]>();
  let made = 0;
  for (let t = 0; t < teachers && made < classes; t++) {
    const [title, code] = SUBJECTS[t % SUBJECTS.length] ?? SUBJECTS[0];
    const share = Math.floor(classes / teachers) + (t < classes % teachers ? 1 : 0);
    const skipped = share < PERIODS ? 1 + Math.floor(next() * PERIODS) : 0;
    for (let period = 1, taught = 0; period <= PERIODS && taught < share; period++) {
      if (period === skipped) continue;
      made++;
      taught++;
      const sourcedId = `${prefix}-cls-${String(made).padStart(4, '0')}`;
      school.classes.push({
        sourcedId,
        status: 'active',
        title: `${title} - Period ${period}`,
        courseSourcedId: `${prefix}-crs-${code.toLowerCase()}`,
        classCode: `${code}-${String(period).padStart(2, '0')}`,
        periods: String(period),
      });
      byPeriod.set(period, [...(byPeriod.get(period) ?? []), sourcedId]);
      school.enrollments.push({
        sourcedId: `${prefix}-enr-t${made}`,
        status: 'active',
        classSourcedId: sourcedId,
        userSourcedId: teacherIds[t] ?? '',
        role: 'teacher',
        primary: 'true',
      });
    }
  }

  for (let s = 0; s < students; s++) {
    const number = String(firstStudentNumber + s);
    const sourcedId = `${prefix}-stu-${String(s + 1).padStart(5, '0')}`;
    school.users.push({
      sourcedId,
      status: 'active',
      role: 'student',
      username: number,
      identifier: number,
      givenName: pick(GIVEN),
      familyName: pick(FAMILY),
      email: `s${number}@students.lincoln.example.org`,
    });
    const free = 1 + Math.floor(next() * PERIODS);
    for (let period = 1; period <= PERIODS; period++) {
      const choices = byPeriod.get(period) ?? [];
      if (period === free || choices.length === 0) continue;
      school.enrollments.push({
        sourcedId: `${prefix}-enr-s${s + 1}-${period}`,
        status: 'active',
        classSourcedId: pick(choices),
        userSourcedId: sourcedId,
        role: 'student',
        primary: 'false',
      });
    }
  }
  return school;
}

const MODIFIED = '2026-08-15T12:00:00.000Z';

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
function csv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The school as OneRoster 1.1 CSV files, by name. */
export function rosterFiles(school: School): Record<string, string> {
  const { prefix } = school;
  const district = `${prefix}-org-district`;
  const org = `${prefix}-org-lhs`;
  const year = `${prefix}-ses-2026`;
  return {
    'manifest.csv': csv(
      ['propertyName', 'value'],
      [
        ['manifest.version', '1.0'],
        ['oneroster.version', '1.1'],
        ['file.academicSessions', 'bulk'],
        ['file.categories', 'absent'],
        ['file.classes', 'bulk'],
        ['file.classResources', 'absent'],
        ['file.courses', 'bulk'],
        ['file.courseResources', 'absent'],
        ['file.demographics', 'absent'],
        ['file.enrollments', 'bulk'],
        ['file.lineItems', 'absent'],
        ['file.orgs', 'bulk'],
        ['file.resources', 'absent'],
        ['file.results', 'absent'],
        ['file.users', 'bulk'],
        ['source.systemName', 'Classmint test SIS'],
        ['source.systemCode', 'classmint-test'],
      ],
    ),
    'orgs.csv': csv(
      ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
      [
        [district, 'active', MODIFIED, 'Lincoln Unified School District', 'district', 'LUSD', ''],
        [org, 'active', MODIFIED, 'Lincoln High School', 'school', 'LHS', district],
      ],
    ),
    'academicSessions.csv': csv(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'title',
        'type',
        'startDate',
        'endDate',
        'parentSourcedId',
        'schoolYear',
      ],
      [
        [year, 'active', MODIFIED, '2026-2027', 'schoolYear', '2026-08-20', '2027-06-10', '', '2027'],
        [`${prefix}-ses-fall`, 'active', MODIFIED, 'Fall 2026', 'semester', '2026-08-20', '2027-01-15', year, '2027'],
      ],
    ),
    'courses.csv': csv(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'schoolYearSourcedId',
        'title',
        'courseCode',
        'grades',
        'orgSourcedId',
        'subjects',
        'subjectCodes',
      ],
      school.courses.map((c) => [c.sourcedId, 'active', MODIFIED, year, c.title, c.courseCode, '09,10', org, '', '']),
    ),
    'classes.csv': csv(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'title',
        'grades',
        'courseSourcedId',
        'classCode',
        'classType',
        'location',
        'schoolSourcedId',
        'termSourcedIds',
        'subjects',
        'subjectCodes',
        'periods',
      ],
      school.classes.map((c) => [
        c.sourcedId,
        c.status,
        MODIFIED,
        c.title,
        '09,10',
        c.courseSourcedId,
        c.classCode,
        'scheduled',
        '',
        org,
        `${prefix}-ses-fall`,
        '',
        '',
        c.periods,
      ]),
    ),
    'users.csv': csv(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'enabledUser',
        'orgSourcedIds',
        'role',
        'username',
        'userIds',
        'givenName',
        'familyName',
        'middleName',
        'identifier',
        'email',
        'sms',
        'phone',
        'agentSourcedIds',
        'grades',
        'password',
      ],
      school.users.map((u) => [
        u.sourcedId,
        u.status,
        MODIFIED,
        u.enabledUser ?? 'true',
        org,
        u.role,
        u.username,
        '',
        u.givenName,
        u.familyName,
        '',
        u.identifier,
        u.email,
        '',
        '',
        '',
        u.role === 'student' ? '09' : '',
        '',
      ]),
    ),
    'enrollments.csv': csv(
      [
        'sourcedId',
        'status',
        'dateLastModified',
        'classSourcedId',
        'schoolSourcedId',
        'userSourcedId',
        'role',
        'primary',
        'beginDate',
        'endDate',
      ],
      school.enrollments.map((e) => [
        e.sourcedId,
        e.status,
        MODIFIED,
        e.classSourcedId,
        org,
        e.userSourcedId,
        e.role,
        e.primary,
        '2026-08-20',
        '2027-06-10',
      ]),
    ),
  };
}

/** A zip of these files (names as given, contents as text or bytes), made with yazl. */
export async function zipOf(files: Record<string, string | Buffer | (() => Readable)>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(MODIFIED);
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === 'function') zip.addReadStream(content(), name, { mtime });
    else zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, name, { mtime });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The school's roster as a zip. */
export const schoolZip = (school: School) => zipOf(rosterFiles(school));

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? 'oneroster-school.zip';
  const { writeFile } = await import('node:fs/promises');
  await writeFile(out, await schoolZip(oneRosterSchool()));
  console.log(`wrote ${out}`);
}
