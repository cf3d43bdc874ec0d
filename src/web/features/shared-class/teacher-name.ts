import type { TCourse } from '../../../shared/courses';
import { teacherCalled } from '../../../shared/title-words';

/** A teacher as colleagues call them: 'Ms. Lee'; their username when they have neither title nor last name. */
export function teacherName(teacher: Pick<TCourse['teacher'], 'username' | 'title' | 'lastName'>): string {
  return teacherCalled(teacher) || teacher.username;
}
