import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw';
import { readRoster } from '../../src/server/features/rosters/roster-rows';
import { readRosterZip } from '../../src/server/features/rosters/zip-reader';
import { makeAdmin } from '../support/factories';
import { oneRosterSchool, rosterFiles, zipOf } from '../support/oneroster-school';
import { countsOf, postRoster, tokenOf } from '../support/roster-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * P47: what a roster's zip may hold. A zip bomb, a name that is a path, a body past the limit and
 * text that isn't UTF-8 are refused with a clear message keyed `file` and a 4xx, never a 500; a
 * row Classmint can't use is a problem with its file and line, and is skipped.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Health checks one after another during a long upload: more than the default minute's allowance.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  adminToken = await tokenOf(t.app, (await makeAdmin(t.database.db)).username);
});
afterAll(() => t.close());

const send = (zip: Buffer, options: { commit?: boolean; contentType?: string } = {}) =>
  postRoster(t.app, adminToken, zip, options);
const small = rosterFiles(oneRosterSchool({ students: 4, teachers: 1, classes: 2, seed: 1 }));
const MB = 1024 * 1024;

/** A stream of `megabytes` of one letter: compresses a thousand to one. */
const letters = (megabytes: number) => () =>
  Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) yield Buffer.alloc(MB, 'a');
    })(),
  );

/** The zip with every occurrence of one name's bytes swapped for another of the same length (both headers). */
function renamed(zip: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  const copy = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = copy.indexOf(needle); at !== -1; at = copy.indexOf(needle, at + 1)) Buffer.from(to).copy(copy, at);
  return copy;
}

/** The zip with its central directory claiming `claimed` bytes for every entry named `name` (a lying zip bomb). */
function lyingAboutSize(zip: Buffer, name: string, claimed: number): Buffer {
  const copy = Buffer.from(zip);
  const centralHeader = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = copy.indexOf(centralHeader); at !== -1; at = copy.indexOf(centralHeader, at + 4)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (copy.subarray(at + 46, at + 46 + nameLength).toString() === name) copy.writeUInt32LE(claimed, at + 24);
  }
  return copy;
}

const refusal = async (zip: Buffer, options?: { contentType?: string }) => {
  const answer = await send(zip, options);
  return { status: answer.status, errors: answer.errors };
};

