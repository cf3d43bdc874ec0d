// P60: the other adults of a class, as the course's teacher manages them in Manage Courses.
export default {
  // Co-teachers.
  coTeachers: 'Co-teachers',
  coTeachersOf: 'Co-teachers of {course}',
  coTeachersHelp:
    "A co-teacher gives your presets' bonuses and fines, runs passes, songs and orders for this course's students, in your economy. They can't change your settings, your store or your courses.",
  noCoTeachers: 'No co-teachers yet',
  teacherUsername: "Teacher's username",
  addCoTeacher: 'Add',
  addingCoTeacher: 'Adding...',
  coTeacherAdded: '{name} can now teach {course} with you',
  removeCoTeacher: 'Remove {name}',
  coTeacherRemoved: '{name} no longer teaches {course}',
  close: 'Close',
  // Substitutes.
  substitute: 'Substitute',
  substituteFor: 'Substitute for {course}',
  substituteHelp:
    'Make a code for the day and give it to the substitute. On their phone they open {address}, type the code and their name, and until the code ends they see the class and its balances, give your presets and run passes.',
  hours: 'Lasts',
  hoursOption: '{hours, plural, one {# hour} other {# hours}}',
  makeCode: 'Make a code',
  makingCode: 'Making...',
  activeCodes: 'Codes in use',
  noCodes: 'No codes in use',
  codeEnds: 'Ends at {time}',
  usedBy: 'Used by {names}',
  notUsedYet: 'Not used yet',
  endCode: 'End now',
  endCodeNamed: 'End now: {code}',
  codeEnded: 'The code {code} has ended',
  print: 'Print',
} as const;
