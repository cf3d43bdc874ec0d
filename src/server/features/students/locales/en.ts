export default {
  taken: 'is already taken',
  inCourse: 'is already in this course',
  cannotChange: 'cannot be changed',
  noDefault: 'is not set. Set one in Settings > Student Accounts, or give every student a password in the file',
  sharedIdentity: 'Another teacher also has this student: ask the admin.',
  courseIdForTeachers: 'is for teachers adding a student; the admin adds teachers',
} as const;
