import type { TCourse } from '../../../shared/courses';
import { titleAsRead } from '../../../shared/title-words';

type TCourseTeacher = TCourse['teacher'];

/** A teacher as students and colleagues call them: 'Ms. Lee'; their username when they have no last name. */
export function teacherName(teacher: TCourseTeacher): string {
  if (!teacher.lastName) return teacher.username;
  return `${titleAsRead(teacher.title)} ${teacher.lastName}`.trim();
}
