import type { TCourse, TStudentSummary } from '../../../shared/courses';

/**
 * Every dialog of Manage Courses, opened from a course or a student and held by the page, so a
 * dialog outlives the row it came from (a deleted course, a moved student) long enough to finish.
 */
export type TCourseDialogKind =
  'assignments' | 'groups' | 'add-student' | 'import' | 'co-teachers' | 'substitute' | 'edit-course' | 'delete-course';
export type TStudentDialogKind = 'move' | 'edit' | 'drop' | 'reset-password' | 'delete';

export type TPageDialog =
  | { kind: 'add-course' }
  | { kind: TCourseDialogKind; course: TCourse }
  | { kind: TStudentDialogKind; course: TCourse; student: TStudentSummary };

export type TOpenPageDialog = (dialog: TPageDialog) => void;
