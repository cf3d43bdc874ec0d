export default {
  fileNoStudents: 'The file has no students',
  importAtMost: 'Import at most {max, number} students at a time',
  fileEmpty: 'The file is empty.',
  missingColumns:
    'The first row should name the columns username, firstName, lastName (and optionally password); it has no {missing}.',
  rowProblem: 'row {line}: {problem}',
  someRows: "Some rows can't be imported: {problems}.",
  noRowsUnderHeader: 'The file has no students under its first row.',
  importAtMostSentence: 'Import at most {max, number} students at a time.',
  usernameDigits: 'the username must be a student number (digits only)',
  alsoOnRow: 'student {username} is also on row {line}',
  namesRequired: 'the first and last name are required',
  namesAtMost: 'names are at most {max} characters',
  passwordAtLeast: 'the password must be at least {min} characters',
  passwordAtMost: 'the password is at most {max} characters',
} as const;
