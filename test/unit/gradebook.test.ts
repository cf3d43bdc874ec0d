import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatsForDistrict,
  GRADEBOOK_FORMAT_LABEL_KEY,
  GRADEBOOK_FORMATS,
  parseGradebook,
  type TGradebookFormat,
  type TParsedGradebook,
} from '../../src/shared/gradebook';
import { gradebookText } from '../../src/shared/gradebook/texts';

const SAMPLES = join(__dirname, '../../docs/samples');
const sample = (format: TGradebookFormat) => readFileSync(join(SAMPLES, `gradebook-${format}.csv`), 'utf8');

function parsed(format: TGradebookFormat, text: string): TParsedGradebook {
  const result = parseGradebook(format, text);
  if (!result.ok) throw new Error(`expected ${format} to parse: ${result.error}`);
  return result.gradebook;
}

function refusal(format: TGradebookFormat, text: string): string {
  const result = parseGradebook(format, text);
  if (result.ok) throw new Error(`expected ${format} to refuse the file`);
  return result.error;
}

/** Assignments as `{ title: [totalPoints, { username: value }] }`, easy to read in expectations. */
function byTitle(gradebook: TParsedGradebook): Record<string, [number, Record<string, number>]> {
  return Object.fromEntries(
    gradebook.assignments.map((a) => [
      a.title,
      [a.totalPoints, Object.fromEntries(a.scores.map((s) => [s.username, s.value]))],
    ]),
  );
}

const usernames = (gradebook: TParsedGradebook) => gradebook.students.map((s) => s.username);
const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String(first + i));

