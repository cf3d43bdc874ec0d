// The gradebook CSV import (P24): what the import dialog calls each format, why a file can't be
// read, and what a teacher should know before importing. Titles are quoted as ''{title}''.
export default {
  // The formats: the district, and the system its teachers export from.
  formatCcsd: 'Clark County (Infinite Campus)',
  formatEvergreen: 'Evergreen (Skyward)',
  formatLehi: 'Lehi (Aspire)',
  formatCanvas: 'Canvas',
  formatGeneric: 'Any spreadsheet (generic)',
  emptyFile: 'This file is empty.',
  // A file that is not the chosen format's.
  notCanvas:
    "This doesn't look like a Canvas gradebook export: the first row should start with Student, ID, SIS User ID.",
  canvasNoPointsRow:
    "This Canvas export is missing its ''Points Possible'' row: the row under the column titles should start with Points Possible. Export the gradebook from Canvas again without editing it.",
  canvasNoAssignments:
    "This Canvas export has no assignment columns. In a Canvas export each assignment's column title ends with its number, like ''Quiz 1 (12345)''.",
  notCcsd:
    "This doesn't look like an Infinite Campus grade book export: Classmint looks for a row of column titles with Student Name and Student Number.",
  ccsdNoAssignments:
    "This doesn't look like an Infinite Campus grade book export: no column title ends with the assignment's points, like ''Quiz 1 (20 pts)''.",
  ccsdLeftOut: "Left out columns without points in their title (Infinite Campus writes ''Quiz 1 (20 pts)''): {list}.",
  notEvergreen:
    "This doesn't look like a Skyward gradebook export: Classmint looks for a row of column titles with Student and Other ID.",
  evergreenNoOutOf:
    "This Skyward export is missing its ''Out Of'' row: the row under the column titles should start with Out Of and give each assignment's points.",
  evergreenNoAssignments: 'This Skyward export has no assignment columns after Student, Other ID and Grd.',
  notLehi:
    "This doesn't look like an Aspire assignment scores export: Classmint looks for a row of column titles with Student Number, Assignment, Score and Points Possible.",
  lehiMissingColumns:
    "This doesn't look like an Aspire assignment scores export: Classmint looks for a row of column titles with Student Number, Assignment, Score and Points Possible. This file has no column for {list}.",
  lehiConflicts: 'Some students have two different scores for one assignment; Classmint used the first: {list}.',
  lehiConflict: "{student} in ''{title}'' (row {row})",
  lehiUntitled: 'Skipped {count, plural, one {a row} other {# rows}} without an assignment title.',
  lehiPoints: "''{title}'' has different points possible on different rows; Classmint used {max}.",
  noStudentNumberColumn:
    "Classmint couldn't find a student-number column. The first row should name the columns, with one called Student Number, Student ID, ID, Username or SIS User ID.",
  notAssignments: 'Left out columns that are not assignments: {list}.',
  useCanvas:
    "This looks like a Canvas gradebook export. Choose ''{label}'' as the format, so its total columns and test student are left out.",
  useFormat:
    "This file looks like the {label} gradebook layout. Choose ''{label}'' as the format (it is offered when that school district is chosen in Settings > Account Details).",
  // The rows and columns every format shares (build.ts).
  noStudentRows: 'This file has no student rows under its column titles.',
  noStudentNumbers:
    "None of the rows has a student number (digits only) in the ''{column}'' column, so no student can be matched.",
  noScoresYet: 'None of the assignments in this file has any scores yet, so there is nothing to import.',
  noAssignmentColumns: 'This file has no assignment columns to import.',
  leftOutEmpty: 'Left out {count, plural, one {an assignment} other {assignments}} with no scores yet: {list}.',
  row: 'row {row}',
  namedRow: '{name} (row {row})',
  repeatedRows: '{username} (rows {first} and {second})',
  skippedRows:
    "Skipped {count, plural, one {a row} other {# rows}} without a student number (digits only) in the ''{column}'' column: {list}.",
  repeatedStudents: 'Some students appear more than once; Classmint used their first row: {list}.',
  titlesShortened: 'Assignment titles are at most {max} characters; shortened {list}.',
  untitledColumns: 'Left out {count, plural, one {a column} other {# columns}} without a title in the first row.',
  notScores: "''{title}'': left out cells that are not scores for {list}.",
  negativeScores: "''{title}'': left out negative scores for {list}.",
  percentsLeftOut:
    "''{title}'': left out percent scores for {list}, because there are no points possible to convert them with.",
  outOf100: "''{title}'' has no points possible; its scores are percents, so it is out of 100.",
  highestScore: "''{title}'' has no points possible; Classmint used the highest score, {highest}.",
  pointsNotNumber: "''{title}'': the points possible ''{points}'' is not a number.",
  // A title or column the file names, inside a sentence's list.
  quoted: "''{text}''",
} as const;
