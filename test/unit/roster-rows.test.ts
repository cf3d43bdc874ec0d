import { describe, expect, it } from 'vitest';
import { periodFrom, readRoster } from '../../src/server/features/rosters/roster-rows';
import type { TRosterFile } from '../../src/shared/rosters';

describe("a class's period (P47)", () => {
  it('reads one number from 0 to 99 in the text, and nothing from two numbers or a larger one', () => {
    expect(['3', 'P3', 'Period 03', '3rd', ' 7 ', '0'].map(periodFrom)).toEqual([3, 3, 3, 3, 7, 0]);
    expect(['', 'A', '1-2', 'ALG1-03', 'MATH101', '100'].map(periodFrom)).toEqual([null, null, null, null, null, null]);
  });
});

describe('reading the rows (P47)', () => {
  const files = (users: string): Map<TRosterFile, string> =>
    new Map<TRosterFile, string>([
      ['users.csv', `sourcedId,role,username,givenName,familyName\n${users}`],
      ['classes.csv', 'sourcedId,title\n'],
      ['enrollments.csv', 'classSourcedId,userSourcedId,role\n'],
    ]);

  it('reports a sourcedId too long to be one, and holds nothing for it', () => {
    const read = readRoster(files(`${'x'.repeat(256)},teacher,tlong,Tess,Long\nt1,teacher,tshort,Tom,Short`));
    expect(read.ok && read.value.problems).toEqual([
      { file: 'users.csv', line: 2, message: 'has a sourcedId longer than 255 characters.' },
    ]);
    expect(read.ok && read.value.people.map((p) => p.username)).toEqual(['tshort']);
  });

  it('matches column names without regard to case, and skips blank lines without losing the line numbers', () => {
    const read = readRoster(
      new Map<TRosterFile, string>([
        [
          'users.csv',
          'SOURCEDID,Role,UserName,GivenName,FamilyName\n\nt1,Teacher,tone,Ann,One\n,,,,\nt2,teacher,two,,Two',
        ],
        ['classes.csv', 'sourcedId,title\n'],
        ['enrollments.csv', 'classSourcedId,userSourcedId,role\n'],
      ]),
    );
    expect(read.ok && read.value.people.map((p) => [p.username, p.line])).toEqual([['tone', 3]]);
    expect(read.ok && read.value.problems).toEqual([{ file: 'users.csv', line: 5, message: 'has no givenName.' }]);
  });
});