describe('the sample files in docs/samples', () => {
  it('ccsd: Infinite Campus, points in the titles, term columns left out, M is 0 and EX no score', () => {
    const gradebook = parsed('ccsd', sample('ccsd'));
    expect(gradebook.format).toBe('ccsd');
    expect(usernames(gradebook)).toEqual(range(20261001, 20261008));
    expect(gradebook.students[0]).toEqual({ username: '20261001', firstName: 'Ava', lastName: 'Nguyen' });
    expect(byTitle(gradebook)).toEqual({
      'Chapter 4 Homework': [
        10,
        { 20261001: 10, 20261002: 8, 20261003: 9, 20261004: 0, 20261005: 10, 20261006: 7.5, 20261007: 6, 20261008: 10 },
      ],
      'Chapter 4 Quiz': [
        20,
        { 20261001: 18, 20261002: 15, 20261004: 12, 20261005: 20, 20261006: 16, 20261007: 14, 20261008: 19 },
      ],
      'Unit 2 Test': [
        50,
        { 20261001: 46, 20261002: 38, 20261003: 44, 20261004: 35, 20261005: 50, 20261006: 41, 20261008: 47 },
      ],
      'Linear Equations Project': [
        25,
        { 20261001: 24, 20261002: 0, 20261003: 22, 20261004: 20, 20261005: 25, 20261007: 18, 20261008: 23 },
      ],
    });
    expect(gradebook.warnings).toEqual([]);
  });

  it('evergreen: Skyward, Out Of row, term column left out, a percent converted to points', () => {
    const gradebook = parsed('evergreen', sample('evergreen'));
    expect(usernames(gradebook)).toEqual(range(20261001, 20261006));
    expect(byTitle(gradebook)).toEqual({
      'Essay 1: Personal Narrative': [50, { 20261001: 45, 20261002: 40, 20261004: 38, 20261005: 49, 20261006: 42 }],
      'Vocabulary Quiz 3': [20, { 20261001: 18, 20261002: 0, 20261003: 17, 20261004: 12, 20261005: 20, 20261006: 16 }],
      'Reading Log Week 5': [10, { 20261001: 10, 20261002: 8, 20261003: 9, 20261005: 10, 20261006: 7 }],
    });
    expect(gradebook.warnings).toEqual([]);
  });

  it('lehi: Aspire, one row per score, statuses Missing and Excused', () => {
    const gradebook = parsed('lehi', sample('lehi'));
    expect(usernames(gradebook)).toEqual(range(20261001, 20261006));
    expect(gradebook.students[5]).toEqual({ username: '20261006', firstName: 'Farah', lastName: 'Haddad' });
    expect(byTitle(gradebook)).toEqual({
      'Cell Structure Lab': [20, { 20261001: 19, 20261002: 0, 20261003: 20, 20261004: 17, 20261006: 18 }],
      'Chapter 2 Quiz': [15, { 20261001: 14, 20261002: 11, 20261003: 15, 20261004: 9, 20261005: 13 }],
      'Unit 1 Test': [100, { 20261001: 88, 20261002: 72, 20261003: 95, 20261004: 64, 20261005: 91, 20261006: 79 }],
    });
    expect(gradebook.warnings).toEqual([]);
  });

  it('canvas: ids stripped from titles, totals ignored, Manual Posting row and test student skipped', () => {
    const gradebook = parsed('canvas', sample('canvas'));
    expect(usernames(gradebook)).toEqual(range(20261001, 20261008));
    expect(gradebook.students[7]).toEqual({ username: '20261008', firstName: 'Hana', lastName: 'Sato' });
    expect(byTitle(gradebook)).toEqual({
      'Photosynthesis Quiz': [
        10,
        { 20261001: 9, 20261002: 7, 20261003: 10, 20261004: 6, 20261005: 8, 20261006: 10, 20261007: 5, 20261008: 9 },
      ],
      'Lab Report 1': [
        25,
        { 20261001: 23, 20261002: 20, 20261003: 25, 20261005: 22, 20261006: 24, 20261007: 18, 20261008: 21.5 },
      ],
      'Cell Division Worksheet': [
        15,
        {
          20261001: 15,
          20261002: 12,
          20261003: 14,
          20261004: 10,
          20261005: 15,
          20261006: 13,
          20261007: 9,
          20261008: 15,
        },
      ],
      'Chapter 5 Reading Check': [
        5,
        { 20261001: 5, 20261003: 5, 20261004: 4, 20261005: 5, 20261006: 3, 20261007: 4, 20261008: 5 },
      ],
    });
    expect(gradebook.warnings).toEqual([]);
  });

  it('generic: points-possible row, names, a percent, a spreadsheet-wrapped number and guessed points', () => {
    const gradebook = parsed('generic', sample('generic'));
    expect(usernames(gradebook)).toEqual(range(20261001, 20261007));
    expect(gradebook.students[6]).toEqual({ username: '20261007', firstName: 'Gabe', lastName: 'Johnson' });
    expect(byTitle(gradebook)).toEqual({
      'Homework 5': [10, { 20261001: 10, 20261002: 9, 20261004: 7, 20261005: 10, 20261006: 8, 20261007: 0 }],
      'Quiz 3': [20, { 20261001: 18, 20261002: 15, 20261003: 19, 20261004: 12, 20261005: 20, 20261007: 14 }],
      'Chapter Test': [
        50,
        { 20261001: 45, 20261002: 45, 20261003: 47, 20261004: 33, 20261005: 50, 20261006: 41, 20261007: 38 },
      ],
      'Exit Tickets': [
        5,
        { 20261001: 5, 20261002: 4, 20261003: 5, 20261004: 3, 20261005: 5, 20261006: 4, 20261007: 2 },
      ],
    });
    expect(gradebook.warnings).toEqual(["'Exit Tickets' has no points possible; Classmint used the highest score, 5."]);
  });

  it.each(GRADEBOOK_FORMATS)('every other format refuses the %s sample with a sentence', (own) => {
    for (const other of GRADEBOOK_FORMATS.filter((format) => format !== own)) {
      expect(refusal(other, sample(own))).toMatch(/^This .{20,}\.$/);
    }
  });

  it('says which format a file is when the generic reader is given a known layout', () => {
    expect(refusal('generic', sample('canvas'))).toBe(
      "This looks like a Canvas gradebook export. Choose 'Canvas' as the format, so its total columns and test student are left out.",
    );
    expect(refusal('generic', sample('ccsd'))).toMatch(/Clark County \(Infinite Campus\).*Settings > Account Details/);
    expect(refusal('canvas', sample('generic'))).toBe(
      "This doesn't look like a Canvas gradebook export: the first row should start with Student, ID, SIS User ID.",
    );
    expect(refusal('lehi', sample('generic'))).toMatch(/no column for Assignment, Score and Points Possible\.$/);
  });

  it('never yields NaN or infinite numbers', () => {
    for (const format of GRADEBOOK_FORMATS) {
      for (const assignment of parsed(format, sample(format)).assignments) {
        expect(Number.isFinite(assignment.totalPoints)).toBe(true);
        for (const score of assignment.scores) expect(Number.isFinite(score.value)).toBe(true);
      }
    }
  });
});