describe('the zip (P47)', () => {
  it('refuses a zip bomb: a file past 64 MB once inflated, and a zip whose sizes lie', async () => {
    const bomb = await zipOf({ ...small, 'users.csv': letters(100) });
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal(bomb)).toEqual({
      status: 422,
      errors: {
        file: [
          "users.csv is larger than 64 MB once unzipped, more than a roster's file holds. Check that it is the right file.",
        ],
      },
    });
    // It claims 1 KB and inflates to 100 MB: stopped on the inflated bytes, not the claim.
    const liar = lyingAboutSize(bomb, 'users.csv', 1024);
    expect(await refusal(liar)).toEqual({
      status: 422,
      errors: { file: ["users.csv is damaged in the zip and can't be unpacked. Export the roster again."] },
    });
    // Files that are each allowed, but together past 128 MB.
    const together = await zipOf({
      ...small,
      'users.csv': letters(60),
      'classes.csv': letters(60),
      'enrollments.csv': letters(60),
    });
    const answer = await refusal(together);
    expect(answer.status).toBe(422);
    expect(answer.errors?.file?.[0]).toMatch(/^unpacks to more than 128 MB in all/);
  });

  it('refuses a zip of more entries than a roster has', async () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`extra-${i}.txt`, 'x']));
    expect(await refusal(await zipOf({ ...small, ...many }))).toEqual({
      status: 422,
      errors: {
        file: [
          'holds 157 files; a OneRoster roster has about ten (at most 100 are read). Check that it is the right file.',
        ],
      },
    });
  });

  it('refuses a name that is a path out of the zip, and passes over files in folders', async () => {
    const zip = await zipOf({ ...small, 'zz/evil.csv': 'x' });
    for (const name of ['../evil.csv', 'zz\\evil.csv', '/z/evil.csv']) {
      expect(await refusal(renamed(zip, 'zz/evil.csv', name))).toEqual({
        status: 422,
        errors: {
          file: [
            `holds a file named with a path ("${name}"), which Classmint never unpacks. Zip the roster's CSV files again, without folders.`,
          ],
        },
      });
    }
    // A Mac's __MACOSX folder, or the roster zipped inside a folder: not read.
    const withFolders = await zipOf({ ...small, '__MACOSX/._users.csv': '\u0000\u0005junk', 'export/users.csv': 'x' });
    expect((await send(withFolders)).status).toBe(200);
    const inAFolder = await zipOf(
      Object.fromEntries(Object.entries(small).map(([name, text]) => [`export/${name}`, text])),
    );
    expect(await refusal(inAFolder)).toEqual({
      status: 422,
      errors: {
        file: [
          'has no users.csv at the top of the zip. A OneRoster 1.1 CSV roster has users.csv, classes.csv and enrollments.csv; export it again.',
        ],
      },
    });
  });

  it('refuses a body over 20 MB before reading it, one that is not a zip, and one that is empty', async () => {
    expect(await refusal(Buffer.alloc(21 * MB))).toEqual({
      status: 413,
      errors: { file: ["is larger than 20 MB, more than a roster's zip holds. Check that it is the right file."] },
    });
    expect((await refusal(Buffer.from('sourcedId,role\n1,student\n'))).errors?.file?.[0]).toMatch(/^is not a zip file/);
    expect(await refusal(Buffer.alloc(0))).toEqual({
      status: 422,
      errors: { file: ['is empty. Choose the roster zip your student information system exported.'] },
    });
    expect(await refusal(Buffer.from('{"roster":1}'), { contentType: 'application/json' })).toEqual({
      status: 415,
      errors: { file: ['must be a OneRoster 1.1 CSV zip file, sent as application/zip.'] },
    });
    // Windows browsers name a .zip so.
    const zip = await zipOf(small);
    expect((await send(zip, { contentType: 'application/x-zip-compressed' })).status).toBe(200);
  });

  it('refuses text that is not UTF-8, and reads a UTF-8 file with a byte order mark', async () => {
    const latin1 = Buffer.from(small['users.csv']!.replace('Garcia', 'García'), 'latin1');
    expect(latin1.includes(Buffer.from([0xed]))).toBe(true);
    expect(await refusal(await zipOf({ ...small, 'users.csv': latin1 }))).toEqual({
      status: 422,
      errors: {
        file: ['users.csv is not UTF-8 text. Export the roster again as UTF-8 (in Excel: Save As, "CSV UTF-8").'],
      },
    });
    const bom = await zipOf({ ...small, 'users.csv': `\uFEFF${small['users.csv']}` });
    const answer = await send(bom);
    expect(answer.status).toBe(200);
    expect(answer.roster.problems).toEqual([]);
  });

  it('refuses a roster without a file or a column it needs, or a delta roster', async () => {
    const { 'enrollments.csv': _gone, ...noEnrollments } = small;
    expect((await refusal(await zipOf(noEnrollments))).errors?.file?.[0]).toMatch(/^has no enrollments\.csv/);
    const noNames = small['users.csv']!.replace('givenName', 'firstName');
    expect(await refusal(await zipOf({ ...small, 'users.csv': noNames }))).toEqual({
      status: 422,
      errors: {
        file: ['users.csv has no column "givenName" in its first row. Export the roster as OneRoster 1.1 CSV.'],
      },
    });
    const delta = small['manifest.csv']!.replace('file.users,bulk', 'file.users,delta');
    expect((await refusal(await zipOf({ ...small, 'manifest.csv': delta }))).errors?.file?.[0]).toMatch(
      /^is a delta roster/,
    );
    // The files Classmint doesn't read may be missing (a SIS that exports fewer).
    const { 'orgs.csv': _o, 'academicSessions.csv': _a, 'courses.csv': _c, 'manifest.csv': _m, ...essentials } = small;
    expect((await send(await zipOf(essentials))).status).toBe(200);
  });
});

const USERS_HEADER =
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';

