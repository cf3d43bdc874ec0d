// Manage Teachers on the server: refusals and the migration report (P27).
export default {
  onlyTeachersListed: 'Only teachers can be listed here',
  alreadyTaken: 'is already taken',
  cannotChange: 'cannot be changed',
  upToDateTeacher: 'Everything was up to date: {count} teacher accounts checked',
  upToDateStudent: 'Everything was up to date: {count} student accounts checked',
  upToDateAdmin: 'Everything was up to date: {count} admin accounts checked',
  appliedTeacher: 'Applied {applied} schema migration(s) and updated {updated} teacher account(s)',
  appliedStudent: 'Applied {applied} schema migration(s) and updated {updated} student account(s)',
  appliedAdmin: 'Applied {applied} schema migration(s) and updated {updated} admin account(s)',
} as const;