describe('formats offered and their labels (P24)', () => {
  it('offers the district format first, then Canvas and generic', () => {
    expect(formatsForDistrict('none')).toEqual(['canvas', 'generic']);
    expect(formatsForDistrict('ccsd')).toEqual(['ccsd', 'canvas', 'generic']);
    expect(formatsForDistrict('evergreen')).toEqual(['evergreen', 'canvas', 'generic']);
    expect(formatsForDistrict('lehi')).toEqual(['lehi', 'canvas', 'generic']);
  });

  it('labels every format', () => {
    expect(gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.ccsd)).toBe('Clark County (Infinite Campus)');
    expect(gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.canvas)).toBe('Canvas');
    expect(gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY.generic)).toBe('Any spreadsheet (generic)');
    for (const format of GRADEBOOK_FORMATS)
      expect(gradebookText.t(GRADEBOOK_FORMAT_LABEL_KEY[format]).length).toBeGreaterThan(0);
  });
});

describe('canvas details', () => {
  const header = 'Student,ID,SIS User ID,SIS Login ID,Section';

  it('reads a BOM and CRLF file without a Manual Posting row, skipping any test student and totals', () => {
    const text = [
      `\uFEFF${header},Quiz (101),Quiz (102),Current Score,Final Grade`,
      'Points Possible,,,,,10,20,(read only),(read only)',
      '"Nguyen, Ava",1,20261001,ava,P1,8,19,90,A',
      'Test Student,2,,tst,P1,10,20,100,A',
      '"Student, Test",3,,tst2,P1,10,20,100,A',
      '',
    ].join('\r\n');
    const gradebook = parsed('canvas', text);
    expect(usernames(gradebook)).toEqual(['20261001']);
    expect(byTitle(gradebook)).toEqual({ Quiz: [10, { 20261001: 8 }], 'Quiz (2)': [20, { 20261001: 19 }] });
    expect(gradebook.warnings).toEqual([]);
  });

  it('keeps parentheses that are part of a title and drops only the Canvas id', () => {
    const text = `${header},Chapter 3 (part 2) (555)\nPoints Possible,,,,,5\n"Kim, Emma",9,20261005,ekim,P1,EX\n"Sato, Hana",8,20261008,hsato,P1,4`;
    expect(byTitle(parsed('canvas', text))).toEqual({ 'Chapter 3 (part 2)': [5, { 20261008: 4 }] });
  });

  it('warns about a real student without an SIS User ID, by name', () => {
    const text = `${header},Quiz (1)\nPoints Possible,,,,,10\n"Kim, Emma",9,,ekim,P1,7\n"Sato, Hana",8,20261008,hsato,P1,4`;
    const gradebook = parsed('canvas', text);
    expect(usernames(gradebook)).toEqual(['20261008']);
    expect(gradebook.warnings).toEqual([
      "Skipped a row without a student number (digits only) in the 'SIS User ID' column: Emma Kim (row 3).",
    ]);
  });

  it('refuses an export whose Points Possible row was removed, or that has no assignments', () => {
    expect(refusal('canvas', `${header},Quiz (1)\n"Kim, Emma",9,20261005,ekim,P1,7`)).toMatch(
      /missing its 'Points Possible' row/,
    );
    expect(refusal('canvas', `${header},Current Score\nPoints Possible,,,,,(read only)`)).toMatch(
      /no assignment columns/,
    );
  });
});

