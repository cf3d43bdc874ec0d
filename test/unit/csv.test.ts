import { describe, expect, it } from 'vitest';
import { CSV_LIMITS, isBlankRow, parseCsv } from '../../src/shared/csv';

function rowsOf(text: string): string[][] {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
}

function errorOf(text: string): string {
  const result = parseCsv(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('parseCsv (RFC 4180)', () => {
  it('reads plain fields and rows', () => {
    expect(rowsOf('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(rowsOf('')).toEqual([]);
    expect(rowsOf('a,,c\n,,')).toEqual([['a', '', 'c']]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(rowsOf('"Nguyen, Ava","He said ""hi""","line one\nline two",x\n')).toEqual([
      ['Nguyen, Ava', 'He said "hi"', 'line one\nline two', 'x'],
    ]);
    expect(rowsOf('"a\r\nb",""\nz')).toEqual([['a\r\nb', ''], ['z']]);
  });

  it('takes quotes in the middle of an unquoted field literally, like spreadsheets do', () => {
    expect(rowsOf('5" ruler,ok')).toEqual([['5" ruler', 'ok']]);
    expect(rowsOf('"quoted"tail,ok')).toEqual([['quotedtail', 'ok']]);
  });

  it('accepts CRLF, LF and CR line endings, even mixed', () => {
    const expected = [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ];
    expect(rowsOf('a,b\r\n1,2\r\n3,4\r\n')).toEqual(expected);
    expect(rowsOf('a,b\n1,2\n3,4\n')).toEqual(expected);
    expect(rowsOf('a,b\r1,2\r3,4\r')).toEqual(expected);
    expect(rowsOf('a,b\r\n1,2\r3,4\n')).toEqual(expected);
  });

  it('drops a UTF-8 byte order mark and trailing empty lines, keeping blank lines in the middle', () => {
    expect(rowsOf('\uFEFFStudent,ID\n1,2\n\n\r\n,,\n')).toEqual([
      ['Student', 'ID'],
      ['1', '2'],
    ]);
    // Keeping inner blank lines keeps row numbers equal to the spreadsheet's, for messages.
    expect(rowsOf('a\n\nb')).toEqual([['a'], [''], ['b']]);
  });

  it('detects a semicolon or tab delimiter from the header', () => {
    const semi = parseCsv('Student Number;Quiz 1;Quiz 2\n20261001;8,5;"a;b"\n');
    expect(semi.ok && semi.delimiter).toBe(';');
    expect(semi.ok && semi.rows).toEqual([
      ['Student Number', 'Quiz 1', 'Quiz 2'],
      ['20261001', '8,5', 'a;b'],
    ]);
    const tab = parseCsv('Student Number\tQuiz, part 1\tQuiz 2\n20261001\t8\t9\n');
    expect(tab.ok && tab.delimiter).toBe('\t');
    expect(tab.ok && tab.rows[0]).toEqual(['Student Number', 'Quiz, part 1', 'Quiz 2']);
  });

  it('keeps commas when the header only mentions a semicolon inside quotes, and looks past title lines', () => {
    const comma = parseCsv('"Reading; week 1",Quiz\n1,2');
    expect(comma.ok && comma.delimiter).toBe(',');
    const titled = parseCsv('Grade Book Export\nStudent;ID\n1;2');
    expect(titled.ok && titled.rows).toEqual([['Grade Book Export'], ['Student', 'ID'], ['1', '2']]);
  });

  it("honours Excel's sep= line", () => {
    const result = parseCsv('sep=;\r\na;b,c\r\n');
    expect(result.ok && result.rows).toEqual([['a', 'b,c']]);
  });

  it('refuses an unclosed quote with the row it starts on', () => {
    expect(errorOf('a,b\n1,"never closed\n')).toMatch(/row 2 is never closed/);
  });

  it('refuses files over 5 MB, 5,000 rows or 1,000 columns, without throwing', () => {
    expect(errorOf('a'.repeat(CSV_LIMITS.maxBytes + 1))).toMatch(/larger than 5 MB/);
    // Two million three-byte characters are 6 MB although the string is shorter than 5 million.
    expect(errorOf('\u20ac'.repeat(2_000_000))).toMatch(/larger than 5 MB/);
    expect(errorOf('x\n'.repeat(CSV_LIMITS.maxRows + 1))).toMatch(/more than 5,000 rows/);
    expect(parseCsv('x\n'.repeat(CSV_LIMITS.maxRows)).ok).toBe(true);
    expect(errorOf(','.repeat(CSV_LIMITS.maxColumns))).toMatch(/more than 1,000 columns/);
    expect(parseCsv(','.repeat(CSV_LIMITS.maxColumns - 1)).ok).toBe(true);
  });

  it('tells blank rows apart', () => {
    expect(isBlankRow(['', ' ', '\t'])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});

describe('parseCsv on papaparse: what spreadsheets write', () => {
  it('reads an Excel "CSV UTF-8" file: byte order mark, semicolons, CRLF rows and a line break inside a cell', () => {
    const result = parseCsv(
      '\uFEFFStudent Number;Name;Comment\r\n20261001;"Nguyen; Ava";"first line\nsecond line"\r\n20261002;Ben;""\r\n',
    );
    expect(result.ok && result.delimiter).toBe(';');
    expect(result.ok && result.rows).toEqual([
      ['Student Number', 'Name', 'Comment'],
      ['20261001', 'Nguyen; Ava', 'first line\nsecond line'],
      ['20261002', 'Ben', ''],
    ]);
  });

  it('keeps a quoted line break of either kind inside its cell and no carriage return on any last cell', () => {
    expect(rowsOf('a,"b"\r\n"c\r\nd","e\nf"\r\n')).toEqual([
      ['a', 'b'],
      ['c\r\nd', 'e\nf'],
    ]);
    // An old Mac line break inside a quoted cell is still a line break in that cell.
    expect(rowsOf('"a\rb",c\rd,e')).toEqual([
      ['a\nb', 'c'],
      ['d', 'e'],
    ]);
  });

  it('reads text after a closing quote into the cell on any row without swallowing the rows below', () => {
    expect(rowsOf('a;b\r\n"x"y;"2"\r\n"z"\r\n"p"q"r";4\r\n')).toEqual([['a', 'b'], ['xy', '2'], ['z'], ['pq"r"', '4']]);
    const everyRow = Array.from({ length: 40 }, (_, i) => `"Nguyen"Jr,${i}`).join('\n');
    const rows = rowsOf(everyRow);
    expect(rows).toHaveLength(40);
    expect(rows[39]).toEqual(['NguyenJr', '39']);
  });

  it('refuses, rather than freezes on, a multi-megabyte file whose every row has text after a closing quote', () => {
    const row = `"a"b,${'x'.repeat(990)}\n`;
    expect(errorOf(row.repeat(5_000))).toMatch(
      /^Row \d+ has a quoted cell with text after its closing quote\. Save the file again/,
    );
  });

  it('still names the row of an unclosed quote below repaired and multi-line cells', () => {
    expect(errorOf('"x"y,1\n"two\nlines",2\nz,"open\n')).toMatch(/starts on row 3 is never closed/);
  });
});
