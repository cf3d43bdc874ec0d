// What other features may use of courses: the course list and how students and courses are named.
export { CoursePicker } from './course-picker';
export { useCourses, useSharedCourses } from './queries';
export { byLastName, distinctCourseLabels, fullName, initialsOf, lastNameFirst, periodLabel } from './student-names';
export { SharedIdentityDialog } from './shared-identity-dialog';
