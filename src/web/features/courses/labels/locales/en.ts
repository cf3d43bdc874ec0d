/** How a course is named wherever it is picked or shown, apart from the courses page itself. */
export default {
  periodName: 'Period {period} · {name}',
  labelWithCount: '{label} · {count, plural, one {# student} other {# students}}',
  selectCourse: 'Select a course',
} as const;
