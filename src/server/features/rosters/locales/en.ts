/** The roster upload's refusals (P47): what is wrong with the zip, and what to do. */
export default {
  fileTooLarge:
    "{file} is larger than {size} once unzipped, more than a roster's file holds. Check that it is the right file.",
  allTooLarge:
    'unpacks to more than {size} in all, more than Classmint reads at once. Check that it is the right file.',
  damagedFile: "{file} is damaged in the zip and can't be unpacked. Export the roster again.",
  notUtf8: '{file} is not UTF-8 text. Export the roster again as UTF-8 (in Excel: Save As, "CSV UTF-8").',
  notZip:
    'is not a zip file. Export the roster from your student information system as OneRoster 1.1 CSV (a .zip file) and upload that.',
  tooManyEntries:
    'holds {count} files; a OneRoster roster has about ten (at most {max} are read). Check that it is the right file.',
  pathName:
    'holds a file named with a path ("{name}"), which Classmint never unpacks. Zip the roster\'s CSV files again, without folders.',
  twice: 'holds {file} twice. Export the roster again.',
  password: '{file} is protected by a password. Zip the roster again without one.',
  compression: "{file} is compressed in a way Classmint can't read. Zip the roster again with your computer's own zip.",
  damagedZip: "is damaged and can't be unpacked. Export the roster again and upload the new file.",
  // The upload itself (rosters.routes.ts), before the zip is read.
  uploadTooLarge: "is larger than {size} MB, more than a roster's zip holds. Check that it is the right file.",
  uploadNotZip: 'must be a OneRoster 1.1 CSV zip file, sent as application/zip.',
  uploadEmpty: 'is empty. Choose the roster zip your student information system exported.',
  // The roster's files (roster-rows.ts, roster-csv.ts).
  delta:
    'is a delta roster (manifest.csv: {file} holds only changes). Classmint reads full rosters: export a bulk OneRoster 1.1 CSV roster.',
  missingFile:
    'has no {file} at the top of the zip. A OneRoster 1.1 CSV roster has users.csv, classes.csv and enrollments.csv; export it again.',
  nulCharacter: '{file} holds a NUL character, which no roster has. Export the roster again.',
  fileError: '{file}: {error}',
  missingColumns:
    '{file} has no {count, plural, one {column} other {columns}} {names} in its first row. Export the roster as OneRoster 1.1 CSV.',
  // A row's problems: the web shows each after its file and line ("users.csv, line 4").
  idTooLong: 'has a sourcedId longer than {max} characters.',
  noPersonId: 'has no sourcedId, which Classmint needs to find the person again in the next roster.',
  noClassId: 'has no sourcedId, which Classmint needs to find the class again in the next roster.',
  repeatsId: 'repeats the sourcedId of line {line}; only line {line} is read.',
  personGone: 'is marked tobedeleted: Classmint treats this person as gone from the roster.',
  classGone: 'is marked tobedeleted: Classmint treats this class as gone from the roster.',
  enrollmentGone: 'is marked tobedeleted: Classmint treats this enrollment as gone from the roster.',
  unknownStatus: 'has the status "{status}"; OneRoster\'s are active and tobedeleted.',
  noColumnValue: 'has no {column}.',
  nameTooLong: 'has a name longer than {max} characters.',
  notAnEmail: 'has an email that is not an e-mail address ("{email}").',
  sameUsername: 'has the username {username}, which line {line} has too.',
  sameEmail: "has the e-mail {email}, which line {line} has too; an e-mail is one person's.",
  noTitle: 'has no title, which Classmint needs to name the course.',
  unknownClass: "names the class {id}, which classes.csv doesn't have.",
  unknownPerson: "names the person {id}, whom users.csv doesn't have.",
  roleMismatch:
    'enrolls {username} as a {role, select, teacher {teacher} other {student}}, but users.csv has them as a {personRole, select, teacher {teacher} other {student}}.',
  repeatsEnrollment: 'repeats the enrollment of line {line}.',
  noTeacher: "has no teacher in enrollments.csv, so Classmint can't tell whose course it is; the class is skipped.",
  secondTeacher:
    'is a second teacher of the class {name}; a Classmint course has one teacher ({teacher}), so this enrollment is skipped.',
  studentNumber:
    'is a student whose username is not a student number (digits only), nor is their identifier: Classmint signs students in with their number.',
  teacherUsername:
    'is a teacher whose username ("{username}") Classmint can\'t use: letters, digits, dots, dashes and underscores, with at least one letter.',
  // What the database holds (roster-plan.ts).
  emailTaken: "has the e-mail {email}, which another person in Classmint has; an e-mail is one person's.",
  alreadyMatched: 'is {username} in Classmint, whom another line of users.csv already is.',
  roleDiffers:
    'is {role, select, student {a student} teacher {a teacher} other {the admin}} in this roster, but {username} is {existingRole, select, student {a student} teacher {a teacher} other {the admin}} in Classmint.',
  usernameOfRole:
    "has the username {username}, which is {role, select, student {a student} teacher {a teacher} other {the admin}}'s in Classmint.",
  usernameOfOther: 'has the username {username}, which in Classmint is another person of the roster (sourcedId {id}).',
  courseOfOther:
    "is taught by {teacher} in this roster, but its course is another teacher's in Classmint, and a course keeps its teacher (their class's points stay theirs). The class is skipped; its students stay as they are.",
  noPeriod:
    "can't have a period: its teacher {teacher} has a course in every period from 0 to 99. The class is skipped.",
  // Saving (rosters.service.ts).
  conflict:
    'could not be applied: someone added the same person or changed a course at that very moment. Nothing was saved; please try again.',
} as const;