describe('score cells', () => {
  const file = (rows: string[]) => ['Student Number,Quiz', 'Points Possible,20', ...rows].join('\n');
  const scoresOf = (text: string) => byTitle(parsed('generic', text)).Quiz?.[1];

  it('skips blank, dash, excused and exempt cells, and reads Missing and M as 0', () => {
    const text = file(['1,', '2,-', '3,EX', '4,Excused', '5,exempt', '6,Missing', '7,m', '8,12']);
    expect(scoresOf(text)).toEqual({ 6: 0, 7: 0, 8: 12 });
    expect(parsed('generic', text).warnings).toEqual([]);
  });

  it('reads decimals, percents of the points possible and decimal commas', () => {
    expect(scoresOf(file(['1,8.5', '2,85%', '3,"7,5"', '4, 12 ', '5,33.3333%']))).toEqual({
      1: 8.5,
      2: 17,
      3: 7.5,
      4: 12,
      5: 6.67,
    });
  });

  it('leaves out negative and non-number cells per cell, with a warning naming the students', () => {
    const gradebook = parsed('generic', file(['1,-3', '2,A+', '3,10', '4,1e3', '5,"1,000"', '6,999999']));
    expect(byTitle(gradebook).Quiz?.[1]).toEqual({ 3: 10 });
    expect(gradebook.warnings).toEqual([
      "'Quiz': left out cells that are not scores for 2, 4, 5 and 6.",
      "'Quiz': left out negative scores for 1.",
    ]);
  });

  it('takes the highest score when there are no points possible, or 100 for a column of percents', () => {
    const gradebook = parsed('generic', 'Student ID,Quiz,Poll,Mixed\n1,4,80%,5\n2,9,95%,50%\n3,,,');
    expect(byTitle(gradebook)).toEqual({
      Quiz: [9, { 1: 4, 2: 9 }],
      Poll: [100, { 1: 80, 2: 95 }],
      Mixed: [5, { 1: 5 }],
    });
    expect(gradebook.warnings).toEqual([
      "'Quiz' has no points possible; Classmint used the highest score, 9.",
      "'Poll' has no points possible; its scores are percents, so it is out of 100.",
      "'Mixed': left out percent scores for 2, because there are no points possible to convert them with.",
      "'Mixed' has no points possible; Classmint used the highest score, 5.",
    ]);
  });

  it('warns when a points possible is not a number', () => {
    const gradebook = parsed('generic', 'Student ID,Quiz\nPoints,ten\n1,4\n2,6');
    expect(byTitle(gradebook)).toEqual({ Quiz: [6, { 1: 4, 2: 6 }] });
    expect(gradebook.warnings[0]).toBe("'Quiz': the points possible 'ten' is not a number.");
  });
});