/** A hand-made roster whose every line is known, with the problems of real exports. */
const messy = {
  'users.csv': [
    USERS_HEADER,
    'u-t1,active,,true,org,teacher,mrivera,,Marta,Rivera,,,mrivera@school.example,,,,,', // 2
    'u-t2,active,,true,org,teacher,jchen@school.example,,Jun,Chen,,,jchen@school.example,,,,,', // 3: e-mail as username
    'u-s1,active,,true,org,student,34000001,,Ana,López,,,,,,,09,', // 4
    'u-s2,active,,true,org,student,34000002,,,Kim,,,,,,,09,', // 5: no givenName
    'u-s3,active,,true,org,student,ana.bell,,Ana,Bell,,34000003,,,,,09,', // 6: the number is in identifier
    'u-s4,active,,true,org,student,bob,,Bob,Stone,,,,,,,09,', // 7: no number anywhere
    'u-s5,tobedeleted,,true,org,student,34000005,,Eve,Ray,,,,,,,09,', // 8
    'u-t3,active,,true,org,teacher,lpark,,Lee,Park,,,MRIVERA@school.example,,,,,', // 9: Marta's e-mail
    'u-a1,active,,true,org,administrator,boss,,Rosa,Delgado,,,boss@school.example,,,,,', // 10: not Classmint's
    'u-s6,active,,true,org,student,34000006,,Ian,Fox,,,not-an-email,,,,09,', // 11
  ].join('\n'),
  'classes.csv': [
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
    'c1,active,,Algebra I,09,crs,ALG1-01,scheduled,,org,term,,,P3', // 2
    'c2,active,,Art Studio,09,crs,ART-5,scheduled,,org,term,,,', // 3: period from the class code
    'c3,active,,Orphan Study Hall,09,crs,SH,scheduled,,org,term,,,7', // 4: no teacher
    'c4,active,,"Team Taught, Biology",09,crs,BIO,scheduled,,org,term,,,"1,2"', // 5
  ].join('\n'),
  'enrollments.csv': [
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
    'e1,active,,c1,org,u-t1,teacher,true,,', // 2
    'e2,active,,c2,org,u-t2,teacher,true,,', // 3
    'e3,active,,c1,org,u-s1,student,false,,', // 4
    'e4,active,,c2,org,u-s1,student,false,,', // 5
    'e5,active,,c1,org,u-s3,student,false,,', // 6
    'e6,active,,c9,org,u-s1,student,false,,', // 7: no such class
    'e7,active,,c1,org,u-s99,student,false,,', // 8: no such person
    'e8,active,,c4,org,u-t1,teacher,false,,', // 9: a second teacher
    'e9,active,,c4,org,u-t2,teacher,true,,', // 10
    'e10,active,,c4,org,u-s1,student,false,,', // 11
    'e11,active,,c1,org,u-s2,student,false,,', // 12: their row was skipped
    'e12,active,,c1,org,u-s1,student,false,,', // 13: again
    'e13,active,,c1,org,u-a1,administrator,false,,', // 14: not Classmint's
    'e14,active,,c1,org,u-t1,student,false,,', // 15: a teacher as a student
  ].join('\n'),
};

