import { isBlankRow, parseCsv } from './csv';
import { cellAt, cleanStudentNumber, headerKey, listSome } from './gradebook/cells';
import { LIMITS, MIN_PASSWORD_LENGTH } from './messages';
import { studentsText } from './student-texts/texts';

/**
 * The student import file (docs/student-import.md), parsed in the browser before
 * `POST /api/users/import`. A file with any bad row is refused as a whole, naming the rows, so a
 * teacher never ends up with half a class and no idea which students are missing. The dialog shows
 * '[ERROR] Invalid file type or improperly formatted file'; `error` says why.
 */

export interface TStudentCsvRow {
  username: string;
  firstName: string;
  lastName: string;
  /** Absent when the cell is blank: the server then uses the class default password (P8). */
  password?: string;
}
export type TStudentCsvParse = { ok: true; rows: TStudentCsvRow[] } | { ok: false; error: string };

/** Same cap as `ZStudentImport`. */
export const MAX_STUDENTS_PER_IMPORT = 2_000;

const COLUMNS = {
  username: ['username', 'studentnumber', 'studentid'],
  firstName: ['firstname'],
  lastName: ['lastname'],
  password: ['password'],
} as const;

export function parseStudentCsv(text: string): TStudentCsvParse {
  const csv = parseCsv(text);
  if (!csv.ok) return csv;
  const headerIndex = csv.rows.findIndex((row) => !isBlankRow(row));
  const header = csv.rows[headerIndex];
  if (!header) return { ok: false, error: studentsText.t('fileEmpty') };

  const keys = header.map(headerKey);
  const find = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
  const at = {
    username: find(COLUMNS.username),
    firstName: find(COLUMNS.firstName),
    lastName: find(COLUMNS.lastName),
    password: find(COLUMNS.password),
  };
  const absent = (['username', 'firstName', 'lastName'] as const).filter((name) => at[name] < 0);
  if (absent.length) {
    return {
      ok: false,
      error: studentsText.t('missingColumns', { missing: listSome(absent) }),
    };
  }

  const rows: TStudentCsvRow[] = [];
  const problems: string[] = [];
  const lineOf = new Map<string, number>();
  for (let r = headerIndex + 1; r < csv.rows.length; r += 1) {
    const cells = csv.rows[r] ?? [];
    if (isBlankRow(cells)) continue;
    const line = r + 1;
    const username = cleanStudentNumber(cellAt(cells, at.username));
    const firstName = cellAt(cells, at.firstName).trim();
    const lastName = cellAt(cells, at.lastName).trim();
    const password = at.password >= 0 ? cellAt(cells, at.password).trim() : '';
    const problem = rowProblem(
      username,
      firstName,
      lastName,
      password,
      username === null ? undefined : lineOf.get(username),
    );
    if (problem) {
      problems.push(studentsText.t('rowProblem', { line, problem }));
      continue;
    }
    if (username === null) continue; // rowProblem reported it; this narrows the type
    lineOf.set(username, line);
    rows.push({ username, firstName, lastName, ...(password ? { password } : {}) });
  }
  if (problems.length) return { ok: false, error: studentsText.t('someRows', { problems: listSome(problems) }) };
  if (rows.length === 0) return { ok: false, error: studentsText.t('noRowsUnderHeader') };
  if (rows.length > MAX_STUDENTS_PER_IMPORT)
    return {
      ok: false,
      error: studentsText.t('importAtMostSentence', { max: MAX_STUDENTS_PER_IMPORT }),
    };
  return { ok: true, rows };
}

/** The server's rules for one student (`ZStudentImportRow`), worded for the row they are on. */
function rowProblem(
  username: string | null,
  firstName: string,
  lastName: string,
  password: string,
  earlierLine: number | undefined,
): string | null {
  if (username === null) return studentsText.t('usernameDigits');
  if (earlierLine !== undefined) return studentsText.t('alsoOnRow', { username, line: earlierLine });
  if (firstName === '' || lastName === '') return studentsText.t('namesRequired');
  if (firstName.length > LIMITS.name || lastName.length > LIMITS.name)
    return studentsText.t('namesAtMost', { max: LIMITS.name });
  if (password !== '' && password.length < MIN_PASSWORD_LENGTH)
    return studentsText.t('passwordAtLeast', { min: MIN_PASSWORD_LENGTH });
  if (password.length > LIMITS.password) return studentsText.t('passwordAtMost', { max: LIMITS.password });
  return null;
}
