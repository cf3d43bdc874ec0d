// Manage Teachers on the server: refusals and the migration report (P27).
export default {
  onlyTeachersListed: 'Only teachers can be listed here',
  alreadyTaken: 'is already taken',
  cannotChange: 'cannot be changed',
  upToDateTeacher:
    'Everything was up to date: {count, plural, one {# teacher account} other {# teacher accounts}} checked',
  upToDateStudent:
    'Everything was up to date: {count, plural, one {# student account} other {# student accounts}} checked',
  upToDateAdmin: 'Everything was up to date: {count, plural, one {# admin account} other {# admin accounts}} checked',
  appliedTeacher:
    'Applied {applied, plural, one {# schema migration} other {# schema migrations}} and updated {updated, plural, one {# teacher account} other {# teacher accounts}}',
  appliedStudent:
    'Applied {applied, plural, one {# schema migration} other {# schema migrations}} and updated {updated, plural, one {# student account} other {# student accounts}}',
  appliedAdmin:
    'Applied {applied, plural, one {# schema migration} other {# schema migrations}} and updated {updated, plural, one {# admin account} other {# admin accounts}}',
} as const;