describe('student numbers, titles and rows', () => {
  it('unwraps ="..." and leading apostrophes, keeps leading zeros, and drops a spreadsheet .0', () => {
    const text = 'Username,Quiz\nMax,10\n"=""012345""",4\n\'000777,5\n20261001.0,6\n 20261002 ,7';
    expect(usernames(parsed('generic', text))).toEqual(['012345', '000777', '20261001', '20261002']);
  });

  it('skips rows without a student number and repeated students, saying which', () => {
    const gradebook = parsed(
      'generic',
      'Student Number,Name,Quiz\n20261001,"Nguyen, Ava",5\nabc,Ben Garcia,6\n20261001,"Nguyen, Ava",9',
    );
    expect(byTitle(gradebook)).toEqual({ Quiz: [5, { 20261001: 5 }] });
    expect(gradebook.students).toEqual([{ username: '20261001', firstName: 'Ava', lastName: 'Nguyen' }]);
    expect(gradebook.warnings).toEqual([
      "Skipped a row without a student number (digits only) in the 'Student Number' column: Ben Garcia (row 3).",
      'Some students appear more than once; Classmint used their first row: 20261001 (rows 2 and 4).',
      "'Quiz' has no points possible; Classmint used the highest score, 5.",
    ]);
  });

  it('trims titles, keeps them to 60 characters and makes repeated titles unique ignoring case', () => {
    const long = 'A'.repeat(70);
    const text = `Student ID,"  Quiz\n 1 ",quiz 1,${long},${long}\n1,1,2,3,4`;
    const gradebook = parsed('generic', text);
    expect(gradebook.assignments.map((a) => a.title)).toEqual([
      'Quiz 1',
      'quiz 1 (2)',
      'A'.repeat(60),
      `${'A'.repeat(56)} (2)`,
    ]);
    expect(gradebook.assignments.every((a) => a.title.length <= 60)).toBe(true);
    expect(gradebook.warnings[0]).toMatch(
      /^Assignment titles are at most 60 characters; shortened 'A{70}' and 'A{70}'\.$/,
    );
  });

  it('gives each student one score per assignment', () => {
    for (const format of GRADEBOOK_FORMATS) {
      for (const assignment of parsed(format, sample(format)).assignments) {
        const names = assignment.scores.map((s) => s.username);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });

  it('leaves out assignments with no scores yet, and refuses a file with none at all', () => {
    const gradebook = parsed('generic', 'Student ID,Quiz,Later,\nPoints Possible,10,10,\n1,5,,\n2,6,EX,');
    expect(gradebook.assignments.map((a) => a.title)).toEqual(['Quiz']);
    expect(gradebook.warnings).toEqual(["Left out an assignment with no scores yet: 'Later'."]);
    expect(refusal('generic', 'Student ID,Later\n1,\n2,EX')).toBe(
      'None of the assignments in this file has any scores yet, so there is nothing to import.',
    );
  });

  it('leaves out columns that are plainly not assignments', () => {
    const gradebook = parsed(
      'generic',
      'Student ID,First Name,Last Name,Section,Email,Quiz,Final Grade\nPoints,,,,,10,\n1,Ava,Nguyen,P1,a@x.org,7,B',
    );
    expect(gradebook.students).toEqual([{ username: '1', firstName: 'Ava', lastName: 'Nguyen' }]);
    expect(byTitle(gradebook)).toEqual({ Quiz: [10, { 1: 7 }] });
    expect(gradebook.warnings).toEqual([
      "Left out columns that are not assignments: 'Section', 'Email' and 'Final Grade'.",
    ]);
  });

  it('reads a semicolon file from a comma-decimal spreadsheet', () => {
    const gradebook = parsed('generic', '\uFEFFStudent Number;Quiz\r\nPoints Possible;10\r\n20261001;8,5\r\n');
    expect(byTitle(gradebook)).toEqual({ Quiz: [10, { 20261001: 8.5 }] });
  });
});

describe('refusals', () => {
  it('refuses an empty file, a file without a student-number column and a broken CSV', () => {
    expect(refusal('generic', '')).toBe('This file is empty.');
    expect(refusal('canvas', '\n\n')).toBe('This file is empty.');
    expect(refusal('generic', 'Name,Quiz\nAva,5')).toMatch(/^Classmint couldn't find a student-number column/);
    expect(refusal('generic', 'Student ID,Quiz\n1,"5')).toMatch(/never closed/);
    expect(refusal('generic', 'Student ID,Quiz\nPoints Possible,10')).toBe(
      'This file has no student rows under its column titles.',
    );
    expect(refusal('generic', 'Student ID,Quiz\nabc,10')).toMatch(
      /None of the rows has a student number \(digits only\) in the 'Student ID' column/,
    );
  });
});

describe('district layouts', () => {
  it('ccsd accepts "points" spellings and names the columns it left out', () => {
    const text = 'Student Name,Student Number,Quiz (20 points),Lab (5 pt),Comments\n"Kim, Emma",20261005,18,4,great';
    const gradebook = parsed('ccsd', text);
    expect(byTitle(gradebook)).toEqual({ Quiz: [20, { 20261005: 18 }], Lab: [5, { 20261005: 4 }] });
    expect(gradebook.warnings).toEqual([
      "Left out columns without points in their title (Infinite Campus writes 'Quiz 1 (20 pts)'): 'Comments'.",
    ]);
    expect(refusal('ccsd', 'Student Name,Student Number,Quiz\n"Kim, Emma",20261005,18')).toMatch(
      /like 'Quiz 1 \(20 pts\)'/,
    );
  });

  it("evergreen needs its 'Out Of' row", () => {
    expect(refusal('evergreen', 'Student,Other ID,Essay\n"Kim, Emma",20261005,40')).toMatch(/missing its 'Out Of' row/);
  });

  it('lehi keeps the largest points possible and the first of two different scores, with warnings', () => {
    const text = [
      'Student Number,Student Name,Assignment,Score,Points Possible,Status',
      '20261001,"Nguyen, Ava",Quiz,8,10,',
      '20261002,"Garcia, Ben",quiz,9,12,',
      '20261001,"Nguyen, Ava",Quiz,7,10,',
      '20261002,"Garcia, Ben",Lab,5,5,Excused',
      '20261001,"Nguyen, Ava",Lab,4,5,Missing',
      '20261001,"Nguyen, Ava",,4,5,',
    ].join('\n');
    const gradebook = parsed('lehi', text);
    expect(byTitle(gradebook)).toEqual({ Quiz: [12, { 20261001: 8, 20261002: 9 }], Lab: [5, { 20261001: 4 }] });
    expect(gradebook.warnings).toEqual([
      "'Quiz' has different points possible on different rows; Classmint used 12.",
      "Some students have two different scores for one assignment; Classmint used the first: 20261001 in 'Quiz' (row 4).",
      'Skipped a row without an assignment title.',
    ]);
  });
});
