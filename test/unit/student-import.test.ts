import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStudentCsv } from '../../src/shared/student-import';

function rowsOf(text: string) {
  const result = parseStudentCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
}

function errorOf(text: string): string {
  const result = parseStudentCsv(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('parseStudentCsv (docs/student-import.md)', () => {
  it('reads the sample file, leaving out blank passwords', () => {
    const rows = rowsOf(readFileSync(join(__dirname, '../../docs/samples/students.csv'), 'utf8'));
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual({ username: '20261001', firstName: 'Ava', lastName: 'Nguyen' });
    expect(rows[2]).toEqual({ username: '20261003', firstName: 'Chloe', lastName: 'Smith', password: 'sunflower42' });
    expect(rows.map((row) => row.username)).toEqual(Array.from({ length: 8 }, (_, i) => String(20261001 + i)));
  });

  it('matches column names ignoring case and spacing, in any order, without a password column', () => {
    expect(rowsOf('\uFEFFLast Name;First Name;Student Number\r\nNguyen;Ava;="20261001"\r\n')).toEqual([
      { username: '20261001', firstName: 'Ava', lastName: 'Nguyen' },
    ]);
    expect(rowsOf('STUDENT ID,FIRSTNAME,lastname,Password\n 0042 , Ben , Garcia ,longenough\n\n')).toEqual([
      { username: '0042', firstName: 'Ben', lastName: 'Garcia', password: 'longenough' },
    ]);
  });

  it('refuses a file without the needed columns, saying which', () => {
    expect(errorOf('username,name\n1,Ava')).toBe(
      'The first row should name the columns username, firstName, lastName (and optionally password); it has no firstName and lastName.',
    );
    expect(errorOf('')).toBe('The file is empty.');
    expect(errorOf('username,firstName,lastName\n')).toBe('The file has no students under its first row.');
  });

  it('refuses the whole file when any row is bad, naming the rows', () => {
    const text = [
      'username,firstName,lastName,password',
      'abc,Ava,Nguyen,',
      '2,Ben,,',
      '3,Chloe,Smith,short',
      '4,Diego,Okafor,',
      '4,Dan,Okafor,',
    ].join('\n');
    expect(errorOf(text)).toBe(
      "Some rows can't be imported: row 2: the username must be a student number (digits only), row 3: the first and last name are required, " +
        'row 4: the password must be at least 8 characters and row 6: student 4 is also on row 5.',
    );
    expect(errorOf(`username,firstName,lastName\n1,${'x'.repeat(61)},Kim`)).toMatch(/names are at most 60 characters/);
  });

  it('passes on CSV problems', () => {
    expect(errorOf('username,firstName,lastName\n1,"Ava,Nguyen')).toMatch(/never closed/);
  });
});
