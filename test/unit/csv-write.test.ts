import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/shared/csv-write';
import { parseCsv } from '../../src/shared/csv';

describe('csvLine', () => {
  it('writes plain cells as they are and quotes delimiters, quotes and line breaks', () => {
    expect(csvLine(['Students'])).toBe('Students');
    expect(csvLine(['ava', 'Nguyen, Ava', 'says "hi"', 'two\r\nlines'])).toBe(
      'ava,"Nguyen, Ava","says ""hi""","two\r\nlines"',
    );
    expect(csvLine([])).toBe('');
  });

  it('writes numbers, booleans and missing values as a spreadsheet expects', () => {
    expect(csvLine([-5, 0, 12.5, true, false, null, undefined, ''])).toBe('-5,0,12.5,true,false,,,');
  });

  it('turns every cell a spreadsheet would run as a formula into text, even one with a line break', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvLine([`${start}1`]), JSON.stringify(start)).toMatch(/^"?'/);
    }
    expect(csvLine(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvLine(['=1+1\nsecond line'])).toBe(`"'=1+1\nsecond line"`);
    expect(csvLine(['a=b', 'x-y'])).toBe('a=b,x-y');
  });

  it('reads back to the same cells', () => {
    const cells = ['Nguyen, Ava', 'line\nbreak', 'quote "q"', ' padded '];
    const read = parseCsv(csvLine(cells));
    expect(read.ok && read.rows).toEqual([cells]);
  });
});