describe('problems, with their file and line (P47)', () => {
  it('reports each row it skips and makes the rest', async () => {
    const answer = await send(await zipOf(messy), { commit: true });
    expect(answer.status).toBe(200);
    expect(answer.roster.problems).toEqual([
      {
        file: 'classes.csv',
        line: 4,
        message: "has no teacher in enrollments.csv, so Classmint can't tell whose course it is; the class is skipped.",
      },
      { file: 'enrollments.csv', line: 7, message: "names the class c9, which classes.csv doesn't have." },
      { file: 'enrollments.csv', line: 8, message: "names the person u-s99, whom users.csv doesn't have." },
      {
        file: 'enrollments.csv',
        line: 9,
        message:
          'is a second teacher of the class Team Taught, Biology; a Classmint course has one teacher (jchen), so this enrollment is skipped.',
      },
      { file: 'enrollments.csv', line: 13, message: 'repeats the enrollment of line 4.' },
      {
        file: 'enrollments.csv',
        line: 15,
        message: 'enrolls mrivera as a student, but users.csv has them as a teacher.',
      },
      { file: 'users.csv', line: 5, message: 'has no givenName.' },
      {
        file: 'users.csv',
        line: 7,
        message:
          'is a student whose username is not a student number (digits only), nor is their identifier: Classmint signs students in with their number.',
      },
      {
        file: 'users.csv',
        line: 8,
        message: 'is marked tobedeleted: Classmint treats this person as gone from the roster.',
      },
      {
        file: 'users.csv',
        line: 9,
        message: "has the e-mail MRIVERA@school.example, which line 2 has too; an e-mail is one person's.",
      },
      { file: 'users.csv', line: 11, message: 'has an email that is not an e-mail address ("not-an-email").' },
    ]);
    expect(answer.roster.teachers.create.map((p) => [p.username, p.email])).toEqual([
      ['jchen', 'jchen@school.example'],
      ['mrivera', 'mrivera@school.example'],
    ]);
    expect(answer.roster.students.create.map((p) => p.username).sort()).toEqual(['34000001', '34000003']);
    // Periods: "P3" reads 3, the class code "ART-5" 5, "1,2" its first, 1.
    expect(answer.roster.courses.create.map((c) => [c.name, c.period, c.teacher])).toEqual([
      ['Algebra I', 3, 'mrivera'],
      ['Art Studio', 5, 'jchen'],
      ['Team Taught, Biology', 1, 'jchen'],
    ]);
    expect(countsOf(answer.roster).enrollments).toMatchObject({ create: 4 });

    // A skipped row never drops what it names: the same file again changes nothing.
    const again = await send(await zipOf(messy), { commit: true });
    expect(countsOf(again.roster)).toMatchObject({
      teachers: { create: 0, update: 0, unchanged: 2 },
      courses: { create: 0, update: 0, unchanged: 3 },
      students: { create: 0, update: 0, drop: 0, restore: 0, unchanged: 2 },
      enrollments: { create: 0, update: 0, drop: 0, restore: 0, unchanged: 4 },
    });
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where role = 'student'`,
    );
    expect(row?.n).toBe(2);
  });
});

/**
 * Issue 42: a large roster is read (inflated, parsed) on a worker thread, so the school's other
 * requests are answered while it is read. The roster here is a small school whose users.csv also
 * lists a district's worth of aides (rows Classmint passes over): seconds of reading, a moment of
 * database work.
 */
async function largeRoster(aides: number): Promise<Buffer> {
  const files = rosterFiles(oneRosterSchool({ students: 30, teachers: 2, classes: 4, seed: 7 }));
  const [header, ...rows] = files['users.csv']!.trimEnd().split('\n');
  const names = header!.split(',');
  // The aides' rows have the file's columns, whatever their order.
  const aideRow = (i: number) => {
    const cells = names.map(() => '');
    const at = (name: string) => names.indexOf(name);
    cells[at('sourcedId')] = `aide-${i}`;
    cells[at('role')] = 'aide';
    cells[at('username')] = `aide${i}`;
    cells[at('givenName')] = `Pat${i}`;
    cells[at('familyName')] = `Lee${i}`;
    return cells.join(',');
  };
  files['users.csv'] = [header, ...rows, ...Array.from({ length: aides }, (_, i) => aideRow(i))].join('\n');
  return zipOf(files);
}

describe('a large roster is read off the request thread (P47)', () => {
  it('answers other requests while a large roster is read', async () => {
    const zip = await largeRoster(500_000);
    // What reading it takes on this thread (as the upload did before): the stall it would cause.
    const started = performance.now();
    const files = await readRosterZip(zip);
    expect(files.ok && readRoster(files.value).ok).toBe(true);
    const readOnThread = performance.now() - started;

    // A heartbeat of the request thread, and health checks one after another, while the upload runs.
    let last = performance.now();
    let longestStall = 0;
    const beat = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    let uploading = true;
    const upload = send(zip).finally(() => (uploading = false));
    const answeredDuringUpload: number[] = [];
    const checks = (async () => {
      while (uploading) {
        const sent = performance.now();
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        if (uploading) answeredDuringUpload.push(performance.now() - sent);
        // A moment between checks, as a monitor's are: the thread's other work (the worker's answer) runs.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const answer = await upload;
    await checks;
    clearInterval(beat);

    expect(answer.status).toBe(200);
    expect(answer.roster.students.create).toHaveLength(30);
    // Other requests were answered while the roster was being read and applied…
    expect(answeredDuringUpload.length).toBeGreaterThan(0);
    // …because the request thread never stopped for the reading: its longest pause is a fraction of
    // what the reading takes on it (on the request thread, the pause was the whole reading).
    expect(longestStall).toBeLessThan(readOnThread / 2);
    console.log(
      `roster read on the test thread ${Math.round(readOnThread)} ms; during the upload: ${answeredDuringUpload.length} health checks answered, slowest ${Math.round(Math.max(...answeredDuringUpload))} ms, longest pause of the thread ${Math.round(longestStall)} ms`,
    );
  }, 180_000);
});
