import type { TStudentCourse } from '../../../shared/user';
import { classesText } from './texts';
import { titleAsRead } from '../../../shared/title-words';

/** "Dr. Noether": how a class names its teacher to a student. */
export function teacherOf(course: TStudentCourse): string {
  return [titleAsRead(course.teacher.title), course.teacher.lastName].filter(Boolean).join(' ');
}

/** "Period 1 · Dr. Noether": what tells two classes apart besides their names. */
export function classDetails(course: TStudentCourse): string {
  return classesText.t('details', { period: course.period, teacher: teacherOf(course) });
}
