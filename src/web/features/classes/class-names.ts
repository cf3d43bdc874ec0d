import type { TStudentCourse } from '../../../shared/user';
import { classesText } from './texts';
import { teacherCalled } from '../../../shared/title-words';

/** "Dr. Noether": how a class names its teacher to a student. */
export function teacherOf(course: TStudentCourse): string {
  return teacherCalled(course.teacher);
}

/** "Period 1 · Dr. Noether": what tells two classes apart besides their names. */
export function classDetails(course: TStudentCourse): string {
  return classesText.t('details', { period: course.period, teacher: teacherOf(course) });
}
